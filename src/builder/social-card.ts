// The social card (og:image), a PNG as LinkedIn rejects WebP: the hero art at the right, the
// icon, the name in the accent gradient, the title and address over a navy wash. Text is drawn
// by sharp (Pango) with fontconfig pointed at src/builder/fonts alone, so every machine draws
// the same card.

import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { domainToUnicode } from 'node:url';
import type { Person } from '../content/types';
import type { Palette } from './themes';
import { describeCharacter, FONT_FILES, missingCharacters, type Fonts } from './fonts/fallback';

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
  // Navy over the artwork, as [offset, opacity] stops from left to right: thick behind the
  // text, thinner past its usual end, so the artwork shows at the right.
  wash: [[0, 0.94], [0.55, 0.9], [1, 0.35]],
  // The artwork's region: the card's right side, its full height. The picture is shown whole
  // in it (contain), at its own proportions, never cut, as in the hero; a square one is 630 px.
  art: { width: 640 },
} as const;
// The family every text asks for; Pango takes each character it lacks from another font in fontDir.
const FONT_FAMILY = 'DejaVu Sans Bold';
export { LAYOUT as SOCIAL_CARD_LAYOUT, FONT_FAMILY as SOCIAL_CARD_FONT };

export interface SocialCardInput {
  person: Pick<Person, 'name' | 'title' | 'siteUrl'>;
  palette: Palette;
  /** The hero artwork (any format sharp reads). */
  background: Uint8Array;
  /** The site icon, SVG. */
  icon: Uint8Array;
  /** The folder of the fonts the card may use (build.mjs's FONT_DIR); fontconfig sees no other. */
  fontDir: string;
  /** A writable folder for fontconfig's cache. */
  cacheDir: string;
}

/** A short hash of everything the card depends on (`fonts`: the bytes of every font in fontDir): the build's cache key and the file's name. */
export function socialCardKey(input: SocialCardInput, fonts: readonly Uint8Array[]): string {
  const { person, palette } = input;
  const hash = createHash('sha256')
    .update(JSON.stringify([SOCIAL_CARD, LAYOUT, FONT_FAMILY, person.name, person.title, person.siteUrl, palette.bg, palette.text, palette['text-muted'], palette.accent, palette['accent-2']]))
    .update(input.background)
    .update(input.icon);
  for (const font of fonts) hash.update(font);
  return hash.digest('hex').slice(0, 10);
}

/** The three texts the card shows; the address is the site's host, in its own script (not punycode). */
export function socialCardTexts(person: SocialCardInput['person']): { name: string; title: string; address: string } {
  const url = new URL(person.siteUrl);
  const host = domainToUnicode(url.hostname) || url.hostname;
  return { name: person.name, title: person.title, address: url.port ? `${host}:${url.port}` : host };
}

/** A warning per character of the card's texts no shipped font has (Pango would draw a box). */
export function socialCardMissingGlyphs(person: SocialCardInput['person'], fonts: Fonts): string[] {
  const every = Object.values(fonts); // fontconfig sees them all
  const fields = { 'person.name': person.name, 'person.title': person.title, "person.siteUrl's host": socialCardTexts(person).address };
  return Object.entries(fields).flatMap(([field, text]) => {
    const missing = missingCharacters(text, every);
    return missing.length ? [`${field} has ${missing.map(describeCharacter).join(', ')}, which no font in src/builder/fonts draws (${Object.values(FONT_FILES).join(', ')}): the social card and the résumé show a box there`] : [];
  });
}

export async function renderSocialCard(input: SocialCardInput): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  await useOnlyFonts(input.fontDir, input.cacheDir);
  const { person, palette } = input;
  const texts = socialCardTexts(person);
  const { width, height } = SOCIAL_CARD;
  const { padding } = LAYOUT;
  const textWidth = width - 2 * padding;

  const text = async (markup: string, size: number, maxHeight: number) => {
    // sharp takes a resolution or a box height, not both: at 72 dpi a point is a pixel; with
    // a height, sharp picks the resolution that fits the text into width × height.
    const render = (fit: { dpi: number } | { height: number }) =>
      sharp({ text: { text: markup, font: `${FONT_FAMILY} ${size}`, width: textWidth, rgba: true, ...fit } })
        .png()
        .toBuffer({ resolveWithObject: true });
    // Natural size first; a long name or title is shrunk to fit its box instead of spilling.
    const natural = await render({ dpi: 72 });
    return natural.info.height <= maxHeight ? natural : render({ height: maxHeight });
  };

  // Any colour: only the letters' shape (alpha) is kept, filled with the gradient below.
  const name = await text(span(texts.name, palette.text), LAYOUT.name.size, LAYOUT.name.maxHeight);
  // The name in the accent gradient: the gradient, kept only where the letters are.
  const nameInGradient = await sharp(Buffer.from(gradientSvg(name.info.width, name.info.height, palette)))
    .composite([{ input: name.data, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const title = await text(span(texts.title, palette.text), LAYOUT.title.size, LAYOUT.title.maxHeight);
  const address = await text(span(texts.address, palette['text-muted']), LAYOUT.address.size, LAYOUT.address.maxHeight);
  const icon = await sharp(input.icon).resize(LAYOUT.icon, LAYOUT.icon).png().toBuffer();

  const titleTop = LAYOUT.nameTop + name.info.height + LAYOUT.gap;
  const addressTop = height - padding - address.info.height;
  const barTop = addressTop - LAYOUT.gap - LAYOUT.bar.height;
  // The artwork whole at the right, on the page colour: a transparent artwork (the sample's
  // hero is one) would otherwise leave the card see-through, grey or white in a chat app.
  const art = await sharp(input.background)
    .resize(LAYOUT.art.width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: palette.bg } })
    .composite([
      { input: art, top: 0, left: width - LAYOUT.art.width },
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="wash" x1="0" x2="1">${LAYOUT.wash.map(([offset, opacity]) => `<stop offset="${offset}" stop-color="${palette.bg}" stop-opacity="${opacity}"/>`).join('')}</linearGradient>
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
 * Points fontconfig at the shipped fonts only, before sharp first draws text (it reads its
 * configuration once per process). An owner's own FONTCONFIG_FILE is left alone.
 */
async function useOnlyFonts(fontDir: string, cacheDir: string): Promise<void> {
  if (process.env.FONTCONFIG_FILE) return;
  const config = path.join(cacheDir, 'fonts.conf');
  await mkdir(cacheDir, { recursive: true });
  await writeFile(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n  <dir>${xmlText(fontDir)}</dir>\n  <cachedir>${xmlText(cacheDir)}</cachedir>\n</fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = config;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
