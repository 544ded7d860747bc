// One route table for the client router and the build's prerender loop (STYLE.md: one App).

import type { ReactNode } from 'react';
import type { BlogPost, Content } from '../content/types';
import type { PageKey } from './page-titles';
import { BlogPage } from './pages/BlogPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PostPage } from './pages/PostPage';

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
  render(props: { content: Content; pathname: string }): ReactNode;
}

export const routes = [
  { path: '/', file: 'index.html', key: 'home', paintAfter: 'about', render: ({ content }) => <HomePage content={content} /> },
  { path: '/blogs', file: 'blogs/index.html', key: 'blog', render: ({ content }) => <BlogPage content={content} /> },
] as const satisfies readonly (Route & { path: string })[];

export const notFoundRoute: Route = {
  path: null,
  file: '404.html',
  key: 'notFound',
  render: ({ content, pathname }) => <NotFoundPage path={pathname} content={content} />,
};

// An own post (src/content/posts/) has a page, /blogs/<id>; its card links there by path.
// Made once per post, so a route keeps its identity between renders (App's focus handling).
const postRouteOf = new WeakMap<BlogPost, Route & { path: string }>();

/** The page of each own post the content has. */
export function postRoutes(content: Pick<Content, 'posts'>): (Route & { path: string })[] {
  return content.posts.flatMap((post) => {
    if (!post.mediumUrl.startsWith('/')) return [];
    let route = postRouteOf.get(post);
    if (!route) {
      route = { path: post.mediumUrl, file: `${post.mediumUrl.slice(1)}/index.html`, key: 'post', post, render: ({ content }) => <PostPage content={content} post={post} /> };
      postRouteOf.set(post, route);
    }
    return [route];
  });
}

/** Every page with a path this content has: the fixed ones and each own post's. */
export function siteRoutes(content: Pick<Content, 'posts'>): readonly (Route & { path: string })[] {
  return [...routes, ...postRoutes(content)];
}

/** Every page the build writes for this content: siteRoutes and the 404 page. */
export function allRoutes(content: Pick<Content, 'posts'>): readonly Route[] {
  return [...siteRoutes(content), notFoundRoute];
}
