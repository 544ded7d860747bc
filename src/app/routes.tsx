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
import type { SiteLinks } from './site-data';

/** What every page is rendered with. */
export interface PageProps {
  content: Content;
  links: SiteLinks;
  /** The path the visitor asked for (the 404 page logs it). */
  pathname: string;
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

// The two fixed tables there are, made once so that a route keeps its identity between renders.
const WITH_BLOG = [homeRoute, blogRoute] as const;
const WITHOUT_BLOG = [homeRoute] as const;

// Made once per post, so a route keeps its identity between renders (App's focus handling).
const postRouteOf = new WeakMap<BlogPost, PageRoute>();

/** The page of each own post the content has. */
export function postRoutes(content: Pick<Content, 'posts'>): PageRoute[] {
  return content.posts.flatMap((post) => {
    if (!isOwnPost(post)) return [];
    let route = postRouteOf.get(post);
    if (!route) {
      const page = (props: PageProps) => <PostPage {...props} post={post} />;
      route = { path: post.url, file: `${post.url.slice(1)}/index.html`, key: 'post', post, page };
      postRouteOf.set(post, route);
    }
    return [route];
  });
}

/** The pages with a path this content has: home, and with posts the blog list and each own post's page. */
export function siteRoutes(content: Pick<Content, 'posts'>): readonly PageRoute[] {
  if (!hasBlog(content)) return WITHOUT_BLOG;
  const posts = postRoutes(content);
  return posts.length ? [...WITH_BLOG, ...posts] : WITH_BLOG;
}

/** Every page the build writes for this content: siteRoutes and the 404 page. */
export function allRoutes(content: Pick<Content, 'posts'>): readonly Route[] {
  return [...siteRoutes(content), notFoundRoute];
}
