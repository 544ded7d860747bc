// The build keeps its slow outputs (encoded images, social cards, icons, the résumé, brotli
// copies) by what they are made from: a build whose inputs did not change makes none of them
// anew, and a change to one input redoes what depends on it and nothing else. Read from
// `build --timings`, which counts per step the cached outputs made anew and reused: counts, not
// times, so load cannot make it flake.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../helpers/env';
import { copyProject, NO_PRECOMPRESS, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';
const PACKAGE_LOG_HOOK = path.join(ROOT, 'test', 'fixtures', 'package-log.mjs');
// The steps whose outputs are cached (src/builder/output-cache.ts, fromCache).
const CACHED_STEPS = ['images', 'social card', 'résumé', 'icons', 'compression'];
// Each edit is new to the shared image cache, which keeps what earlier runs of this file made.
const EDIT = randomUUID().slice(0, 8);

interface StepLine { ms: number; made: number; reused: number }

/**
 * Builds the copy with --timings; the steps it reports, by name. `compress: false` leaves out the
 * .br/.gz copies: an edit that changes every page recompresses all of them at brotli's best
 * quality (about 1.5 s of CPU), and only the tests of which edits redo the compression need it.
 */
function timedBuild(project: ProjectCopy, { env = {}, compress = true }: { env?: Record<string, string>; compress?: boolean } = {}): Map<string, StepLine> {
  const result = project.run(['build', '--timings', ...(compress ? [] : [NO_PRECOMPRESS])], { env });
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
  // The copy shares the project's image cache, which the sample's own build has just filled;
  // it compresses as an owner's build does, as the compression step is one it counts.
  project = copyProject({ precompress: true });
}));
test.after(() => project?.dispose());
test.after.each(() => project.restore());

test('should take every slow output from the cache when nothing changed, loading none of the packages that make them', () => {
  timedBuild(project); // whatever the shared cache lacked (another run's base path), made now
  // The packages the build imports, recorded by a module hook (test/fixtures/package-log.mjs).
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'packages-')), 'loaded.log');
  const steps = timedBuild(project, { env: { NODE_OPTIONS: `--import ${pathToFileURL(PACKAGE_LOG_HOOK).href}`, PACKAGE_LOG: log } });
  for (const name of CACHED_STEPS) assert.ok(steps.get(name)!.reused > 0, `${name} reused its outputs`);
  assert.equal(redone(steps), [], 'nothing made anew');
  // Images and icons (sharp), the social card's glyph check and the résumé (fontkit, pdfkit,
  // bidi-js): each loads on first use, and a build that made nothing had none.
  const loaded = new Set(readFileSync(log, 'utf8').split('\n').map((specifier) => specifier.split('/')[0]));
  rmSync(path.dirname(log), { recursive: true, force: true });
  assert.ok(loaded.has('react-dom'), `the hook recorded the packages the pages render with, in ${[...loaded].join(' ')}`);
  for (const name of ['sharp', 'fontkit', 'pdfkit', 'bidi-js']) assert.not.ok(loaded.has(name), `${name} loaded`);
});

test('should recompress only the pages the stylesheet is inlined in, after it changed', () => {
  project.replace('src/app/sections/Footer.module.css', /$/, `\n:root { --warm-build-probe: "${EDIT}"; }\n`);
  const steps = timedBuild(project);
  assert.equal(redone(steps), ['compression']);
  // Each page holds the stylesheet; the script, the site data and the résumé are as they were.
  const pages = readdirSync(path.join(project.dir, 'dist'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;
  assert.is(steps.get('compression')?.made, 2 * pages, 'a brotli and a gzip copy of each page');
});

test('should redraw the social card and the résumé, not the images or icons, after the owner\'s title changed', () => {
  project.replace(CONTENT, "title: 'Frontend Developer with Node.js Backend Expertise'", `title: 'Frontend Developer ${EDIT}'`);
  assert.equal(redone(timedBuild(project, { compress: false })), ['résumé', 'social card']);
});

// Encoded pictures are cached by content (src/builder/images.ts): an owner who renames a
// picture, or shows one on two cards, waits for no encode.
test('should encode nothing anew when a picture is renamed and shown on two cards', () => {
  project.write('src/assets/projects/renamed.png', readFileSync(path.join(project.dir, 'src/assets/projects/coffee-connoisseur.png')));
  project.replace(CONTENT, "'projects/coffee-connoisseur.png'", "'projects/renamed.png'");
  project.replace(CONTENT, "'projects/meme-generator.png'", "'projects/renamed.png'");
  assert.is(timedBuild(project, { compress: false }).get('images')?.made, 0, 'no image encoded anew');
  // What ships: the two cards show one picture, and every file it lists is in dist/.
  const dist = path.join(project.dir, 'dist');
  const sets = [...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<source type="image\/avif" srcSet="([^"]+)"/g)].map((match) => match[1]!);
  const shared = sets.find((set, index) => set.includes('/projects-renamed-') && sets.indexOf(set) !== index);
  assert.ok(shared, `two cards with one picture among ${sets.join('\n')}`);
  for (const url of shared.split(', ').map((candidate) => candidate.split(' ')[0]!)) assert.ok(existsSync(path.join(dist, url)), `${url} in dist/`);
});

// The posts are not on the résumé or the card: an edited post redraws neither.
test('should keep the résumé and the social card after a post\'s title changed', () => {
  project.replace(CONTENT, "title: 'CSS Container Queries in Production'", `title: 'CSS Container Queries (${EDIT})'`);
  assert.equal(redone(timedBuild(project, { compress: false })), []);
});

test.run();
