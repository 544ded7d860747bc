// Each page's sprite holds only its own icons; after a client-side route change the
// new page's sprite is put in before it paints, and Chromium draws every icon from it.
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { browserSuite, visit, type Visit } from '../helpers/browser';
import { HAS_BLOG } from '../helpers/built-site';

const { labels, person } = content;

/**
 * Icons the page shows (hidden ones, such as the other theme's, aside) whose symbol is missing,
 * is not SVG (markup put in as HTML would draw nothing) or draws nothing: their symbol ids.
 */
const undrawn = (v: Visit) =>
  v.page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('#root use')]
      .filter((use) => use.closest('svg')!.getClientRects().length > 0)
      .filter((use) => {
        const symbol = document.getElementById(use.getAttribute('href')!.slice(1));
        return symbol?.namespaceURI !== 'http://www.w3.org/2000/svg' || !symbol.querySelector('path') || use.getBBox().width === 0;
      })
      .map((use) => use.getAttribute('href')),
  );

const icons = browserSuite('icons :: sprites across a client-side route change');

icons('should draw every icon of the page reached by an in-page link, from its own sprite', async () => {
  // The blog's Back to Portfolio, or the 404 page's Return to Home for an owner with no blog.
  const v = await visit(HAS_BLOG ? '/blogs' : '/nope');
  const before = await v.page.evaluate(() => [...document.querySelectorAll('.icon-sprite symbol')].map((symbol) => symbol.id));
  assert.not.ok(before.includes('icon-arrowDown'), 'the page had no scroll arrow of its own');
  await v.page.getByRole('link', { name: HAS_BLOG ? labels.blog.back : labels.notFound.home }).click();
  await v.page.locator('h1', { hasText: person.name }).waitFor();
  assert.equal(await undrawn(v), []);
  const after = await v.page.evaluate(() => [...document.querySelectorAll('.icon-sprite symbol')].map((symbol) => symbol.id));
  assert.ok(after.includes('icon-arrowDown'), 'the home page\'s sprite');
  assert.equal(v.errors, []);
});

icons('should draw the menu\'s close icon, which no page\'s HTML shows', async () => {
  const v = await visit('/', { width: 375 });
  await v.page.getByRole('button', { name: labels.nav.menu }).click();
  assert.equal(await undrawn(v), []);
  assert.ok(await v.page.locator('#root use[href="#icon-close"]').count(), 'the close icon is shown');
});

icons.run();
