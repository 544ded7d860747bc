// The social card: the picture LinkedIn, Slack, X and chat apps show under a pasted link
// (og:image). Made at build time from the content — the hero artwork under a navy wash, the
// site icon, the name in the accent gradient, the title and the site's address — as a PNG,
// because LinkedIn rejects WebP.
//
// Text is drawn by sharp (Pango) from a font file the project ships, and fontconfig is pointed
// at that font alone, so the card comes out the same on a machine with no fonts installed.

import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Person } from '../content/types';
import type { Palette } from '../styles/themes';

/** Open Graph's recommended 1.91:1 size, which LinkedIn, Facebook and X all crop the least. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

// Layout, in pixels of the card.
const LAYOUT = {
  padding: 80,
  icon: 76,
  nameTop: 200,
  name: { size: 92, maxHeight: 120 },
  gap: 24,
  title: { size: 46, maxHeight: 124 },
  bar: { width: 96, height: 6 },
  address: { size: 30, maxHeight: 60 },
  wash: [0.94, 0.62], // navy over the artwork, left (behind the text) to right
} as const;
const FONT_FAMILY = 'DejaVu Sans Bold';

export interface SocialCardInput {
  person: Pick<Person, 'name' | 'title' | 'siteUrl'>;
  palette: Palette;
  /** The hero artwork (any format sharp reads). */
  background: Uint8Array;
  /** The site icon, SVG. */
  icon: Uint8Array;
  fontFile: string;
  /** A writable folder for fontconfig's cache. */
  cacheDir: string;
}

/** A short hash of everything the card depends on: the build's cache key and the file's name. */
export function socialCardKey(input: SocialCardInput, fontBytes: Uint8Array): string {
  const { person, palette } = input;
  return createHash('sha256')
    .update(JSON.stringify([SOCIAL_CARD, LAYOUT, FONT_FAMILY, person.name, person.title, person.siteUrl, palette.bg, palette.text, palette['text-muted'], palette.accent, palette['accent-2']]))
    .update(input.background)
    .update(input.icon)
    .update(fontBytes)
    .digest('hex')
    .slice(0, 10);
}

export async function renderSocialCard(input: SocialCardInput): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  await useOnlyFont(input.fontFile, input.cacheDir);
  const { person, palette } = input;
  const { width, height } = SOCIAL_CARD;
  const { padding } = LAYOUT;
  const textWidth = width - 2 * padding;

  const text = async (markup: string, size: number, maxHeight: number) => {
    // sharp takes a resolution or a box height, not both: at 72 dpi a point is a pixel; with
    // a height, sharp picks the resolution that fits the text into width × height.
    const render = (fit: { dpi: number } | { height: number }) =>
      sharp({ text: { text: markup, font: `${FONT_FAMILY} ${size}`, fontfile: input.fontFile, width: textWidth, rgba: true, ...fit } })
        .png()
        .toBuffer({ resolveWithObject: true });
    // Natural size first; a long name or title is shrunk to fit its box instead of spilling.
    const natural = await render({ dpi: 72 });
    return natural.info.height <= maxHeight ? natural : render({ height: maxHeight });
  };

  const name = await text(span(person.name, '#ffffff'), LAYOUT.name.size, LAYOUT.name.maxHeight);
  // The name in the accent gradient: the gradient, kept only where the letters are.
  const nameInGradient = await sharp(Buffer.from(gradientSvg(name.info.width, name.info.height, palette)))
    .composite([{ input: name.data, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const title = await text(span(person.title, palette.text), LAYOUT.title.size, LAYOUT.title.maxHeight);
  const address = await text(span(new URL(person.siteUrl).host, palette['text-muted']), LAYOUT.address.size, LAYOUT.address.maxHeight);
  const icon = await sharp(input.icon).resize(LAYOUT.icon, LAYOUT.icon).png().toBuffer();

  const titleTop = LAYOUT.nameTop + name.info.height + LAYOUT.gap;
  const addressTop = height - padding - address.info.height;
  const barTop = addressTop - LAYOUT.gap - LAYOUT.bar.height;
  return sharp(input.background)
    .resize(width, height, { fit: 'cover' })
    .composite([
      { input: Buffer.from(overlaySvg(palette, barTop)), top: 0, left: 0 },
      { input: icon, top: padding, left: padding },
      { input: nameInGradient, top: LAYOUT.nameTop, left: padding },
      { input: title.data, top: titleTop, left: padding },
      { input: address.data, top: addressTop, left: padding },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The navy wash that keeps the text readable on any artwork, and the accent bar. */
function overlaySvg(palette: Palette, barTop: number): string {
  const { width, height } = SOCIAL_CARD;
  const [left, right] = LAYOUT.wash;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="wash" x1="0" x2="1"><stop offset="0" stop-color="${palette.bg}" stop-opacity="${left}"/><stop offset="1" stop-color="${palette.bg}" stop-opacity="${right}"/></linearGradient>
<linearGradient id="accent" x1="0" x2="1"><stop offset="0" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette['accent-2']}"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#wash)"/>
<rect x="${LAYOUT.padding}" y="${barTop}" width="${LAYOUT.bar.width}" height="${LAYOUT.bar.height}" rx="${LAYOUT.bar.height / 2}" fill="url(#accent)"/>
</svg>`;
}

/** The site's name gradient (Hero.module.css: accent to accent-2). */
function gradientSvg(width: number, height: number, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0.1" stop-color="${palette.accent}"/><stop offset="0.9" stop-color="${palette['accent-2']}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
</svg>`;
}

/** Pango markup for text in one colour. */
function span(text: string, colour: string): string {
  const escaped = text.replace(/[&<>'"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<span foreground="${colour}">${escaped}</span>`;
}

/**
 * Points fontconfig at the shipped font only, before sharp first draws text: no system font
 * can stand in for it, and a machine with no fonts.conf prints no error. An owner's own
 * FONTCONFIG_FILE is left alone.
 */
async function useOnlyFont(fontFile: string, cacheDir: string): Promise<void> {
  if (process.env.FONTCONFIG_FILE) return;
  const config = path.join(cacheDir, 'fonts.conf');
  await mkdir(cacheDir, { recursive: true });
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n  <dir>${path.dirname(fontFile)}</dir>\n  <cachedir>${cacheDir}</cachedir>\n</fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = config;
}
