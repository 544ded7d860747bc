// A résumé line: which font draws each character (fonts/fallback.ts), the order of its pieces
// (UAX #9, by bidi-js), its width, and where a paragraph wraps. Shaping is fontkit's.

import type { Bidi } from 'bidi-js';
import { clusters, FALLBACK, fontFor, type Fonts, type FontWeight, type LoadedFont } from '../fonts/fallback';

/** A piece of a line in one font and one direction, in the order it is drawn, left to right. */
export interface TextRun {
  /** What the PDF writer is given: logical order, except a run of right-to-left neutrals, pre-reversed. */
  text: string;
  font: LoadedFont;
  /** Width in points. */
  width: number;
  /** Holds letters of a right-to-left script, which must be shaped as one piece. */
  rtl: boolean;
}

let bidi: Bidi | undefined;

/** Loads bidi-js, which layoutLine needs, on first use: a build whose résumé is cached lays out nothing. */
export async function loadTextLayout(): Promise<void> {
  if (!bidi) {
    const { default: bidiFactory } = await import('bidi-js');
    bidi ??= bidiFactory();
  }
}

const loaded = (): Bidi => {
  if (!bidi) throw new Error('text-layout: await loadTextLayout() before laying out a line');
  return bidi;
};
// Bidi classes of letters of right-to-left scripts (Hebrew, Arabic, …): fontkit recognises
// their script and lays a run holding one out right to left by itself.
const RTL_LETTER = new Set(['R', 'AL']);

/** A run's width in points, measured with the shaping it is drawn with (pdfkit remembers each word). */
export type Measure = (text: string, font: LoadedFont, rtl: boolean) => number;

/** The runs of one line, in visual order. */
export function layoutLine(text: string, weight: FontWeight, fonts: Fonts, measure: Measure): TextRun[] {
  const bidi = loaded();
  const chain = FALLBACK[weight].map((role) => fonts[role]);
  const { levels } = bidi.getEmbeddingLevels(text, 'auto');
  // Brackets and the like face the other way inside right-to-left text (UAX #9, L4).
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const shown = Array.from({ length: text.length }, (_, i) => mirrored.get(i) ?? text[i]).join(''); // UTF-16 offsets, as bidi-js counts
  const runs: { text: string; font: LoadedFont; level: number }[] = [];
  for (const cluster of clusters(shown)) {
    const level = levels[cluster.index] ?? 0;
    const last = runs.at(-1);
    // A space stays in the run it is in, so a run of CJK or Arabic words is shaped as one.
    const keep = last && /^\s+$/u.test(cluster.text) && last.font.font.hasGlyphForCodePoint(cluster.text.codePointAt(0)!);
    // No font has it: the first font's missing-glyph box (the build warns, see missingCharacters).
    const found = keep ? { font: last.font, text: cluster.text } : (fontFor(cluster.text, chain) ?? { font: chain[0]!, text: cluster.text });
    if (last && last.font === found.font && last.level === level) last.text += found.text;
    else runs.push({ text: found.text, font: found.font, level });
  }
  return reorder(runs).map((run) => {
    const rtl = run.level % 2 === 1;
    // fontkit reverses a run with right-to-left letters; one of neutrals only (spaces,
    // punctuation between two Arabic words) is reversed here.
    const hasRtlLetter = Array.from(run.text).some((char) => RTL_LETTER.has(bidi.getBidiCharTypeName(char)));
    const drawn = rtl && !hasRtlLetter ? clusters(run.text).map((c) => c.text).reverse().join('') : run.text;
    return { text: drawn, font: run.font, width: measure(drawn, run.font, hasRtlLetter), rtl: hasRtlLetter };
  });
}

/** UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or higher. */
function reorder<T extends { level: number }>(runs: T[]): T[] {
  const out = [...runs];
  const levels = out.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < out.length; start++) {
      if (out[start]!.level < level) continue;
      let end = start;
      while (end + 1 < out.length && out[end + 1]!.level >= level) end++;
      out.splice(start, end - start + 1, ...out.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return out;
}

export function textWidth(text: string, weight: FontWeight, fonts: Fonts, measure: Measure): number {
  return layoutLine(text, weight, fonts, measure).reduce((sum, run) => sum + run.width, 0);
}

// Chinese and Japanese put no spaces between words: a line may break before any ideograph or
// kana, with the punctuation that closes it kept on its line (a simple form of UAX #14).
const CJK_PIECE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{Pe}\p{Pf}\p{Po}]*|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/**
 * `text` in lines no wider than `maxWidth` points, broken at spaces and between CJK characters;
 * a word wider than a line is broken between its characters, as the site's cards break one.
 * A line is the sum of its words and spaces (shaping never joins across a space).
 */
export function wrapText(text: string, weight: FontWeight, maxWidth: number, fonts: Fonts, measure: Measure): string[] {
  const pieces = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word, i) => (word.match(CJK_PIECE) ?? [word]).map((piece, j) => ({ piece, spaced: i > 0 && j === 0 })))
    .flatMap((piece) => (textWidth(piece.piece, weight, fonts, measure) > maxWidth ? splitWord(piece, weight, maxWidth, fonts, measure) : [piece]));
  const space = textWidth(' ', weight, fonts, measure);
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const { piece, spaced } of pieces) {
    const pieceWidth = textWidth(piece, weight, fonts, measure);
    const gap = spaced ? space : 0;
    if (!line) [line, width] = [piece, pieceWidth];
    else if (width + gap + pieceWidth > maxWidth) {
      lines.push(line);
      [line, width] = [piece, pieceWidth];
    } else [line, width] = [`${line}${spaced ? ' ' : ''}${piece}`, width + gap + pieceWidth];
  }
  if (line) lines.push(line);
  return lines;
}

/** A word wider than a line, in pieces that each fit one (the first keeps the space before the word). */
function splitWord(word: { piece: string; spaced: boolean }, weight: FontWeight, maxWidth: number, fonts: Fonts, measure: Measure) {
  const parts: { piece: string; spaced: boolean }[] = [];
  let part = '';
  for (const { text } of clusters(word.piece)) {
    if (part && textWidth(part + text, weight, fonts, measure) > maxWidth) {
      parts.push({ piece: part, spaced: parts.length === 0 && word.spaced });
      part = '';
    }
    part += text;
  }
  if (part) parts.push({ piece: part, spaced: parts.length === 0 && word.spaced });
  return parts;
}
