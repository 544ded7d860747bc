// The hero's and Contact's buttons in Chromium: the résumé download, the prepared message,
// and copying email or phone with a toast (the constants of src/app/toast/store.ts).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { isSampleContent } from '../../src/content/sample';
import { TOAST_GAP_PX, TOAST_HOTKEY, TOAST_LIFETIME_MS, TOAST_VISIBLE_MAX, TOAST_WIDTH_PX } from '../../src/app/toast/store';
import { finishAnimations, browserSuite, sharedVisit, stopTime, visit, type Visit } from '../helpers/browser';

const { labels, person } = content;
// How close to the viewport's bottom-right corner the toast sits.
const CORNER_SLACK_PX = 32;

const resume = browserSuite('contact :: résumé');
// Read for its links by the first test, then clicked by the second.
const resumePage = sharedVisit(resume, '/');

resume('should answer both Download Resume links with a PDF from the site', async () => {
  const v = await resumePage();
  const links = v.page.getByRole('link', { name: labels.hero.downloadResume });
  assert.is(await links.count(), 2, 'one in the hero, one in the contact card');
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))) {
    assert.is(new URL(href).origin, v.origin);
    const response = await v.context.request.get(href);
    assert.is(response.status(), 200, href);
    assert.is(response.headers()['content-type'], 'application/pdf');
    assert.is((await response.body()).subarray(0, 5).toString('latin1'), '%PDF-');
  }
});

resume('should download the résumé as a PDF file when the hero button is clicked', async () => {
  const v = await resumePage();
  const link = v.page.locator('#top').getByRole('link', { name: labels.hero.downloadResume });
  const [download] = await Promise.all([v.page.waitForEvent('download'), link.click()]);
  assert.match(download.suggestedFilename(), /\.pdf$/);
  const file = await readFile((await download.path())!);
  assert.is(file.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.is(v.page.url(), `${v.origin}/`, 'the portfolio stays open');
});

resume.run();

// ---

const message = browserSuite('contact :: Send Message');

message('should open a mail to the owner with the subject "Let\'s Work Together" and a greeting', async () => {
  const v = await visit('/');
  const href = (await v.page.getByRole('link', { name: labels.contact.sendMessage }).getAttribute('href'))!;
  const mail = new URL(href);
  assert.is(mail.protocol, 'mailto:');
  assert.is(decodeURIComponent(mail.pathname), person.email);
  assert.is(mail.searchParams.get('subject'), "Let's Work Together");
  // The sample greets in English; any owner's body is theirs, in their language.
  if (isSampleContent(content)) assert.match(mail.searchParams.get('body')!, /^(Hi|Hello|Dear)\b/);
  assert.ok(content.message.body.trim(), 'a body');
  assert.is(mail.searchParams.get('body'), content.message.body);
  // RFC 6068: a "+" would reach the mail client as a plus sign, not a space.
  assert.not.match(href, /\+/);
});

message.run();

// ---

const copy = browserSuite('contact :: copy with a toast');
const toasts = (page: Page) => page.getByRole('region', { name: `${labels.toast.region} ${TOAST_HOTKEY.label}` }).getByRole('listitem');

/**
 * One page for the suite, whose clock stands still until a test moves it, so a toast stays for
 * as long as the test looks at it however slowly a busy machine runs (the toast's 4 s are checked
 * exactly, with the clock).
 */
const stillClock = sharedVisit(copy, '/', { permissions: ['clipboard-read', 'clipboard-write'] });
let stopped = false;
copy.after(() => {
  stopped = false;
});

/**
 * The page as a fresh load shows it to these tests: no toast, nothing holding one (a pointer over
 * the toasts or focus in them pauses their time), focus on no control. Each toast left by the
 * test before runs out its 4 s, the one waiting its turn after them.
 */
async function visitWithStillClock(): Promise<Visit> {
  const v = await stillClock();
  if (!stopped) {
    await stopTime(v.page);
    stopped = true;
  }
  await v.page.mouse.move(0, 0);
  await v.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let shown = await toasts(v.page).count(); shown > 0; shown = await toasts(v.page).count()) {
    await v.page.clock.runFor(TOAST_LIFETIME_MS);
    await v.page.waitForFunction((before) => document.querySelectorAll('[aria-live] li').length < before, shown);
  }
  return v;
}

copy('should copy the email and confirm with a toast at the bottom right', async () => {
  const v = await visitWithStillClock();
  await v.page.getByRole('button', { name: `${labels.contact.copy} ${labels.contact.email.toLowerCase()}` }).click();
  const toast = toasts(v.page);
  assert.is(await toast.innerText(), `${labels.contact.email} ${labels.contact.copied}`);
  assert.is(await v.page.evaluate(() => navigator.clipboard.readText()), person.email);
  await finishAnimations(v.page);
  const box = (await toast.boundingBox())!;
  const viewport = v.page.viewportSize()!;
  assert.is(box.width, TOAST_WIDTH_PX);
  assert.ok(viewport.width - (box.x + box.width) <= CORNER_SLACK_PX, `right edge at ${box.x + box.width} of ${viewport.width}`);
  assert.ok(viewport.height - (box.y + box.height) <= CORNER_SLACK_PX, `bottom edge at ${box.y + box.height} of ${viewport.height}`);
});

