// Tooltips in Chromium: icon-only links name themselves in a tooltip, at once
// for the keyboard and after the 700 ms open delay for a pointer.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../src/app/tooltip/controller';
import { browserSuite, sharedVisit, stopTime, visit } from '../helpers/browser';
import { siteData } from '../helpers/site';

const { labels } = content;

/** Presses Tab until the focused element's accessible label starts with `label`. */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (focused.startsWith(label)) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

// The hero's first two icon links: the owner's first profiles, or the email link and the
// scroll arrow after it for an owner with fewer.
const [firstIcon, secondIcon] = [...siteData.links.profiles.map((profile) => profile.name), labels.social.email, labels.hero.scrollDown] as [string, string];

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

keyboard('should move with focus and close on Escape', async () => {
  const v = await visit('/');
  await tabTo(v.page, firstIcon);
  await v.page.keyboard.press('Tab');
  assert.is(await v.page.getByRole('tooltip').innerText(), secondIcon);
  await v.page.keyboard.press('Escape');
  assert.is(await v.page.getByRole('tooltip').count(), 0);
});

keyboard.run();

// ---

const pointer = browserSuite('tooltip :: pointer');
// One page for both tests, its clock stopped: time moves only when a test moves it, so the
// delays are checked to the millisecond. (Stopping it marks the tab changed: a new context each.)
const stillClock = sharedVisit(pointer, '/');
let stopped = false;
pointer.after(() => {
  stopped = false;
});

/** The page with no tooltip open and none closed within the skip delay, as a fresh load has it. */
async function stillPage() {
  const v = await stillClock();
  if (!stopped) {
    await stopTime(v.page);
    stopped = true;
    return v;
  }
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

pointer.run();
