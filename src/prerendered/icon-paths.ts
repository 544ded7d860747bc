// Every icon's shape, written into each page's SVG sprite (only the icons it draws) rather than
// into the bundle. Part 1 follows Lucide's shapes (ISC licence, lucide.dev); Part 2, the
// networks' marks, was drawn for this project on the same 24-unit grid.

import { ICON_ID_PREFIX, SPRITE_CLASS } from '../app/ui/icon-ids';

// --- Part 1: interface ---------------------------------------------------------

const INTERFACE_PATHS = {
  github:
    'M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65S8.93 17.38 9 18v4M9 18c-4.51 2-5-2-7-2',
  linkedin: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 3-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mapPin: 'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zm-8-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  arrowDown: 'M12 5v14M19 12l-7 7-7-7',
  arrowLeft: 'M19 12H5M12 19l-7-7 7-7',
  arrowRight: 'M5 12h14M12 5l7 7-7 7',
  rss: 'M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16M5 18a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  external: 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  code: 'm16 18 6-6-6-6M8 6l-6 6 6 6',
  lock: 'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zm2 0V7a5 5 0 0 1 10 0v4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M18 6 6 18M6 6l12 12',
  copy: 'M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2zM4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2',
  send: 'm22 2-7 20-4-9-9-4zM22 2 11 13',
  calendar: 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm11-2v4M8 2v4m-5 4h18',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4v6l4 2',
  clap: 'M7 10v12m8-16.12L14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88z',
  book: 'M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2zm20 0h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z',
  moon: 'M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0-6v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4',
  // Any other address: a plain link; a personal website: a globe.
  link: 'M10 13.5a4.5 4.5 0 0 0 6.8.5l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.6 1.6M14 10.5a4.5 4.5 0 0 0-6.8-.5l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.6-1.6',
  website: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2c2.6 2.8 4 6.2 4 10s-1.4 7.2-4 10c-2.6-2.8-4-6.2-4-10s1.4-7.2 4-10z',
} as const;

// --- Part 2: networks ----------------------------------------------------------

