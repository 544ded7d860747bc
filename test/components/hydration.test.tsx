// The prerendered HTML hydrates without a single warning (a blog post:
// components/blog-pages.test.tsx; the 404 page at a blog path, in Chromium: browser/routes.test.ts).
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { buildInfo } from '../../src/app/build-info';
import type { SiteData } from '../../src/app/site-data';
import { captureConsole, domSuite } from '../helpers/dom';
import { MAIN_SLOT } from '../../src/app/pages/static-pages';
import { builtPage, siteData } from '../helpers/site';

let root: Root | undefined;
const hydration = domSuite('hydration');
hydration.after.each(() => {
  act(() => root?.unmount());
  root = undefined;
});

/**
 * Prerenders `url` like the build (a blog page's main content in its slot), puts the HTML in
 * the page and hydrates it like client.tsx, with the page the HTML says it is; the console's
 * errors and warnings meanwhile.
 */
async function prerenderAndHydrate(url: string, clientData: SiteData = siteData) {
  const { page, main } = builtPage(url, siteData);
  const html = renderToString(<App url={url} data={siteData} page={page.ref} />);
  const container = document.createElement('div');
  container.innerHTML = main === null ? html : html.replace(MAIN_SLOT, () => main);
  document.body.append(container);
  window.history.replaceState(null, '', url);
  const { calls } = await captureConsole(['error', 'warn'], async () => {
    await act(async () => {
      root = hydrateRoot(container, <App url={url} data={clientData} page={page.ref} />, { onRecoverableError: (error) => console.error(error) });
    });
  });
  return { html, container, calls: calls.map((call) => [call.kind, call.args[1]]) };
}

const rows = [['/', []], ['/blogs', []], ['/blogs/', []], ['/nope', [['warn', '/nope']]]] as const;
for (const [url, expected] of rows) {
  hydration(`should hydrate ${url} with no mismatch and no warning but a 404 page's path`, async () => {
    const { calls, container } = await prerenderAndHydrate(url);
    assert.equal(calls, expected);
    assert.ok(container.querySelector('h1'));
  });
}

hydration('should report a mismatch when there is one (so the checks above can fail)', async () => {
  const changed = structuredClone(siteData);
  (changed.content.person as { name: string }).name = 'Someone Else';
  const { calls } = await prerenderAndHydrate('/', changed);
  assert.ok(calls.some(([kind]) => kind === 'error'), 'a hydration error was reported');
});

// Built in December, viewed in January: the HTML carries the build's year, the page the visitor's.
hydration('should show the current year after hydrating HTML built in an earlier year', async () => {
  const current = new Date().getFullYear();
  const builtIn = buildInfo.year;
  buildInfo.year = current - 1;
  try {
    const { html, container, calls } = await prerenderAndHydrate('/');
    assert.ok(html.includes(`© <!-- -->${current - 1}<!-- --> <!-- -->Alex Carter`), 'the HTML carries the build year');
    assert.equal(calls, [], 'no hydration warning');
    assert.ok(container.querySelector('footer')!.textContent!.includes(`© ${current} Alex Carter`), 'the footer shows the current year');
    assert.is(document.title, `Alex Carter · Frontend Developer with Node.js Backend Expertise · Portfolio ${current}`);
  } finally {
    buildInfo.year = builtIn;
  }
});

hydration.run();
