// JSON Resume in: `npm run import-resume` turns a real-world-shaped JSON Resume (four
// jobs, two degrees, three networks) into a content module that builds, whose home page shows
// the timeline and whose résumé holds every job in order; broken files and uncommitted work
// change nothing. Needs its own project copies: it rewrites their content.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { schemaProblems } from '../../src/builder/json-resume/schema';
import { PAGES, textOf } from '../helpers/built-site';
import { readPdf } from '../helpers/pdf-text';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';
import { gitCommitAll, STORY_RESUME, storySite, type StorySite } from '../helpers/story-site';

const CONTENT = 'src/content/content.ts';
const resume = JSON.parse(readFileSync(STORY_RESUME, 'utf8'));
const jobs: { name: string; position: string }[] = resume.work;

const imported = suite('import-resume :: a real-world JSON Resume, then the build');
let site: StorySite;
imported.before(setup(async () => {
  site = await storySite();
}));

imported('should say one line each what it placed, what found no place and what is still to write', () => {
  const out = site.imported.stdout;
  assert.match(out, /^Imported .*priya-raman\.resume\.json into src\/content\/content\.ts\./);
  for (const line of ['$.work: 4 jobs -> experience', '$.education: 2 studies -> education', '$.basics.profiles[2] (Mastodon) -> person.profiles[2], shown as Mastodon', '$.awards: 1 entry; the site has no place for awards', 'person.bio: the summary is 1 paragraph']) {
    assert.ok(out.includes(line), `${line} in\n${out}`);
  }
});

imported('should build a home page whose Experience section lists the four jobs newest first', () => {
  const html = readFileSync(path.join(site.dist, PAGES.home), 'utf8');
  const section = /<section id="experience"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const text = textOf(section);
  let at = 0;
  for (const job of jobs) {
    const found = text.indexOf(job.position, at);
    assert.ok(found >= at && text.includes(job.name), `${job.position} at ${job.name}, in order`);
    at = found;
  }
  assert.match(section, /<time datetime="2021-03">Mar 2021<\/time>/i);
  assert.ok(html.indexOf('id="about"') < html.indexOf('id="experience"') && html.indexOf('id="experience"') < html.indexOf('id="projects"'));
});

imported('should write a résumé PDF that holds every job in order, and say how many pages', () => {
  const { text } = readPdf(readFileSync(path.join(site.dist, 'resume.pdf')));
  let at = 0;
  for (const job of jobs) {
    const found = text.indexOf(`${job.position}, ${job.name}`, at);
    assert.ok(found > at, `${job.position}, ${job.name} after the job before it in ${text}`);
    at = found;
  }
  assert.ok(text.includes('University College London') && text.includes('University of Manchester'));
  assert.match(site.built.stdout, /^résumé: resume\.pdf is (one page|\d pages, as the content runs past one)$/m);
});

imported('should publish a resume.json valid against the official schema', async () => {
  const published = JSON.parse(readFileSync(path.join(site.dist, 'resume.json'), 'utf8'));
  assert.equal(await schemaProblems(published), []);
  assert.equal(published.work.map((job: { name: string }) => job.name), jobs.map((job) => job.name));
});

imported('should refuse to replace a content.ts with changes git has not committed', () => {
  const { project } = site;
  // The owner's own edit, not yet committed (the import's own change may equal what git has).
  project.replace(CONTENT, /$/, '// my edit\n');
  const before = project.snapshot('src/content');
  const again = project.run(['import-resume', STORY_RESUME]);
  assert.is(again.status, 1);
  assert.match(again.stderr, /^Import failed: src\/content\/content\.ts has changes that are not committed; commit them .* first, so that the import loses none of your work; src\/content\/content\.ts is unchanged\.$/m);
  assert.equal(project.snapshot('src/content'), before);
  project.restore();
});

imported.run();

// ---

const broken = suite('import-resume :: broken files change nothing');
let project: ProjectCopy;
let before: Record<string, string>;
broken.before(setup(() => {
  project = copyProject();
  gitCommitAll(project.dir, 'the project as cloned');
  before = project.snapshot('src');
}));
broken.after(() => project?.dispose());

/** Runs the import on `text` written as a file in the copy; returns what it said. */
function importText(text: string): { status: number | null; said: string } {
  writeFileSync(path.join(project.dir, 'resume.json'), text);
  const result = project.run(['import-resume', 'resume.json'], { env: { INIT_CWD: project.dir } });
  return { status: result.status, said: `${result.stdout}${result.stderr}` };
}

broken('bad JSON: where it is, and nothing changed', () => {
  const { status, said } = importText('{\n  "basics": { "name": "Priya" },\n  "work": [,]\n}');
  assert.is(status, 1);
  assert.match(said, /^Import failed: 1 problem:\n {2}- resume\.json:3:12: not valid JSON: Unexpected token ','\n/m);
  assert.match(said, /src\/content\/content\.ts is unchanged\.$/m);
  assert.equal(project.snapshot('src'), before);
});

broken('wrong types: each by its JSON path, and nothing changed', () => {
  const { status, said } = importText(JSON.stringify({ basics: { name: 'Priya', profiles: 'github' }, work: [{ name: 'Acme', startDate: 2020, highlights: 'many' }] }));
  assert.is(status, 1);
  for (const line of ['$.basics.profiles must be a list (got "github")', '$.work[0].startDate must be a string (got 2020)', '$.work[0].highlights must be a list (got "many")']) {
    assert.ok(said.includes(`resume.json: ${line}`), `${line} in\n${said}`);
  }
  assert.equal(project.snapshot('src'), before);
});

