// The pictures the build draws from the content: the 1200×630 social card link previews show,
// and every favicon, from the owner's icon.svg or the code mark drawn in their accent.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../content/types';
import { ASSETS_DIR } from '../server/headers';
import { defaultIconSvg, FAVICON_ICO, FAVICON_SVG, ICO_SOURCE, icoFromPng, PNG_ICONS } from './favicons';
import { fontSet, type FontSet } from './fonts/fallback';
import type { SocialCardFile } from './head';
import { loadSharp } from './images';
import { codeKey, fromCache, writeFile } from './output-cache';
import { FONT_CACHE, FONT_DIR, HERO, ICON, IMAGE_CACHE } from './paths';
import { renderSocialCard, SOCIAL_CARD, socialCardKey, socialCardMissingGlyphs } from './social-card';
import { sitePalette, type Palette } from './themes';

/** The social card, cached by what it is drawn from and named by its own bytes: a changed card gets a new URL no app has cached, an unchanged one keeps its URL. */
export async function buildSocialCard(outDir: string, content: Content, fonts: FontSet = fontSet(FONT_DIR)): Promise<SocialCardFile> {
  const palette = sitePalette(content.accent).dark;
  const [background, icon] = await Promise.all([fs.readFile(HERO), iconSvg(palette)]);
  const input = { person: content.person, palette, background, icon, fontDir: FONT_DIR, cacheDir: FONT_CACHE };
  const key = createHash('sha256').update(socialCardKey(input, fonts.bytes)).update(await codeKey());
  const stem = `social-card-${key.digest('hex').slice(0, 10)}`;
  // A character no font has would be drawn as a box: said, but not fatal. Kept beside the
  // card, as they depend on what it does, so a cached card needs no font parsed.
  const missing = await fromCache(path.join(IMAGE_CACHE, `${stem}.missing.json`), async () => Buffer.from(JSON.stringify(socialCardMissingGlyphs(content.person, await fonts.parsed()))));
  for (const warning of JSON.parse(await fs.readFile(missing, 'utf8')) as string[]) console.warn(`warning: ${warning}`);
  const png = await fs.readFile(await fromCache(path.join(IMAGE_CACHE, `${stem}.png`), () => renderSocialCard(input)));
  const file = `${ASSETS_DIR}/social-card-${createHash('sha256').update(png).digest('hex').slice(0, 10)}.png`;
  await writeFile(path.join(outDir, file), png);
  return { file, ...SOCIAL_CARD };
}

/** The site icon: the owner's icon.svg as it is, or the code mark in the accent (favicons.ts) on `palette.bg`. */
async function iconSvg(palette: Palette): Promise<Buffer> {
  return existsSync(ICON) ? fs.readFile(ICON) : Buffer.from(defaultIconSvg(palette));
}

/** Every favicon from the one icon (favicons.ts lists them). */
export async function buildIcons(outDir: string, content: Content): Promise<void> {
  const palette = sitePalette(content.accent).dark;
  const svg = await iconSvg(palette);
  const hash = createHash('sha256').update(svg).update(palette.bg).digest('hex').slice(0, 10);
  await writeFile(path.join(outDir, FAVICON_SVG), svg);
  for (const icon of PNG_ICONS) {
    const cached = await fromCache(path.join(IMAGE_CACHE, `${icon.file.replace(/\.png$/, '')}-${hash}.png`), async () => {
      // Drawn at the target size (not scaled from one bitmap), so every size is sharp:
      // sharp reads SVG at 72 dpi, so the density that makes its width `size` pixels is this.
      const sharp = await loadSharp();
      const { width = icon.size } = await sharp(svg).metadata();
      const pipeline = sharp(svg, { density: (72 * icon.size) / width }).resize(icon.size, icon.size);
      return (icon.opaque ? pipeline.flatten({ background: palette.bg }) : pipeline).png({ compressionLevel: 9 }).toBuffer();
    });
    await fs.copyFile(cached, path.join(outDir, icon.file));
  }
  const source = PNG_ICONS.find((icon) => icon.file === ICO_SOURCE);
  if (!source) throw new Error(`${ICO_SOURCE} is not one of the PNG icons`);
  const png = await fs.readFile(path.join(outDir, source.file));
  await fs.writeFile(path.join(outDir, FAVICON_ICO), icoFromPng(png, source.size));
}
