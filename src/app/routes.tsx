// One route table for the client router and the build's prerender loop (STYLE.md: one App).

import type { ReactNode } from 'react';
import type { Content } from '../content/types';
import type { PageKey } from './page-titles';
import type { PrerenderedSections } from './site-data';
import { BlogPage } from './pages/BlogPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

/** What every page is rendered with. */
export interface PageProps {
  content: Content;
  /** The path the visitor asked for (the 404 page logs it). */
  pathname: string;
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
  render(props: PageProps): ReactNode;
}

export const routes = [
  { path: '/', file: 'index.html', key: 'home', paintAfter: 'about', render: (props) => <HomePage {...props} /> },
  { path: '/blogs', file: 'blogs/index.html', key: 'blog', render: (props) => <BlogPage {...props} /> },
] as const satisfies readonly (Route & { path: string })[];

export const notFoundRoute: Route = {
  path: null,
  file: '404.html',
  key: 'notFound',
  render: (props) => <NotFoundPage {...props} />,
};

export const allRoutes: readonly Route[] = [...routes, notFoundRoute];
