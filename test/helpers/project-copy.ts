// A throwaway copy of the project for tests that break its content or run its commands
// without touching the real one: build.mjs, index.html, src/, public/, package.json and
// tsconfig.json, with the sample's content and pictures (test/fixtures/sample/) in place of
// whatever src/content/ and src/assets/ hold, so the product's tests never read the owner's.
// The source files are copied; the fonts (5.6 of the 7 MB) are hard links to the project's,
// and node_modules and the image cache (.cache/images) are symbolic links, so a copy costs
// milliseconds and a build there encodes no image again. Images are copied: tests
// replace them, and a write through a hard link would change the project's own picture.
//
// A hard link is the project's file itself: every change goes through write(), replace() or
// remove(), which put a file of the copy's own in its place first. dispose() checks that no
// linked file of the project changed.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from './built-site';
import { ROOT } from './env';

/** build.mjs's switch that leaves out the .br/.gz copies. */
export const NO_PRECOMPRESS = '--no-precompress';
const COPIED = ['build.mjs', 'index.html', 'src', 'public', 'package.json', 'tsconfig.json'];
/** The sample the product's tests build: its content module, beside its pictures. */
const SAMPLE_DIR = path.join(ROOT, 'test', 'fixtures', 'sample');
// What of src/ is the owner's: the content and its posts, and the pictures. The rest of
// src/content/ (types.ts, names.ts, sample.ts) is the product's.
const OWNERS_CONTENT = ['content.ts', 'synced-posts.json', 'posts'];
const LINKED = ['node_modules', path.join('.cache', 'images')];
/** Files shared with the project by hard link rather than copied: the fonts, which no test edits. */
const BINARY = /\.(ttf|otf|woff2?)$/i;

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface ProjectCopy {
  dir: string;
  /** `node build.mjs <args>` in the copy, with BASE_PATH unset unless `env` sets it. */
  run(args: string[], options?: { env?: Record<string, string>; timeoutMs?: number }): CommandResult;
  /** Writes a file of the copy, a new one or in place of the project's. */
  write(file: string, data: string | Uint8Array): void;
  /** The same without blocking, for a command that talks to a server this test process runs. */
  runAsync(args: string[], options?: { env?: Record<string, string> }): Promise<CommandResult>;
  /** Rewrites a file of the copy; `find` must occur in it, so a test never breaks nothing. */
  replace(file: string, find: string | RegExp, replacement: string): void;
  /** Deletes a file of the copy. */
  remove(file: string): void;
  /** Undoes every write(), replace() and remove() since the last restore. */
  restore(): void;
  /** Every file under a folder of the copy, with the SHA-256 of its bytes. */
  snapshot(folder: string): Record<string, string>;
  dispose(): void;
}

/** Copies `from` to `to`, hard-linking binary files, which it adds to `linked`. */
function copyTree(from: string, to: string, linked: string[]): void {
  if (!statSync(from).isDirectory()) {
    if (BINARY.test(from)) {
      linkSync(from, to);
      linked.push(from);
    } else {
      copyFileSync(from, to);
    }
    return;
  }
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) copyTree(path.join(from, entry), path.join(to, entry), linked);
}

/**
 * A new copy, in a folder of its own under .cache, or at `at` (a folder that must not exist yet).
 * Its builds leave out the .br/.gz copies unless `precompress` is set: only tests of compression
 * and serving read them, and brotli at its best quality costs some 55 ms of CPU a changed page.
 */
export function copyProject({ at, precompress = false }: { at?: string; precompress?: boolean } = {}): ProjectCopy {
  // A real build first, so the shared image cache holds every variant the copy needs.
  buildSite();
  const dir = at ?? mkdtempSync(path.join(ROOT, '.cache', 'project-copy-'));
  if (at) mkdirSync(at, { recursive: false });
  const linked: string[] = [];
  layOutSample(dir, linked);
  return projectAt(dir, linked, { owned: true, precompress });
}

/**
 * The project's files in `dir` with the sample's content and pictures in place of the owner's,
 * and the project's packages and image cache linked; `linked` gathers the files it hard-linked.
 */
