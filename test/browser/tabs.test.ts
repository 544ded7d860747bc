// The harness's reused tabs (helpers/tabs.ts): a visit given a tab an earlier test left must
// start as a visit in a new context would, or every other browser test could pass or fail
// on what the test before it did. The first test leaves every mark a test could leave; the
// next visit gets that same tab and finds none of them. A test that changes its context
// leaves a tab no later visit gets.
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { THEME_ATTRIBUTE } from '../../src/app/theme/theme';
import { content } from '../fixtures/sample/content';
import { browserSuite, visit } from '../helpers/browser';

const tabs = browserSuite('harness :: reused tabs');

/** Presses `key` until focus leaves the page; the number of stops on the way, or 0 if it never did. */
async function walkOut(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<number> {
  for (let stops = 0; stops < 200; stops++) {
    await page.keyboard.press(key);
    if (await page.evaluate(() => !document.activeElement || document.activeElement === document.body)) return stops;
  }
  return 0;
}
let left: BrowserContext | undefined;

/** The page's time zone as Intl names it and as Date counts it (minutes behind UTC now). */
const clockZone = (page: Page) => page.evaluate(() => ({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, offset: new Date().getTimezoneOffset() }));
// A zone with no daylight saving time, so its offset is always the same, and unlikely to be the machine's.
const TOKYO = { zone: 'Asia/Tokyo', offset: -540 };
// What a new context shows: the zone of the machine, which Chromium shares with this process.
const MACHINE = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, offset: new Date().getTimezoneOffset() };

tabs('a test leaves its marks: a theme chosen, storage, a cookie, history, focus out of the page, print and forced colours, a phone\'s width, a time zone', async () => {
  assert.is.not(MACHINE.zone, TOKYO.zone, 'the machine is in the zone this test leaves: pick another');
  const v = await visit('/blogs', { width: 375, colorScheme: 'dark', reducedMotion: 'reduce', timezoneId: TOKYO.zone });
  assert.equal(await clockZone(v.page), TOKYO, 'the visit\'s time zone');
  // A new document keeps it: the zone belongs to the tab, not to the page first loaded.
  await v.goto('/');
  assert.equal(await clockZone(v.page), TOKYO, 'the time zone after a load');
  // The system says dark; the toggle ("Dark theme", pressed) switches to light and stores it.
  await v.page.getByRole('button', { name: content.labels.theme.dark }).click();
  await v.page.evaluate(() => {
    sessionStorage.setItem('left', 'behind');
    document.cookie = 'left=behind';
    history.pushState(null, '', '#projects');
  });
  // Walked back out of the page past its first stop, as a11y.test.ts's walks do: focus stays
  // out across loads.
  assert.ok(await walkOut(v.page, 'Shift+Tab'), 'Shift+Tab never left the page');
  await v.page.emulateMedia({ media: 'print', forcedColors: 'active', contrast: 'more' });
  assert.is(await v.page.evaluate((key) => localStorage.getItem(key), THEME_ATTRIBUTE), 'light', 'the theme was stored');
  left = v.context;
});

tabs('the next visit should get that tab, as a new context would show it', async () => {
  const v = await visit('/');
  assert.ok(v.reused && v.context === left, 'the visit got a new context, so this test shows nothing');
  const state = await v.page.evaluate((key) => ({
    stored: localStorage.length + sessionStorage.length,
    cookie: document.cookie,
    theme: key in document.documentElement.dataset,
    history: history.length,
    width: innerWidth,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
    print: matchMedia('print').matches,
    forced: matchMedia('(forced-colors: active)').matches,
    contrast: matchMedia('(prefers-contrast: more)').matches,
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    offset: new Date().getTimezoneOffset(),
    // Each of the page's own files came over the network, not from the earlier visit's cache
    // (the harness turns the HTTP cache off in every tab; this holds it to that).
    cached: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).origin === location.origin && (entry as PerformanceResourceTiming).transferSize === 0).map((entry) => entry.name),
  }), THEME_ATTRIBUTE);
  // history: the empty page between tests and this one, as a new tab has about:blank and this one.
  assert.equal(state, { stored: 0, cookie: '', theme: false, history: 2, width: 1280, dark: false, reduce: false, print: false, forced: false, contrast: false, ...MACHINE, cached: [] });
  // A walk with Tab starts at the skip link and leaves the page after its last stop; where the
  // earlier test's focus stayed out of the page, it would wrap round to the skip link once.
  await v.page.keyboard.press('Tab');
  assert.is(await v.page.evaluate(() => document.activeElement?.textContent), content.labels.skipLink, 'the first Tab reaches the skip link');
  const stops = await walkOut(v.page, 'Tab');
  assert.ok(stops > 0 && stops < (await v.page.locator('a[href], button').count()), `Tab left the page after ${stops} stops`);
  left = v.context;
});

tabs('a test that changes its context should leave a tab no later visit gets', async () => {
  const v = await visit('/');
  await v.context.route('**/never-asked-for', (route) => route.abort());
  left = v.context;
});

tabs('the next visit should get another tab', async () => {
  const v = await visit('/');
  assert.is.not(v.context, left);
});

tabs.run();
