// What a page needs to render: the content but its posts and career, the image variants, each
// profile's name and icon, the prerendered sections. One hashed JSON file for every page (cached
// for a year), fetched after the first paint, so the first paint carries no data it does not
// show. The build makes it (src/builder/site-data.ts).

import type { Content, SiteLabels } from '../content/types';
import type { ImageManifest } from './images/manifest';
import type { IconName } from '../prerendered/icon-paths';

/** A profile as the pages show it (src/builder/platforms.ts reads it from the address). */
export interface ProfileLink {
  url: string;
  /** "GitHub", or the host of a website or of an address no known network has. */
  name: string;
  icon: IconName;
}

/** What the build made of the content's addresses (so no table of networks ships), and whether there is a blog. */
export interface SiteLinks {
  /** person.profiles, in the owner's order. */
  profiles: readonly ProfileLink[];
  /** hasBlog(content): the site has /blogs. */
  blog: boolean;
}

/**
 * The content a page hydrates with: not the posts or career, which are HTML (no data grows with
 * them), nor what only the build uses: the language (dates and plurals are written at build)
 * and the résumé's words.
 */
export type SiteContent = Omit<Content, 'posts' | 'experience' | 'education' | 'locale' | 'labels'> & { labels: SiteLabels };

export interface SiteData {
  content: SiteContent;
  images: ImageManifest;
  links: SiteLinks;
  /** The home and 404 pages' sprites: a page's HTML carries only its own icons (a blog page's: static-pages.ts). */
  sprites: Readonly<Partial<Record<'home' | 'notFound', string>>>;
  sections: PrerenderedSections;
}

/** The home-page sections the build renders once to HTML (About, and Experience with a career). */
export interface PrerenderedSections {
  about: string;
  experience?: string;
}

/** <div id="root" data-site-data="/assets/site-data-<hash>.json"> */
export const SITE_DATA_ATTRIBUTE = 'data-site-data';

/** JSON safe inside <script>: "<" is escaped so no "</script>" or "<!--" can end the block. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The site data a page names on its root element, fetched. */
export async function loadSiteData(root: HTMLElement): Promise<SiteData> {
  const url = root.getAttribute(SITE_DATA_ATTRIBUTE);
  if (!url) throw new Error(`#root has no ${SITE_DATA_ATTRIBUTE} attribute`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as SiteData;
}
