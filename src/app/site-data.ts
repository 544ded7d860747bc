// What a page needs to render: the content and the image variants the build wrote. The
// build writes it once as a hashed JSON file shared by every page (cached for a year), and
// names it on the root element; the boot script fetches it with the bundle after the first
// paint. So the first paint carries no data it does not show, the JavaScript bundle carries
// code only, and a second page reuses the cached file.

import { newestFirst } from './blog/newestFirst';
import type { Content } from '../content/types';
import type { ImageManifest } from './images/manifest';

export interface SiteData {
  content: Content;
  images: ImageManifest;
  sections: PrerenderedSections;
}

/**
 * The inside of the home-page sections that the build renders once to HTML
 * (src/build/prerender.tsx) and the browser shows as they are (src/app/sections/Prerendered.tsx):
 * About, and Experience when the content has a career.
 */
export interface PrerenderedSections {
  about: string;
  experience?: string;
}

/**
 * The site data the build renders every page from and writes for the browser: the checked
 * content with its posts newest first (src/app/blog/newestFirst.ts), so the order is decided
 * once, at build time, and no visitor's browser sorts; and the prerendered sections, whose
 * content (experience, education) the browser then has no use for.
 */
export function makeSiteData(content: Content, images: ImageManifest, sections: PrerenderedSections): SiteData {
  const { experience: _jobs, education: _studies, ...shown } = content;
  return { content: { ...shown, posts: newestFirst(content.posts) }, images, sections };
}

/** <div id="root" data-site-data="/assets/site-data-<hash>.json"> */
export const SITE_DATA_ATTRIBUTE = 'data-site-data';

/** JSON safe inside <script>: "<" is escaped so no "</script>" or "<!--" can end the block. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The site data a page names on its root element, fetched (the boot script has already asked for it). */
export async function loadSiteData(root: HTMLElement): Promise<SiteData> {
  const url = root.getAttribute(SITE_DATA_ATTRIBUTE);
  if (!url) throw new Error(`#root has no ${SITE_DATA_ATTRIBUTE} attribute`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as SiteData;
}