broken('a missing name, a missing file, no file named: said, and nothing changed', () => {
  const missing = importText(JSON.stringify({ basics: { label: 'Engineer' }, work: [] }));
  assert.is(missing.status, 1);
  assert.ok(missing.said.includes('resume.json: $.basics.name is missing; the site is built around your name'), missing.said);
  const nowhere = project.run(['import-resume', 'no-such.json'], { env: { INIT_CWD: project.dir } });
  assert.match(nowhere.stderr, /^Import failed: cannot read no-such\.json \(ENOENT\); src\/content\/content\.ts is unchanged$/m);
  const unnamed = project.run(['import-resume']);
  assert.match(unnamed.stderr, /^Import failed: name the file: npm run import-resume -- path\/to\/resume\.json$/m);
  assert.equal(project.snapshot('src'), before);
});

broken('outside git: refused, as nothing could show or undo the change', () => {
  const plain = copyProject();
  try {
    const result = plain.run(['import-resume', STORY_RESUME]);
    assert.is(result.status, 1);
    assert.match(result.stderr, /src\/content\/content\.ts is not committed to git/);
    assert.is(readFileSync(path.join(plain.dir, CONTENT), 'utf8'), readFileSync(path.join(project.dir, CONTENT), 'utf8'));
  } finally {
    plain.dispose();
  }
});

broken.run();

// ---

const named = suite('import-resume :: the file\'s name is data');
let copy: ProjectCopy;
named.before(setup(() => {
  copy = copyProject();
  gitCommitAll(copy.dir, 'the project as cloned');
}));
named.after(() => copy?.dispose());

/** The copy's content.ts bundled and imported as the build imports it, in the copy's folder; null when it does not load. */
function loadCopyContent(): { content: unknown; error: string } {
  const loader = [
    "import * as esbuild from 'esbuild';",
    "const { outputFiles } = await esbuild.build({ entryPoints: ['src/content/content.ts'], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });",
    "const { content } = await import('data:text/javascript,' + encodeURIComponent(outputFiles[0].text));",
    'console.log(JSON.stringify(content));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', loader], { cwd: copy.dir, encoding: 'utf8' });
  return { content: run.status === 0 ? JSON.parse(run.stdout) : null, error: run.stderr };
}

/** Imports the story's résumé, with `basics` changed, from a file called `name`; then content.ts as git has it again. */
function importAs(name: string, basics: object = {}): { status: number | null; said: string; content: unknown; error: string } {
  const file = path.join(copy.dir, name);
  writeFileSync(file, JSON.stringify({ ...resume, basics: { ...resume.basics, ...basics } }));
  const run = copy.run(['import-resume', name], { env: { INIT_CWD: copy.dir } });
  const loaded = loadCopyContent();
  rmSync(file);
  spawnSync('git', ['checkout', '-q', '--', CONTENT], { cwd: copy.dir });
  return { status: run.status, said: `${run.stdout}${run.stderr}`, ...loaded };
}

named('should write a content.ts that loads and holds the same content, whatever the name holds', () => {
  // A file's name cannot hold "/", so the text that ends a block comment comes in the label.
  const label = 'Engineer */ /* ` ${x} \\ "';
  const plain = importAs('resume.json', { label });
  assert.is(plain.status, 0, plain.said);
  assert.is((plain.content as { person: { title: string } }).person.title, label, plain.error);
  for (const name of ['line\nfeed.json', 'return\r.json', 'line\u2028separator.json', 'paragraph\u2029separator.json', 'a * and a comment.json', 'tick ` and ${template}.json', "quote ' \" \\.json"]) {
    const hostile = importAs(name, { label });
    assert.is(hostile.status, 0, `${JSON.stringify(name)}: ${hostile.said}`);
    assert.equal(hostile.content, plain.content, `${JSON.stringify(name)}: ${hostile.error}`);
  }
});

named('should never run what a crafted name holds, when the content is loaded', () => {
  const marker = path.join(copy.dir, 'pwned');
  // A line break ends a // comment; what follows would be code, and the template opened at the
  // end swallows the rest of the header up to the label, which closes it and declares a person.
  const name = "resume\nimport { writeFileSync } from 'node:fs'; writeFileSync('pwned', 'ran'); String.raw`.json";
  for (const breaker of [name, name.replace('\n', '\u2028')]) {
    const result = importAs(breaker, { label: '`; const person = { //' });
    assert.not.ok(existsSync(marker), `${JSON.stringify(breaker)} ran: ${result.said}`);
    assert.is(result.status, 0, result.said);
    assert.is((result.content as { person: { title: string } }).person.title, '`; const person = { //', result.error);
  }
});

named('should print nothing from the file that a terminal would act on', () => {
  // A window title (OSC), a screen clear (CSI), a reset (RIS) and the one-byte CSI, in a profile
  // the site cannot link (so the report names it) and in the file's name.
  const network = 'Git\u001b]0;pwned\u0007Hub\u001b[2J\u001bc\u009b31m';
  const unprintable = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
  const report = importAs('esc\u001b[2J.json', { profiles: [{ network, username: 'me' }] });
  assert.is(report.status, 0, report.said);
  assert.not.match(report.said, unprintable);
  assert.ok(report.said.includes('Imported esc.json into src/content/content.ts.'), report.said);
  assert.ok(report.said.includes('$.basics.profiles[0] (GitHub): a profile is linked by its https: address'), report.said);
  // What the import refuses says where, just as safely.
  const file = path.join(copy.dir, 'bad\u001b]0;pwned\u0007.json');
  writeFileSync(file, '{ "basics": ');
  const refused = copy.run(['import-resume', path.basename(file)], { env: { INIT_CWD: copy.dir } });
  rmSync(file);
  assert.is(refused.status, 1);
  assert.not.match(refused.stderr, unprintable);
  assert.match(refused.stderr, /^Import failed: 1 problem:\n {2}- bad\.json:1:/m);
});

named.run();
