// The blog's pages in React: a list, a tag's list or an own post is HTML
// the build rendered. Hydration keeps it as it is (React renders only its slot), and a visit
// by the router fetches the page's data from beside it, showing the page the visitor is on
// until it is here; a page the server has no data for is left to the browser to load.
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { buildInfo } from '../../src/app/build-info';
import { MAIN_SLOT, PAGE_DATA_FILE } from '../../src/app/pages/static-pages';
import type { SiteData } from '../../src/app/site-data';
import type { BlogPost } from '../../src/content/types';
import { captureConsole, domSuite } from '../helpers/dom';
import { builtPage, contentOf, pageDataFetch, siteData, withPosts } from '../helpers/site';

const POST: BlogPost = {
  id: 'streams', title: 'Streams Without Surprises', excerpt: 'Back-pressure.', publishedAt: '2099-06-20', readTime: '4 min read',
  tags: ['Node.js', 'Back-pressure'], url: '/blogs/streams',
};
const BODY = '<p>Back-pressure is what keeps a fast producer in check.</p><pre class="hljs" tabindex="0"><code><span class="hljs-keyword">await</span> pipeline(a, b);</code></pre>';
const data: SiteData = withPosts([POST, ...contentOf(siteData).posts]);
const bodies = { [POST.id]: BODY };

let root: Root | undefined;
const realFetch = globalThis.fetch;
const page = domSuite('blog pages');
page.after.each(() => {
  act(() => root?.unmount());
  root = undefined;
  globalThis.fetch = realFetch;
});

/** The build's HTML of the app at `url`, main content in its slot, in a container in the document. */
function builtApp(url: string) {
  const built = builtPage(url, data, bodies);
  const html = renderToString(<App url={url} data={data} page={built.page.ref} />);
  assert.is(html.includes(MAIN_SLOT), built.main !== null, 'a blog page renders its slot, not its main content');
  const container = document.createElement('div');
  container.innerHTML = built.main === null ? html : html.replace(MAIN_SLOT, () => built.main!);
  document.body.append(container);
  window.history.replaceState(null, '', url);
  return { container, built };
}

/** A server for the pages' data files, each as the build writes it; `missing` paths answer 404. */
function serveData(missing: string[] = []) {
  const { fetchPage, fetched } = pageDataFetch(data, bodies);
  globalThis.fetch = (async (url: string) => {
    if (missing.some((path) => url === `${path}/${PAGE_DATA_FILE}`)) {
      fetched.push(url);
      return new Response('', { status: 404 });
    }
    return fetchPage(url);
  }) as typeof fetch;
  return fetched;
}

async function hydrate(container: HTMLElement, url: string, ref: Parameters<typeof App>[0]['page']) {
  return captureConsole(['error', 'warn'], async () => {
    await act(async () => {
      root = hydrateRoot(container, <App url={url} data={data} page={ref} />, { onRecoverableError: (error) => console.error(error) });
    });
  });
}

page('should hydrate an own post with its body kept as it is, no warning, nothing fetched', async () => {
  const { container, built } = builtApp('/blogs/streams');
  const fetched = serveData();
  const { calls } = await hydrate(container, '/blogs/streams', built.page.ref);
  assert.equal(calls, []);
  assert.equal(fetched, []);
  assert.ok(container.innerHTML.includes(BODY), 'the body survived hydration');
  assert.is(container.querySelector('main h1')?.textContent, POST.title);
  assert.is(document.title, 'Streams Without Surprises · Alex Carter');
});

