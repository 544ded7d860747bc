// An owner with a career, made the way an owner would make it: a throwaway copy of
// the project under git, `npm run import-resume` with the real-world-shaped JSON Resume
// (test/fixtures/json-resume/priya-raman.resume.json: four jobs, two degrees, profiles on three
// networks), then `npm run build`. Made once per test run (helpers/shared-site.ts).

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './env';
import { mustRun, sharedSite, SITE_BUILD } from './shared-site';

export const STORY_RESUME = path.join(ROOT, 'test', 'fixtures', 'json-resume', 'priya-raman.resume.json');

export type StorySite = Awaited<ReturnType<typeof storySite>>;

/** The run's copy, with what `import-resume` and the build printed and how they ended. */
export async function storySite() {
  const { project, made } = await sharedSite('story', async (project) => {
    gitCommitAll(project.dir, 'the project as cloned');
    const imported = await mustRun(project, ['import-resume', STORY_RESUME]);
    return { imported, built: await mustRun(project, SITE_BUILD) };
  });
  return { project, ...made, dist: path.join(project.dir, 'dist') };
}

/** Puts a project copy under git with everything committed, as a clone is. */
export function gitCommitAll(dir: string, message: string): void {
  for (const args of [['init', '-q'], ['add', '-A'], ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', message]]) {
    const run = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  }
}
