// What an owner's site has, read from their project folder: the base path it is deployed
// at, the kinds of page it has (home; with posts the blog, a tag's list and an own post; the
// 404 page) and what each must show without JavaScript, each named as the owner knows it (the
// file and the field it comes from). Read by plan-child.ts, in a process of its own that
// imports the folder's own builder modules, so a project copy is read with its own
// src/builder/paths.ts (every file of the copy, not the project's).

import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Theme } from '../../../src/app/theme/theme';
import { ROOT } from '../../helpers/env';

/** Something a page must show, and how a message names it. */
export interface Shown {
  /** e.g. `project "Fotoflix" (src/content/content.ts: projects[1].title)` */
  what: string;
  /** A section's id, shown as a whole. */
  id?: string;
  /** Or a text shown whole (an element whose text is exactly it), within `within` (a selector). */
  text?: string;
  within?: string;
}

export interface PlannedPage {
  kind: 'home' | 'blog' | 'tag' | 'post' | 'notFound';
  /** The page's path below the base path: "/", "/blogs"; for the 404 page, one the site does not have. */
  path: string;
  /** How a message names the page: "the home page", `your post "Hello"`. */
  name: string;
  /** What it shows without JavaScript. */
  shows: Shown[];
}

export interface SitePlan {
  /** Where the site is deployed below its host, "/" or "/portfolio/" (src/builder/base-path.ts). */
  basePath: string;
  pages: PlannedPage[];
  /** The picture behind the hero in each theme, as the owner names it ("src/assets/hero.png"). */
  heroPictures: Record<Theme, string>;
}

/** A page's address on the owner's host, base path included: "/portfolio/blogs". */
export function addressOf(plan: SitePlan, page: PlannedPage): string {
  return `${plan.basePath}${page.path.slice(1)}`;
}

/** The child, run by tsx as build.mjs runs the builder. */
const CHILD = path.join(ROOT, 'test', 'site', 'checks', 'plan-child.ts');

/** Reads the project in `dir`: its content as the build sees it, and the pages it makes of it. */
export function sitePlan(dir: string): Promise<SitePlan> {
  return new Promise((resolve, reject) => {
    // BASE_PATH unset: the base path the site is deployed at follows its siteUrl.
    const { BASE_PATH: _, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dir], { cwd: dir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as SitePlan);
      else reject(new Error(`could not read the site's pages from ${dir}:\n${stderr}`));
    });
  });
}
