// The run's extra sites (an archive of 300 posts, an owner who writes, an owner with a career):
// each a project copy built through the real CLI once per `npm test` run, at a folder every
// process knows (.cache/test-sites/<name>), and shared by every file of both lanes. Before,
// each worker process built its own, so one run built the same site up to four times.
//
// A worker asks test/run.mjs for a site over its IPC channel and waits for the answer (a
// message, not a poll); the runner has helpers/make-site.ts make it the first time any worker
// asks, and answers every worker that asks after with the same result. Run outside the runner
// (no IPC channel), the process makes its own copy in a folder of its own.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';
import { copyProject, openProject, type ProjectCopy } from './project-copy';

export type SharedSiteName = 'archive' | 'writing' | 'story';

/**
 * How each of them is built into its dist/: as `npm run build` does, but without the .br/.gz
 * copies (--no-precompress), which none of their tests reads (the sample's build, npm start's
 * and nginx's tests read those). On a fresh clone they were a third of the run's brotli work:
 * the archive alone has about 350 pages and data files to compress.
 */
export const SITE_BUILD = ['build', '--out', 'dist', '--no-precompress'];

/** Where the run's sites live; test/run.mjs empties it before and after a run. */
export const SHARED_SITES_DIR = path.join(ROOT, '.cache', 'test-sites');

/** What making a site said, kept beside its folder as JSON (e.g. the output of the commands it ran). */
type Made = Record<string, unknown>;

/** Makes a site in a fresh project copy; returns what the tests should know of how it went. */
export type SiteMaker = (project: ProjectCopy) => Promise<Made>;

export interface SharedSite<R extends Made> {
  project: ProjectCopy;
  /** What the maker returned. */
  made: R;
}

interface Answer {
  type: 'site';
  name: SharedSiteName;
  code: number;
  output: string;
}

const asked = ((globalThis as { __sharedSites?: Map<SharedSiteName, Promise<string>> }).__sharedSites ??= new Map());

/** The run's copy for `name`, made by `make` the first time any process of the run asks. */
export async function sharedSite<R extends Made>(name: SharedSiteName, make: SiteMaker): Promise<SharedSite<R>> {
  let ready = asked.get(name);
  if (!ready) asked.set(name, (ready = process.send ? askRunner(name) : makeHere(name, make)));
  const dir = await ready;
  const project = openProject(dir);
  // A test that wrote through a hard link is caught when the process ends.
  process.once('exit', () => project.dispose());
  return { project, made: JSON.parse(readFileSync(recordOf(dir), 'utf8')) as R };
}

const recordOf = (dir: string) => `${dir}.json`;

function askRunner(name: SharedSiteName): Promise<string> {
  return new Promise((resolve, reject) => {
    const answer = (message: Answer) => {
      if (message?.type !== 'site' || message.name !== name) return;
      process.off('message', answer);
      if (message.code === 0) resolve(path.join(SHARED_SITES_DIR, name));
      else reject(new Error(`the shared ${name} site could not be made:\n${message.output}`));
    };
    process.on('message', answer);
    process.send!({ type: 'site', name });
  });
}

/** Makes the site in a folder of this process's own, removed when it ends. */
async function makeHere(name: SharedSiteName, make: SiteMaker): Promise<string> {
  const dir = path.join(SHARED_SITES_DIR, `${name}-${process.pid}`);
  await makeSite(dir, make);
  process.once('exit', () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(recordOf(dir), { force: true });
  });
  return dir;
}

/** Copies the project to `dir` and has `make` build it there; what it returns is kept beside. */
export async function makeSite(dir: string, make: SiteMaker): Promise<void> {
  if (existsSync(dir)) throw new Error(`${dir} already exists: one site per run`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const project = copyProject({ at: dir });
  writeFileSync(recordOf(dir), JSON.stringify(await make(project)));
}
