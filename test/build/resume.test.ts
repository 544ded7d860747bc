// The Download Resume button always gets a PDF: the one made from the content,
// with selectable text, or the owner's own file served byte for byte.
import { tsImport } from 'tsx/esm/api';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content, Person } from '../../src/content/types';
import { buildSite } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { readPdf } from '../helpers/pdf-text';

const site = buildSite();

const built = suite('build :: dist/resume.pdf');

built('should hold the name, the title and every skill, on one page, titled with the name as a PDF reader shows it', () => {
  const pdf = readPdf(readFileSync(path.join(site.dir, 'resume.pdf')));
  assert.is(pdf.pages, 1);
  assert.is(pdf.title, 'Alex Carter – Résumé');
  assert.is(pdf.author, 'Alex Carter');
  for (const expected of [content.person.title, ...content.skillGroups.flatMap((group) => group.skills)]) {
    assert.ok(pdf.text.includes(expected), expected);
  }
});

built('should say in one line what the résumé is, and warn about no character: the shipped fonts draw all of the content', () => {
  assert.is(site.output.split('\n').filter((line) => line.startsWith('résumé:')).join('\n'), 'résumé: resume.pdf is one page');
  assert.not.match(site.output, /no font in src\/builder\/fonts/);
});

built.run();

// ---

const owner = suite("build :: the owner's résumé");
let dir: string;
owner.before.each(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'resume-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'out'));
});
owner.after.each(() => rmSync(dir, { recursive: true, force: true }));

/** What the step said of the résumé it made, in one line. */
let said = '';

/** The build's résumé step, imported through tsx as the build runs it (bundled here, it would find the project's files from .cache/test). */
async function buildResume(resumeFile: string | undefined, person: Partial<Person> = {}, more: Partial<Content> = {}) {
  const { buildResume: step }: typeof import('../../src/builder/documents') = await tsImport(pathToFileURL(path.join(ROOT, 'src/builder/documents.ts')).href, import.meta.url);
  const assets = path.join(dir, 'assets');
  const out = path.join(dir, 'out');
  const owners: Content = { ...content, ...more, resumeFile, person: { ...content.person, ...person } };
  said = await step(out, owners, assets);
  return readFileSync(path.join(out, 'resume.pdf'));
}

owner('should serve the PDF named by content.resumeFile as it is', async () => {
  const own = Buffer.from('%PDF-1.7\n% the owner\'s own CV, not made by the build\n%%EOF\n');
  writeFileSync(path.join(dir, 'assets', 'my-cv.pdf'), own);
  assert.equal(await buildResume('my-cv.pdf'), own);
  assert.is(said, 'résumé: resume.pdf is src/assets/my-cv.pdf, as it is');
});

owner('should make one for a name in any script, with the fonts the build ships', async () => {
  for (const person of [{ name: 'Łukasz Dvořák-Christopherson', location: 'İstanbul' }, { name: '王小明' }, { name: 'محمد عبدالله' }]) {
    // Without a career, which may take a second page of its own.
    const pdf = readPdf(await buildResume(undefined, person, { experience: undefined, education: undefined }));
    assert.is(pdf.title, `${person.name} – Résumé`);
    assert.ok(pdf.text.includes(person.name), `${person.name} in ${pdf.text.slice(0, 120)}`);
    if (person.location) assert.ok(pdf.text.includes(person.location), person.location);
    assert.is(pdf.pages, 1);
  }
});

owner('should go on to a second page, and say so, when the content runs past one', async () => {
  // A career of eight jobs with three highlights each: more than one page holds.
  const job = (i: number) => ({
    company: `Company ${i + 1}`, role: 'Software Engineer', location: 'Remote', start: `${2020 - 2 * i}-01`, end: `${2021 - 2 * i}-12`,
    summary: 'Built and ran the web platform of a growing product.', highlights: ['Shipped the checkout', 'Halved the build time', 'Mentored four engineers'], technologies: ['React', 'Node.js'],
  });
  const pdf = readPdf(await buildResume(undefined, {}, { experience: Array.from({ length: 8 }, (_, i) => job(i)) }));
  assert.is(pdf.pages, 2);
  assert.is(said, 'résumé: resume.pdf is 2 pages, as the content runs past one');
});

owner.run();
