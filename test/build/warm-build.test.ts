// Issue 23, "each cache is keyed on its own inputs": a build whose inputs did not change takes
// every slow output from the cache (BRIEF: a warm `npm run build` in at most 2 s), and a change
// to one input redoes what depends on it and nothing else. Read from `build --timings`, which
// counts per step the cached outputs made anew and reused: counts, not times, so load cannot
// make it flake.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { ROOT } from '../helpers/env';
import { copyProject, NO_PRECOMPRESS, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';
const PACKAGE_LOG_HOOK = path.join(ROOT, 'test', 'fixtures', 'package-log.mjs');
const STYLESHEET = 'src/app/sections/Footer.module.css';
// A module the client and the prerender import as './reveal-on-view' (Projects.tsx), and one
// of the build's tools.
const CLIENT_MODULE = 'src/app/sections/reveal-on-view.ts';
const TOOLS_MODULE = 'src/builder/site-files.ts';
// The résumé is drawn, and cached, unless the owner brings their own PDF (content.resumeFile).
const RESUME = content.resumeFile ? [] : ['résumé'];
// The steps whose outputs are cached (build.mjs, fromCache and cachedBuild: esbuild's results).
const CACHED_STEPS = ['tools', 'bundles', 'inline code', 'images', 'social card', ...RESUME, 'icons', 'compression'];
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

/** The browser's script the copy's last build shipped. */
function shippedScript(project: ProjectCopy): string {
  const assets = path.join(project.dir, 'dist', 'assets');
  const name = readdirSync(assets).find((file) => /^client-\w+\.js$/.test(file));
  assert.ok(name, `a client script in ${assets}`);
  return readFileSync(path.join(assets, name), 'utf8');
}

/** A statement that survives minifying, so the shipped script shows which source it was made from. */
const probe = (marker: string) => `\n(globalThis as { warmBuildProbe?: string }).warmBuildProbe = '${marker}';\n`;

const test = suite('build :: a warm build, and one changed input');
let project: ProjectCopy;
test.before(setup(() => {
  // The copy shares the project's image cache, which the sample's own build has just filled;
  // it compresses as an owner's build does, as the compression step is one it counts.
  project = copyProject({ precompress: true });
}));
test.after(() => project?.dispose());
// Undone after each test: the next build finds the bundles of the code as it was (the cache
// keeps a bundle's recent entries, build.mjs's cachedBuild).
test.after.each(() => project.restore());

test('should take every slow output from the cache when nothing changed, loading none of the packages that make them', () => {
  timedBuild(project); // whatever the shared cache lacked (another run's base path), made now
  // The packages the build imports, recorded by a module hook (test/fixtures/package-log.mjs).
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'packages-')), 'loaded.log');
  const steps = timedBuild(project, { env: { NODE_OPTIONS: `--import ${pathToFileURL(PACKAGE_LOG_HOOK).href}`, PACKAGE_LOG: log } });
  for (const name of CACHED_STEPS) {
    const step = steps.get(name);
    assert.ok(step, `${name} in the step report`);
    assert.ok(step.reused > 0, `${name} reused its outputs`);
  }
  assert.equal(redone(steps), [], 'nothing made anew');
  // Images and icons (sharp), the social card's glyph check and the résumé (fontkit, pdfkit,
  // bidi-js), the shipped script's compile hints (acorn): each loads on first use, and a build
  // that made nothing had none.
  const loaded = new Set(readFileSync(log, 'utf8').split('\n').map((specifier) => specifier.split('/')[0]));
  rmSync(path.dirname(log), { recursive: true, force: true });
  assert.ok(loaded.has('react-dom'), `the hook recorded the packages the pages render with, in ${[...loaded].join(' ')}`);
  for (const name of ['sharp', 'fontkit', 'pdfkit', 'bidi-js', 'acorn']) assert.not.ok(loaded.has(name), `${name} loaded`);
});

test('should redo the bundles, the inline stylesheet and the pages\' compression only, after a stylesheet changed', () => {
  // A rule on a selector the module already has: a new class name would change the script
  // too, as a CSS Module's class names ship in it.
  project.replace(STYLESHEET, /$/, `\n:root { --warm-build-probe: "${EDIT}"; }\n`);
  const steps = timedBuild(project);
  assert.equal(redone(steps), ['bundles', 'compression', 'inline code']);
  // The client's and the prerender's: the content bundle and the shipped script stay.
  assert.is(steps.get('bundles')?.made, 2);
});

