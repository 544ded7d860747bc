// What a page needs to render: the content and the image variants the build wrote. The
// prerender embeds it in each page as JSON (data, not script: JSON.parse is cheaper than
// executing an object literal, and a data block needs no CSP allowance); the client reads
// it back before hydrating, so the JavaScript bundle carries code only.

import type { Content } from './content/types';
import type { ImageManifest } from './images/manifest';

export interface SiteData {
  content: Content;
  images: ImageManifest;
}

export const SITE_DATA_ID = 'site-data';

/** JSON safe inside <script>: "<" is escaped so no "</script>" or "<!--" can end the block. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function serialiseSiteData(data: SiteData): string {
  return jsonForScript(data);
}

export function readSiteData(doc: Document): SiteData {
  const text = doc.getElementById(SITE_DATA_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${SITE_DATA_ID} data block`);
  return JSON.parse(text) as SiteData;
}
