// The build's slow outputs, kept in IMAGE_CACHE under a name made from everything they are made
// from, so a build makes only what changed; each lookup counts for its step (`--timings`).

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from './build-error';
import { ROOT } from './paths';

/** One step of a build: how long it took, and how many cached outputs it made anew or reused. */
export interface Step {
  name: string;
  ms: number;
  made: number;
  reused: number;
}

const stepCounts = new AsyncLocalStorage<Step>();

/** Runs `run` as `step`, so the cache lookups in it count for that step. */
export function countingFor<T>(step: Step, run: () => Promise<T>): Promise<T> {
  return stepCounts.run(step, run);
}

/** `file` when it is there, else made by `make` and kept; either way counted for the running step. */
export async function fromCache(file: string, make: () => Uint8Array | Promise<Uint8Array>): Promise<string> {
  const counts = stepCounts.getStore();
  if (existsSync(file)) {
    if (counts) counts.reused++;
    return file;
  }
  await cacheFile(file, make());
  if (counts) counts.made++;
  return file;
}

/** Writes a cache file whole or not at all (renamed into place), so a killed build leaves no half file. */
export async function cacheFile(file: string, data: Uint8Array | Promise<Uint8Array>): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const bytes = await data;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new BuildError(`the build cannot write its cache in ${path.dirname(file)} (${code ?? message}): make that folder writable, or set IMAGE_CACHE_DIR to one that is`);
  }
}

// The code a cached output may depend on; an edit redraws the cards and résumé (about a second),
// which only this project's developers pay.
const CODE_FOLDERS = ['src/builder', 'src/app'];
const CODE_FILE = /\.tsx?$/;
const DRAWING_PACKAGES = ['sharp', 'fontkit', 'pdfkit', 'bidi-js'];
let codeKeyMade: Promise<string> | undefined;

/** A key for the build's code and the packages that draw, made once per process. */
export function codeKey(): Promise<string> {
  codeKeyMade ??= (async () => {
    const hash = createHash('sha256');
    for (const folder of CODE_FOLDERS) {
      for (const file of (await listFiles(path.join(ROOT, folder))).filter((name) => CODE_FILE.test(name))) {
        hash.update(file).update(await fs.readFile(path.join(ROOT, folder, file)));
      }
    }
    for (const name of DRAWING_PACKAGES) hash.update(name).update(JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version);
    return hash.digest('hex');
  })();
  return codeKeyMade;
}

/** Every file under dir, relative to it with "/" separators, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function writeFile(file: string, data: string | Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
}

export function sha256Hex(data: string | Uint8Array, length = 64): string {
  return createHash('sha256').update(data).digest('hex').slice(0, length);
}