page('a visit by the router should fetch the page\'s data, keep the old page until it is here, then show it', async () => {
  const { container, built } = builtApp('/blogs');
  const fetched = serveData();
  await hydrate(container, '/blogs', built.page.ref);
  // The own post's card opens it here, through the router ("Read the post", no new tab).
  const link = container.querySelector<HTMLAnchorElement>('main a[href="/blogs/streams"]');
  assert.ok(link, 'the card links to the post by path');
  assert.is(link!.target, '');
  assert.match(link!.textContent!, 'Read the post');
  act(() => link!.click());
  assert.is(location.pathname, '/blogs/streams');
  assert.is(container.querySelector('main h1')?.textContent, 'My Blog', 'the list stays until the post is here');
  await waitFor(() => assert.ok(container.querySelector('main pre .hljs-keyword'), 'the highlighted code is there'));
  assert.equal(fetched, [`/blogs/streams/${PAGE_DATA_FILE}`]);
  assert.is(container.querySelector('main h1')?.textContent, POST.title);
  // The title and focus follow in the page's effects, which React runs after the new page is painted.
  await waitFor(() => assert.is(document.title, 'Streams Without Surprises · Alex Carter'));
  // Back to the list the visitor arrived on: its HTML went with it, so it is fetched like any other.
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await moved;
  });
  await waitFor(() => assert.is(container.querySelector('main h1')?.textContent, 'My Blog'));
  assert.equal(fetched, [`/blogs/streams/${PAGE_DATA_FILE}`, `/blogs/${PAGE_DATA_FILE}`]);
  assert.ok(container.querySelector('main a[href="/blogs/streams"]'), 'the list as it was');
  // And forward again: the post was kept, nothing more is fetched.
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.forward();
    await moved;
  });
  assert.is(container.querySelector('main h1')?.textContent, POST.title);
  assert.is(fetched.length, 2);
});

page('a tag\'s list should lead to every tag (/blogs/tags), and each of those to its own list', async () => {
  const { container, built } = builtApp('/blogs/tags/node-js');
  const fetched = serveData();
  await hydrate(container, '/blogs/tags/node-js', built.page.ref);
  const all = [...container.querySelectorAll<HTMLAnchorElement>('main a[href="/blogs/tags"]')];
  assert.equal(all.map((link) => link.textContent), ['All tags'], 'one link to every tag');
  act(() => all[0]!.click());
  await waitFor(() => assert.is(container.querySelector('main h1')!.textContent, 'Tags'));
  // The title follows in an effect after the page is committed: wait for it as for the heading
  // (read at once, it was the last list's title about one run in 14).
  await waitFor(() => assert.is(document.title, `Tags · Blog · Alex Carter · ${buildInfo.year}`));
  const listed = [...container.querySelectorAll<HTMLAnchorElement>('main li a')].map((link) => [link.textContent, link.getAttribute('href')]);
  for (const pair of [['Node.js', '/blogs/tags/node-js'], ['Back-pressure', '/blogs/tags/back-pressure'], ['Three.js', '/blogs/tags/three-js']]) {
    assert.ok(listed.some(([name, href]) => name === pair[0] && href === pair[1]), pair.join(' '));
  }
  act(() => container.querySelector<HTMLAnchorElement>('main a[href="/blogs/tags/back-pressure"]')!.click());
  await waitFor(() => assert.match(container.querySelector('main h1')!.textContent!, 'Back-pressure'));
  assert.equal(fetched, [`/blogs/tags/${PAGE_DATA_FILE}`, `/blogs/tags/back-pressure/${PAGE_DATA_FILE}`]);
});

page('a page the server has no data for should be loaded by the browser (its 404 page, with its status)', async () => {
  const { container, built } = builtApp('/blogs');
  const fetched = serveData(['/blogs/streams']);
  await hydrate(container, '/blogs', built.page.ref);
  let reloaded = 0;
  const reload = window.location.reload;
  Object.defineProperty(window.location, 'reload', { configurable: true, value: () => void reloaded++ });
  try {
    act(() => container.querySelector<HTMLAnchorElement>('main a[href="/blogs/streams"]')!.click());
    await waitFor(() => assert.is(reloaded, 1));
    assert.equal(fetched, [`/blogs/streams/${PAGE_DATA_FILE}`]);
    assert.is(container.querySelector('main h1')?.textContent, 'My Blog', 'nothing empty meanwhile');
  } finally {
    Object.defineProperty(window.location, 'reload', { configurable: true, value: reload });
  }
});

page.run();
