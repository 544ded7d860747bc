import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FONT_FILES, fontFor, loadFonts, missingCharacters } from '../../src/builder/fonts/fallback';
import { content } from '../fixtures/sample/content';
import type { Content, Person } from '../../src/content/types';
import { PdfPage } from '../../src/builder/resume/pdf';
import { resumePdf } from '../../src/builder/resume/resume';
import { layoutLine, loadTextLayout } from '../../src/builder/resume/text-layout';
import { FONT_DIR, readPdf } from '../helpers/pdf-text';

const fonts = await loadFonts(FONT_DIR);
await loadTextLayout(); // layoutLine is called directly below, without a page that loads it
// The content without a career: these tests are of the header, the metadata and the projects,
// which fit one page whatever the owner's career; the career's pages are resume-story.test.ts's.
const noCareer: Content = { ...content, experience: undefined, education: undefined };
const withPerson = (person: Partial<Person>): Content => ({ ...noCareer, person: { ...content.person, ...person } });
// People from around the world, as owners of the site might be: Latin Extended, Turkish
// dotted capital I, Chinese, Arabic, Greek, Cyrillic, Hebrew, Japanese, Korean, emoji.
const PEOPLE: Partial<Person>[] = [
  { name: 'Łukasz Dvořák-Christopherson' },
  { name: 'Jiří Novák', location: 'İstanbul, Türkiye' },
  { name: '王小明', title: '前端开发工程师' },
  { name: 'محمد عبدالله', location: 'دبي' },
  { name: 'Γιώργος Παπαδόπουλος', location: 'Москва' },
  { name: 'דוד כהן', location: 'תל אביב' },
  { name: '山田太郎', title: 'フロントエンドエンジニア 🚀' },
  { name: '김민준', location: '서울' },
];

const resume = suite('resumePdf');

resume('should be one A4 page whose title, author and subject are the person, in Unicode', async () => {
  const pdf = readPdf(await resumePdf(noCareer, fonts));
  assert.is(pdf.pages, 1);
  assert.is(pdf.title, `${content.person.name} – Résumé`);
  assert.is(pdf.author, content.person.name);
  assert.is(pdf.subject, content.person.title);
});

/** The projects the résumé lists: the first ones, while they fit the page (a line links the rest). */
const listed = (text: string) => content.projects.filter((project) => text.includes(project.title));

resume('should carry the name, title, contact, every skill and the projects, the ones that do not fit named by a link', async () => {
  const { text } = readPdf(await resumePdf(content, fonts));
  const { name, title, email, phone, location } = content.person;
  for (const expected of [name, title, email, ...(phone ? [phone] : []), ...(location ? [location] : [])]) {
    assert.ok(text.includes(expected), expected);
  }
  for (const skill of content.skillGroups.flatMap((group) => group.skills)) assert.ok(text.includes(skill), skill);
  const shown = listed(text);
  assert.equal(shown, content.projects.slice(0, shown.length), 'the first ones, in order');
  const rest = content.projects.length - shown.length;
  if (rest) assert.ok(text.includes(`${rest} more project${rest > 1 ? 's' : ''} on `), `the ${rest} left out are named`);
});

resume('should link to live demos and public code, not to private "#"', async () => {
  const { links, text } = readPdf(await resumePdf(content, fonts));
  for (const project of listed(text)) {
    assert.ok(links.includes(project.liveUrl), project.liveUrl);
    if (project.codeUrl !== '#') assert.ok(links.includes(project.codeUrl), project.codeUrl);
  }
  assert.not.ok(links.includes('#'));
  assert.ok(links.includes(`mailto:${content.person.email}`));
});

resume('should write a name, title and place in any script exactly, in the text and the metadata', async () => {
  for (const person of PEOPLE) {
    const pdf = readPdf(await resumePdf(withPerson(person), fonts));
    const { name, title, location } = { ...content.person, ...person };
    assert.is(pdf.pages, 1, name);
    assert.is(pdf.title, `${name} – Résumé`);
    assert.is(pdf.author, name);
    assert.is(pdf.subject, title);
    for (const expected of [name, title, location ?? name]) assert.ok(pdf.text.includes(expected), `${expected} in ${pdf.text.slice(0, 200)}`);
    assert.ok(pdf.links.includes(`mailto:${content.person.email}`), name);
  }
});

resume('should give the same bytes for the same content', async () => {
  assert.equal(await resumePdf(content, fonts), await resumePdf(content, fonts));
});

