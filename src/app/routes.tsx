// The route table, a function of the content, for the client router and the build's
// prerender loop alike (STYLE.md: one App): a page the content has nothing for does not
// exist, on the server (no file is written for it) or in the browser (its path is the 404
// page). Pages to come (a page per post, paged lists, tag pages) join here the same way.

import type { ReactNode } from 'react';
import type { Content } from '../content/types';
import { hasBlog, type PageKey } from './page-titles';
import { BlogPage } from './pages/BlogPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { PrerenderedSections, SiteLinks } from './site-data';

/** What every page is rendered with. */
export interface PageProps {
  content: Content;
  links: SiteLinks;
  /** The path the visitor asked for (the 404 page logs it). */
  pathname: string;
  /** The home-page sections the build rendered to HTML (sections/Prerendered.tsx). */
  sections: PrerenderedSections;
}

export interface Route {
  /** Path without base or trailing slash; the 404 route has none. */
  path: string | null;
  /** Where the prerendered HTML goes in dist/. */
  file: string;
  /** Its title and description in content.labels. */
  key: PageKey;
  /**
   * The id of the first element below the route's first screen, where a half-parsed frame
   * would show something that then moves: the hero's centred rows of buttons and links half
   * built, or a page one screen tall whose classic scrollbar then appears and narrows it.
   * The first frame waits until the parser reaches this element (head.ts).
   */
  paintAfter?: string;
  /** The page's component. */
  page: (props: PageProps) => ReactNode;
}

/** A route with a path: every page but the 404 page. */
export type PageRoute = Route & { path: string };

export const homeRoute: PageRoute = { path: '/', file: 'index.html', key: 'home', paintAfter: 'about', page: HomePage };
export const blogRoute: PageRoute = { path: '/blogs', file: 'blogs/index.html', key: 'blog', page: BlogPage };
export const notFoundRoute: Route = { path: null, file: '404.html', key: 'notFound', page: NotFoundPage };

// The two tables there are today, made once so that a route keeps its identity between renders.
const WITH_BLOG = [homeRoute, blogRoute] as const;
const WITHOUT_BLOG = [homeRoute] as const;

/** The pages with a path this content has: home, and the blog list when there are posts. */
export function siteRoutes(content: Pick<Content, 'posts'>): readonly PageRoute[] {
  return hasBlog(content) ? WITH_BLOG : WITHOUT_BLOG;
}

/** Every page the build writes for this content: siteRoutes and the 404 page. */
export function allRoutes(content: Pick<Content, 'posts'>): readonly Route[] {
  return [...siteRoutes(content), notFoundRoute];
}
