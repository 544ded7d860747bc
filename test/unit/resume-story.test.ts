// The résumé carries the whole story. Jobs newest first and studies in the same
// fonts, as text a reader copies and links they click; one page when it fits, else a clean
// second page, each later page headed with the name and every page numbered.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadFonts } from '../../src/builder/fonts/fallback';
import { newestJobsFirst } from '../../src/prerendered/experience/order';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { placeBlocks } from '../../src/builder/resume/pages';
import { pageCount } from '../../src/builder/resume/pdf';
import { resumePdf } from '../../src/builder/resume/resume';
import { FONT_DIR, readPdf } from '../helpers/pdf-text';
import { STORY } from '../fixtures/story';

const fonts = await loadFonts(FONT_DIR);
// Six projects whatever the owner has: more than fit below this career, so some give way.
const SIX = Array.from({ length: 6 }, (_, i) => ({ ...content.projects[i % content.projects.length]!, title: `Project ${i + 1}` }));
const owner: Content = { ...content, ...STORY, projects: SIX };
// A longer career, which runs past one page whatever the projects: STORY's three jobs and five
// earlier ones with three highlights each, as a senior developer's résumé has them.
const EARLIER = Array.from({ length: 5 }, (_, i) => ({
  company: `Earlier Company ${i + 1}`,
  role: 'Software Engineer',
  location: 'Manchester, UK',
  start: `${2010 - 2 * i}-01`,
  end: `${2011 - 2 * i}-12`,
  summary: 'Built and ran the web platform of a growing product, from the first sketch to the last metric.',
  highlights: ['Shipped a checkout used by two million people a month', 'Halved the build time of the main app', 'Mentored four junior engineers through their first year'],
  technologies: ['JavaScript', 'PHP', 'MySQL'],
}));
const longCareer: Content = { ...owner, experience: [...STORY.experience, ...EARLIER] };

/** The projects of `owner` the résumé's text holds, checked to be the first ones, in order, with a line to the rest. */
function projectsShown(text: string, of: Content): number {
  const shown = of.projects.filter((project) => text.includes(project.title));
  assert.ok(shown.length >= 1, 'the first project is always there');
  assert.equal(shown, of.projects.slice(0, shown.length), 'the first ones, in order');
  const left = of.projects.length - shown.length;
  if (left) assert.ok(text.includes(`${left} more project${left > 1 ? 's' : ''} on`), text.slice(-300));
  return shown.length;
}

const test = suite('résumé pages and career');
const FRAME = { firstTop: 700, nextTop: 780, bottom: 50 };
const block = (height: number, keepWithNext = false) => ({ name: `block of ${height}`, height, keepWithNext });

test('placeBlocks should keep what fits on page 1, start page 2 with the first block past the bottom, and never leave a heading alone at the foot', () => {
  const rows = [
    [[block(100), block(200), block(300)], [{ page: 0, y: 700 }, { page: 0, y: 600 }, { page: 0, y: 400 }]],
    [[block(300), block(300), block(100), block(50)], [{ page: 0, y: 700 }, { page: 0, y: 400 }, { page: 1, y: 780 }, { page: 1, y: 680 }]],
    [[block(600), block(20, true), block(100)], [{ page: 0, y: 700 }, { page: 1, y: 780 }, { page: 1, y: 760 }]],
  ] as const;
  for (const [blocks, placed] of rows) assert.equal(placeBlocks([...blocks], FRAME), placed);
  assert.throws(() => placeBlocks([block(100), block(800)], FRAME), /cannot place block of 800: it alone is taller than a page/);
});

test('should hold every job newest first, with its dates, and every study, linking those with an address', async () => {
  const { text, links } = readPdf(await resumePdf(owner, fonts));
  for (const link of ['https://contoso.example.org', 'https://www.manchester.ac.uk']) assert.ok(links.includes(link), link);
  let at = text.indexOf(owner.labels.experience.title.toUpperCase());
  assert.ok(at > 0, 'the Experience heading');
  for (const job of newestJobsFirst(STORY.experience)) {
    const found = text.indexOf(`${job.role}, ${job.company}`, at);
    assert.ok(found > at, `${job.role}, ${job.company} after the one before it`);
    at = found;
  }
  for (const expected of ['Mar 2021 – Present', 'Jun 2018 – Feb 2021', 'Moved 140 components to a token-based theme', 'React · TypeScript · Storybook · Playwright', 'University College London', 'MSc, Human-Computer Interaction', '2012 – 2015']) {
    assert.ok(text.includes(expected), `${expected} in ${text}`);
  }
});

test('should take two pages for a long career, every job in order, the second headed with the name, both numbered', async () => {
  const bytes = await resumePdf(longCareer, fonts);
  const pdf = readPdf(bytes);
  assert.is(pdf.pages, 2);
  assert.is(pageCount(bytes), 2, 'the count the build reports');
  assert.ok(pdf.text.includes('Page 1 of 2') && pdf.text.includes('Page 2 of 2'));
  const second = pdf.text.slice(pdf.text.indexOf('Page 1 of 2') + 'Page 1 of 2'.length);
  assert.ok(second.trimStart().startsWith(longCareer.person.name), second.slice(0, 80));
  let at = 0;
  for (const job of newestJobsFirst(longCareer.experience!)) {
    const found = pdf.text.indexOf(`${job.role}, ${job.company}`, at);
    assert.ok(found > at, `${job.company} after the one before it`);
    at = found;
  }
  projectsShown(pdf.text, longCareer);
});

test('should let projects give way rather than add a page: the first ones that fit, then a line to the rest; one page has no number', async () => {
  const bytes = await resumePdf(owner, fonts);
  const pdf = readPdf(bytes);
  assert.is(pdf.pages, 1, 'this career fits one page, and the projects do not add one');
  assert.is(pageCount(bytes), 1, 'the count the build reports');
  assert.not.ok(pdf.text.includes('Page 1'));
  assert.ok(projectsShown(pdf.text, owner) < SIX.length, 'not all six fit below this career');
});

test.run();
