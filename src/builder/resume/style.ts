// The résumé's measures, colours and the small drawing steps every section shares.

import type { Content } from '../../content/types';
import type { FontWeight } from '../fonts/fallback';
import { rgbOf } from '../palette/colour';
import { sitePalette } from '../themes';
import type { Rgb } from './pdf';
import type { Pen } from './pen';

export const A4 = { width: 595.28, height: 841.89 }; // points
export const MARGIN = 48;
/** The measure every line is set on. */
export const WIDTH = A4.width - 2 * MARGIN;

/** The résumé's colours: ink, muted, body (descriptions), rule and accent. */
export type Paper = Record<'ink' | 'muted' | 'body' | 'rule' | 'accent', Rgb>;

/** The palette's paper colours (src/builder/themes.ts); the accent is the light theme's, which reads on white. */
export function paperColours(content: Pick<Content, 'accent'>): Paper {
  const { paper } = sitePalette(content.accent);
  const colour = (name: keyof Paper): Rgb => rgbOf(paper[name]);
  return { ink: colour('ink'), muted: colour('muted'), body: colour('body'), rule: colour('rule'), accent: colour('accent') };
}

/** Lines of `text` wrapped on the measure (less `indent`), each `gap` points below the last. */
export function paragraph(pen: Pen, text: string, { font = 'regular', size = 9.5, color = pen.paper.ink, gap = 13, indent = 0 }: { font?: FontWeight; size?: number; color?: Rgb; gap?: number; indent?: number } = {}): void {
  for (const line of pen.wrap(text, WIDTH - indent, { font, size })) {
    pen.text(line, MARGIN + indent, { font, size, color });
    pen.down(gap);
  }
}

/** A section's heading: capitals (as `locale` writes them: Turkish "i" is "İ") in the accent colour over a hairline. */
export function heading(pen: Pen, text: string, locale: string): void {
  pen.down(8);
  pen.text(text.toLocaleUpperCase(locale), MARGIN, { font: 'bold', size: 10, color: pen.paper.accent });
  pen.down(5);
  pen.rule(MARGIN, MARGIN + WIDTH, { width: 0.6, color: pen.paper.rule });
  pen.down(14);
}

// Points from one line of links to the next.
const LINK_LINE = 13;
const LINK_SEPARATOR = '   ·   ';

/** A run of "label url" pieces, each url clickable, wrapped onto more lines when they do not fit one. */
export function links(pen: Pen, items: { label: string; url: string; shown: string }[], size = 9): void {
  const separatorWidth = pen.width(LINK_SEPARATOR, { size });
  let x = MARGIN;
  items.forEach((item, i) => {
    const text = item.label ? `${item.label} ${item.shown}` : item.shown;
    // An address wider than the whole line is set smaller, never past the margin.
    const fit = Math.min(size, (size * WIDTH) / pen.width(text, { size }));
    const itemWidth = pen.width(text, { size: fit });
    if (i > 0 && x + separatorWidth + itemWidth > MARGIN + WIDTH) {
      pen.down(LINK_LINE);
      x = MARGIN;
    } else if (i > 0) x += pen.text(LINK_SEPARATOR, x, { size, color: pen.paper.muted });
    const w = pen.text(text, x, { size: fit, color: pen.paper.accent });
    pen.link(x, w, fit, item.url);
    x += w;
  });
  pen.down(LINK_LINE + 1);
}

/** "https://github.com/example" -> "github.com/example". */
export function bare(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
