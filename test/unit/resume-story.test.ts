// Issue 26: the résumé carries the whole story. Jobs newest first and studies in the same
// fonts, as text a reader copies and links they click; one page when it fits, else a clean
// second page, each later page headed with the name and every page numbered.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadFonts } from '../../src/build/fonts/fallback';
import { newestJobsFirst } from '../../src/app/experience/order';
import { content } from '../../src/content/content';
import type { Content } from '../../src/content/types';
import { placeBlocks } from '../../src/build/resume/pages';
import { pageCount } from '../../src/build/resume/pdf';
import { resumePdf } from '../../src/build/resume/resume';
import { FONT_DIR, readPdf } from '../helpers/pdf-text';
import { STORY } from '../fixtures/story';

const fonts = loadFonts(FONT_DIR);
// Six projects whatever the owner has, so that the career runs to a second page.
const SIX = Array.from({ length: 6 }, (_, i) => ({ ...content.projects[i % content.projects.length]!, title: `Project ${i + 1}` }));
const owner: Content = { ...content, ...STORY, projects: SIX };

const pages = suite('placeBlocks');
const FRAME = { firstTop: 700, nextTop: 780, bottom: 50 };
const block = (height: number, keepWithNext = false) => ({ name: `block of ${height}`, height, keepWithNext });

pages('should keep everything on page 1 when it fits', () => {
  assert.equal(placeBlocks([block(100), block(200), block(300)], FRAME), [{ page: 0, y: 700 }, { page: 0, y: 600 }, { page: 0, y: 400 }]);
});

pages('should start page 2 with the first block that would run past the bottom', () => {
  const placed = placeBlocks([block(300), block(300), block(100), block(50)], FRAME);
  assert.equal(placed, [{ page: 0, y: 700 }, { page: 0, y: 400 }, { page: 1, y: 780 }, { page: 1, y: 680 }]);
});

pages('should never leave a heading alone at the foot of a page', () => {
  const placed = placeBlocks([block(600), block(20, true), block(100)], FRAME);
  assert.equal(placed.map((p) => p.page), [0, 1, 1]);
  assert.equal(placed[1], { page: 1, y: 780 });
});

pages('should say which block is taller than a whole page', () => {
  assert.throws(() => placeBlocks([block(100), block(800)], FRAME), /cannot place block of 800: it alone is taller than a page/);
});

pages.run();

// ---

const story = suite('resumePdf :: experience and education');

story('should hold every job newest first, with its dates, and every study', async () => {
  const { text } = readPdf(await resumePdf(owner, fonts));
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

story('should link each company and school that has an address', async () => {
  const { links } = readPdf(await resumePdf(owner, fonts));
  assert.ok(links.includes('https://contoso.example.org'), links.join(' '));
  assert.ok(links.includes('https://www.manchester.ac.uk'), links.join(' '));
});

story('should take two pages for this much, the second headed with the name, both numbered', async () => {
  const bytes = await resumePdf(owner, fonts);
  const pdf = readPdf(bytes);
  assert.is(pdf.pages, 2);
  assert.is(pageCount(bytes), 2, 'the count the build reports');
  assert.ok(pdf.text.includes('Page 1 of 2') && pdf.text.includes('Page 2 of 2'));
  const second = pdf.text.slice(pdf.text.indexOf('Page 1 of 2') + 'Page 1 of 2'.length);
  assert.ok(second.trimStart().startsWith(owner.person.name), second.slice(0, 80));
});

story('should stay one page, with no page number, with a short career', async () => {
  const short: Content = { ...content, experience: [STORY.experience[2]!], education: [STORY.education[1]!] };
  const bytes = await resumePdf(short, fonts);
  const pdf = readPdf(bytes);
  assert.is(pdf.pages, 1);
  assert.is(pageCount(bytes), 1);
  assert.not.ok(pdf.text.includes('Page 1'));
  assert.ok(pdf.text.includes('Full-Stack Developer, Fabrikam Sep 2016 – May 2018'), pdf.text);
});

story.run();
