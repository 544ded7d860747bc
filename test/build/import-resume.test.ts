// JSON Resume in: `npm run import-resume` turns a real-world-shaped JSON Resume (four
// jobs, two degrees, three networks) into a content module that builds, whose home page shows
// the timeline and whose résumé holds every job in order; broken files, uncommitted work and
// a project outside git change nothing; a crafted file name is data, never code or a terminal
// command. (test/unit/json-resume-import.test.ts holds the module writer to every character
// that could end a comment or a string.) Needs its own project copies: it rewrites content.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { schemaProblems } from '../../src/builder/json-resume/schema';
import { PAGES, textOf } from '../helpers/built-site';
import { readPdf } from '../helpers/pdf-text';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';
import { gitCommitAll, STORY_RESUME, storySite, type StorySite } from '../helpers/story-site';

const CONTENT = 'src/content/content.ts';
const resume = JSON.parse(readFileSync(STORY_RESUME, 'utf8'));
// The fixture's jobs, newest first, as the timeline and the résumé list them.
const JOBS = [
  ['Senior Frontend Engineer', 'Monzo'],
  ['Frontend Engineer', 'Deliveroo'],
  ['Full-Stack Developer', 'Zopa'],
  ['Web Developer Intern', 'Thoughtbot'],
];

/** Whether `parts` occur in `text` one after another. */
function inOrder(text: string, parts: readonly string[]): boolean {
  let at = -1;
  for (const part of parts) if ((at = text.indexOf(part, at + 1)) === -1) return false;
  return true;
}

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

