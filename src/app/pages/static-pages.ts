// The blog's pages in the browser (issue 28): lists, tag lists and own posts, whose main
// content is HTML the build wrote. A page's HTML holds it; a visit by the router fetches it
// from the small file the build wrote beside the page (PAGE_DATA_FILE), so no data file holds
// the archive, and keeps it for the rest of the visit. Plain TypeScript with a subscription,
// for useSyncExternalStore (App.tsx).

import { hrefOf } from '../blog/blog-pages';
import type { PageRef } from '../routes';

/** A blog page as the router needs it: its title's key and words, its main content and its icons. */
export interface StaticPageData extends PageRef {
  /** The inside of its <main>. */
  main: string;
  /** Its icon sprite's content (the page's HTML carries only its own icons). */
  sprite: string;
}

/** Where a blog page's main content goes in its prerendered HTML (StaticPage.tsx): the build fills it in. */
export const MAIN_SLOT = '<!--main-->';

/** Beside each blog page: /blogs/page.json, /blogs/tags/react/page.json. */
export const PAGE_DATA_FILE = 'page.json';

/** Where a page's data is, under the base: "/blogs/tags/react" -> "/portfolio/blogs/tags/react/page.json". */
export function pageDataUrl(path: string, base: string): string {
  return `${base}${hrefOf(path).slice(1)}/${PAGE_DATA_FILE}`;
}

const pages = new Map<string, StaticPageData>();
const loading = new Map<string, Promise<StaticPageData>>();
const listeners = new Set<() => void>();

/** The page at a path, if this visit has it. */
export function staticPage(path: string): StaticPageData | undefined {
  return pages.get(path);
}

/** Keeps a page this visit has (the one the visitor arrived on, read off its HTML). */
export function keepStaticPage(path: string, page: StaticPageData): void {
  pages.set(path, page);
  for (const listener of listeners) listener();
}

/** Fetches a page's data once, however many times it is asked for; rejects if the server has none. */
export function loadStaticPage(path: string, base: string, fetchPage: typeof fetch = fetch): Promise<StaticPageData> {
  let pending = loading.get(path);
  if (!pending) {
    const url = pageDataUrl(path, base);
    pending = fetchPage(url)
      .then((response) => (response.ok ? (response.json() as Promise<StaticPageData>) : Promise.reject(new Error(`${url} answered ${response.status}`))))
      .then((page) => {
        keepStaticPage(path, page);
        return page;
      });
    // A failure is not kept: a later visit asks again.
    pending.catch(() => loading.delete(path));
    loading.set(path, pending);
  }
  return pending;
}

export function subscribeStaticPages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget every page. */
export function resetStaticPages(): void {
  pages.clear();
  loading.clear();
}
