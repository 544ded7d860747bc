// The résumé of any owner: contact details they leave out are left out, every
// profile is linked, and long titles wrap instead of running off the page.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadFonts } from '../../src/builder/fonts/fallback';
import { resumePdf } from '../../src/builder/resume/resume';
import { content } from '../fixtures/sample/content';
import type { Content, Person } from '../../src/content/types';
import { FONT_DIR, readPdf, wordBoxes } from '../helpers/pdf-text';

const fonts = await loadFonts(FONT_DIR);
const { phone: _phone, location: _location, ...withoutContact } = content.person;
const withPerson = (person: Person): Content => ({ ...content, person });
// MARGIN in src/builder/resume/resume.ts: nothing is drawn closer to the page's edge.
const MARGIN = 48;

const test = suite('resumePdf :: any owner');

test('should leave out a phone and a location the owner does not give', async () => {
  const pdf = readPdf(await resumePdf(withPerson(withoutContact), fonts));
  assert.ok(pdf.text.includes(content.person.email));
  assert.not.ok(pdf.links.some((link) => link.startsWith('tel:')), 'no tel: link');
  const withBoth = readPdf(await resumePdf(withPerson({ ...withoutContact, phone: '+44 20 7946 0958', location: 'Brighton, UK' }), fonts));
  assert.ok(withBoth.text.includes('+44 20 7946 0958') && withBoth.text.includes('Brighton, UK'));
  assert.ok(withBoth.links.includes('tel:+442079460958'));
  for (const gone of ['+44 20 7946 0958', 'Brighton, UK']) assert.not.ok(pdf.text.includes(gone), gone);
});

test('should link every profile, in the owner\'s order, wrapping the line when they do not fit one', async () => {
  const profiles = [
    'https://gitlab.com/aikaterini-papadimitriou', 'https://bsky.app/profile/aikaterini.bsky.social',
    'https://hachyderm.io/@aikaterini', { url: 'https://social.example.org/users/aikaterini', network: 'mastodon' as const },
    'https://stackoverflow.com/users/1234567/aikaterini-papadimitriou', 'https://www.youtube.com/@aikaterini-codes',
  ];
  const bytes = await resumePdf(withPerson({ ...content.person, profiles }), fonts);
  const { links } = readPdf(bytes);
  const urls = profiles.map((profile) => (typeof profile === 'string' ? profile : profile.url));
  assert.equal(links.filter((link) => urls.includes(link)), urls);
  for (const word of wordBoxes(bytes)) assert.ok(word.xMax <= word.pageWidth - MARGIN + 1, `${word.word} ends at ${word.xMax}`);
});

test('should wrap a 115-character project title and a long name and title, and break a word wider than the line, inside the page', async () => {
  const title = 'Exceptionally Long Project Title About Distributed Offline-First Collaborative Editing With CRDTs and Offline Syncs';
  const word = 'Supercalifragilisticexpialidocious'.repeat(4);
  const long: Content = {
    ...withPerson({ ...content.person, name: 'Aikaterini Papadimitriou-Chatzigeorgiou Konstantinidou', title: 'Senior Frontend Engineer for Accessible, Fast and Internationalised Web Applications and Design Systems' }),
    projects: [{ ...content.projects[0]!, title, technologies: ['TypeScript', 'Yjs', 'WebRTC', 'IndexedDB', 'Service Workers'] }, { ...content.projects[1]!, title: word }],
  };
  const bytes = await resumePdf(long, fonts);
  for (const placed of wordBoxes(bytes)) {
    assert.ok(placed.xMin >= MARGIN - 1 && placed.xMax <= placed.pageWidth - MARGIN + 1, `"${placed.word}" runs to ${placed.xMax.toFixed(1)} of ${placed.pageWidth}`);
  }
  const { text } = readPdf(bytes);
  for (const whole of [title, long.person.name, long.person.title]) assert.ok(text.includes(whole), whole);
  assert.ok(text.replace(/\s/g, '').includes(word), 'every letter of the long word');
});

test('should list the projects that fit the page in the owner\'s order, then link the rest on the site', async () => {
  // Twelve projects (the most a site may have), each with a three-line description: more than a page holds.
  const projects = Array.from({ length: 12 }, (_, i) => ({
    ...content.projects[0]!,
    title: `Project number ${i + 1}`,
    description: 'A description long enough to take about three lines of the résumé, as an owner who writes a little more than the sample does would write it for every one of the projects listed here.',
    liveUrl: `https://p${i + 1}.example.org`,
  }));
  // Without a career, which may take a page of its own (resume-story.test.ts has the projects after one).
  const pdf = readPdf(await resumePdf({ ...content, experience: undefined, education: undefined, projects }, fonts));
  assert.is(pdf.pages, 1);
  const shown = projects.filter((project) => pdf.text.includes(project.title));
  assert.ok(shown.length >= 3 && shown.length < 12, `${shown.length} projects shown`);
  assert.equal(shown, projects.slice(0, shown.length), 'the first ones, in order');
  assert.ok(pdf.text.includes(`${12 - shown.length} more projects on portfolio.example.com`), pdf.text.slice(-200));
  assert.ok(pdf.links.includes('https://portfolio.example.com'));
});

test('should copy out every letter of a document made after another with the same fonts', async () => {
  // The first document's compound glyphs (Greek with tonos, Latin with accents) are built from
  // plain letters; a later document must still map those letters to their text.
  // Its bold text has "Å" and "Á" but no plain "A", so the subsetter is the first to ask for
  // the "A" they are built from (as with owner A's Greek résumé, whose next one lost its A's).
  const shared = await loadFonts(FONT_DIR);
  const bold = (text: string) => ({ title: text, technologies: ['Rust'] });
  const first: Content = {
    ...content,
    person: { ...content.person, name: 'Ångström Ábel', title: 'Émile Ïsa' },
    skillGroups: [{ title: 'Tools', skills: ['Vite'] }],
    projects: [{ ...content.projects[0]!, ...bold('Ånd Más') }],
  };
  await resumePdf(first, shared);
  const second = { ...content, person: { ...content.person, name: 'Anna Eleni Irida Ora', title: 'Ena Ilios · Emile Angstrom Ian' } };
  const { text } = readPdf(await resumePdf(second, shared));
  for (const expected of [second.person.name, second.person.title]) assert.ok(text.includes(expected), `${expected} in ${text.slice(0, 120)}`);
});

test.run();
