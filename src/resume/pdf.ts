// A minimal PDF 1.7 writer: one or more pages of text, rules and link areas in the standard
// Helvetica fonts, which every PDF reader has, so nothing is embedded and all text stays
// selectable. Content streams are left uncompressed; the server compresses the file.

export type FontName = 'regular' | 'bold';
export type Rgb = readonly [number, number, number];

// Glyph widths (1/1000 em) for WinAnsi codes 32–126, from Adobe's Helvetica AFM files.
// prettier-ignore
const WIDTHS: Record<FontName, readonly number[]> = {
  regular: [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584],
  bold: [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584],
};
const BASE_FONTS: Record<FontName, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const FONT_KEYS: Record<FontName, string> = { regular: 'F1', bold: 'F2' };
// Characters outside ASCII that WinAnsiEncoding has, with their code and a width.
const WIN_ANSI: Record<string, readonly [number, number]> = {
  '‘': [0x91, 222], '’': [0x92, 222], '“': [0x93, 333], '”': [0x94, 333], '•': [0x95, 350],
  '–': [0x96, 556], '—': [0x97, 1000], '·': [0xb7, 278], '©': [0xa9, 737], '\u00a0': [0xa0, 278],
};

/** Byte code of one character in WinAnsiEncoding and its width, or "?" when it has none. */
function glyph(char: string, font: FontName): readonly [number, number] {
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return [code, WIDTHS[font][code - 32] ?? 556];
  const special = WIN_ANSI[char];
  if (special) return special;
  if (code >= 0xa1 && code <= 0xff) return [code, 556]; // Latin-1 letters: é, ü, ñ …
  return [63, 556];
}

export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const char of text) units += glyph(char, font)[1];
  return (units * size) / 1000;
}

/** Splits `text` into lines no wider than `maxWidth` points. */
export function wrapText(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const [code] = glyph(char, 'regular');
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

const num = (value: number) => String(Math.round(value * 100) / 100);
const colour = ([r, g, b]: Rgb) => `${num(r)} ${num(g)} ${num(b)}`;

export class PdfPage {
  readonly width: number;
  readonly height: number;
  #ops: string[] = [];
  readonly links: { x: number; y: number; width: number; height: number; url: string }[] = [];

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  /** Text with its baseline at (x, y), measured from the bottom-left corner. */
  text(text: string, x: number, y: number, { font = 'regular', size = 10, color = [0, 0, 0] }: { font?: FontName; size?: number; color?: Rgb } = {}): number {
    this.#ops.push(`BT /${FONT_KEYS[font]} ${num(size)} Tf ${colour(color)} rg ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
    return textWidth(text, font, size);
  }

  rule(x1: number, y1: number, x2: number, y2: number, { width = 0.75, color = [0, 0, 0] }: { width?: number; color?: Rgb } = {}): void {
    this.#ops.push(`${colour(color)} RG ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  /** A clickable area opening `url`. */
  link(x: number, y: number, width: number, height: number, url: string): void {
    this.links.push({ x, y, width, height, url });
  }

  get content(): string {
    return this.#ops.join('\n');
  }
}

/** Serialises pages into PDF bytes (Latin-1), with a correct cross-reference table. */
export function writePdf(pages: readonly PdfPage[], info: { title: string; author: string; subject: string }): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const fontRef = (font: FontName) => 3 + (font === 'regular' ? 0 : 1);
  add('<< /Type /Catalog /Pages 2 0 R /Lang (en) >>');
  add(''); // 2: page tree, filled in once the page numbers are known
  add(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.regular} /Encoding /WinAnsiEncoding >>`);
  add(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.bold} /Encoding /WinAnsiEncoding >>`);
  add(`<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Subject ${pdfString(info.subject)} /Creator (build.mjs) >>`);
  const pageRefs: number[] = [];
  for (const page of pages) {
    const content = page.content;
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const contentRef = objects.length;
    const annots = page.links.map((link) => {
      add(`<< /Type /Annot /Subtype /Link /Rect [${[link.x, link.y, link.x + link.width, link.y + link.height].map(num).join(' ')}] /Border [0 0 0] /A << /S /URI /URI ${pdfString(link.url)} >> >>`);
      return `${objects.length} 0 R`;
    });
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
        `/Resources << /Font << /F1 ${fontRef('regular')} 0 R /F2 ${fontRef('bold')} 0 R >> >> ` +
        `/Contents ${contentRef} 0 R /Annots [${annots.join(' ')}] >>`,
    );
    pageRefs.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const offset = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}