resume('should go on to a second page, not fail, when the content does not fit one', async () => {
  const bio = content.person.bio;
  // A profile of some 40 lines and as many skills: together more than page 1 holds.
  const skills = Array.from({ length: 12 }, (_, i) => ({ title: `Group ${i + 1}`, skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Accessibility', 'Performance budgets', 'Design systems', 'Testing'] }));
  const long = { ...withPerson({ bio: [bio[0].repeat(Math.ceil(3000 / bio[0].length)).slice(0, 3000), bio[1], bio[2]] }), skillGroups: skills };
  const pdf = readPdf(await resumePdf(long, fonts));
  assert.is(pdf.pages, 2);
  assert.ok(pdf.text.includes('Page 2 of 2'), 'numbered');
  // The projects that fit the second page, in order, then a line to the rest on the site.
  const shown = content.projects.filter((project) => pdf.text.includes(project.title));
  assert.ok(shown.length >= 1, 'the first project is always there');
  assert.equal(shown, content.projects.slice(0, shown.length), 'the first ones, in order');
  const left = content.projects.length - shown.length;
  if (left) assert.ok(pdf.text.includes(`${left} more project${left > 1 ? 's' : ''} on`), pdf.text.slice(-300));
});

resume('should refuse a part taller than a whole page, naming it and the file', async () => {
  // Some 300 lines of profile, whatever the owner's bio: far more than a page holds.
  const bio = content.person.bio;
  const long = withPerson({ bio: ['A word or two about my work. '.repeat(1000), bio[1], bio[2]] });
  const error = await Promise.resolve()
    .then(() => resumePdf(long, fonts))
    .then(() => undefined, (reason: unknown) => reason);
  assert.instance(error, Error);
  assert.match((error as Error).message, /cannot place person\.bio: it alone is taller than a page; shorten it in src\/content\/content\.ts/);
});

resume.run();

// ---

const fallback = suite('font fallback');

fallback('should draw each character with the first font that has it', () => {
  const chain = [fonts.regular, fonts.cjk, fonts.emoji];
  assert.is(fontFor('Ł', chain)?.font.role, 'regular');
  assert.is(fontFor('ش', chain)?.font.role, 'regular');
  assert.is(fontFor('王', chain)?.font.role, 'cjk');
  assert.is(fontFor('김', chain)?.font.role, 'cjk');
  assert.is(fontFor('🚀', chain)?.font.role, 'emoji');
  // A skin tone the monochrome font lacks is left out, not drawn as a box.
  assert.is(fontFor('👍🏽', chain)?.font.role, 'emoji');
  assert.is(fontFor('\u{20000}', chain), undefined, 'CJK Extension B: in none of the fonts');
});

fallback('should name the characters no font has, once each', () => {
  const every = Object.values(fonts);
  assert.equal(missingCharacters('Łukasz 王小明 محمد 🚀 İstanbul', every), []);
  assert.equal(missingCharacters('a\u{20000}b\u{20000}\u{E000}', every), ['\u{20000}', '\u{E000}']);
  assert.equal(Object.keys(fonts).sort(), Object.keys(FONT_FILES).sort());
});

fallback.run();

// ---

const metrics = suite('résumé text layout');
const page = () => PdfPage.create(595, 842, fonts, { title: 't', author: 'a', subject: 's', lang: 'en', date: new Date(0) });

metrics('should measure with the embedded font\'s own widths', async () => {
  const p = await page();
  const { font } = fonts.regular;
  assert.is(p.textWidth('A', 'regular', 10), (font.glyphForCodePoint(65).advanceWidth * 10) / font.unitsPerEm);
  const bold = fonts.bold.font;
  assert.is(p.textWidth('A', 'bold', 10), (bold.glyphForCodePoint(65).advanceWidth * 10) / bold.unitsPerEm);
});

metrics('should wrap within the width, at spaces and between Chinese or Japanese characters', async () => {
  const p = await page();
  for (const text of ['one two three four five six seven', '王小明是一名前端开发工程师，住在上海。', 'フロントエンドエンジニアです']) {
    const lines = p.wrapText(text, 'regular', 10, 60);
    assert.ok(lines.length > 1, text);
    for (const line of lines) assert.ok(p.textWidth(line, 'regular', 10) <= 60, line);
    assert.is(lines.join(text.includes(' ') ? ' ' : ''), text);
  }
});

metrics('should lay right-to-left words out right to left, with numbers and Latin words in place', () => {
  const runs = (text: string) => layoutLine(text, 'regular', fonts, () => 1).map((run) => run.text);
  // One Arabic run, in logical order (fontkit shapes and reverses it whole).
  assert.equal(runs('محمد عبدالله'), ['محمد عبدالله']);
  // In a left-to-right line the Arabic words and the number after them read right to left.
  assert.equal(runs('Frontend محمد عبدالله 2025'), ['Frontend ', '2025', 'محمد عبدالله ']);
  // A Chinese name inside Latin text: its own font, same order.
  assert.equal(runs('Hi 王小明!'), ['Hi ', '王小明', '!']);
});

metrics.run();
