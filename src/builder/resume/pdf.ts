// PDF pages written by pdfkit, the fonts embedded as subsets with a ToUnicode map so text copies
// out in any script. Coordinates are PDF's: points from the bottom-left, y at the baseline.

import type { Fonts, FontWeight } from '../fonts/fallback';
import { layoutLine, loadTextLayout, textWidth, wrapText, type Measure } from './text-layout';

export type Rgb = readonly [number, number, number];

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  lang: string;
  /** The creation date; the file's ID is a hash of the info, so a fixed date gives fixed bytes. */
  date: Date;
}

export class PdfPage {
  readonly width: number;
  readonly height: number;
  readonly #fonts: Fonts;
  readonly #doc: PDFKit.PDFDocument;

  /** A page to draw on; pdfkit (150 ms to load) is loaded here, as a cached résumé needs none. */
  static async create(width: number, height: number, fonts: Fonts, info: PdfInfo): Promise<PdfPage> {
    const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), loadTextLayout()]);
    return new PdfPage(width, height, fonts, info, PDFDocument);
  }

  private constructor(width: number, height: number, fonts: Fonts, info: PdfInfo, PDFDocument: typeof import('pdfkit')) {
    this.width = width;
    this.height = height;
    this.#fonts = fonts;
    this.#doc = new PDFDocument({
      size: [width, height],
      margin: 0,
      // pdfkit's default version, 1.3: from 1.4 on it adds an XMP copy of the metadata in which
      // it writes the name unescaped, so an "&" in it would make the XML invalid.
      lang: info.lang,
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: 'build.mjs', CreationDate: info.date },
    });
    // Each document registers its own copy of the fonts: fontkit's subsetter would leave a glyph
    // another document first met as part of a compound ("A" of "Ά") with no Unicode.
    for (const font of Object.values(fonts)) this.#doc.registerFont(font.role, font.bytes);
  }

  textWidth(text: string, weight: FontWeight, size: number): number {
    return textWidth(text, weight, this.#fonts, this.#measure(size));
  }

  /** Splits `text` into lines no wider than `maxWidth` points. */
  wrapText(text: string, weight: FontWeight, size: number, maxWidth: number): string[] {
    return wrapText(text, weight, maxWidth, this.#fonts, this.#measure(size));
  }

  /** Text with its baseline at (x, y); returns its width. */
  text(text: string, x: number, y: number, { font = 'regular', size = 10, color = [0, 0, 0] }: { font?: FontWeight; size?: number; color?: Rgb } = {}): number {
    let at = x;
    for (const run of layoutLine(text, font, this.#fonts, this.#measure(size))) {
      this.#doc
        .font(run.font.role)
        .fontSize(size)
        .fillColor(rgb255(color))
        .text(run.text, at, this.height - y, { lineBreak: false, baseline: 'alphabetic', ...shaping(run.rtl) });
      at += run.width;
    }
    return at - x;
  }

  /** Measures as text() draws: pdfkit's shaping, at `size`. */
  #measure(size: number): Measure {
    return (text, font, rtl) => this.#doc.font(font.role).fontSize(size).widthOfString(text, shaping(rtl));
  }

  rule(x1: number, y1: number, x2: number, y2: number, { width = 0.75, color = [0, 0, 0] }: { width?: number; color?: Rgb } = {}): void {
    this.#doc.moveTo(x1, this.height - y1).lineTo(x2, this.height - y2).lineWidth(width).strokeColor(rgb255(color)).stroke();
  }

  /** A clickable area opening `url`; (x, y) is its bottom-left corner. */
  link(x: number, y: number, width: number, height: number, url: string): void {
    this.#doc.link(x, this.height - y - height, width, height, url);
  }

  /** Starts another page of the same size: what is drawn next goes on it. */
  addPage(): void {
    this.#doc.addPage({ size: [this.width, this.height], margin: 0 });
  }

  /** The finished file. */
  finish(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.#doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.#doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.#doc.on('error', reject);
      this.#doc.end();
    });
  }
}

// pdfkit shapes text word by word (and remembers each word), which would put the words of a
// right-to-left run in left-to-right order: `features` makes it shape such a run whole.
const shaping = (rtl: boolean) => (rtl ? { features: [] } : {});

/** pdfkit takes colour channels from 0 to 255. */
const rgb255 = ([r, g, b]: Rgb): [number, number, number] => [r * 255, g * 255, b * 255];

/** How many pages a PDF this module wrote has: its page tree's /Count (pdfkit writes it plainly). */
export function pageCount(pdf: Uint8Array): number {
  const count = /\/Type \/Pages\s*\/Count (\d+)/.exec(Buffer.from(pdf).toString('latin1'))?.[1];
  if (!count) throw new Error('not a PDF written by pdfkit: it has no page tree count');
  return Number(count);
}
