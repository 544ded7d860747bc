// The run's extra sites (an archive of 300 posts, an owner who writes, an owner with a career):
// each a project copy built through the real CLI once per run, in .cache/test-sites/<name>.
// test/run.mjs has helpers/prepare.ts make the ones its files read before the build and browser
// stages start, so no two processes build one at once; each test process then opens it there.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';
import { copyProject, openProject, type ProjectCopy } from './project-copy';

/**
 * How each is built into its dist/: as `npm run build` does, but without the .br/.gz copies,
 * which none of their tests reads (the archive alone has some 350 files to compress).
 */
export const SITE_BUILD = ['build', '--out', 'dist', '--no-precompress'];

/** Where the run's sites live; test/run.mjs empties it when a run starts. */
const SHARED_SITES_DIR = path.join(ROOT, '.cache', 'test-sites');

/** What making a site said (e.g. the output of the commands it ran), kept beside it as JSON. */
type Made = Record<string, unknown>;

/** Makes a site in a fresh project copy; returns what the tests should know of how it went. */
export type SiteMaker = (project: ProjectCopy) => Promise<Made>;

const opened = new Map<string, Promise<{ project: ProjectCopy; made: Made }>>();

/** The run's copy called `name`, opened once per process; made by `make` if no process has made it yet. */
export function sharedSite<R extends Made>(name: string, make: SiteMaker): Promise<{ project: ProjectCopy; made: R }> {
  let site = opened.get(name);
  if (!site) opened.set(name, (site = open(name, make)));
  return site as Promise<{ project: ProjectCopy; made: R }>;
}

async function open(name: string, make: SiteMaker): Promise<{ project: ProjectCopy; made: Made }> {
  const dir = path.join(SHARED_SITES_DIR, name);
  const record = `${dir}.json`;
  if (!existsSync(record)) {
    mkdirSync(SHARED_SITES_DIR, { recursive: true });
    writeFileSync(record, JSON.stringify(await make(copyProject({ at: dir }))));
  }
  return { project: openProject(dir), made: JSON.parse(readFileSync(record, 'utf8')) as Made };
}
