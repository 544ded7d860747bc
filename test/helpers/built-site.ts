// Builds the sample site (test/fixtures/sample/) with the real CLI (`node build.mjs build
// --out`) in a copy of the project laid out with it (.cache/test-sample), into .cache/test-site
// (and the GitHub Pages variant into .cache/test-site-pages), so no test reads the owner's
// content or touches their dist/. Once per run: test/run.mjs empties these folders when it
// starts and builds the site before the build and browser stages (helpers/prepare.ts); what
// the build said is kept beside the folder (test-site.json) for every later process.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { content } from '../fixtures/sample/content';
import { ROOT } from './env';
import { layOutSample } from './project-copy';

const SITE_DIR = path.join(ROOT, '.cache', 'test-site');
/** The GitHub Pages build of a repository named "portfolio" (see .github/workflows/pages.yml). */
const PAGES_SITE_DIR = path.join(ROOT, '.cache', 'test-site-pages');
export const PAGES_BASE = '/portfolio/';
/** The project laid out with the sample, which both builds run in. */
const SAMPLE_PROJECT = path.join(ROOT, '.cache', 'test-sample');

export interface BuiltSite {
  dir: string;
  basePath: string;
  status: number | null;
  /** stdout and stderr, in that order. */
  output: string;
  /** What the build printed as warnings and errors. */
  stderr: string;
  read(file: string): string;
  exists(file: string): boolean;
}

const built = new Map<string, BuiltSite>();
/** What a build printed, kept for the rest of the run (see the top of this file). */
type SavedBuild = Pick<BuiltSite, 'status' | 'output' | 'stderr'>;
const recordOf = (dir: string) => `${dir}.json`;

/** The site as `npm run build` writes it. */
export function buildSite(): BuiltSite {
  return runBuild(SITE_DIR, '/', []);
}

/** The site as the GitHub Pages workflow builds it for a repository named "portfolio". */
export function buildPagesSite(): BuiltSite {
  return runBuild(PAGES_SITE_DIR, PAGES_BASE, ['--csp-meta', '--no-precompress']);
}

function runBuild(dir: string, basePath: string, args: string[]): BuiltSite {
  const cached = built.get(dir);
  if (cached) return cached;
  let record = existsSync(recordOf(dir)) ? (JSON.parse(readFileSync(recordOf(dir), 'utf8')) as SavedBuild) : undefined;
  if (!record) {
    if (!existsSync(SAMPLE_PROJECT)) layOutSample(SAMPLE_PROJECT);
    const result = spawnSync(process.execPath, ['build.mjs', 'build', '--out', dir, ...args], {
      cwd: SAMPLE_PROJECT,
      encoding: 'utf8',
      env: { ...process.env, BASE_PATH: basePath },
    });
    record = { status: result.status, output: `${result.stdout}${result.stderr}`, stderr: result.stderr };
    if (record.status !== 0) throw new Error(`The build failed:\n${record.output}`);
    writeFileSync(recordOf(dir), JSON.stringify(record));
  }
  const site: BuiltSite = { basePath, ...record, ...siteFiles(dir) };
  built.set(dir, site);
  return site;
}

export const PAGES = { home: 'index.html', blog: 'blogs/index.html', notFound: '404.html' } as const;
/** The pages the build writes for this content: PAGES, the blog's only while there are posts (src/app/routes.tsx). */
export const BUILT_PAGES: readonly string[] = Object.values(PAGES).filter((file) => content.posts.length > 0 || file !== PAGES.blog);

/** The hashed bundle a page's boot script starts, e.g. "/assets/client-ABCD1234.js" (base path included). */
export function clientScript(html: string): string {
  const url = /"((?:\/[\w.-]+)*\/assets\/client-[A-Z0-9]+\.js)"/.exec(html)?.[1];
  if (!url) throw new Error('the page names no client bundle');
  return url;
}

/** The site data (content and image manifest) a built page hydrates from. */
export function siteDataOf(site: BuiltSite, html: string): { content: unknown; images: Record<string, { avif: string }>; sections: unknown } {
  const url = /<div id="root" data-site-data="([^"]+)"/.exec(html)?.[1];
  if (!url) throw new Error('the page names no site data');
  return JSON.parse(site.read(url.slice(site.basePath.length)));
}

/** Visible text of an HTML document: tags, scripts, styles and comments removed, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<wbr\/?>/g, '') // a line-break opportunity, not a space
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

/** A built site's folder, and a file of it read or looked for (this build's, or a project copy's dist/). */
export function siteFiles(dir: string): { dir: string; read(file: string): string; exists(file: string): boolean } {
  return { dir, read: (file) => readFileSync(path.join(dir, file), 'utf8'), exists: (file) => existsSync(path.join(dir, file)) };
}
