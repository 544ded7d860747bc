// Each page's sprite holds only the icons that page draws (src/prerendered/icon-paths.ts);
// browser/icons.test.ts checks that a client-side route change puts in the new page's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ICON_PATHS, iconSprite, iconSymbols, iconsUsedIn, INTERACTION_ICONS } from '../../src/prerendered/icon-paths';

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
