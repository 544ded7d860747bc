// The run's extra sites (an archive of 300 posts, an owner who writes, an owner with a career):
// each a project copy built through the real CLI once per run, in .cache/test-sites/<name>.
// test/run.mjs has helpers/prepare.ts make the ones its files read before the build and browser
// stages start, so no two processes build one at once; each test process then opens it there.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blogFields } from '../fixtures/blog-fields';
import { ROOT } from './env';
import { copyProject, openProject, type CommandResult, type ProjectCopy } from './project-copy';

/**
 * How each is built into its dist/: as `npm run build` does, but without the .br/.gz copies,
 * which none of their tests reads (the archive alone has some 350 files to compress).
 */
export const SITE_BUILD = ['build', '--out', 'dist', '--no-precompress'];

/** Where the run's sites live; test/run.mjs empties it when a run starts. */
const SHARED_SITES_DIR = path.join(ROOT, '.cache', 'test-sites');

/** What making a site said (e.g. the output of the commands it ran), kept beside it as JSON. */
type Made = Record<string, unknown>;

const opened = new Map<string, Promise<{ project: ProjectCopy; made: Made }>>();

/** The run's copy called `name`, opened once per process; made by `make` if no process has made it yet. */
export function sharedSite<R extends Made>(name: string, make: (project: ProjectCopy) => Promise<R>): Promise<{ project: ProjectCopy; made: R }> {
  let site = opened.get(name);
  if (!site) opened.set(name, (site = open(name, make)));
  return site as Promise<{ project: ProjectCopy; made: R }>;
}

async function open(name: string, make: (project: ProjectCopy) => Promise<Made>): Promise<{ project: ProjectCopy; made: Made }> {
  const dir = path.join(SHARED_SITES_DIR, name);
  const record = `${dir}.json`;
  if (!existsSync(record)) {
    mkdirSync(SHARED_SITES_DIR, { recursive: true });
    writeFileSync(record, JSON.stringify(await make(copyProject({ at: dir }))));
  }
  return { project: openProject(dir), made: JSON.parse(readFileSync(record, 'utf8')) as Made };
}

/**
 * Gives the copy's content the blog's lines (an owner with posts needs them) and `more` code
 * run on it as `c`; written into the file, not by project.replace, so a test's restore() keeps it.
 */
export function addToContent(project: ProjectCopy, more = ''): void {
  const file = path.join(project.dir, 'src/content/content.ts');
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n{\n  const c = content as any;\n  c.person = { ...${JSON.stringify(blogFields)}, ...c.person };\n  ${more}\n}\n`);
}

/** Runs `args` in the copy; fails, with what it printed, unless it succeeds. */
export async function mustRun(project: ProjectCopy, args: string[]): Promise<CommandResult> {
  const result = await project.runAsync(args);
  if (result.status !== 0) throw new Error(`${args[0]} in ${project.dir} failed:\n${result.stdout}${result.stderr}`);
  return result;
}
