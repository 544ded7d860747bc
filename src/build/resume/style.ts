// The résumé's measures, colours and the small drawing steps every section shares.

import type { FontWeight } from '../fonts/fallback';
import type { Rgb } from './pdf';
import type { Pen } from './pen';

export const A4 = { width: 595.28, height: 841.89 }; // points
export const MARGIN = 48;
/** The measure every line is set on. */
export const WIDTH = A4.width - 2 * MARGIN;
export const INK: Rgb = [0.1, 0.12, 0.16];
export const MUTED: Rgb = [0.36, 0.4, 0.47];
export const BODY: Rgb = [0.22, 0.25, 0.3]; // descriptions, a shade lighter than headings
export const ACCENT: Rgb = [0.03, 0.45, 0.56]; // the site's cyan, darkened for print contrast
const RULE: Rgb = [0.8, 0.84, 0.88];

/** Lines of `text` wrapped on the measure (less `indent`), each `gap` points below the last. */
export function paragraph(pen: Pen, text: string, { font = 'regular', size = 9.5, color = INK, gap = 13, indent = 0 }: { font?: FontWeight; size?: number; color?: Rgb; gap?: number; indent?: number } = {}): void {
  for (const line of pen.wrap(text, WIDTH - indent, { font, size })) {
    pen.text(line, MARGIN + indent, { font, size, color });
    pen.down(gap);
  }
}

/** A section's heading: capitals in the accent colour over a hairline. */
export function heading(pen: Pen, text: string): void {
  pen.down(8);
  pen.text(text.toUpperCase(), MARGIN, { font: 'bold', size: 10, color: ACCENT });
  pen.down(5);
  pen.rule(MARGIN, MARGIN + WIDTH, { width: 0.6, color: RULE });
  pen.down(14);
}

/** A run of "label url" pieces on one line, each url clickable. */
export function links(pen: Pen, items: { label: string; url: string; shown: string }[], size = 9): void {
  let x = MARGIN;
  items.forEach((item, i) => {
    if (i > 0) x += pen.text('   ·   ', x, { size, color: MUTED });
    const text = item.label ? `${item.label} ${item.shown}` : item.shown;
    const w = pen.text(text, x, { size, color: ACCENT });
    pen.link(x, w, size, item.url);
    x += w;
  });
  pen.down(14);
}

/** "https://github.com/example" -> "github.com/example". */
export function bare(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
