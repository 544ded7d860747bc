// Builds the site once per test process with the real CLI (`node build.mjs build --out`),
// into .cache/test-site, so no test touches the owner's dist/.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';

export const SITE_DIR = path.join(ROOT, '.cache', 'test-site');

export interface BuiltSite {
  dir: string;
  status: number | null;
  output: string;
  seconds: number;
  read(file: string): string;
  exists(file: string): boolean;
}

// The runner bundles each test file with its own copy of this module; the result lives on
// globalThis so the files of one stage share a single build.
const shared = globalThis as { __builtSite?: BuiltSite };

export function buildSite(): BuiltSite {
  if (shared.__builtSite) return shared.__builtSite;
  const started = performance.now();
  const run = spawnSync(process.execPath, ['build.mjs', 'build', '--out', SITE_DIR], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, BASE_PATH: '' } });
  const built: BuiltSite = {
    dir: SITE_DIR,
    status: run.status,
    output: `${run.stdout}${run.stderr}`,
    seconds: (performance.now() - started) / 1000,
    read: (file) => readFileSync(path.join(SITE_DIR, file), 'utf8'),
    exists: (file) => existsSync(path.join(SITE_DIR, file)),
  };
  if (run.status !== 0) throw new Error(`The build failed:\n${built.output}`);
  shared.__builtSite = built;
  return built;
}

export const PAGES = { home: 'index.html', blog: 'blogs/index.html', notFound: '404.html' } as const;

/** Visible text of an HTML document: tags, scripts, styles and comments removed, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}