imported('should build a home page, a résumé PDF and a resume.json that hold the four jobs newest first', async () => {
  const html = readFileSync(path.join(site.dist, PAGES.home), 'utf8');
  const section = /<section id="experience"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  assert.match(section, /<time datetime="2021-03">Mar 2021<\/time>/i);
  assert.ok(html.indexOf('id="about"') < html.indexOf('id="experience"') && html.indexOf('id="experience"') < html.indexOf('id="projects"'));
  const { text: pdf } = readPdf(readFileSync(path.join(site.dist, 'resume.pdf')));
  assert.ok(inOrder(textOf(section), JOBS.flat()), textOf(section));
  assert.ok(inOrder(pdf, JOBS.map(([role, company]) => `${role}, ${company}`)), pdf);
  assert.ok(pdf.includes('University College London') && pdf.includes('University of Manchester'));
  assert.match(site.built.stdout, /^résumé: resume\.pdf is (one page|\d pages, as the content runs past one)$/m);
  const published = JSON.parse(readFileSync(path.join(site.dist, 'resume.json'), 'utf8'));
  assert.equal(await schemaProblems(published), []);
  assert.equal(published.work.map((job: { name: string }) => job.name), JOBS.map(([, company]) => company));
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

const refused = suite('import-resume :: what it refuses, and a file\'s name is data');
let project: ProjectCopy;
let before: Record<string, string>;
let outsideGit: CommandResult;
refused.before(setup(() => {
  project = copyProject();
  before = project.snapshot('src');
  outsideGit = project.run(['import-resume', STORY_RESUME]);
  gitCommitAll(project.dir, 'the project as cloned');
}));
refused.after(() => project?.dispose());

/** Runs the import on `text` written as a file called `name` in the copy; returns what it said. */
function importText(text: string, name = 'resume.json'): CommandResult & { said: string } {
  writeFileSync(path.join(project.dir, name), text);
  const result = project.run(['import-resume', name], { env: { INIT_CWD: project.dir } });
  rmSync(path.join(project.dir, name));
  return { ...result, said: `${result.stdout}${result.stderr}` };
}

/** The copy's content.ts bundled and imported as the build imports it; then content.ts as git has it again. */
function importedContent(): { person: { title: string } } {
  const loader = [
    "import * as esbuild from 'esbuild';",
    "const { outputFiles } = await esbuild.build({ entryPoints: ['src/content/content.ts'], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });",
    "const { content } = await import('data:text/javascript,' + encodeURIComponent(outputFiles[0].text));",
    'console.log(JSON.stringify(content));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', loader], { cwd: project.dir, encoding: 'utf8' });
  spawnSync('git', ['checkout', '-q', '--', CONTENT], { cwd: project.dir });
  assert.is(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

refused('outside git: refused, as nothing could show or undo the change', () => {
  assert.is(outsideGit.status, 1);
  assert.match(outsideGit.stderr, /src\/content\/content\.ts is not committed to git/);
  assert.equal(project.snapshot('src'), before);
});

refused('broken files, a missing file, no file named: each said where, and nothing changed', () => {
  for (const [text, lines] of [
    ['{\n  "basics": { "name": "Priya" },\n  "work": [,]\n}', ["Import failed: 1 problem:\n  - resume.json:3:12: not valid JSON: Unexpected token ','"]],
    [JSON.stringify({ basics: { name: 'Priya', profiles: 'github' }, work: [{ name: 'Acme', startDate: 2020, highlights: 'many' }] }), [
      'resume.json: $.basics.profiles must be a list (got "github")',
      'resume.json: $.work[0].startDate must be a string (got 2020)',
      'resume.json: $.work[0].highlights must be a list (got "many")',
    ]],
    [JSON.stringify({ basics: { label: 'Engineer' }, work: [] }), ['resume.json: $.basics.name is missing; the site is built around your name']],
  ] as const) {
    const { status, said } = importText(text);
    assert.is(status, 1, said);
    for (const line of lines) assert.ok(said.includes(line), `${line} in\n${said}`);
    assert.match(said, /src\/content\/content\.ts is unchanged\.$/m);
  }
  const nowhere = project.run(['import-resume', 'no-such.json'], { env: { INIT_CWD: project.dir } });
  assert.is(nowhere.stderr.trim(), 'Import failed: cannot read no-such.json (ENOENT); src/content/content.ts is unchanged');
  const unnamed = project.run(['import-resume']);
  assert.is(unnamed.stderr.trim(), 'Import failed: name the file: npm run import-resume -- path/to/resume.json');
  assert.equal(project.snapshot('src'), before);
});

refused('should never run what a crafted name holds, and load the content it was given', () => {
  // A line break ends a // comment; what follows would be code, and the template opened at the
  // end swallows the rest of the header up to the label, which closes it and declares a person.
  const name = "resume\nimport { writeFileSync } from 'node:fs'; writeFileSync('pwned', 'ran'); String.raw`.json";
  const label = '`; const person = { //';
  const result = importText(JSON.stringify({ ...resume, basics: { ...resume.basics, label } }), name);
  assert.is(result.status, 0, result.said);
  assert.is(importedContent().person.title, label);
  assert.not.ok(existsSync(path.join(project.dir, 'pwned')), 'the name ran');
});

refused('should print nothing from the file that a terminal would act on, imported or refused', () => {
  // A window title (OSC), a screen clear (CSI), a reset (RIS) and the one-byte CSI, in a profile
  // the site cannot link (so the report names it) and in the file's name.
  const network = 'Git\u001b]0;pwned\u0007Hub\u001b[2J\u001bc\u009b31m';
  const unprintable = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
  const report = importText(JSON.stringify({ ...resume, basics: { ...resume.basics, profiles: [{ network, username: 'me' }] } }), 'esc\u001b[2J.json');
  spawnSync('git', ['checkout', '-q', '--', CONTENT], { cwd: project.dir });
  assert.is(report.status, 0, report.said);
  assert.not.match(report.said, unprintable);
  assert.ok(report.said.includes('Imported esc.json into src/content/content.ts.'), report.said);
  assert.ok(report.said.includes('$.basics.profiles[0] (GitHub): a profile is linked by its https: address'), report.said);
  const refusedImport = importText('{ "basics": ', 'bad\u001b]0;pwned\u0007.json');
  assert.is(refusedImport.status, 1);
  assert.not.match(refusedImport.stderr, unprintable);
  assert.match(refusedImport.stderr, /^Import failed: 1 problem:\n {2}- bad\.json:1:/m);
});

refused.run();
