// What a page needs to render: the content, the image variants the build wrote, what the
// build read from the content's addresses (each profile's network, each post's platform) and
// the shapes of the icons. The build writes it once as a hashed JSON file shared by every page
// (cached for a year), and names it on the root element; the boot script fetches it with the
// bundle after the first paint. So the first paint carries no data it does not show, the
// JavaScript bundle carries code only, and a second page reuses the cached file.
// The build makes it (src/build/site-data.ts); this module holds its shape and its loading.

import type { Content } from '../content/types';
import type { ImageManifest } from './images/manifest';
import type { IconName } from './ui/icon-paths';

/** A profile as the pages show it (src/build/platforms.ts reads it from the address). */
export interface ProfileLink {
  url: string;
  /** "GitHub", or the host of a website or of an address no known network has. */
  name: string;
  icon: IconName;
}

/** A post card's words the build writes: its date, and those naming its platform (src/build/site-data.ts). */
export interface PostWords {
  /** publishedAt as "May 15, 2025", the same in every time zone (src/app/blog/formatPostDate.ts). */
  date: string;
  /** "Read on Medium". */
  read: string;
  /** "342 claps", and " claps" for an empty count (spec §3); null where the post gives none. */
  count: string | null;
}

/**
 * What the build made of the content's addresses, so the browser needs no table of networks
 * and no templates: each profile's name and icon, and the blog's words naming platforms.
 */
export interface SiteLinks {
  /** person.profiles, in the owner's order. */
  profiles: readonly ProfileLink[];
  /** Each post's words, by post id. */
  posts: Readonly<Record<string, PostWords>>;
  /** The blog page's lead: person.blogIntro, then where the posts are ("All articles are originally published on DEV and Medium."). */
  blogLead: string;
  /** "Follow on Medium"; "" without person.blogFollowUrl. */
  follow: string;
}

export interface SiteData {
  content: Content;
  images: ImageManifest;
  links: SiteLinks;
  /**
   * Each page's icon sprite content, by its route's file: a page's HTML carries only its own
   * icons, so after a client-side route change App puts in the new page's (build.mjs fills this).
   */
  sprites: Readonly<Record<string, string>>;
  sections: PrerenderedSections;
}

/**
 * The inside of the home-page sections that the build renders once to HTML
 * (src/build/prerender.tsx) and the browser shows as they are (src/app/sections/Prerendered.tsx):
 * About, Experience when the content has a career, and the blog page's main content when
 * there are posts (src/app/blog/BlogMain.tsx).
 */
export interface PrerenderedSections {
  about: string;
  experience?: string;
  blog?: string;
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
