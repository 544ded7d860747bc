// Browser entry: hydrate the prerendered page with the data it was rendered from.
// Hydration runs as a transition so React yields to the browser between components
// instead of blocking input (keeps Total Blocking Time low on slow phones).

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readSiteData } from './site-data';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
const data = readSiteData(document);
const { pathname, search, hash } = window.location;
startTransition(() => {
  hydrateRoot(root, <App url={pathname + search + hash} data={data} />);
});
