// A throwaway copy of the project for tests that break its content or run its commands
// without touching the real one: build.mjs, index.html, src/, public/, package.json and
// tsconfig.json are copied; node_modules and the image cache (.cache/images) are linked, so
// a build there encodes no image again.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from './built-site';
import { ROOT } from './env';

const COPIED = ['build.mjs', 'index.html', 'src', 'public', 'package.json', 'tsconfig.json'];
const LINKED = ['node_modules', path.join('.cache', 'images')];

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface ProjectCopy {
  dir: string;
  /** `node build.mjs <args>` in the copy, with BASE_PATH unset unless `env` sets it. */
  run(args: string[], options?: { env?: Record<string, string>; timeoutMs?: number }): CommandResult;
  /** Rewrites a file of the copy; `find` must occur in it, so a test never breaks nothing. */
  replace(file: string, find: string | RegExp, replacement: string): void;
  /** Deletes a file of the copy. */
  remove(file: string): void;
  /** Undoes every replace() and remove() since the last restore. */
  restore(): void;
  /** Every file under a folder of the copy, with the SHA-256 of its bytes. */
  snapshot(folder: string): Record<string, string>;
  dispose(): void;
}

export function copyProject(): ProjectCopy {
  // A real build first, so the shared image cache holds every variant the copy needs.
  buildSite();
  const dir = mkdtempSync(path.join(ROOT, '.cache', 'project-copy-'));
  for (const entry of COPIED) {
    if (existsSync(path.join(ROOT, entry))) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  for (const entry of LINKED) {
    mkdirSync(path.dirname(path.join(dir, entry)), { recursive: true });
    symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
  }
  const originals = new Map<string, Buffer>();
  const remember = (file: string) => {
    if (!originals.has(file)) originals.set(file, readFileSync(path.join(dir, file)));
  };

  return {
    dir,
    run(args, { env = {}, timeoutMs = 60_000 } = {}) {
      const result = spawnSync(process.execPath, ['build.mjs', ...args], {
        cwd: dir,
        encoding: 'utf8',
        timeout: timeoutMs,
        env: { ...process.env, BASE_PATH: '', ...env },
      });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    replace(file, find, replacement) {
      remember(file);
      const text = readFileSync(path.join(dir, file), 'utf8');
      // Whether `find` occurs, not whether the text changed: a replacement may equal what it
      // replaces (the sample's own siteUrl set again), and that is still a real edit.
      const found = typeof find === 'string' ? text.includes(find) : new RegExp(find.source, find.flags.replace('g', '')).test(text);
      if (!found) throw new Error(`${file} no longer contains ${String(find)}; update the test`);
      writeFileSync(path.join(dir, file), text.replace(find, replacement));
    },
    remove(file) {
      remember(file);
      rmSync(path.join(dir, file));
    },
    restore() {
      for (const [file, data] of originals) writeFileSync(path.join(dir, file), data);
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
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
