// Where the build reads and writes: the owner's files, the project's own, and the output.
// Every path is absolute, from the project's folder (two levels above this file).

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SRC = path.join(ROOT, 'src');
/** The owner's pictures, icon and optional résumé PDF. */
export const ASSET_SOURCES = path.join(SRC, 'assets');
/** The owner's words: named in every content problem. */
export const CONTENT_MODULE = path.join(SRC, 'content', 'content.ts');
/** The App, rendered to HTML at build time. */
export const PRERENDER_ENTRY = path.join(SRC, 'builder', 'prerender.tsx');
/** The App, hydrated in the browser. */
export const CLIENT_ENTRY = path.join(SRC, 'app', 'client.tsx');
/** Inlined in every page's <head>. */
export const BOOT_ENTRY = path.join(SRC, 'app', 'boot.ts');
/** Copied to dist/ as it is. */
export const PUBLIC = path.join(ROOT, 'public');
export const TEMPLATE = path.join(ROOT, 'index.html');
/** The owner's site icon, optional: without it the build draws one. */
export const ICON = path.join(ASSET_SOURCES, 'icon.svg');
/** The hero's artwork and the social card's background. */
export const HERO = path.join(ASSET_SOURCES, 'hero.png');
/** The hero in the light theme, optional. */
export const HERO_LIGHT = 'hero-light.png';
/** Every font the social card and the résumé draw with, and the only ones fontconfig sees (fonts/fallback.ts orders them). */
export const FONT_DIR = path.join(SRC, 'builder', 'fonts');
export const DIST = path.join(ROOT, 'dist');
export const CACHE = path.join(ROOT, '.cache');
/** The build's slow outputs, kept by what they are made from; IMAGE_CACHE_DIR points elsewhere (the bench). */
export const IMAGE_CACHE = process.env.IMAGE_CACHE_DIR ? path.resolve(process.env.IMAGE_CACHE_DIR) : path.join(CACHE, 'images');
export const FONT_CACHE = path.join(CACHE, 'fontconfig');
/** What `npm run dev` builds and serves. */
export const DEV_OUT = path.join(CACHE, 'dev');

/** A path as the owner reads it in a message: from the project's folder. */
export const fromRoot = (file: string) => path.relative(ROOT, file) || '.';
