// What a page needs to render: the content but its posts and career, the image variants, each
// profile's name and icon, the prerendered sections. One hashed JSON file for every page (cached
// for a year), fetched after the first paint, so the first paint carries no data it does not
// show. The build makes it (src/builder/site-data.ts).

import type { Content } from '../content/types';
import type { ImageManifest } from './images/manifest';
import type { IconName } from '../prerendered/icon-paths';

/** A profile as the pages show it (src/builder/platforms.ts reads it from the address). */
export interface ProfileLink {
  url: string;
  /** "GitHub", or the host of a website or of an address no known network has. */
  name: string;
  icon: IconName;
}

/**
 * What the build made of the content's addresses, so the browser needs no table of networks:
 * each profile's name and icon; and whether the site has a blog, which the menu and the
 * footer link to (the posts themselves are only in the blog's own pages).
 */
export interface SiteLinks {
  /** person.profiles, in the owner's order. */
  profiles: readonly ProfileLink[];
  /** hasBlog(content): the site has /blogs. */
  blog: boolean;
}

/**
 * The content a page hydrates with: all but the posts, which only the blog's pages show and
 * which are HTML there (so no page's data grows with the archive), and the career,
 * which the home page shows as HTML (PrerenderedSections).
 */
export type SiteContent = Omit<Content, 'posts' | 'experience' | 'education'>;

export interface SiteData {
  content: SiteContent;
  images: ImageManifest;
  links: SiteLinks;
  /**
   * The home and 404 pages' icon sprite content: a page's HTML carries only its own icons, so
   * after a client-side route change App puts in the new page's (build.mjs fills this; a blog
   * page's are in its own data, pages/static-pages.ts).
   */
  sprites: Readonly<Partial<Record<'home' | 'notFound', string>>>;
  sections: PrerenderedSections;
}

/**
 * The inside of the home-page sections that the build renders once to HTML
 * (src/builder/prerender.tsx) and the browser shows as they are (src/app/sections/Prerendered.tsx):
 * About, and Experience when the content has a career.
 */
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
