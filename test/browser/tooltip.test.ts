// Tooltips in Chromium: icon-only links name themselves in a tooltip, at once
// for the keyboard and after the 700 ms open delay for a pointer.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../src/app/tooltip/controller';
import { browserSuite, sharedVisit, stopTime, toTop, visit } from '../helpers/browser';
import { siteData } from '../helpers/site';

const { labels } = content;

/** The focused element's accessible label, as the icon buttons and links name themselves. */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Presses Tab until the focused element's accessible label starts with `label`. */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if ((await focusedLabel(page)).startsWith(label)) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

// The hero's first two icon links: the owner's first profiles, or the email link and the
// scroll arrow after it for an owner with fewer.
const [firstIcon, secondIcon] = [...siteData.links.profiles.map((profile) => profile.name), labels.social.email, labels.hero.scrollDown] as [string, string];

const copyEmail = `${labels.contact.copy} ${labels.contact.email.toLowerCase()}`;

const keyboard = browserSuite('tooltip :: keyboard');

keyboard('should name an icon link as soon as it gets keyboard focus', async () => {
  const v = await visit('/');
  // The page's clock stands still: "at once" means with no time passing at all, which a
  // busy machine cannot blur the way a wall-clock limit can.
  await stopTime(v.page);
  await tabTo(v.page, firstIcon);
  const tooltip = v.page.getByRole('tooltip');
  await tooltip.waitFor();
  assert.is(await tooltip.innerText(), firstIcon);
  const link = v.page.locator(':focus');
  assert.is(await link.getAttribute('aria-describedby'), await tooltip.getAttribute('id'));
  // Beside its link and inside the window.
  const [tip, anchor] = [(await tooltip.boundingBox())!, (await link.boundingBox())!];
  assert.ok(tip.y + tip.height <= anchor.y || tip.y >= anchor.y + anchor.height, 'the tooltip covers its link');
  assert.ok(Math.abs(tip.x + tip.width / 2 - (anchor.x + anchor.width / 2)) < 2, 'the tooltip is centred on its link');
});

keyboard('should move with focus and close on Escape, focus staying where it is', async () => {
  const v = await visit('/');
  await tabTo(v.page, firstIcon);
  await v.page.keyboard.press('Tab');
  assert.is(await v.page.getByRole('tooltip').innerText(), secondIcon);
  await v.page.keyboard.press('Escape');
  assert.is(await v.page.getByRole('tooltip').count(), 0);
  assert.ok((await focusedLabel(v.page)).startsWith(secondIcon), 'Escape moved focus');
});

keyboard('should open for the keyboard after a click that gave no focus, as a click on a button in Safari', async () => {
  const v = await visit('/');
  const button = v.page.getByRole('button', { name: copyEmail });
  // Safari gives a clicked button or link no focus: its mousedown's default, here prevented.
  await button.evaluate((element) => element.addEventListener('mousedown', (event) => event.preventDefault()));
  await button.click();
  assert.is.not(await focusedLabel(v.page), copyEmail, 'the click gave focus');
  // Then Tab onto the button, from the link before it.
  await v.page.locator('#contact a[href^="mailto:"]').first().focus();
  await v.page.keyboard.press('Tab');
  assert.is(await focusedLabel(v.page), copyEmail);
  await v.page.getByRole('tooltip', { name: copyEmail }).waitFor();
});

keyboard('should stay beside its trigger while the page scrolls under it', async () => {
  const v = await visit('/');
  const button = v.page.getByRole('button', { name: copyEmail });
  await button.focus();
  const tooltip = v.page.getByRole('tooltip', { name: copyEmail });
  await tooltip.waitFor();
  for (const by of [120, -60]) {
    // Answered by the scroll event, which the page fires once it has moved.
    await v.page.evaluate((top) => new Promise((resolve) => {
      addEventListener('scroll', resolve, { once: true });
      scrollBy({ top, behavior: 'instant' });
    }), by);
    const [tip, anchor] = [(await tooltip.boundingBox())!, (await button.boundingBox())!];
    const gap = Math.min(Math.abs(anchor.y - (tip.y + tip.height)), Math.abs(tip.y - (anchor.y + anchor.height)));
    assert.ok(gap <= 9, `${by} px later the tooltip is ${gap} px from its trigger`);
    assert.ok(Math.abs(tip.x + tip.width / 2 - (anchor.x + anchor.width / 2)) < 2, 'the tooltip is centred on its trigger');
  }
});

keyboard.run();

// ---

const pointer = browserSuite('tooltip :: pointer');
// One page for both tests, its clock stopped: time moves only when a test moves it, so the
// delays are checked to the millisecond.
const stillClock = sharedVisit(pointer, '/');
let stopped = false;
pointer.after(() => {
  stopped = false;
});

