// The hero's and Contact's buttons in Chromium: the résumé download, and copying email or
// phone to the real clipboard with a toast, laid out as src/app/toast/store.ts says. (The
// prepared message: test/components/home.test.tsx; a toast's 4 s, held while the tab is hidden
// or the toasts are focused, the fourth waiting its turn, the dismiss button:
// test/unit/toast.test.ts and test/components/toaster.test.tsx.)
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { TOAST_GAP_PX, TOAST_LIFETIME_MS, TOAST_WIDTH_PX } from '../../src/app/toast/store';
import { browserSuite, finishAnimations, stopTime, visit } from '../helpers/browser';

// How close to the viewport's bottom-right corner the toast sits.
const CORNER_SLACK_PX = 32;

const buttons = browserSuite('contact :: résumé and message');

buttons('should answer both Download Resume links with a PDF from the site, and download it from the hero', async () => {
  const v = await visit('/');
  const links = v.page.getByRole('link', { name: 'Download Resume' });
  assert.is(await links.count(), 2, 'one in the hero, one in the contact card');
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))) {
    assert.is(new URL(href).origin, v.origin);
    const response = await v.context.request.get(href);
    assert.is(response.status(), 200, href);
    assert.is(response.headers()['content-type'], 'application/pdf');
    assert.is((await response.body()).subarray(0, 5).toString('latin1'), '%PDF-');
  }
  const [download] = await Promise.all([v.page.waitForEvent('download'), v.page.locator('#top').getByRole('link', { name: 'Download Resume' }).click()]);
  assert.match(download.suggestedFilename(), /\.pdf$/);
  assert.is((await readFile((await download.path())!)).subarray(0, 5).toString('latin1'), '%PDF-');
  assert.is(v.page.url(), `${v.origin}/`, 'the portfolio stays open');

});

buttons.run();

// ---

const copy = browserSuite('contact :: copy with a toast');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications Alt+T' }).getByRole('listitem');
const copyButton = (page: Page, field: 'email' | 'phone') => page.getByRole('button', { name: `Copy ${field}` });

// The page's clock stands still, so no toast runs out while the test looks at it, however slowly
// a busy machine runs; the test moves it to clear them.
copy('should copy the email and the phone with a toast at the bottom right, three at most 14 px apart, two low on a phone marked by a shape', async () => {
  const v = await visit('/', { permissions: ['clipboard-read', 'clipboard-write'] });
  await stopTime(v.page);
  for (const [field, value, said] of [['email', 'alex.carter@example.com', 'Email copied to clipboard'], ['phone', '+971 50 123 4567', 'Phone copied to clipboard']] as const) {
    await copyButton(v.page, field).click();
    await toasts(v.page).filter({ hasText: said }).waitFor();
    assert.is(await v.page.evaluate(() => navigator.clipboard.readText()), value);
  }
  await copyButton(v.page, 'phone').click();
  await copyButton(v.page, 'phone').click();
  await v.page.waitForFunction(() => document.querySelectorAll('[aria-live] li').length === 3);
  await finishAnimations(v.page);
  const boxes = await Promise.all((await toasts(v.page).all()).map((toast) => toast.boundingBox()));
  assert.is(boxes.length, 3, 'the fourth waits its turn');
  for (const box of boxes) assert.is(box!.width, TOAST_WIDTH_PX);
  for (let i = 1; i < boxes.length; i++) assert.is(Math.round(boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height)), TOAST_GAP_PX);
  const last = boxes.at(-1)!;
  assert.ok(1280 - (last.x + last.width) <= CORNER_SLACK_PX, `right edge at ${last.x + last.width} of 1280`);
  assert.ok(800 - (last.y + last.height) <= CORNER_SLACK_PX, `bottom edge at ${last.y + last.height} of 800`);

  // On a phone: two toasts stay low, each success marked by a shape, not colour alone.
  for (let shown = await toasts(v.page).count(); shown > 0; shown = await toasts(v.page).count()) {
    await v.page.clock.runFor(TOAST_LIFETIME_MS);
    await v.page.waitForFunction((before) => document.querySelectorAll('[aria-live] li').length < before, shown);
  }
  await v.page.setViewportSize({ width: 375, height: 800 });
  for (const field of ['email', 'phone'] as const) await copyButton(v.page, field).click();
  await v.page.waitForFunction(() => document.querySelectorAll('[aria-live] li').length === 2);
  await finishAnimations(v.page);
  const state = await v.page.evaluate(() => {
    const items = [...document.querySelectorAll('[aria-live] li')];
    return {
      marks: items.map((item) => getComputedStyle(item, '::before').content),
      kinds: items.map((item) => item.getAttribute('data-kind')),
      top: Math.min(...items.map((item) => item.getBoundingClientRect().top)),
    };
  });
  assert.equal(state.kinds, ['success', 'success']);
  for (const mark of state.marks) assert.match(mark, /✓/);
  assert.ok(800 - state.top <= 120, `two toasts cover the bottom ${800 - state.top}px`);
});

copy.run();
