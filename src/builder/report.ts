// What a build says when it is done: each file's size (and its gzip size, the bar the budgets
// are set in), and with --timings each step's time and what it took from the cache.

import * as fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { FILES_AT_ONCE, mapAtMost } from './at-most';
import { listFiles, type Step } from './output-cache';
import { fromRoot } from './paths';
import { COMPRESSIBLE } from './publish';

export interface SizeRow {
  file: string;
  bytes: number;
  gzip: number;
}

/** Every file but the .br/.gz copies, with its gzip size (the .gz copy's where there is one). */
export async function sizeReport(dir: string): Promise<SizeRow[]> {
  const files = await listFiles(dir);
  const present = new Set(files);
  return mapAtMost(files.filter((name) => !/\.(br|gz)$/.test(name)), FILES_AT_ONCE, async (file) => {
    const data = await fs.readFile(path.join(dir, file));
    let gzip = data.length;
    if (present.has(`${file}.gz`)) gzip = (await fs.stat(path.join(dir, `${file}.gz`))).size;
    else if (COMPRESSIBLE.test(file)) gzip = zlib.gzipSync(data, { level: 9 }).length;
    return { file, bytes: data.length, gzip };
  });
}

export function formatReport(report: SizeRow[], ms: number, outDir: string): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
  const rows = [...report].sort((a, b) => a.file.localeCompare(b.file));
  const width = rows.reduce((widest, row) => Math.max(widest, row.file.length), 0);
  const lines = rows.map((row) => `  ${row.file.padEnd(width)} ${kib(row.bytes)} ${COMPRESSIBLE.test(row.file) ? `${kib(row.gzip)} gzip` : ''}`);
  const total = report.reduce((sum, row) => sum + row.bytes, 0);
  return `${lines.join('\n')}\n${fromRoot(outDir)}/: ${rows.length} files, ${kib(total).trim()}, built in ${(ms / 1000).toFixed(2)} s`;
}

/** Each step's time, and for those with cached outputs how many it reused and made. */
export function formatSteps(steps: Step[]): string {
  const width = Math.max(...steps.map((entry) => entry.name.length));
  const lines = steps.map(({ name, ms, made, reused }) => {
    const cache = made + reused ? `  ${made ? `made ${made}, ` : 'cached: '}reused ${reused}` : '';
    return `  ${name.padEnd(width)} ${ms.toFixed(0).padStart(6)} ms${cache}`;
  });
  return `steps:\n${lines.join('\n')}`;
}

// The warnings last shown: the dev server rebuilds in one process, and says them again only when they change.
let shownWarnings = '';

export function showWarnings(warnings: string[], warn: (text: string) => void): void {
  const text = warnings.join('\n');
  if (text && text !== shownWarnings) warn(text);
  shownWarnings = text;
}