/** The page with no tooltip open and none closed within the skip delay, as a fresh load has it, at the top. */
async function stillPage() {
  const v = await stillClock();
  if (!stopped) {
    await stopTime(v.page);
    stopped = true;
    return v;
  }
  await toTop(v.page);
  await v.page.mouse.move(0, 0);
  await v.page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 1);
  await v.page.getByRole('tooltip').waitFor({ state: 'detached' });
  return v;
}

pointer('should open after the 700 ms delay on hover', async () => {
  assert.is(TOOLTIP_OPEN_DELAY_MS, 700);
  const v = await stillPage();
  await v.page.locator('#top').getByRole('link', { name: labels.hero.scrollDown }).hover();
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS - 1);
  assert.is(await v.page.getByRole('tooltip').count(), 0, 'open before the delay');
  await v.page.clock.runFor(1);
  assert.is(await v.page.getByRole('tooltip').innerText(), labels.hero.scrollDown);
});

pointer('should open the next one at once when the pointer moves straight on (300 ms skip delay)', async () => {
  assert.is(TOOLTIP_SKIP_DELAY_MS, 300);
  const v = await stillPage();
  const hero = v.page.locator('#top');
  const link = (name: string) => hero.getByRole('link', { name: new RegExp(`^${name}`) });
  await link(firstIcon).hover();
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
  await v.page.getByRole('tooltip', { name: firstIcon }).waitFor();
  // Straight on, with no time passing: open at once.
  await link(secondIcon).hover();
  await v.page.getByRole('tooltip', { name: secondIcon }).waitFor();
  // Away for longer than the skip delay: the next one waits the full delay again.
  await v.page.mouse.move(0, 0);
  await v.page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 1);
  await link(firstIcon).hover();
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS - 1);
  assert.is(await v.page.getByRole('tooltip').count(), 0, 'opened at once after the skip delay had passed');
  await v.page.clock.runFor(1);
  await v.page.getByRole('tooltip', { name: firstIcon }).waitFor();
});

pointer('should not open on the focus a mouse click gives', async () => {
  const v = await stillPage();
  const button = v.page.getByRole('button', { name: copyEmail });
  await button.click();
  assert.is(await focusedLabel(v.page), copyEmail, 'the click gave no focus');
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS * 2);
  assert.is(await v.page.getByRole('tooltip').count(), 0);
  await v.page.evaluate(() => (document.activeElement as HTMLElement).blur());
});

pointer('should stay open while the pointer moves onto it, and close on Escape without moving focus (WCAG 1.4.13)', async () => {
  const v = await stillPage();
  const trigger = v.page.locator('#top').getByRole('link', { name: new RegExp(`^${firstIcon}`) });
  await trigger.hover();
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
  const tooltip = v.page.getByRole('tooltip', { name: firstIcon });
  await tooltip.waitFor();
  const box = (await tooltip.boundingBox())!;
  // From the trigger across the gap onto the bubble, as a hand moves, not in one jump.
  await v.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
  assert.is(await tooltip.count(), 1, 'closed as the pointer left its trigger');
  assert.ok(await tooltip.evaluate((bubble) => bubble.matches(':hover')), 'the pointer is not on the tooltip');
  // Persistent: time alone does not take it away.
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS * 10);
  assert.is(await tooltip.count(), 1, 'closed under the pointer');
  type Marked = { focusedBefore?: Element | null };
  await v.page.evaluate(() => ((window as Marked).focusedBefore = document.activeElement));
  await v.page.keyboard.press('Escape');
  await tooltip.waitFor({ state: 'detached' });
  assert.ok(await v.page.evaluate(() => document.activeElement === (window as Marked).focusedBefore), 'Escape moved focus');
  // Back on the trigger it opens again; moved away from both, it closes.
  await trigger.hover();
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
  await tooltip.waitFor();
  const from = (await trigger.boundingBox())!;
  await v.page.mouse.move(from.x - 60, from.y + from.height / 2);
  await tooltip.waitFor({ state: 'detached' });
});

pointer('should not open for a trigger the page scrolls under a resting pointer, only once the pointer moves', async () => {
  const v = await stillPage();
  const button = v.page.getByRole('button', { name: copyEmail });
  const centre = await button.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  const restAt = 300; // px from the viewport's top, where the pointer rests
  await v.page.mouse.move(centre.x, restAt);
  // Answered by the pointer's arrival over the button, which Chromium reports once the page has moved.
  await v.page.evaluate(({ by, name }) => new Promise((resolve) => {
    document.querySelector(`button[aria-label="${name}"]`)!.addEventListener('pointerover', resolve, { once: true });
    scrollBy({ top: by, behavior: 'instant' });
  }), { by: centre.y - restAt, name: copyEmail });
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS * 2);
  assert.is(await v.page.getByRole('tooltip').count(), 0, 'opened with no pointer movement');
  await v.page.mouse.move(centre.x + 1, restAt);
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
  await v.page.getByRole('tooltip', { name: copyEmail }).waitFor();
});

pointer.run();
