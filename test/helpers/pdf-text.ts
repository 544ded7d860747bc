// Reads a PDF the way a person's tools do, with poppler (Debian's poppler-utils): pdftotext
// gives the text as copy and paste would, pdfinfo the metadata, the page count and the URL of
// every link. Poppler parses the file itself, so a broken cross-reference table or font
// fails here too.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './env';

/** build.mjs's FONT_DIR: the fonts the résumé and the social card draw with. */
export const FONT_DIR = path.join(ROOT, 'src', 'builder', 'fonts');

export interface ParsedPdf {
  pages: number;
  /** Every word, with runs of whitespace (line breaks included) as one space. */
  text: string;
  title: string;
  author: string;
  subject: string;
  links: string[];
}

function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[]): string {
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(`${tool} is not installed; the PDF tests read PDFs with poppler: apt-get install -y poppler-utils`);
  }
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout;
}

/** A word pdftotext found, with its box in points from the page's top left, and the page's size. */
export interface PlacedWord {
  word: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  pageWidth: number;
  pageHeight: number;
}

/** Runs `read` on the PDF written to a temporary file, which poppler's tools need. */
function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(path.join(dir, 'file.pdf'), bytes);
    return read(path.join(dir, 'file.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every word of every page where it is drawn (pdftotext -bbox), to check what stays inside the page. */
export function wordBoxes(bytes: Uint8Array): PlacedWord[] {
  const html = withFile(bytes, (file) => poppler('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']));
  const words: PlacedWord[] = [];
  for (const [, attributes, body] of html.matchAll(/<page ([^>]*)>([\s\S]*?)<\/page>/g)) {
    const size = (name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(attributes!)?.[1]);
    for (const [, xMin, yMin, xMax, yMax, word] of body!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      words.push({ word: word!, xMin: Number(xMin), xMax: Number(xMax), yMin: Number(yMin), yMax: Number(yMax), pageWidth: size('width'), pageHeight: size('height') });
    }
  }
  return words;
}

export function readPdf(bytes: Uint8Array): ParsedPdf {
  return withFile(bytes, (file) => {
    const info = poppler('pdfinfo', ['-enc', 'UTF-8', file]);
    const field = (name: string) => new RegExp(`^${name}:[ \\t]+(.*)$`, 'm').exec(info)?.[1] ?? '';
    // "Page  Type  URL" then one row per link.
    const links = poppler('pdfinfo', ['-url', file])
      .split('\n')
      .slice(1)
      .map((row) => row.trim().split(/\s+/)[2])
      .filter((url): url is string => Boolean(url));
    const text = poppler('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return { pages: Number(field('Pages')), text: text.replace(/\s+/g, ' ').trim(), title: field('Title'), author: field('Author'), subject: field('Subject'), links };
  });
}