test('should rebundle and ship a module the client imports, after it changed, and keep the tools', () => {
  project.replace(CLIENT_MODULE, /$/, probe(`edited-${EDIT}`));
  // From here on, an edit that changes the pages builds without compressing them: the test
  // above shows a changed page recompressed, and the tests of nothing changed and of the tools
  // (which change no page) that nothing is.
  const steps = timedBuild(project, { compress: false });
  assert.equal(redone(steps), ['bundles', 'inline code']);
  assert.ok(shippedScript(project).includes(`edited-${EDIT}`), 'the edit ships');
});

// esbuild tries ./x.tsx before ./x.ts: a new file beside an import's target can take its place
// without any file the bundle read changing. (The tools read that folder too: name-fit.ts.)
test('should rebundle when a new file changes what an import resolves to', () => {
  const shadow = CLIENT_MODULE.replace(/\.ts$/, '.tsx');
  project.write(shadow, `export * from './${path.basename(CLIENT_MODULE)}';${probe(`shadow-${EDIT}`)}`);
  const steps = timedBuild(project, { compress: false });
  assert.equal(redone(steps), ['bundles', 'inline code', 'tools']);
  assert.ok(shippedScript(project).includes(`shadow-${EDIT}`), `Projects.tsx's './reveal-on-view' is the new ${shadow}`);
});

// After the test before (a new file, then removed): the client and the prerender come from
// their entries of the code as it was, which a cache of one entry per bundle would have lost.
test('should rebundle the tools alone, after one of their modules changed', () => {
  project.replace(TOOLS_MODULE, /$/, `\n// ${EDIT}\n`);
  assert.equal(redone(timedBuild(project)), ['tools']);
});

test('should redraw the social card and the résumé and rebundle the content, not the images or icons, after the owner\'s title changed', () => {
  project.replace(CONTENT, content.person.title, `${content.person.title} ${EDIT}`);
  const steps = timedBuild(project, { compress: false });
  assert.equal(redone(steps), ['bundles', ...RESUME, 'social card']);
  assert.is(steps.get('bundles')?.made, 1, 'the content bundle alone');
});

// Encoded pictures are cached by content (build.mjs, buildImages): an owner who renames a
// picture, or shows one on two cards, waits for no encode.
if (content.projects.length >= 2) {
  test('should encode nothing anew when a picture is renamed and shown on two cards', () => {
    const first = content.projects[0]!;
    const second = content.projects[1]!;
    const renamed = first.imageUrl.replace(/(\.[a-z]+)$/i, `-renamed$1`);
    project.write(`src/assets/${renamed}`, readFileSync(path.join(project.dir, 'src', 'assets', first.imageUrl)));
    project.replace(CONTENT, `'${first.imageUrl}'`, `'${renamed}'`);
    project.replace(CONTENT, `'${second.imageUrl}'`, `'${renamed}'`);
    const steps = timedBuild(project, { compress: false });
    assert.is(steps.get('images')?.made, 0, 'no image encoded anew');
    // What ships: the two cards show one picture, and every file it lists is in dist/.
    const dist = path.join(project.dir, 'dist');
    const sets = [...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(/<source type="image\/avif" srcSet="([^"]+)"/g)].map((match) => match[1]!);
    const shared = sets.find((set, index) => sets.indexOf(set) !== index);
    assert.ok(shared, `two cards with one picture among ${sets.length} AVIF sources`);
    for (const url of shared.split(', ').map((candidate) => candidate.split(' ')[0]!)) assert.ok(existsSync(path.join(dist, url)), `${url} in dist/`);
  });
}

// The posts are not on the résumé or the card: a new or edited post redraws neither.
if (content.posts.length) {
  test('should keep the résumé and the social card after a post\'s title changed', () => {
    const post = content.posts[0]!;
    project.replace(CONTENT, post.title, `${post.title} (${EDIT})`);
    assert.equal(redone(timedBuild(project, { compress: false })), ['bundles']);
  });
}

test.run();
