// An own post's page in React (issue 27): hydration keeps the body the build filled into the
// prerendered page (React renders only its slot) with no warning, and a client-side visit
// fetches the body the build wrote beside the page.
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { POST_BODY_FILE, POST_BODY_SLOT } from '../../src/app/blog/post-body-slot';
import type { SiteData } from '../../src/app/site-data';
import type { BlogPost } from '../../src/content/types';
import { captureConsole, domSuite } from '../helpers/dom';
import { siteData, withPosts } from '../helpers/site';

const POST: BlogPost = {
  id: 'streams', title: 'Streams Without Surprises', excerpt: 'Back-pressure.', publishedAt: '2025-06-20', readTime: '4 min read',
  tags: ['Node.js'], url: '/blogs/streams',
};
const BODY = '<p>Back-pressure is what keeps a fast producer in check.</p><pre class="hljs" tabindex="0"><code><span class="hljs-keyword">await</span> pipeline(a, b);</code></pre>';
const data: SiteData = withPosts([POST, ...siteData.content.posts]);

let root: Root | undefined;
const realFetch = globalThis.fetch;
const page = domSuite('own post page');
page.after.each(() => {
  act(() => root?.unmount());
  root = undefined;
  globalThis.fetch = realFetch;
  document.body.innerHTML = '';
});

page('should hydrate with the prerendered body kept as it is, no warning, nothing fetched', async () => {
  const html = renderToString(<App url="/blogs/streams" data={data} />);
  assert.ok(html.includes(POST_BODY_SLOT), 'the App renders the slot, not the body');
  const container = document.createElement('div');
  container.innerHTML = html.replace(POST_BODY_SLOT, BODY); // as build.mjs fills it
  document.body.append(container);
  window.history.replaceState(null, '', '/blogs/streams');
  const fetched: string[] = [];
  globalThis.fetch = (async (url: string) => {
    fetched.push(url);
    return new Response('');
  }) as typeof fetch;
  const { calls } = await captureConsole(['error', 'warn'], async () => {
    await act(async () => {
      root = hydrateRoot(container, <App url="/blogs/streams" data={data} />, { onRecoverableError: (error) => console.error(error) });
    });
  });
  assert.equal(calls, []);
  assert.equal(fetched, []);
  assert.ok(container.innerHTML.includes(BODY), 'the body survived hydration');
  assert.is(container.querySelector('main h1')?.textContent, POST.title);
});

page('a client-side visit should fetch the body from beside the page and show it', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  window.history.replaceState(null, '', '/blogs');
  const fetched: string[] = [];
  globalThis.fetch = (async (url: string) => {
    fetched.push(url);
    return new Response(BODY, { status: 200 });
  }) as typeof fetch;
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    root = createRoot(container) as unknown as Root;
    root.render(<App url="/blogs" data={data} />);
  });
  // The own post's card opens it here, through the router ("Read the post", no new tab).
  const link = [...container.querySelectorAll<HTMLAnchorElement>('main a')].find((a) => a.getAttribute('href') === '/blogs/streams');
  assert.ok(link, 'the card links to the post by path');
  assert.is(link!.target, '');
  assert.match(link!.textContent!, data.content.labels.blog.readHere);
  await act(async () => link!.click());
  await waitFor(() => assert.ok(container.querySelector('main pre .hljs-keyword'), 'the highlighted code is there'));
  assert.equal(fetched, [`/blogs/streams/${POST_BODY_FILE}`]);
  assert.is(container.querySelector('main h1')?.textContent, POST.title);
});

page.run();
