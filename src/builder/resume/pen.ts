// What the résumé's blocks draw with. A block is drawn twice, by a pen that only measures (for
// the layout) and one that draws: the same code, so the measure never drifts from the drawing.

import type { FontWeight } from '../fonts/fallback';
import type { PdfPage, Rgb } from './pdf';
import type { Paper } from './style';

export interface TextStyle {
  font?: FontWeight;
  size?: number;
  color?: Rgb;
}

export class Pen {
  /** The baseline the next line is set on. */
  y: number;
  readonly page: PdfPage;
  /** The colours to draw in. */
  readonly paper: Paper;
  readonly #drawing: boolean;

  constructor(page: PdfPage, paper: Paper, y: number, drawing: boolean) {
    this.page = page;
    this.paper = paper;
    this.y = y;
    this.#drawing = drawing;
  }

  /** Text on the current baseline at x; returns its width. */
  text(text: string, x: number, style: TextStyle = {}): number {
    if (this.#drawing) return this.page.text(text, x, this.y, style);
    return this.page.textWidth(text, style.font ?? 'regular', style.size ?? 10);
  }

  width(text: string, { font = 'regular', size = 10 }: TextStyle = {}): number {
    return this.page.textWidth(text, font, size);
  }

  wrap(text: string, maxWidth: number, { font = 'regular', size = 10 }: TextStyle = {}): string[] {
    return this.page.wrapText(text, font, size, maxWidth);
  }

  rule(x1: number, x2: number, options: { width?: number; color?: Rgb } = {}): void {
    if (this.#drawing) this.page.rule(x1, this.y, x2, this.y, options);
  }

  /** A clickable area over text of `size` set at x on the current baseline. */
  link(x: number, width: number, size: number, url: string): void {
    if (this.#drawing) this.page.link(x, this.y - 3, width, size + 4, url);
  }

  down(points: number): void {
    this.y -= points;
  }
}

/** A part of the résumé that stays on one page: a heading, a job, a project. */
export interface Block {
  /** What it is, for a message: 'experience[2] "Acme"'. */
  name: string;
  draw(pen: Pen): void;
  /** A heading: it goes on the page of the block after it, never alone at a page's foot. */
  keepWithNext?: boolean;
}

/** How far down `block` goes from its first baseline, drawn by a pen that only measures. */
export function blockHeight(block: Block, page: PdfPage, paper: Paper): number {
  const pen = new Pen(page, paper, 0, false);
  block.draw(pen);
  return -pen.y;
}
