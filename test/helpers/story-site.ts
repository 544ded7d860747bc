// An owner with a career, made the way an owner would make it: a throwaway copy of
// the project under git, `npm run import-resume` with the real-world-shaped JSON Resume
// (test/fixtures/json-resume/priya-raman.resume.json: four jobs, two degrees, profiles on three
// networks), then `npm run build`. Made once per test run
// (helpers/shared-site.ts).

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './env';
import type { CommandResult, ProjectCopy } from './project-copy';
import { sharedSite, SITE_BUILD } from './shared-site';

export const STORY_RESUME = path.join(ROOT, 'test', 'fixtures', 'json-resume', 'priya-raman.resume.json');

export interface StorySite {
  project: ProjectCopy;
  /** What `import-resume` printed and how it ended. */
  imported: CommandResult;
  built: CommandResult;
  /** The built site. */
  dist: string;
}

/** The run's copy. */
export async function storySite(): Promise<StorySite> {
  const { project, made } = await sharedSite<Made>('story', makeStorySite);
  return { project, ...made, dist: path.join(project.dir, 'dist') };
}

type Made = Pick<StorySite, 'imported' | 'built'>;

/** Puts the copy under git, imports the résumé and builds. */
export async function makeStorySite(project: ProjectCopy): Promise<Made> {
  gitCommitAll(project.dir, 'the project as cloned');
  const imported = await project.runAsync(['import-resume', STORY_RESUME]);
  if (imported.status !== 0) throw new Error(`import-resume failed:\n${imported.stdout}${imported.stderr}`);
  const built = await project.runAsync(SITE_BUILD);
  if (built.status !== 0) throw new Error(`the imported content did not build:\n${built.stdout}${built.stderr}`);
  return { imported, built };
}

/** Puts a project copy under git with everything committed, as a clone is. */
export function gitCommitAll(dir: string, message: string): void {
  for (const args of [['init', '-q'], ['add', '-A'], ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', message]]) {
    const run = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  }
}
