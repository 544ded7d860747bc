// Browser entry: fetch the data the page was rendered from and hydrate the prerendered page.
// Hydration runs as a transition so React yields to the browser between components
// instead of blocking input (keeps Total Blocking Time low on slow phones).

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PAGE_ATTRIBUTE, type PageRef } from './routes';
import { loadSiteData } from './site-data';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
const data = await loadSiteData(root);
// What the HTML was built as: the 404 page says so at any path (routes.tsx).
const page = JSON.parse(root.getAttribute(PAGE_ATTRIBUTE)!) as PageRef;
const { pathname, search, hash } = window.location;
startTransition(() => {
  hydrateRoot(root, <App url={pathname + search + hash} data={data} page={page} />);
});
