// Every icon the site ships, all drawn from the one source, src/assets/icon.svg: the SVG itself
// for browsers that take it, PNGs for those that do not, the home-screen icons of iOS
// (apple-touch-icon, 180 px, opaque: iOS paints transparency black) and of Android (192 and
// 512 px, listed in the web manifest).

export const FAVICON_SVG = 'favicon.svg';
/** The <noscript> in <head> whose icon and manifest links the boot script adds after the first paint. */
export const DEFERRED_HEAD_ID = 'deferred-head';
export const WEB_MANIFEST = 'site.webmanifest';

export interface PngIcon {
  file: string;
  size: number;
  /** <link rel> that names it in every page; manifest icons have none. */
  rel?: 'icon' | 'apple-touch-icon';
  /** Painted on the theme's background colour instead of transparency. */
  opaque?: boolean;
}

export const PNG_ICONS: readonly PngIcon[] = [
  { file: 'favicon-32.png', size: 32, rel: 'icon' },
  { file: 'apple-touch-icon.png', size: 180, rel: 'apple-touch-icon', opaque: true },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];
