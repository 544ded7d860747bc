// Tooltips in Chromium, where they meet real focus, pointers and scrolling: icon-only links
// name themselves in a tooltip beside them, for the keyboard and for a pointer. (The delays,
// 700 ms to open and 300 ms to skip, the keyboard's at once and Safari's focusless click:
// test/unit/tooltip.test.ts and test/components/tooltip.test.tsx.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../src/app/tooltip/controller';
import { browserSuite, stopTime, toTop, visit } from '../helpers/browser';

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

// The hero's first two icon links, the owner's profiles.
const [firstIcon, secondIcon] = ['GitHub', 'LinkedIn'];
const copyEmail = 'Copy email';

const keyboard = browserSuite('tooltip :: keyboard');

keyboard('should name an icon link beside it on keyboard focus, move with focus, and stay beside its trigger while the page scrolls', async () => {
  const v = await visit('/');
  await tabTo(v.page, firstIcon);
  const tooltip = v.page.getByRole('tooltip');
  assert.is(await tooltip.innerText(), firstIcon);
  const link = v.page.locator(':focus');
  assert.is(await link.getAttribute('aria-describedby'), await tooltip.getAttribute('id'));
  // Beside its link, not over it, and centred on it.
  const [tip, anchor] = [(await tooltip.boundingBox())!, (await link.boundingBox())!];
  assert.ok(tip.y + tip.height <= anchor.y || tip.y >= anchor.y + anchor.height, 'the tooltip covers its link');
  assert.ok(Math.abs(tip.x + tip.width / 2 - (anchor.x + anchor.width / 2)) < 2, 'the tooltip is centred on its link');
  await v.page.keyboard.press('Tab');
  assert.is(await tooltip.innerText(), secondIcon, 'the tooltip moves with focus');

  const button = v.page.getByRole('button', { name: copyEmail });
  await button.focus();
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

/** Back to the page as a fresh load has it: no tooltip open and none closed within the skip delay, at the top. */
async function reset(page: Page) {
  await toTop(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 1);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
}

// The page's clock stands still: time moves only when the test moves it, so no delay can run
// out while a busy machine is slow.
pointer('should not open on a click\'s focus nor under a resting pointer the page scrolls, stay open as the pointer moves onto it, and close on Escape (WCAG 1.4.13)', async () => {
  const v = await visit('/');
  await stopTime(v.page);
  const button = v.page.getByRole('button', { name: copyEmail });
  await button.click();
  assert.is(await focusedLabel(v.page), copyEmail, 'the click gave no focus');
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS * 2);
  assert.is(await v.page.getByRole('tooltip').count(), 0);

  await reset(v.page);
  const trigger = v.page.locator('#top').getByRole('link', { name: new RegExp(`^${firstIcon}`) });
  await trigger.hover();
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
  const named = v.page.getByRole('tooltip', { name: firstIcon });
  await named.waitFor();
  const box = (await named.boundingBox())!;
  // From the trigger across the gap onto the bubble, as a hand moves, not in one jump.
  await v.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
  assert.is(await named.count(), 1, 'closed as the pointer left its trigger');
  assert.ok(await named.evaluate((bubble) => bubble.matches(':hover')), 'the pointer is not on the tooltip');
  // Persistent: time alone does not take it away.
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS * 10);
  assert.is(await named.count(), 1, 'closed under the pointer');
  type Marked = { focusedBefore?: Element | null };
  await v.page.evaluate(() => ((window as Marked).focusedBefore = document.activeElement));
  await v.page.keyboard.press('Escape');
  await named.waitFor({ state: 'detached' });
  assert.ok(await v.page.evaluate(() => document.activeElement === (window as Marked).focusedBefore), 'Escape moved focus');
  // Back on the trigger it opens again; moved away from both, it closes.
  await trigger.hover();
  await v.page.clock.runFor(TOOLTIP_OPEN_DELAY_MS);
  await named.waitFor();
  const from = (await trigger.boundingBox())!;
  await v.page.mouse.move(from.x - 60, from.y + from.height / 2);
  await named.waitFor({ state: 'detached' });

  // A trigger the page scrolls under a resting pointer opens only once the pointer moves.
  await reset(v.page);
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
