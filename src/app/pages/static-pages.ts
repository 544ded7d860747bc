// The blog's pages in the browser: their main content is HTML the build wrote, in the page, or
// for a visit by the router in the small file beside it (PAGE_DATA_FILE), kept by App.tsx.

import { hrefOf } from './blog-pages';
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

/** Fetches the data of the page at a path (under the base); rejects if the server has none. */
export async function loadStaticPage(path: string, base: string): Promise<StaticPageData> {
  const response = await fetch(`${base}${hrefOf(path).slice(1)}/${PAGE_DATA_FILE}`);
  if (!response.ok) throw new Error(response.url);
  return response.json() as Promise<StaticPageData>;
}
