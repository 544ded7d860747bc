// Which page a path is, in the browser and in the build's render (one App on both sides). The
// browser knows three kinds of page and no list of posts: home, 404, and the blog's pages, whose
// main content is HTML the build wrote. A path under /blogs with no page gets the server's 404
// page, which says so on its root element (PageRef).

import { isBlogPath } from './pages/blog-pages';
import type { PageKey } from './page-titles';
import { localPath } from './router/router';
import type { PrerenderedSections, SiteContent, SiteLinks } from './site-data';

/** What every page is rendered with. */
export interface PageProps {
  content: SiteContent;
  links: SiteLinks;
  /** The path the visitor asked for (the 404 page logs it). */
  pathname: string;
  /** The home-page sections the build rendered to HTML (sections/Prerendered.tsx). */
  sections: PrerenderedSections;
}

/** What a page's HTML says it is (data-page): its title's key in labels.titles and the words filled in. */
export interface PageRef {
  key: PageKey;
  values?: Readonly<Record<string, string>>;
}

/** The attribute of #root that holds the page's PageRef, as JSON (index.html, filled by build.mjs). */
export const PAGE_ATTRIBUTE = 'data-page';

export type PageKind = 'home' | 'notFound' | 'blog';

/** The kind of page a title key names: home and 404 are themselves, every other page is the blog's. */
export function kindOf(key: PageKey): PageKind {
  return key === 'home' || key === 'notFound' ? key : 'blog';
}

/**
 * The kind of page at a path: what the HTML was built as (the 404 page may be served anywhere),
 * else home at "/", a blog page at "/blogs" and below when there is a blog, else 404.
 */
export function pageKindAt(
  pathname: string,
  { base, blog, first }: { base: string; blog: boolean; first: { path: string | null; page: PageRef } },
): { kind: PageKind; path: string | null } {
  const path = localPath(pathname, base);
  if (path !== null && path === first.path) return { kind: kindOf(first.page.key), path };
  if (path === '/') return { kind: 'home', path };
  if (blog && path !== null && isBlogPath(path)) return { kind: 'blog', path };
  return { kind: 'notFound', path };
}
