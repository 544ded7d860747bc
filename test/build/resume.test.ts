// The Download Resume button always gets a PDF (BRIEF §11): the one made from the content,
// with selectable text, or the owner's own file served byte for byte.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { RESUME_PATH } from '../../src/content/links';
import { resumePdf } from '../../src/resume/resume';
import { buildSite } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { readPdf } from '../helpers/pdf-text';

const site = buildSite();

const built = suite('build :: dist/resume.pdf');

built('should be one page whose text holds the name, the title and every skill', () => {
  const pdf = readPdf(readFileSync(path.join(site.dir, 'resume.pdf')));
  assert.is(pdf.pages, 1);
  const text = pdf.text.join(' ');
  for (const expected of [content.person.name, content.person.title, ...content.skillGroups.flatMap((group) => group.skills)]) {
    assert.ok(text.includes(expected), expected);
  }
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

/** build.mjs's résumé step, imported at run time from the repository (it is not bundled). */
async function buildResume(resumeFile: string | undefined) {
  const { buildResume: step } = await import(pathToFileURL(path.join(ROOT, 'build.mjs')).href);
  const assets = path.join(dir, 'assets');
  const out = path.join(dir, 'out');
  await step(out, { RESUME_PATH, resumePdf }, { ...content, resumeFile }, assets);
  return readFileSync(path.join(out, 'resume.pdf'));
}

owner('should serve the PDF named by content.resumeFile as it is', async () => {
  const own = Buffer.from('%PDF-1.7\n% the owner\'s own CV, not made by the build\n%%EOF\n');
  writeFileSync(path.join(dir, 'assets', 'my-cv.pdf'), own);
  assert.equal(await buildResume('my-cv.pdf'), own);
});

owner('should make one from the content when none is named', async () => {
  const made = await buildResume(undefined);
  assert.equal(made, Buffer.from(resumePdf(content)));
  assert.ok(readPdf(made).text.join(' ').includes(content.person.name));
});

owner.run();
