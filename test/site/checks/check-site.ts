// The site stage's checks, for any project folder: the owner's project in `npm test -- site`
// (test/site/your-site.test.ts), a copy with a problem planted in it in the stage's own test
// (test/build/site-stage.test.ts).

import { buildAsDeployed, type StageBuild } from './build';
import { inspectSite, type Findings } from './inspect';
import { sitePlan, type SitePlan } from './plan';

export interface SiteCheck {
  build: StageBuild;
  /** Started with the build; fails when the content cannot be read (the build says why). */
  plan: Promise<SitePlan>;
}

/** Builds the project as deployed while reading what its site has; `buildArgs` adds build options. */
export async function buildProject(project: string, buildArgs: string[] = []): Promise<SiteCheck> {
  const plan = sitePlan(project);
  // Read only once the build succeeded; a content the build refuses fails this too.
  plan.catch(() => {});
  return { build: await buildAsDeployed(project, buildArgs), plan };
}

/** The survey of a built site (inspect.ts). */
export async function surveySite({ build, plan }: SiteCheck): Promise<Findings> {
  return inspectSite(build.dir, await plan);
}

/**
 * Fails the test with `problems`, one a line, when there are any. No stack: it would point
 * into these checks, and every line already names the owner's page, file or picture.
 */
export function reportProblems(problems: readonly string[]): void {
  if (problems.length === 0) return;
  // Each line under uvu's own indent of four, a problem's own lines (an axe rule's elements) with it.
  const error = new Error(problems.map((problem) => problem.replaceAll('\n', '\n    ')).join('\n    '));
  // uvu prints a stack from its first line break on; a stack of one line prints none.
  error.stack = `${error.name}`;
  throw error;
}
