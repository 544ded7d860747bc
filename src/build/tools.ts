// The build's own toolbox: every build-time and server module build.mjs uses, gathered in one
// entry that build.mjs bundles for Node and imports (Node 20 runs no TypeScript by itself).
// It holds no page code: the pages are rendered by the prerender bundle (prerender.tsx), and
// the content is bundled on its own (build.mjs), so a slip in content.ts is shown with a code
// frame made by these tools.

export { makeSiteData } from './site-data';
export { MAIN_SLOT, PAGE_DATA_FILE } from '../app/pages/static-pages';
export { allPages } from './site-pages';
export { FILES_AT_ONCE, mapAtMost } from './at-most';
export { RESUME_PATH } from '../app/links';
export { normaliseBase } from '../app/router/router';
export { iconSprite, iconSymbols, iconsUsedIn } from '../app/ui/icon-paths';
export { codeInputs } from './code-inputs';
export { esbuildMessage, unknownNameMessage } from './code-frame';
export { compileCommonJsEagerly } from './eager-compile';
export { constantsCss } from './constants-css';
export { defaultIconSvg, FAVICON_ICO, FAVICON_SVG, ICO_SOURCE, icoFromPng, PNG_ICONS, WEB_MANIFEST } from './favicons';
export { svgProblem } from './svg-safety';
export { fontSet } from './fonts/fallback';
export { jsonResume, RESUME_JSON_PATH } from './json-resume/export';
export { contentFromJsonResume } from './json-resume/import';
export { contentModuleSource } from './json-resume/module-source';
export { readJsonResume } from './json-resume/read';
export { deferredHeadTags, headTags } from './head';
export { FAINT_ALPHA, quietFaintPixels } from './faint-pixels';
export { cropWarning, isSourceImage, SOURCE_FORMAT_NAMES } from './image-sources';
export { checkLinks } from './link-check';
export { atomFeed, FEED_JSON, FEED_XML, jsonFeed } from './posts/feeds-out';
export { renderMarkdown } from './posts/markdown';
export { OWN_POSTS_DIR, readOwnPost } from './posts/own-posts';
export { knownPosts, ownPostPath, postSources, siteFeed, syncedPostsProblems, withAllPosts } from './posts/site-posts';
export { formatSnapshot, parseSnapshot, SNAPSHOT_FILE } from './posts/snapshot-file';
export { syncPosts, SyncError } from './posts/sync';
export { syncReport } from './posts/sync-report';
export { printable } from './terminal-text';
export { resolveBreakpoints } from './media-css';
export { printRulesLast } from './print-css';
export { pageCount } from './resume/pdf';
export { resumePdf } from './resume/resume';
export { SAMPLE, sampleLeftovers } from './sample-leftovers';
export { robotsTxt, sitemapXml, webManifest, ROBOTS, SITEMAP } from './site-files';
export { renderSocialCard, socialCardKey, socialCardMissingGlyphs, SOCIAL_CARD } from './social-card';
export { NEUTRALS, sitePalette } from './themes';
export { validateContent } from './validate';
export { inspectAsset } from './asset-file';
export { NGINX_CONFIG_FILE, nginxConfig, pagesMetaTags } from '../server/deploy-configs';
export { watchForRebuild } from '../server/dev-watch';
export { ASSETS_DIR, formatHeadersFile, headerRules } from '../server/headers';
export { pagesTarget } from '../server/pages-target';
export { ListenError, RELOAD_SCRIPT, startServer } from '../server/server';