copy('should copy the phone number too, when the owner gives one', async () => {
  const v = await visitWithStillClock();
  const button = v.page.getByRole('button', { name: `${labels.contact.copy} ${labels.contact.phone.toLowerCase()}` });
  if (!person.phone) {
    assert.is(await button.count(), 0, 'no phone, no copy button');
    return;
  }
  await button.click();
  assert.is(await toasts(v.page).innerText(), `${labels.contact.phone} ${labels.contact.copied}`);
  assert.is(await v.page.evaluate(() => navigator.clipboard.readText()), person.phone);
});

copy('should take the toast away after 4 s', async () => {
  assert.is(TOAST_LIFETIME_MS, 4000);
  const v = await visitWithStillClock();
  await v.page.getByRole('button', { name: `${labels.contact.copy} ${labels.contact.email.toLowerCase()}` }).click();
  await toasts(v.page).first().waitFor();
  await v.page.clock.runFor(TOAST_LIFETIME_MS - 1);
  assert.is(await toasts(v.page).count(), 1, 'gone before its time');
  await v.page.clock.runFor(1);
  await toasts(v.page).first().waitFor({ state: 'detached' });
});

copy('should hold a toast while the tab is hidden, and give it its whole 4 s once the tab shows again', async () => {
  const v = await visitWithStillClock();
  await v.page.getByRole('button', { name: `${labels.contact.copy} ${labels.contact.email.toLowerCase()}` }).click();
  await toasts(v.page).first().waitFor();
  // Another tab in front, as the page sees it: document.visibilityState is "hidden" and a
  // visibilitychange event says so (headless Chromium keeps every tab visible).
  const hide = (hidden: boolean) =>
    v.page.evaluate((hidden) => {
      if (hidden) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      else delete (document as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await hide(true);
  try {
    await v.page.clock.runFor(TOAST_LIFETIME_MS * 3);
    assert.is(await toasts(v.page).count(), 1, 'the toast ran out while the tab was hidden');
  } finally {
    await hide(false);
  }
  await v.page.clock.runFor(TOAST_LIFETIME_MS - 1);
  assert.is(await toasts(v.page).count(), 1, 'the toast lost the time the tab was hidden');
  await v.page.clock.runFor(1);
  await toasts(v.page).first().waitFor({ state: 'detached' });
});

copy('should move focus to the toasts with Alt+T and keep them while focused', async () => {
  const v = await visitWithStillClock();
  const button = v.page.getByRole('button', { name: `${labels.contact.copy} ${labels.contact.email.toLowerCase()}` });
  await button.click();
  // The toast comes once the clipboard has answered, which a busy machine can take a while
  // to do: without this wait the clock could run past an empty region (the flake this was).
  await toasts(v.page).first().waitFor();
  await v.page.keyboard.press('Alt+KeyT');
  const focused = await v.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.is(focused, `${labels.toast.region} ${TOAST_HOTKEY.label}`);
  await v.page.clock.runFor(TOAST_LIFETIME_MS * 2);
  assert.is(await toasts(v.page).count(), 1, 'a focused toast should wait for the visitor');
  // Focus leaves: the toast's time runs again and it goes.
  await button.focus();
  await v.page.clock.runFor(TOAST_LIFETIME_MS);
  await toasts(v.page).first().waitFor({ state: 'detached' });
});

copy('should show at most three toasts, 14 px apart, and close one with its button', async () => {
  assert.is(TOAST_VISIBLE_MAX, 3);
  const v = await visitWithStillClock();
  // The phone's copy button, or the email's for an owner who gives no phone.
  const field = person.phone ? labels.contact.phone : labels.contact.email;
  const button = v.page.getByRole('button', { name: `${labels.contact.copy} ${field.toLowerCase()}` });
  // Counts every toast that ever appears.
  await v.page.evaluate(() => {
    const region = document.querySelector('[aria-live]')!;
    const seen = new Set<Element>();
    new MutationObserver(() => {
      for (const toast of region.querySelectorAll('li')) seen.add(toast);
      (window as unknown as { __toastsShown: number }).__toastsShown = seen.size;
    }).observe(region, { childList: true, subtree: true });
  });
  for (let i = 0; i < TOAST_VISIBLE_MAX + 1; i++) await button.click();
  await v.page.waitForFunction((count) => document.querySelectorAll('[aria-live] li').length === count, TOAST_VISIBLE_MAX);
  await finishAnimations(v.page);
  const boxes = await Promise.all((await toasts(v.page).all()).map((toast) => toast.boundingBox()));
  assert.is(boxes.length, TOAST_VISIBLE_MAX);
  for (let i = 1; i < boxes.length; i++) assert.is(Math.round(boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height)), TOAST_GAP_PX);
  await toasts(v.page).first().getByRole('button', { name: labels.toast.dismiss }).click();
  // The fourth, waiting its turn, takes the free place.
  await v.page.waitForFunction(
    (count) => (window as unknown as { __toastsShown: number }).__toastsShown === count + 1 && document.querySelectorAll('[aria-live] li').length === count,
    TOAST_VISIBLE_MAX,
  );
});

copy.run();
