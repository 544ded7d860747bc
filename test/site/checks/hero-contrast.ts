// Measures, by pixels, how well the hero's text stands out from whatever is behind it: two
// screenshots of the page as a visitor sees it, one with the hero's text shown and one with it
// made invisible (the background alone: picture and buttons). For every pixel of every line
// of text, the text's colour is taken from the glyphs themselves and the background from the
// second screenshot, and their WCAG contrast computed there. Computed styles are read
// only to know which text WCAG counts as large.

import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { createRequire } from 'node:module';
import { AA_LARGE, AA_TEXT } from '../../../src/builder/palette/colour';

/** The share of each text box that must reach its ratio: 95 %. */
export const SHARE = 0.95;
// A pixel that changes less than this between the two screenshots (of 255, summed over the
// channels) has no ink on it.
const INK_DIFFERENCE = 24;

export interface TextContrast {
  /** e.g. "name", "button: View My Work" */
  text: string;
  needs: number;
  /** The ratio reached by 95 % of the box's pixels (its 5th percentile). */
  ratio: number;
  /** The share of the box's pixels at or above `needs`. */
  passing: number;
}

interface Box {
  text: string;
  large: boolean;
  rects: { x: number; y: number; width: number; height: number }[];
}

/** The hero's lines of text as they lie on screen, in CSS pixels (the screenshot's, at a device scale of 1). */
function heroTexts(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const name = document.getElementById('hero-name')!;
    const title = name.nextElementSibling!;
    const intro = title.nextElementSibling!;
    const elements: [string, Element][] = [
      ['greeting', name.previousElementSibling!],
      ['name', name],
      ['title', title],
      ['intro', intro],
      ...[...intro.nextElementSibling!.querySelectorAll('a')].map((a): [string, Element] => [`button: ${a.textContent!.trim()}`, a]),
    ];
    return elements.map(([text, element]) => {
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      const rects: { x: number; y: number; width: number; height: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || node.parentElement!.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 1) rects.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      }
      // WCAG 2.2 "large scale": at least 18 pt, or 14 pt bold (24 and 18.66 CSS px).
      return { text, large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700), rects };
    });
  });
}

const HIDDEN = { transition: 'none', color: 'transparent', '-webkit-text-fill-color': 'transparent' };

/** Hides the hero's glyphs, nothing else: the same layout, the buttons and the picture as they were; or shows them again. */
function hideHeroText(page: Page, hide: boolean): Promise<void> {
  // Through the CSSOM, which the site's Content-Security-Policy allows (it forbids inline <style>).
  return page.evaluate(
    ([hidden, hide]) => {
      const name = document.getElementById('hero-name')!;
      const content = name.parentElement!;
      for (const element of [content, ...content.querySelectorAll<HTMLElement>('*')]) {
        for (const [property, value] of Object.entries(hidden)) {
          if (hide) element.style.setProperty(property, value, 'important');
          else element.style.removeProperty(property);
        }
      }
      // The name is its gradient clipped to the letters.
      if (hide) name.style.setProperty('background-image', 'none', 'important');
      else name.style.removeProperty('background-image');
    },
    [HIDDEN, hide] as const,
  );
}

// Each 8-bit channel value's share of the WCAG luminance, read once from the formula the palette
// is checked with (culori's): a screenshot has a million pixels, and three powers for each took
// most of a second.
const { wcagLuminance } = createRequire(import.meta.url)('culori') as typeof import('culori');
const share = (channel: 'r' | 'g' | 'b') => Float64Array.from({ length: 256 }, (_, value) => wcagLuminance({ mode: 'rgb', r: 0, g: 0, b: 0, [channel]: value / 255 }));
let shares: [Float64Array, Float64Array, Float64Array] | undefined;

/** A screenshot's pixels as 8-bit RGB, with the WCAG luminance of each. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [red, green, blue] = (shares ??= [share('r'), share('g'), share('b')]);
  const luminance = new Float64Array(info.width * info.height);
  for (let i = 0; i < luminance.length; i++) luminance[i] = red[data[3 * i]!]! + green[data[3 * i + 1]!]! + blue[data[3 * i + 2]!]!;
  return { data, luminance, width: info.width, height: info.height };
}

/** Every hero text's contrast with what is behind it, on the page as it is now (its picture loaded). */
export async function heroTextContrast(page: Page): Promise<TextContrast[]> {
  const boxes = await heroTexts(page);
  // Only the part of the screen the text is on, in whole pixels.
  const all = boxes.flatMap((box) => box.rects);
  const [x, y] = [Math.floor(Math.min(...all.map((r) => r.x))), Math.floor(Math.min(...all.map((r) => r.y)))];
  const clip = { x, y, width: Math.ceil(Math.max(...all.map((r) => r.x + r.width))) - x, height: Math.ceil(Math.max(...all.map((r) => r.y + r.height))) - y };
  const shot = () => page.screenshot({ clip });
  const shown = await pixels(await shot());
  await hideHeroText(page, true);
  const behind = await pixels(await shot());
  await hideHeroText(page, false);
  const { width, height } = shown;
  // How much a pixel changes when the text is hidden: summed over the channels, of 255.
  const change = (i: number) =>
    Math.abs(shown.data[3 * i]! - behind.data[3 * i]!) + Math.abs(shown.data[3 * i + 1]! - behind.data[3 * i + 1]!) + Math.abs(shown.data[3 * i + 2]! - behind.data[3 * i + 2]!);
  const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return boxes.map(({ text, large, rects }) => {
    const needs = large ? AA_LARGE : AA_TEXT;
    const ratios: number[] = [];
    for (const rect of rects) {
      const [left, top] = [Math.max(0, Math.floor(rect.x) - clip.x), Math.max(0, Math.floor(rect.y) - clip.y)];
      const [right, bottom] = [Math.min(width, Math.ceil(rect.x + rect.width) - clip.x), Math.min(height, Math.ceil(rect.y + rect.height) - clip.y)];
      // The most changed pixel of each column: the text's own colour there, where a glyph covers it wholly.
      const strongest: { ink: number; change: number }[] = [];
      for (let x = left; x < right; x++) {
        let best = { ink: shown.luminance[top * width + x]!, change: -1 };
        for (let y = top; y < bottom; y++) {
          const i = y * width + x;
          if (change(i) > best.change) best = { ink: shown.luminance[i]!, change: change(i) };
        }
        strongest.push(best);
      }
      // Every pixel of the line takes the ink of the most changed column within a line's height
      // (two letters or so) either side: a whole stroke, never a glyph's soft edge (half a
      // height was not always enough at 15 px), and for the name, its gradient's colour nearby.
      const reach = Math.ceil(rect.height);
      for (let x = left; x < right; x++) {
        const near = strongest.slice(Math.max(0, x - left - reach), x - left + reach + 1);
        const best = near.reduce((a, b) => (b.change > a.change ? b : a));
        // No ink within reach: invisible text, which fails.
        const ink = best.change >= INK_DIFFERENCE ? best.ink : null;
        for (let y = top; y < bottom; y++) ratios.push(ink === null ? 1 : ratio(ink, behind.luminance[y * width + x]!));
      }
    }
    ratios.sort((a, b) => a - b);
    return {
      text,
      needs,
      ratio: ratios[Math.floor((1 - SHARE) * ratios.length)] ?? 1,
      passing: ratios.filter((r) => r >= needs).length / Math.max(1, ratios.length),
    };
  });
}
