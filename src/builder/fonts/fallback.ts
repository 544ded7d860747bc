// The fonts the social card and the résumé draw with, tried in order for each character as a
// browser's font stack is. They live here with their licences, so every machine draws the same.

import type * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The font files in this folder, by role. */
export const FONT_FILES = {
  regular: 'DejaVuSans.ttf', // Latin (Extended), Greek, Cyrillic, Hebrew, Arabic
  bold: 'DejaVuSans-Bold.ttf',
  cjk: 'DroidSansFallback.ttf', // Chinese, Japanese kana, all Hangul syllables (3.4 MB, Apache 2.0)
  emoji: 'NotoEmoji-Bold.ttf', // monochrome emoji (0.9 MB, OFL)
} as const;

export type FontRole = keyof typeof FONT_FILES;
export type FontWeight = 'regular' | 'bold';

/** The fallback chain of each weight. DejaVu's two weights cover the same scripts. */
export const FALLBACK: Record<FontWeight, readonly FontRole[]> = {
  regular: ['regular', 'cjk', 'emoji'],
  bold: ['bold', 'cjk', 'emoji'],
};

export interface LoadedFont {
  role: FontRole;
  /** The file's bytes, for a PDF writer to embed. */
  bytes: Buffer;
  /** The parsed font, for coverage and measuring. */
  font: fontkit.Font;
}
export type Fonts = Record<FontRole, LoadedFont>;

/** The bytes of every font of FONT_FILES in `dir` (build.mjs's FONT_DIR): what the build's caches are keyed on. */
function fontBytes(dir: string): Record<FontRole, Buffer> {
  const read = (role: FontRole) => readFileSync(path.join(dir, FONT_FILES[role]));
  return { regular: read('regular'), bold: read('bold'), cjk: read('cjk'), emoji: read('emoji') };
}

/** Every font of FONT_FILES in `dir`, parsed; fontkit loads here, as a cached build parses no font. */
export async function loadFonts(dir: string, bytes: Record<FontRole, Buffer> = fontBytes(dir)): Promise<Fonts> {
  const { create } = await import('fontkit');
  const load = (role: FontRole): LoadedFont => {
    const font = create(bytes[role]);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${FONT_FILES[role]} is a font collection; the build needs a single font`);
    return { role, bytes: bytes[role], font };
  };
  return { regular: load('regular'), bold: load('bold'), cjk: load('cjk'), emoji: load('emoji') };
}

/** The fonts' bytes (what the caches are keyed on) and the fonts, parsed on first use. */
export interface FontSet {
  bytes: Buffer[];
  parsed(): Promise<Fonts>;
}

/** Every font of `dir`, read now and parsed (loading fontkit) only when something is drawn with them. */
export function fontSet(dir: string): FontSet {
  const bytes = fontBytes(dir);
  let parsed: Promise<Fonts> | undefined;
  return { bytes: Object.values(bytes), parsed: () => (parsed ??= loadFonts(dir, bytes)) };
}

// Joiners, variation selectors and skin-tone modifiers shape the character before them; a
// font that lacks them still draws that character, so they never decide the font.
const MODIFIER = /^[\u200c\u200d\ufe00-\ufe0f\u{e0100}-\u{e01ef}\u{1f3fb}-\u{1f3ff}]$/u;
let segmenter: Intl.Segmenter | undefined;

/** User-perceived characters ("é", "👍🏽", "각") with their UTF-16 offset. */
export function clusters(text: string): { text: string; index: number }[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), ({ segment, index }) => ({ text: segment, index }));
}

/**
 * The first font of `chain` that draws the whole cluster, with the cluster as that font
 * will draw it (a modifier it lacks left out, rather than drawn as a box); undefined when no
 * font has its base character.
 */
export function fontFor(cluster: string, chain: readonly LoadedFont[]): { font: LoadedFont; text: string } | undefined {
  const chars = [...cluster];
  const needed = chars.filter((char) => !MODIFIER.test(char));
  const has = (font: LoadedFont, char: string) => font.font.hasGlyphForCodePoint(char.codePointAt(0)!);
  const font = chain.find((candidate) => needed.every((char) => has(candidate, char))) ?? chain.find((candidate) => needed.length > 0 && has(candidate, needed[0]!));
  if (!font) return undefined;
  return { font, text: chars.filter((char) => !MODIFIER.test(char) || has(font, char)).join('') };
}

/** The characters of `text` that no font of `chain` draws, each once, in order. */
export function missingCharacters(text: string, chain: readonly LoadedFont[]): string[] {
  const missing = new Set<string>();
  for (const cluster of clusters(text)) {
    if (/^\s+$/u.test(cluster.text) || fontFor(cluster.text, chain)) continue;
    for (const char of cluster.text) if (!MODIFIER.test(char) && !chain.some((font) => font.font.hasGlyphForCodePoint(char.codePointAt(0)!))) missing.add(char);
  }
  return [...missing];
}

/** `"𠀀" (U+20000)`, for messages. */
export function describeCharacter(char: string): string {
  return `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}
