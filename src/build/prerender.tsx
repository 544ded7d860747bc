// The prerender bundle's entry: build.mjs bundles it for Node and calls it to render every
// route to HTML. It holds the App and the route table and nothing else (the build's tools
// are tools.ts), and imports App exactly as client.tsx does, so both bundles hold the same
// CSS (build.mjs checks that the two stylesheets are byte-identical, which keeps class names
// in step).

import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { PostHeader } from '../app/blog/PostHeader';
import { buildInfo } from '../app/build-info';
import { withBase } from '../app/router/router';
import { allRoutes, type Route } from '../app/routes';
import type { SiteData } from '../app/site-data';
import type { BlogPost, Labels } from '../content/types';

export { allRoutes };

/** The URL a route is rendered for: its path under the base, or a path no route matches. */
export function routeUrl(route: Route): string {
  return withBase(route.path ?? '/404', buildInfo.basePath);
}

/** A page's HTML, rendered from the site data the browser will hydrate it with (makeSiteData). */
export function renderRoute(route: Route, data: SiteData): string {
  return renderToString(<App url={routeUrl(route)} data={data} />);
}

/** The date, read time and tags that open an own post's body (blog/PostHeader.tsx), as static HTML. */
export function renderPostHeader(post: BlogPost, labels: Labels['blog']): string {
  return renderToStaticMarkup(<PostHeader post={post} labels={labels} />);
}
