// Build-time entry: build.mjs bundles this for Node and calls it to write every page.
// It imports App exactly as client.tsx does, so both bundles hold the same CSS (build.mjs
// checks that the two stylesheets are byte-identical, which keeps class names in step).

import { renderToString } from 'react-dom/server';
import { App } from './App';
import { buildInfo } from './build-info';
import { content } from './content/content';
import type { ImageManifest } from './images/manifest';
import { withBase } from './router/router';
import { allRoutes, fillTemplate, pageTitle, type Route } from './routes';
import { serialiseSiteData, SITE_DATA_ID } from './site-data';

export { content, allRoutes };
export { constantsCss } from './styles/constants-css';
export { validateContent } from './content/validate';
export { resumePdf } from './resume/resume';
export { RESUME_PATH } from './content/links';

/** The URL a route is rendered for: its path under the base, or a path no route matches. */
export function routeUrl(route: Route): string {
  return withBase(route.path ?? '/404', buildInfo.basePath);
}

export function renderRoute(route: Route, images: ImageManifest) {
  const data = { content, images };
  return {
    html: renderToString(<App url={routeUrl(route)} data={data} />),
    data: `<script type="application/json" id="${SITE_DATA_ID}">${serialiseSiteData(data)}</script>`,
    title: pageTitle(route, content, buildInfo.year),
    description: fillTemplate(content.labels.descriptions[route.key], content, buildInfo.year),
  };
}
