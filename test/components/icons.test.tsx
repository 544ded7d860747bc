// Each page's sprite holds only the icons that page draws (src/prerendered/icon-paths.ts,
// build.mjs), and after a client-side route change App puts in the new page's (App.tsx).
import { act, fireEvent, screen } from '@testing-library/react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ICON_PATHS, iconSprite, iconSymbols, iconsUsedIn, INTERACTION_ICONS } from '../../src/prerendered/icon-paths';
import { content } from '../fixtures/sample/content';
import { domSuite, renderAt } from '../helpers/dom';
import { blogSiteData, withSprites } from '../helpers/site';

const sprite = suite('icon sprite');

sprite('should find the icons a page draws, each once, and those drawn only after an interaction', () => {
  const html = '<a><svg><use href="#icon-github"></use></svg></a><svg><use href="#icon-mail"/></svg><svg><use href="#icon-github"/></svg><use href="#icon-nothing"/>';
  assert.equal(iconsUsedIn(html), ['github', 'mail', ...INTERACTION_ICONS]);
  assert.equal(iconsUsedIn(''), [...INTERACTION_ICONS]);
});

sprite('should write a symbol with the shared line style for each icon, in a hidden sprite', () => {
  const symbols = iconSymbols(['github', 'mail']);
  assert.equal([...symbols.matchAll(/<symbol id="icon-(\w+)" viewBox="0 0 24 24">/g)].map((m) => m[1]), ['github', 'mail']);
  assert.ok(symbols.includes(`<path d="${ICON_PATHS.mail}" fill="none" stroke="currentColor"`));
  assert.is(iconSprite(symbols), `<svg class="icon-sprite" aria-hidden="true">${symbols}</svg>`);
});

sprite.run();

// ---

const swap = domSuite('icon sprite :: client-side route changes');

swap('should put in the new page\'s sprite when the route changes, and keep the built one until then', () => {
  const sprites = { home: '<symbol id="icon-home-page"></symbol>' };
  // The page as the build wrote it: the blog page's sprite before the app.
  document.body.insertAdjacentHTML('afterbegin', iconSprite('<symbol id="icon-blog-page"></symbol>'));
  renderAt('/blogs', withSprites(blogSiteData, sprites));
  const shown = () => [...document.querySelectorAll('.icon-sprite symbol')].map((symbol) => symbol.id);
  assert.equal(shown(), ['icon-blog-page'], 'the page\'s own, as the build wrote it');
  act(() => void fireEvent.click(screen.getByRole('link', { name: content.labels.blog.back })));
  assert.equal(shown(), ['icon-home-page'], 'the home page\'s, for the home page\'s icons');
});

swap.run();
