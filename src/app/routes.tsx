// The route table, a function of the content, for the client router and the build's
// prerender loop alike (STYLE.md: one App): a page the content has nothing for does not
// exist, on the server (no file is written for it) or in the browser (its path is the 404
// page). Pages to come (a page per post, paged lists, tag pages) join here the same way.

import type { ReactNode } from 'react';
import type { BlogPost, Content } from '../content/types';
import { isOwnPost } from './blog/own-post';
import { hasBlog, type PageKey } from './page-titles';
import { BlogPage } from './pages/BlogPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PostPage } from './pages/PostPage';
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
  /** An own post's page: the post (its title is the page's). */
  post?: BlogPost;
  /** The page's component. */
  page: (props: PageProps) => ReactNode;
}

/** A route with a path: every page but the 404 page. */
export type PageRoute = Route & { path: string };

export const homeRoute: PageRoute = { path: '/', file: 'index.html', key: 'home', paintAfter: 'about', page: HomePage };
export const blogRoute: PageRoute = { path: '/blogs', file: 'blogs/index.html', key: 'blog', page: BlogPage };
export const notFoundRoute: Route = { path: null, file: '404.html', key: 'notFound', page: NotFoundPage };

// Made once per list of posts, so that a route keeps its identity between renders (App's
// focus handling and error boundary key on it).
const routesOf = new WeakMap<readonly BlogPost[], readonly PageRoute[]>();

/**
 * The pages with a path this content has: home, and with posts the blog list and each own
 * post's page, at its url ("/blogs/<id>", src/app/blog/own-post.ts).
 */
export function siteRoutes({ posts }: Pick<Content, 'posts'>): readonly PageRoute[] {
  let routes = routesOf.get(posts);
  if (!routes) {
    routes = hasBlog({ posts })
      ? [
          homeRoute,
          blogRoute,
          ...posts.filter(isOwnPost).map((post): PageRoute => ({
            path: post.url,
            file: `${post.url.slice(1)}/index.html`,
            key: 'post',
            post,
            page: (props) => <PostPage {...props} post={post} />,
          })),
        ]
      : [homeRoute];
    routesOf.set(posts, routes);
  }
  return routes;
}

/** Every page the build writes for this content: siteRoutes and the 404 page. */
export function allRoutes(content: Pick<Content, 'posts'>): readonly Route[] {
  return [...siteRoutes(content), notFoundRoute];
}
