// The prerendered HTML hydrates without a single warning, and the year the HTML was built
// in gives way to the current one after hydration (built in December, viewed in January).
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as assert from 'uvu/assert';
import { App, HYDRATED_ATTRIBUTE } from '../../src/app/App';
import { buildInfo } from '../../src/app/build-info';
import { content } from '../fixtures/sample/content';
import { pageTitle } from '../../src/app/page-titles';
import { homePage } from '../../src/builder/site-pages';
import type { SiteData } from '../../src/app/site-data';
import { captureConsole, domSuite } from '../helpers/dom';
import { MAIN_SLOT } from '../../src/app/pages/static-pages';
import { blogSiteData, builtPage, siteData } from '../helpers/site';

let root: Root | undefined;
const hydration = domSuite('hydration');
hydration.after.each(() => {
  act(() => root?.unmount());
  root = undefined;
});

/**
 * Prerenders `url` like the build (a blog page's main content in its slot), puts the HTML in
 * the page and hydrates it like client.tsx, with the page the HTML says it is.
 */
async function prerenderAndHydrate(url: string, clientData: SiteData = siteData, serverData: SiteData = siteData) {
  const { page, main } = builtPage(url, serverData);
  const html = renderToString(<App url={url} data={serverData} page={page.ref} />);
  assert.is(html.includes(MAIN_SLOT), main !== null, 'a blog page renders its slot, not its main content');
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = main === null ? html : html.replace(MAIN_SLOT, () => main);
  document.body.append(container);
  window.history.replaceState(null, '', url);
  const { calls } = await captureConsole(['error', 'warn'], async () => {
    await act(async () => {
      root = hydrateRoot(container, <App url={url} data={clientData} page={page.ref} />, { onRecoverableError: (error) => console.error(error) });
    });
  });
  return { html, container, calls };
}

// The blog page with the owner's posts, or a made-up one for an owner who has none.
for (const [url, data] of [['/', siteData], ['/blogs', blogSiteData], ['/blogs/', blogSiteData]] as const) {
  hydration(`should hydrate ${url} with no mismatch and no warning`, async () => {
    const { calls, container } = await prerenderAndHydrate(url, data, data);
    assert.equal(calls, []);
    assert.ok(container.querySelector('h1'));
  });
}

hydration('should mark <html> once hydrated (the browser tests wait for it), never in the prerendered HTML', async () => {
  delete document.documentElement.dataset[HYDRATED_ATTRIBUTE];
  const html = renderToString(<App url="/" data={siteData} page={homePage.ref} />);
  assert.not.ok(HYDRATED_ATTRIBUTE in document.documentElement.dataset, 'marked by the prerender');
  assert.not.match(html, /data-hydrated/);
  const { calls } = await prerenderAndHydrate('/');
  assert.equal(calls, []);
  assert.ok(HYDRATED_ATTRIBUTE in document.documentElement.dataset);
});

hydration('should hydrate the 404 page, whose only console line is the path', async () => {
  const { calls } = await prerenderAndHydrate('/nope');
  assert.equal(calls.map((c) => [c.kind, c.args[1]]), [['warn', '/nope']]);
});

hydration('should report a mismatch when there is one (so the checks above can fail)', async () => {
  const changed = structuredClone(siteData);
  (changed.content.person as { name: string }).name = 'Someone Else';
  const { calls } = await prerenderAndHydrate('/', changed);
  assert.ok(calls.some((c) => c.kind === 'error'), 'a hydration error was reported');
});

hydration('should show the current year after hydrating HTML built in an earlier year', async () => {
  const current = new Date().getFullYear();
  const builtIn = buildInfo.year;
  buildInfo.year = current - 1; // built in December, viewed in January
  try {
    const { html, container, calls } = await prerenderAndHydrate('/');
    const built = document.createElement('div');
    built.innerHTML = html;
    assert.ok(built.querySelector('footer')!.textContent!.includes(`© ${current - 1} ${content.person.name}`), 'the HTML carries the build year');
    assert.equal(calls, [], 'no hydration warning');
    assert.ok(container.querySelector('footer')!.textContent!.includes(`© ${current} ${content.person.name}`), 'the footer shows the current year');
    assert.is(document.title, pageTitle(homePage.ref, content, current));
    assert.match(document.title, new RegExp(`${current}$`));
  } finally {
    buildInfo.year = builtIn;
  }
});

hydration.run();
