// Issue 23, "each cache is keyed on its own inputs": a build whose inputs did not change takes
// every slow output from the cache (BRIEF: a warm `npm run build` in at most 2 s), and a change
// to one input redoes what depends on it and nothing else. Read from `build --timings`, which
// counts per step the cached outputs made anew and reused: counts, not times, so load cannot
// make it flake.
import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';
const STYLESHEET = 'src/app/sections/Footer.module.css';
// The résumé is drawn, and cached, unless the owner brings their own PDF (content.resumeFile).
const RESUME = content.resumeFile ? [] : ['résumé'];
// The steps whose outputs are cached (build.mjs, fromCache).
const CACHED_STEPS = ['images', 'social card', ...RESUME, 'icons', 'compression'];
// Each edit is new to the shared image cache, which keeps what earlier runs of this file made.
const EDIT = randomUUID().slice(0, 8);

interface StepLine { ms: number; made: number; reused: number }

/** Builds the copy with --timings; the steps it reports, by name. */
function timedBuild(project: ProjectCopy): Map<string, StepLine> {
  const result = project.run(['build', '--timings']);
  assert.is(result.status, 0, result.stderr);
  const report = result.stdout.slice(result.stdout.indexOf('\nsteps:\n'));
  const steps = new Map<string, StepLine>();
  for (const [, name, ms, made, reused] of report.matchAll(/^ {2}(\S.*?) +(\d+) ms(?: {2}(?:made (\d+), |cached: )reused (\d+))?$/gm)) {
    steps.set(name!, { ms: Number(ms), made: Number(made ?? 0), reused: Number(reused ?? 0) });
  }
  assert.ok(steps.size > 0, `no step report in\n${result.stdout}`);
  return steps;
}

/** The cached steps that made an output anew, sorted. */
const redone = (steps: Map<string, StepLine>) => [...steps].filter(([, step]) => step.made > 0).map(([name]) => name).sort();

const test = suite('build :: a warm build, and one changed input');
let project: ProjectCopy;
test.before(setup(() => {
  // The copy shares the project's image cache, which the sample's own build has just filled.
  project = copyProject();
}));
test.after(() => project?.dispose());
test.after.each(() => project.restore());

test('should take every slow output from the cache when nothing changed', () => {
  timedBuild(project); // whatever the shared cache lacked (another run's base path), made now
  const steps = timedBuild(project);
  for (const name of CACHED_STEPS) {
    const step = steps.get(name);
    assert.ok(step, `${name} in the step report`);
    assert.ok(step.reused > 0, `${name} reused its outputs`);
  }
  assert.equal(redone(steps), [], 'nothing made anew');
});

test('should redo the pages\' compression only, after a stylesheet changed', () => {
  project.replace(STYLESHEET, /$/, `\n.warmBuildProbe::after { content: "${EDIT}"; }\n`);
  assert.equal(redone(timedBuild(project)), ['compression']);
});

test('should redraw the social card and the résumé, not the images or icons, after the owner\'s title changed', () => {
  project.replace(CONTENT, content.person.title, `${content.person.title} ${EDIT}`);
  assert.equal(redone(timedBuild(project)), ['compression', ...RESUME, 'social card']);
});

// The posts are not on the résumé or the card: a new or edited post redraws neither.
if (content.posts.length) {
  test('should keep the résumé and the social card after a post\'s title changed', () => {
    const post = content.posts[0]!;
    project.replace(CONTENT, post.title, `${post.title} (${EDIT})`);
    assert.equal(redone(timedBuild(project)), ['compression']);
  });
}

test.run();
