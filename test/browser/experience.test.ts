// A career in Chromium: the Experience section of an owner who imported a real-world JSON
// Resume (test/helpers/story-site.ts) is accessible in both themes, fits every width, reads
// the same in every time zone, hydrates without a warning, and prints. (It ships prerendered,
// its HTML the build's with JavaScript or without, and no style of it waits for a script.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { axeViolations, barBottom, browserSuite, finishAnimations, scrollSettled, topOf, visit } from '../helpers/browser';
import { readPdf } from '../helpers/pdf-text';
import { setup } from '../helpers/setup';
import { storySite } from '../helpers/story-site';

// The fixture's jobs, newest first, and the address printed after a linked company.
const JOBS = [
  ['Senior Frontend Engineer', 'Monzo', 'https://monzo.com'],
  ['Frontend Engineer', 'Deliveroo', 'https://deliveroo.co.uk'],
  ['Full-Stack Developer', 'Zopa', ''],
  ['Web Developer Intern', 'Thoughtbot', 'https://thoughtbot.com'],
] as const;
const SECTION = '#experience';
let site = '';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const career = browserSuite('experience :: a career');
career.before(setup(async () => {
  site = (await storySite()).dist;
}));

// One page resized through the widths (the layout is CSS alone) and switched between the themes
// (with none chosen the page follows the system's scheme), in a time zone west of the dates,
// where a date read as UTC midnight shows the month before (every zone:
// test/components/experience.test.tsx).
career('should pass axe in both themes, never scroll sideways, read its dates in Los Angeles, and be reached from its nav item', async () => {
  const v = await visit('/', { width: 375, site, timezoneId: 'America/Los_Angeles' });
  assert.is(await v.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'America/Los_Angeles');
  assert.match(await v.page.locator(`${SECTION} ol > li`).first().innerText(), /Mar 2021 – Present/);
  const times = await v.page.locator(`${SECTION} time`).evaluateAll((nodes) => nodes.slice(0, 3).map((t) => [t.getAttribute('datetime'), t.textContent]));
  assert.equal(times, [['2021-03', 'Mar 2021'], ['2018-06', 'Jun 2018'], ['2021-02', 'Feb 2021']]);
  assert.equal(v.errors, [], 'no hydration mismatch');
  assert.equal(v.console.filter((m) => m.type === 'error' || m.type === 'warning'), []);
  for (const width of [375, 800, 1280]) {
    await v.page.setViewportSize({ width, height: 800 });
    assert.ok(await v.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width}px: no sideways scroll`);
  }
  for (const [width, colorScheme, bg] of [[375, 'dark', 'rgb(11, 17, 32)'], [1280, 'light', 'rgb(244, 247, 251)']] as const) {
    await v.page.setViewportSize({ width, height: 800 });
    await v.page.emulateMedia({ colorScheme });
    await v.page.locator(SECTION).scrollIntoViewIfNeeded();
    await finishAnimations(v.page);
    assert.is(await background(v.page), bg, `${width}px: the ${colorScheme} theme`);
    assert.equal(await axeViolations(v.page), [], `${width}px, ${colorScheme}`);
  }
  await v.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await v.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Experience', exact: true }).click();
  await scrollSettled(v.page);
  const top = await topOf(v.page, 'experience');
  assert.ok(top >= (await barBottom(v.page)) - 1 && top < 200, `the section's top at ${top}`);
  assert.is(new URL(v.page.url()).hash, SECTION);
});

// On paper: what a visitor who prints to PDF gets, read as text.
career('should print every job and study as a CV list: no cards, dots or line', async () => {
  const v = await visit('/', { site });
  await v.page.emulateMedia({ media: 'print' });
  const looks = await v.page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const job = root.querySelector('ol > li')!;
    const style = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo);
    return { border: style(job).borderTopStyle, dot: style(job, '::before').display, line: style(root.querySelector('ol')!, '::before').display };
  }, SECTION);
  assert.equal(looks, { border: 'none', dot: 'none', line: 'none' });
  const { text } = readPdf(await v.page.pdf({ format: 'A4' }));
  let at = text.indexOf('Experience');
  for (const [role, company, url] of JOBS) {
    const found = text.indexOf(`${role}, ${company}${url ? ` ${url}` : ''}`, at);
    assert.ok(found > at, `${role}, ${company} in order in ${text.slice(at, at + 400)}`);
    at = found;
  }
  assert.ok(text.indexOf('University of Manchester') > at, 'the studies after the jobs');
});

career.run();