const NETWORK_PATHS = {
  gitlab: 'M12 21 3 13.5 5.5 3.5 8.5 10h7l3-6.5 2.5 10z', // the fox's head
  x: 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.8 7.6M4.5 20l6.8-7.6', // the X, one stroke heavy
  bluesky: // the butterfly
    'M12 11C10.5 8 6.5 3.5 4 3.5c-1.8 0-1.5 3.5-1 5.5.6 2.3 2.5 3 5 2.8-3.5.7-4.3 3-2.2 5.1 2.8 2.7 4.9-.4 6.2-3.4 1.3 3 3.4 6.1 6.2 3.4 2.1-2.1 1.3-4.4-2.2-5.1 2.5.2 4.4-.5 5-2.8.5-2 .8-5.5-1-5.5C17.5 3.5 13.5 8 12 11z',
  mastodon: // the speech bubble with its "m"
    'M20.5 13.5c-.3 1.8-2.6 3.6-5.3 3.9-1.8.2-3.5.3-5.2.2 0 .6.1 1.1.2 1.4.5 1.8 3.5 2 5.8 1.2v2c-3 1-7 .7-8.5-1.3C5.8 18.4 5 15 5 11.5V8c0-3.5 2.3-4.5 2.3-4.5C8.5 3 10.3 3 12 3h.1c1.7 0 3.5 0 4.7.5 0 0 2.3 1 2.3 4.5v3.5c0 1.2.4 1 .4 2zM9 13V8.8a1.8 1.8 0 0 1 3.5 0V11v-2.2a1.8 1.8 0 0 1 3.5 0V13',
  stackoverflow: 'M4 14v7h15v-7M8 17.5h7M8.3 14l7 .6M9 10.3l6.8 1.9M10.6 6.5l6 3.4M13.5 3l4.2 5.5', // the tray and the fanned sheets
  youtube: // the rounded screen and the play button
    'M2.5 12c0-3.2.2-5 1.5-5.8C5.3 5.4 8 5 12 5s6.7.4 8 1.2c1.3.8 1.5 2.6 1.5 5.8s-.2 5-1.5 5.8c-1.3.8-4 1.2-8 1.2s-6.7-.4-8-1.2C2.7 17 2.5 15.2 2.5 12zM10 9v6l5-3z',
  dev: // the badge with "DEV"
    'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM6 9v6h.8A1.7 1.7 0 0 0 8.5 13.3v-2.6A1.7 1.7 0 0 0 6.8 9zM13 9h-2.5v6H13M10.5 12h2M15 9l1.5 6L18 9',
  medium: 'M7.5 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM16.5 7.3c1.3 0 2.3 2.1 2.3 4.7s-1 4.7-2.3 4.7-2.3-2.1-2.3-4.7 1-4.7 2.3-4.7zM21.5 7.8v8.4', // the three ellipses
  hashnode: 'M9.9 3.4a3 3 0 0 1 4.2 0l6.5 6.5a3 3 0 0 1 0 4.2l-6.5 6.5a3 3 0 0 1-4.2 0l-6.5-6.5a3 3 0 0 1 0-4.2zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z', // the rounded diamond and its hole
  substack: 'M4.5 3.5h15M4.5 7.5h15M4.5 11.5h15v9l-7.5-4.2-7.5 4.2z', // the bars over a bookmark
  dribbble: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM8.2 2.8C11.5 7 14 12.5 15.6 21M2.2 10c6.2.6 12.4-.8 17.2-4.8M3.4 17.3c3.4-4 10-6.3 18.4-4.8', // the ball
  behance: 'M3 6h5.5a3 3 0 0 1 0 6H3zM3 12h6.5a3 3 0 0 1 0 6H3zM14.5 14.5h7a3.5 3.5 0 1 0-1 2.6M15.5 7.5h4.5', // "Bē"
  codepen: 'M12 2.5l9.5 6.2v6.6L12 21.5l-9.5-6.2V8.7zM12 2.5v6.3M12 15.2v6.3M21.5 8.7 12 15.2 2.5 8.7M2.5 15.3 12 8.8l9.5 6.5', // the cube
} as const;

export const ICON_PATHS = { ...INTERFACE_PATHS, ...NETWORK_PATHS };

export type IconName = keyof typeof ICON_PATHS;

// Drawn only after an interaction, so in no page's first HTML: the open menu's close button
// and a toast's dismiss button, which any page may show. Every page's sprite has them.
export const INTERACTION_ICONS: readonly IconName[] = ['close'];

// --- Part 3: the sprite ----------------------------------------------------------

// The line style every icon shares. It sits on each path: a <use> copy inherits from where it
// is used, not from the sprite, so attributes on the sprite's <svg> would not reach it.
const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** One <symbol> for each of `names`, in the order given: a sprite's content. */
export function iconSymbols(names: Iterable<IconName>): string {
  return [...names].map((name) => `<symbol id="${ICON_ID_PREFIX}${name}" viewBox="0 0 24 24"><path d="${ICON_PATHS[name]}" ${STROKE}/></symbol>`).join('');
}

/** The hidden sprite holding `symbols` (iconSymbols). */
export function iconSprite(symbols: string): string {
  return `<svg class="${SPRITE_CLASS}" aria-hidden="true">${symbols}</svg>`;
}

/** The icons a page draws: those its HTML does (<use href="#icon-…">), in order of first use, then INTERACTION_ICONS. */
export function iconsUsedIn(html: string): IconName[] {
  const used = new Set<IconName>();
  for (const [, name] of html.matchAll(new RegExp(`href="#${ICON_ID_PREFIX}([\\w-]+)"`, 'g'))) {
    if (name && name in ICON_PATHS) used.add(name as IconName);
  }
  for (const name of INTERACTION_ICONS) used.add(name);
  return [...used];
}
