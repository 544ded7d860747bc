// The palette's colour maths, from culori: CSS Color 4's conversions and gamut mapping, and WCAG
// 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), on #rrggbb strings and OKLCH.

import { createRequire } from 'node:module';
import type { Color } from 'culori';

// culori's one bundled file (its CommonJS build): its ES modules are some two hundred files,
// which a build given few file handles (a CI runner's ulimit) cannot all open at once.
const { blend, clampChroma, converter, formatHex, wcagContrast } = createRequire(import.meta.url)('culori') as typeof import('culori');

/** WCAG 1.4.3 (AA): body text. */
export const AA_TEXT = 4.5;
/** WCAG 1.4.3 (AA): large text (24 px, or 18.66 px bold) and 1.4.11: controls' boundaries. */
export const AA_LARGE = 3;

/** Lightness 0 to 1, chroma 0 to about 0.4, hue in degrees (OKLCH: equal lightness steps look equal). */
export type Oklch = { l: number; c: number; h: number };

export const isHex = (text: string) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(text);

const toOklch = converter('oklch');
const toRgb = converter('rgb');
/** A channel this far outside 0..1 still rounds to the same 8-bit value. */
const HALF_STEP = 0.5 / 255;

export function hexToOklch(hex: string): Oklch {
  // A grey has no hue; 0 keeps arithmetic on it harmless.
  const { l, c, h = 0 } = toOklch(hex)!;
  return { l, c, h };
}

/**
 * Out of sRGB, chroma gives way and lightness and hue stay (CSS Color 4's toGamut clips within a
 * just-noticeable difference instead, which turned a deep yellow 2.6° towards orange). A colour
 * within rounding of sRGB is kept: #0000ff comes back from OKLCH a rounding error outside.
 */
export function oklchToHex(colour: Oklch): string {
  const wanted = { mode: 'oklch' as const, ...colour };
  return formatHex(rgbOf(wanted).every((c) => c > -HALF_STEP && c < 1 + HALF_STEP) ? wanted : clampChroma(wanted, 'oklch'));
}

/** "#22d3ee" -> [0.13, 0.83, 0.93]: sRGB channels, 0 to 1 (outside while out of gamut). */
export function rgbOf(colour: string | Color): [number, number, number] {
  const { r, g, b } = toRgb(colour)!;
  return [r, g, b];
}
/** "#22d3ee" -> "34 211 238", for rgb(… / alpha). */
export const channels = (hex: string) => rgbOf(hex).map((c) => Math.round(c * 255)).join(' ');

/** The WCAG contrast ratio of two opaque colours, 1 to 21. */
export const contrast = wcagContrast;
/** `top` at `alpha` painted over the opaque `bottom`: what the screen shows (browsers composite in sRGB). */
export const over = (top: string, alpha: number, bottom: string): Color => blend([bottom, { ...toRgb(top)!, alpha }]);
