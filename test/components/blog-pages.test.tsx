// The blog's pages in React: a list, a tag's list or an own post is HTML
// the build rendered. Hydration keeps it as it is (React renders only its slot), and a visit
// by the router fetches the page's data from beside it, showing the page the visitor is on
// until it is here; a page the server has no data for is left to the browser to load.
import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { blogTags, hrefOf, tagPath, tagSlug, tagsPath } from '../../src/app/pages/blog-pages';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { buildInfo } from '../../src/app/build-info';
import { pageTitle } from '../../src/app/page-titles';
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
  assert.is(document.title, pageTitle({ key: 'post', values: { post: POST.title } }, data.content, new Date().getFullYear()));
});

page('a visit by the router should fetch the page\'s data, keep the old page until it is here, then show it', async () => {
  const { container, built } = builtApp('/blogs');
  const fetched = serveData();
  await hydrate(container, '/blogs', built.page.ref);
  // The own post's card opens it here, through the router ("Read the post", no new tab).
  const link = container.querySelector<HTMLAnchorElement>('main a[href="/blogs/streams"]');
  assert.ok(link, 'the card links to the post by path');
  assert.is(link!.target, '');
  assert.match(link!.textContent!, data.content.labels.blog.readHere);
  act(() => link!.click());
  assert.is(location.pathname, '/blogs/streams');
  assert.is(container.querySelector('main h1')?.textContent, data.content.labels.blog.title, 'the list stays until the post is here');
  await waitFor(() => assert.ok(container.querySelector('main pre .hljs-keyword'), 'the highlighted code is there'));
  assert.equal(fetched, [`/blogs/streams/${PAGE_DATA_FILE}`]);
  assert.is(container.querySelector('main h1')?.textContent, POST.title);
  // The title and focus follow in the page's effects, which React runs after the new page is painted.
  await waitFor(() => assert.is(document.title, pageTitle({ key: 'post', values: { post: POST.title } }, data.content, new Date().getFullYear())));
  // Back to the list the visitor arrived on: its HTML went with it, so it is fetched like any other.
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await moved;
  });
  await waitFor(() => assert.is(container.querySelector('main h1')?.textContent, data.content.labels.blog.title));
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

page('a tag on a card should lead to its list, which shows exactly its posts', async () => {
  const { container, built } = builtApp('/blogs');
  const fetched = serveData();
  await hydrate(container, '/blogs', built.page.ref);
  const href = hrefOf(`/blogs/tags/${tagSlug('Node.js')}`);
  const tag = container.querySelector<HTMLAnchorElement>(`main a[href="${href}"]`);
  assert.ok(tag, `the card's tag links to ${href}`);
  act(() => tag!.click());
  await waitFor(() => assert.match(container.querySelector('main h1')!.textContent!, 'Node.js'));
  assert.equal(fetched, [`${href}/${PAGE_DATA_FILE}`]);
  const expected = contentOf(data).posts.filter((post) => post.tags.some((name) => name.toLowerCase() === 'node.js')).map((post) => post.title);
  const shown = [...container.querySelectorAll('main article h2')].map((heading) => heading.textContent);
  assert.equal(shown.sort(), expected.sort());
});

page('a tag\'s list should lead to every tag (/blogs/tags), and each of those to its own list', async () => {
  const content = contentOf(data);
  const tags = blogTags(newestFirst(content.posts), 'en');
  const [first, other] = [tags[0]!, tags.at(-1)!];
  const { container, built } = builtApp(tagPath(first.slug));
  const fetched = serveData();
  await hydrate(container, tagPath(first.slug), built.page.ref);
  const all = [...container.querySelectorAll<HTMLAnchorElement>(`main a[href="${tagsPath()}"]`)];
  assert.is(all.length, 1, 'one link to every tag');
  assert.is(all[0]!.textContent, content.labels.blog.allTags);
  act(() => all[0]!.click());
  await waitFor(() => assert.is(container.querySelector('main h1')!.textContent, content.labels.blog.tags));
  // The title follows in an effect after the page is committed: wait for it as for the heading
  // (read at once, it was the last list's title about one run in 14).
  await waitFor(() => assert.is(document.title, pageTitle({ key: 'tags' }, content, buildInfo.year)));
  const listed = [...container.querySelectorAll<HTMLAnchorElement>('main li a')].map((link) => [link.textContent, link.getAttribute('href')]);
  assert.equal(listed, tags.map((tag) => [tag.name, hrefOf(tagPath(tag.slug))]));
  act(() => container.querySelector<HTMLAnchorElement>(`main a[href="${hrefOf(tagPath(other.slug))}"]`)!.click());
  await waitFor(() => assert.match(container.querySelector('main h1')!.textContent!, other.name));
  assert.equal(fetched, [`${tagsPath()}/${PAGE_DATA_FILE}`, `${hrefOf(tagPath(other.slug))}/${PAGE_DATA_FILE}`]);
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
    assert.is(container.querySelector('main h1')?.textContent, data.content.labels.blog.title, 'nothing empty meanwhile');
  } finally {
    Object.defineProperty(window.location, 'reload', { configurable: true, value: reload });
  }
});

page('the 404 page served at a blog path should hydrate as the 404 page', async () => {
  const { container, built } = builtApp('/blogs/no-such-post');
  assert.is(built.page.ref.key, 'notFound');
  const fetched = serveData();
  const { calls } = await hydrate(container, '/blogs/no-such-post', built.page.ref);
  assert.equal(calls.map((call) => [call.kind, call.args[1]]), [['warn', '/blogs/no-such-post']]);
  assert.equal(fetched, []);
  assert.is(container.querySelector('main h1')?.textContent, data.content.labels.notFound.code);
});

page('a client-side render should start from nothing but the data (createRoot), for the page it is given', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  window.history.replaceState(null, '', '/');
  const fetched = serveData();
  await act(async () => {
    root = createRoot(container) as unknown as Root;
    root.render(<App url="/" data={data} page={{ key: 'home' }} />);
  });
  assert.equal(fetched, []);
  assert.ok(container.querySelector('#about'));
});

page.run();
