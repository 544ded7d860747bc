// A career in Chromium: the Experience section of an owner who imported a real-world JSON
// Resume (test/helpers/story-site.ts) is accessible at every width in both themes, reads the
// same in every time zone, hydrates without a warning, works without JavaScript, and prints.
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { EXPERIENCE_ID } from '../../src/app/sections/Prerendered';
import { axeViolations, barBottom, browserSuite, finishAnimations, scrollSettled, topOf, visit, WIDTHS } from '../helpers/browser';
import { readPdf } from '../helpers/pdf-text';
import { setup } from '../helpers/setup';
import { storySite } from '../helpers/story-site';

const { labels } = content;
// The fixture's jobs, newest first, and the address printed after a linked company.
const JOBS = [
  ['Senior Frontend Engineer', 'Monzo', 'https://monzo.com'],
  ['Frontend Engineer', 'Deliveroo', 'https://deliveroo.co.uk'],
  ['Full-Stack Developer', 'Zopa', ''],
  ['Web Developer Intern', 'Thoughtbot', 'https://thoughtbot.com'],
] as const;
let site = '';
const section = `#${EXPERIENCE_ID}`;

const a11y = browserSuite('experience :: accessibility and layout');
a11y.before(setup(async () => {
  site = (await storySite()).dist;
}));

// One page resized through the widths (the layout is CSS alone) and switched between the themes
// (with none chosen the page follows the system's scheme), as a11y.test.ts checks the others.
a11y(`should find no axe violations and no sideways scroll at ${WIDTHS.join(', ')} px, dark and light`, async () => {
  const v = await visit('/', { width: WIDTHS[0], site });
  for (const width of WIDTHS) {
    await v.page.setViewportSize({ width, height: 800 });
    await v.page.locator(section).scrollIntoViewIfNeeded();
    const backgrounds = new Set<string>();
    for (const colorScheme of ['dark', 'light'] as const) {
      await v.page.emulateMedia({ colorScheme });
      await finishAnimations(v.page);
      backgrounds.add(await v.page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      assert.equal(await axeViolations(v.page), [], `${width}px, ${colorScheme}`);
    }
    assert.is(backgrounds.size, 2, `${width}px: the two themes were both checked`);
    assert.ok(await v.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width}px: no sideways scroll`);
  }
  assert.equal(v.errors, []);
});

a11y('should scroll to the section from its nav item, below the bar', async () => {
  const v = await visit('/', { site, reducedMotion: 'reduce' });
  await v.page.getByRole('navigation', { name: labels.nav.label }).getByRole('link', { name: labels.nav.experience, exact: true }).click();
  await scrollSettled(v.page);
  const top = await topOf(v.page, EXPERIENCE_ID);
  assert.ok(top >= (await barBottom(v.page)) - 1 && top < 200, `the section's top at ${top}`);
  assert.is(new URL(v.page.url()).hash, section);
});

a11y.run();

// ---

const dates = browserSuite('experience :: dates in every time zone');
dates.before(setup(async () => {
  site = (await storySite()).dist;
}));

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  dates(`should read "Mar 2021 – Present" in ${timezoneId}, after hydration too`, async () => {
    const v = await visit('/', { site, timezoneId });
    assert.is(await v.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), timezoneId);
    const first = v.page.locator(`${section} ol > li`).first();
    assert.match(await first.innerText(), /Mar 2021 – Present/);
    const times = await v.page.locator(`${section} time`).evaluateAll((nodes) => nodes.slice(0, 3).map((t) => [t.getAttribute('datetime'), t.textContent]));
    assert.equal(times, [['2021-03', 'Mar 2021'], ['2018-06', 'Jun 2018'], ['2021-02', 'Feb 2021']]);
    assert.equal(v.errors, [], 'no hydration mismatch');
    assert.equal(v.console.filter((m) => m.type === 'error' || m.type === 'warning'), []);
  });
}

dates.run();

// ---

const paper = browserSuite('experience :: without JavaScript and in print');
paper.before(setup(async () => {
  site = (await storySite()).dist;
}));

paper('should be all there without JavaScript', async () => {
  const v = await visit('/', { site, javaScript: false, width: 375 });
  assert.is(await v.page.locator(`${section} ol > li`).count(), 4);
  assert.ok(await v.page.locator(`${section} ol > li`).last().isVisible());
});

paper('should print every job and study as a CV list: no cards, dots or line', async () => {
  const v = await visit('/', { site });
  await v.page.emulateMedia({ media: 'print' });
  const looks = await v.page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const job = root.querySelector('ol > li')!;
    const style = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo);
    return { border: style(job).borderTopStyle, dot: style(job, '::before').display, line: style(root.querySelector('ol')!, '::before').display };
  }, section);
  assert.equal(looks, { border: 'none', dot: 'none', line: 'none' });
  // What a visitor who prints to PDF gets, read as text.
  const { text } = readPdf(await v.page.pdf({ format: 'A4' }));
  let at = text.indexOf(labels.experience.title);
  for (const [role, company, url] of JOBS) {
    const found = text.indexOf(`${role}, ${company}${url ? ` ${url}` : ''}`, at);
    assert.ok(found > at, `${role}, ${company} in order in ${text.slice(at, at + 400)}`);
    at = found;
  }
  assert.ok(text.indexOf('University of Manchester') > at, 'the studies after the jobs');
});

paper.run();
