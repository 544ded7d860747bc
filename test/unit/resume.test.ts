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

const test = suite('résumé PDF');

test('should be one A4 page for the person: name, title, contact, every skill and the six projects, linked', async () => {
  const pdf = readPdf(await resumePdf(content, fonts));
  assert.equal([pdf.pages, pdf.title, pdf.author, pdf.subject], [1, 'Alex Carter – Résumé', 'Alex Carter', 'Frontend Developer with Node.js Backend Expertise']);
  for (const expected of ['Alex Carter', 'alex.carter@example.com', '+971 50 123 4567', 'Dubai, UAE', 'UI/UX Design', 'JWT Auth', 'Jest']) assert.ok(pdf.text.includes(expected), expected);
  for (const title of ['Coffee Connoisseur', 'Meme Generator', 'FotoFlix', 'Grocery Bud', 'WordSpeed Analyzer', 'Pacman Game']) assert.ok(pdf.text.includes(title), title);
  assert.not.match(pdf.text, /more projects? on/, 'all six fit: no line to the rest (resume-owner.test.ts has one)');
  // Live demos and public code are linked; FotoFlix's private "#" is not.
  for (const link of ['https://coffee-connoisseur.example.com', 'https://github.com/example/coffee-connoisseur', 'https://fotoflix.example.com', 'mailto:alex.carter@example.com']) assert.ok(pdf.links.includes(link), link);
  assert.not.ok(pdf.links.includes('#'));
});

test('should write a name, title and place in any script exactly, in the text and the metadata', async () => {
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

test('should give the same bytes for the same content', async () => {
  assert.equal(await resumePdf(content, fonts), await resumePdf(content, fonts));
});

test('should refuse a part taller than a whole page, naming it and the file', async () => {
  // Some 300 lines of profile, whatever the owner's bio: far more than a page holds.
  const bio = content.person.bio;
  const long = withPerson({ bio: ['A word or two about my work. '.repeat(1000), bio[1], bio[2]] });
  const error = await Promise.resolve()
    .then(() => resumePdf(long, fonts))
    .then(() => undefined, (reason: unknown) => reason);
  assert.instance(error, Error);
  assert.match((error as Error).message, /cannot place person\.bio: it alone is taller than a page; shorten it in src\/content\/content\.ts/);
});

test('should draw each character with the first font that has it', () => {
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

test('should name the characters no font has, once each', () => {
  const every = Object.values(fonts);
  assert.equal(missingCharacters('Łukasz 王小明 محمد 🚀 İstanbul', every), []);
  assert.equal(missingCharacters('a\u{20000}b\u{20000}\u{E000}', every), ['\u{20000}', '\u{E000}']);
  assert.equal(Object.keys(fonts).sort(), Object.keys(FONT_FILES).sort());
});

const page = () => PdfPage.create(595, 842, fonts, { title: 't', author: 'a', subject: 's', lang: 'en', date: new Date(0) });

test('should measure with the embedded font\'s own widths', async () => {
  const p = await page();
  const { font } = fonts.regular;
  assert.is(p.textWidth('A', 'regular', 10), (font.glyphForCodePoint(65).advanceWidth * 10) / font.unitsPerEm);
  const bold = fonts.bold.font;
  assert.is(p.textWidth('A', 'bold', 10), (bold.glyphForCodePoint(65).advanceWidth * 10) / bold.unitsPerEm);
});

test('should wrap within the width, at spaces and between Chinese or Japanese characters', async () => {
  const p = await page();
  for (const text of ['one two three four five six seven', '王小明是一名前端开发工程师，住在上海。', 'フロントエンドエンジニアです']) {
    const lines = p.wrapText(text, 'regular', 10, 60);
    assert.ok(lines.length > 1, text);
    for (const line of lines) assert.ok(p.textWidth(line, 'regular', 10) <= 60, line);
    assert.is(lines.join(text.includes(' ') ? ' ' : ''), text);
  }
});

test('should lay right-to-left words out right to left, with numbers and Latin words in place', () => {
  const runs = (text: string) => layoutLine(text, 'regular', fonts, () => 1).map((run) => run.text);
  // One Arabic run, in logical order (fontkit shapes and reverses it whole).
  assert.equal(runs('محمد عبدالله'), ['محمد عبدالله']);
  // In a left-to-right line the Arabic words and the number after them read right to left.
  assert.equal(runs('Frontend محمد عبدالله 2025'), ['Frontend ', '2025', 'محمد عبدالله ']);
  // A Chinese name inside Latin text: its own font, same order.
  assert.equal(runs('Hi 王小明!'), ['Hi ', '王小明', '!']);
});

test.run();
