// A small reader for the PDFs our build writes: checks the structure a PDF reader relies on
// (header, every xref offset landing on its object, trailer, EOF) and extracts the text
// shown by Tj operators, decoding PDF string escapes and WinAnsi bytes.

const WIN_ANSI_HIGH: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0xb7: '·', 0xa9: '©' };

export interface ParsedPdf {
  pages: number;
  text: string[];
  links: string[];
  info: string;
}

export function readPdf(bytes: Uint8Array): ParsedPdf {
  const raw = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  if (!raw.startsWith('%PDF-1.')) throw new Error('no %PDF header');
  if (!raw.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw)?.[1]);
  if (!raw.startsWith('xref', startxref)) throw new Error(`startxref ${startxref} does not point at the xref table`);
  const xref = /xref\s+0 (\d+)\s+([\s\S]*?)trailer/.exec(raw.slice(startxref));
  if (!xref) throw new Error('unreadable xref table');
  const count = Number(xref[1]);
  const entries = xref[2]!.trim().split(/\s*\n\s*/);
  if (entries.length !== count) throw new Error(`xref lists ${entries.length} entries, header says ${count}`);
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    if (!raw.startsWith(`${i + 1} 0 obj`, offset)) throw new Error(`xref entry ${i + 1} points at offset ${offset}, which is not "${i + 1} 0 obj"`);
  });
  const text: string[] = [];
  for (const stream of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const op of stream[1]!.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) text.push(decode(op[1]!));
  }
  const links = [...raw.matchAll(/\/URI \(((?:\\.|[^\\)])*)\)/g)].map((m) => decode(m[1]!));
  const pages = [...raw.matchAll(/\/Type \/Page\b/g)].length;
  const info = /\/Title \(((?:\\.|[^\\)])*)\)/.exec(raw)?.[1] ?? '';
  return { pages, text, links, info: decode(info) };
}

function decode(literal: string): string {
  return literal.replace(/\\([0-7]{3}|.)/g, (_, esc: string) => {
    if (/^[0-7]{3}$/.test(esc)) {
      const code = parseInt(esc, 8);
      return WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
    }
    return esc;
  });
}
