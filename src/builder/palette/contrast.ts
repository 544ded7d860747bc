// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative luminance
// of sRGB colours, their ratio, and translucent paint composited as browsers do (in sRGB).

import { parseHex, type Rgb } from './oklch';

/** WCAG 1.4.3 (AA): body text. */
export const AA_TEXT = 4.5;
/** WCAG 1.4.3 (AA): large text (24 px, or 18.66 px bold) and 1.4.11: controls' boundaries. */
export const AA_LARGE = 3;

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrast(a: Rgb | string, b: Rgb | string): number {
  const [one, two] = [a, b].map((colour) => luminance(typeof colour === 'string' ? parseHex(colour) : colour));
  return (Math.max(one!, two!) + 0.05) / (Math.min(one!, two!) + 0.05);
}

/** `top` at `alpha` painted over the opaque `bottom`: what the screen shows. */
export function over(top: Rgb | string, alpha: number, bottom: Rgb | string): Rgb {
  const [t, u] = [top, bottom].map((colour) => (typeof colour === 'string' ? parseHex(colour) : colour)) as [Rgb, Rgb];
  return [0, 1, 2].map((i) => alpha * t[i]! + (1 - alpha) * u[i]!) as unknown as Rgb;
}
