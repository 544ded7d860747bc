// Each page's sprite holds only its own icons; after a client-side route change the
// new page's sprite is put in before it paints, and Chromium draws every icon from it.
import * as assert from 'uvu/assert';
import { browserSuite, visit, type Visit } from '../helpers/browser';

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

// The blog's Back to Portfolio leads to the home page in the same document, whose menu then
// opens at a phone's width.
icons('should draw every icon of the page reached by an in-page link from its own sprite, and the menu\'s close icon, which no page\'s HTML shows', async () => {
  const v = await visit('/blogs');
  const before = await v.page.evaluate(() => [...document.querySelectorAll('.icon-sprite symbol')].map((symbol) => symbol.id));
  assert.not.ok(before.includes('icon-arrowDown'), 'the page had no scroll arrow of its own');
  await v.page.getByRole('link', { name: 'Back to Portfolio' }).click();
  await v.page.locator('h1', { hasText: 'Alex Carter' }).waitFor();
  assert.equal(await undrawn(v), []);
  const after = await v.page.evaluate(() => [...document.querySelectorAll('.icon-sprite symbol')].map((symbol) => symbol.id));
  assert.ok(after.includes('icon-arrowDown'), 'the home page\'s sprite');
  assert.equal(v.errors, []);

  await v.page.setViewportSize({ width: 375, height: 800 });
  await v.page.getByRole('button', { name: 'Menu' }).click();
  assert.ok(await v.page.locator('#root use[href="#icon-close"]').count(), 'the close icon is shown');
  assert.equal(await undrawn(v), []);
});

icons.run();