export function layOutSample(dir: string, linked: string[] = []): void {
  mkdirSync(dir, { recursive: true });
  for (const entry of COPIED) {
    if (existsSync(path.join(ROOT, entry))) copyTree(path.join(ROOT, entry), path.join(dir, entry), linked);
  }
  for (const entry of OWNERS_CONTENT) rmSync(path.join(dir, 'src', 'content', entry), { recursive: true, force: true });
  copyFileSync(path.join(SAMPLE_DIR, 'content.ts'), path.join(dir, 'src', 'content', 'content.ts'));
  rmSync(path.join(dir, 'src', 'assets'), { recursive: true, force: true });
  copyTree(path.join(SAMPLE_DIR, 'assets'), path.join(dir, 'src', 'assets'), linked);
  mkdirSync(path.join(ROOT, '.cache', 'images'), { recursive: true });
  for (const entry of LINKED) {
    mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true });
    symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  }
}

/** A copy another process made (helpers/shared-site.ts): its dispose() leaves the folder to its maker. */
export function openProject(dir: string): ProjectCopy {
  return projectAt(dir, [], { owned: false, precompress: false });
}

function projectAt(dir: string, linked: string[], { owned, precompress }: { owned: boolean; precompress: boolean }): ProjectCopy {
  /** The command line, with --no-precompress added to a build unless the copy compresses. */
  // Right after the command's name, so that a test's own last option keeps its place.
  const command = (args: string[]) =>
    args[0] === 'build' && !precompress && !args.includes(NO_PRECOMPRESS) ? ['build', NO_PRECOMPRESS, ...args.slice(1)] : args;
  const stamp = (file: string) => {
    const { size, mtimeMs } = statSync(file);
    return `${size} ${mtimeMs}`;
  };
  const stamps = new Map(linked.map((file) => [file, stamp(file)]));
  const originals = new Map<string, Buffer | null>();
  const remember = (file: string) => {
    const at = path.join(dir, file);
    if (!originals.has(file)) originals.set(file, existsSync(at) ? readFileSync(at) : null);
  };
  /** Replaces a file with one of the copy's own: never writes through a link to the project. */
  const put = (file: string, data: string | Uint8Array) => {
    const at = path.join(dir, file);
    rmSync(at, { force: true });
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, data);
  };

  return {
    dir,
    run(args, { env = {}, timeoutMs = 60_000 } = {}) {
      const result = spawnSync(process.execPath, ['build.mjs', ...command(args)], {
        cwd: dir,
        encoding: 'utf8',
        timeout: timeoutMs,
        env: { ...process.env, BASE_PATH: '', ...env },
      });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    write(file, data) {
      remember(file);
      put(file, data);
    },
    runAsync(args, { env = {} } = {}) {
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['build.mjs', ...command(args)], { cwd: dir, env: { ...process.env, BASE_PATH: '', ...env } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
        child.on('error', reject);
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
    },
    replace(file, find, replacement) {
      remember(file);
      const text = readFileSync(path.join(dir, file), 'utf8');
      // Whether `find` occurs, not whether the text changed: a replacement may equal what it
      // replaces (the sample's own siteUrl set again), and that is still a real edit.
      const found = typeof find === 'string' ? text.includes(find) : new RegExp(find.source, find.flags.replace('g', '')).test(text);
      if (!found) throw new Error(`${file} no longer contains ${String(find)}; update the test`);
      put(file, text.replace(find, replacement));
    },
    remove(file) {
      remember(file);
      rmSync(path.join(dir, file));
    },
    restore() {
      for (const [file, data] of originals) {
        if (data) put(file, data);
        else rmSync(path.join(dir, file), { force: true });
      }
      originals.clear();
    },
    snapshot(folder) {
      const root = path.join(dir, folder);
      const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      return Object.fromEntries(
        files
          .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
          .sort()
          .map((file) => [path.relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
      );
    },
    dispose() {
      if (owned) rmSync(dir, { recursive: true, force: true });
      const changed = [...stamps].filter(([file, before]) => stamp(file) !== before).map(([file]) => path.relative(ROOT, file));
      if (changed.length) throw new Error(`a test wrote into the project's ${changed.join(', ')} through the copy's hard link; write with ProjectCopy.write()`);
    },
  };
}
