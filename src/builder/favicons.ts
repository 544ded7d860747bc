// Every icon the site ships, from the owner's src/assets/icon.svg or the code mark below: the
// SVG, PNGs (apple-touch-icon is opaque: iOS paints transparency black), the manifest's icons,
// and /favicon.ico for the tools that ask for it by name.

import type { Palette } from './themes';

export const FAVICON_SVG = 'favicon.svg';
export const WEB_MANIFEST = 'site.webmanifest';
export const FAVICON_ICO = 'favicon.ico';
/** The PNG icon /favicon.ico carries. */
export const ICO_SOURCE = 'favicon-32.png';

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

/** An .ico holding one PNG (allowed since Windows Vista): a 6-byte header, one 16-byte entry, the PNG. */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`An ICO image is 1 to 256 pixels wide, not ${size}`);
  const HEADER = 6;
  const ENTRY = 16;
  const ico = new Uint8Array(HEADER + ENTRY + png.length);
  const view = new DataView(ico.buffer);
  view.setUint16(2, 1, true); // type 1: icon (bytes 0-1 are reserved, 0)
  view.setUint16(4, 1, true); // one image
  view.setUint8(6, size % 256); // width; 0 stands for 256
  view.setUint8(7, size % 256); // height
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true); // size of the image data
  view.setUint32(18, HEADER + ENTRY, true); // where it starts
  ico.set(png, HEADER + ENTRY);
  return ico;
}

/** The icon of an owner with no icon.svg: "</>" in the name's gradient on the dark page, as paths (no font needed). */
export function defaultIconSvg(palette: Pick<Palette, 'bg' | 'accent' | 'accent-2'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.accent}"/>
      <stop offset="1" stop-color="${palette['accent-2']}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="14" fill="${palette.bg}"/>
  <path d="M22 20 10 32l12 12M42 20l12 12-12 12M36 14 28 50" fill="none" stroke="url(#g)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
}
