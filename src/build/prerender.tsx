// Build-time entry: build.mjs bundles this for Node and calls it to write every page.
// It imports App exactly as client.tsx does, so both bundles hold the same CSS (build.mjs
// checks that the two stylesheets are byte-identical, which keeps class names in step).

import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { buildInfo } from '../app/build-info';
import { content } from '../content/content';
import { withBase } from '../app/router/router';
import { allRoutes, type Route } from '../app/routes';
import type { SiteData } from '../app/site-data';

export { content, allRoutes };
export { makeSiteData } from '../app/site-data';
export { constantsCss } from './constants-css';
export { THEMES } from './themes';
export { validateContent } from './validate';
export { resumePdf } from './resume/resume';
export { RESUME_PATH } from '../app/links';
export { deferredHeadTags, headTags } from './head';
export { iconSprite } from '../app/ui/icon-paths';
export { printRulesLast } from './print-css';
export { FAVICON_ICO, FAVICON_SVG, ICO_SOURCE, icoFromPng, PNG_ICONS, WEB_MANIFEST } from './favicons';
export { robotsTxt, sitemapXml, webManifest, ROBOTS, SITEMAP } from './site-files';
export { checkLinks } from './link-check';
export { renderSocialCard, socialCardKey, socialCardMissingGlyphs, SOCIAL_CARD } from './social-card';
export { loadFonts } from './fonts/fallback';
export { cropWarning, isSourceImage, SOURCE_FORMAT_NAMES } from './image-sources';
export { SAMPLE, sampleLeftovers } from './sample-leftovers';

/** The URL a route is rendered for: its path under the base, or a path no route matches. */
export function routeUrl(route: Route): string {
  return withBase(route.path ?? '/404', buildInfo.basePath);
}

/** A page's HTML, rendered from the site data the browser will hydrate it with (makeSiteData). */
export function renderRoute(route: Route, data: SiteData) {
  return {
    html: renderToString(<App url={routeUrl(route)} data={data} />),
  };
}
