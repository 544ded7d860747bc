// Issue 26's owner with a career, made the way an owner would make it: a throwaway copy of
// the project under git, `npm run import-resume` with the real-world-shaped JSON Resume
// (test/fixtures/json-resume/priya-raman.resume.json: four jobs, two degrees, profiles on three
// networks), then `npm run build`. Made once per test process and shared by its files.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './env';
import { copyProject, type CommandResult, type ProjectCopy } from './project-copy';

export const STORY_RESUME = path.join(ROOT, 'test', 'fixtures', 'json-resume', 'priya-raman.resume.json');

export interface StorySite {
  project: ProjectCopy;
  /** What `import-resume` printed and how it ended. */
  imported: CommandResult;
  built: CommandResult;
  /** The built site. */
  dist: string;
}

const shared = globalThis as { __storySite?: StorySite };

export function storySite(): StorySite {
  if (shared.__storySite) return shared.__storySite;
  const project = copyProject();
  // Shared by every file of the process, so removed when the process ends.
  process.once('exit', () => project.dispose());
  gitCommitAll(project.dir, 'the project as cloned');
  const imported = project.run(['import-resume', STORY_RESUME]);
  if (imported.status !== 0) throw new Error(`import-resume failed:\n${imported.stdout}${imported.stderr}`);
  const dist = path.join(project.dir, 'dist');
  const built = project.run(['build', '--out', dist]);
  if (built.status !== 0) throw new Error(`the imported content did not build:\n${built.stdout}${built.stderr}`);
  shared.__storySite = { project, imported, built, dist };
  return shared.__storySite;
}

/** Puts a project copy under git with everything committed, as a clone is. */
export function gitCommitAll(dir: string, message: string): void {
  for (const args of [['init', '-q'], ['add', '-A'], ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', message]]) {
    const run = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  }
}
