// Accessibility in Chromium: axe-core finds nothing on any page in either theme, a keyboard
// reaches everything with a visible focus ring, reduced motion stops all motion, and every
// icon-only control has a name.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { accessibleNames, axeViolations, barBottom, browserSuite, finishAnimations, nextFrames, scrollSettled, stopTime, toTop, topOf, visit } from '../helpers/browser';

const MIN_OUTLINE_PX = 2;
// The page's background in each theme (src/builder/themes.ts).
const BACKGROUND = { light: 'rgb(244, 247, 251)', dark: 'rgb(11, 17, 32)' };

const axe = browserSuite('a11y :: axe-core');

/**
 * axe-core finds nothing on the page at `width` in `theme`. With no theme chosen the page
 * follows the system's scheme (theme.test.ts), and the layout follows the width through media
 * queries alone, so one load is resized and switched rather than loaded again.
 */
async function assertNoViolations(page: Page, where: string, width: number, theme: 'light' | 'dark') {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: theme });
  await nextFrames(page);
  // Cards fade in and colours change with a transition; measured midway, text would fail
  // contrast that the visitor never sees.
  await finishAnimations(page);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.is(bg, BACKGROUND[theme], `${where} at ${width} px, ${theme}: the page is in the other theme`);
  assert.equal(await axeViolations(page), [], `${where} at ${width} px, ${theme}`);
}

// Each page in both themes, once at the phone's width and once at the desktop's (the site stage
// runs the whole grid on the owner's own site); the menu open at 375 px. An own post's page is
// checked in both themes by writing.test.ts, the archive's pager by archive.test.ts.
axe('should find no violations on /, /blogs and the 404 page in both themes, nor with the menu open', async () => {
  const v = await visit('/', { width: 375 });
  for (const path of ['/', '/blogs', '/nope']) {
    if (path !== '/') await v.goto(path);
    await assertNoViolations(v.page, path, 375, 'light');
    await assertNoViolations(v.page, path, 1280, 'dark');
  }
  await v.goto('/');
  await assertNoViolations(v.page, '/', 375, 'dark');
  await v.page.getByRole('button', { name: 'Menu' }).click();
  await finishAnimations(v.page);
  assert.equal(await axeViolations(v.page), [], 'the menu open');
});

axe.run();

// ---

const keyboard = browserSuite('a11y :: keyboard only');

/**
 * What the visitor sees of the focused element. The walks run with reduced motion: focus
 * scrolls its element into view at once, so two frames (for anything drawn in response, such
 * as a tooltip) are enough, waited for in the page in the same round trip.
 */
function focusStop(page: Page) {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // The middle of its first line box: a link that wraps has gaps in its bounding box.
    const line = element.getClientRects()[0] ?? box;
    const x = Math.min(Math.max(line.left + line.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(line.top + line.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return {
      name: (element.getAttribute('aria-label') ?? element.innerText).trim().split('\n')[0]!,
      outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor },
      top: box.top,
      bottom: box.bottom,
      visible: box.width > 0 && box.height > 0,
      // Within half a pixel: the browser scrolls a stop into view by whole pixels, and a box at
      // a fractional place may end 0.03 px past the edge (owner A's footer email, 781.03–800.03).
      inView: box.top >= -0.5 && box.bottom <= innerHeight + 0.5,
      onTop: hit !== null && (hit === element || element.contains(hit)),
      inBar: ['fixed', 'sticky'].includes(getComputedStyle(element.closest('header') ?? document.body).position),
    };
  });
}

/**
 * Tabs (or Shift+Tabs, from the end) through the page until focus leaves it, checking every
 * stop: a ring, on screen, on top, and clear of the fixed bar. Returns the stops' names in order.
 */
async function walk(page: Page, where: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<string[]> {
  const bar = await barBottom(page);
  const names: string[] = [];
  for (let presses = 0; presses < 100; presses++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (!stop) break;
    const at = `${where}, stop ${names.length + 1} "${stop.name}"`;
    names.push(stop.name);
    assert.ok(stop.visible, `${at} has no size`);
    assert.ok(stop.outline.style !== 'none' && stop.outline.width >= MIN_OUTLINE_PX, `${at}: outline ${JSON.stringify(stop.outline)}`);
    assert.not.match(stop.outline.color, /rgba\(.*, 0\)$|transparent/, `${at}: invisible outline colour`);
    assert.ok(stop.inView, `${at} is off screen (${stop.top}–${stop.bottom})`);
    if (!stop.inBar && stop.name !== 'Skip to content') assert.ok(stop.top >= bar, `${at} is under the bar (top ${stop.top})`);
    assert.ok(stop.onTop, `${at} is covered by something else`);
  }
  return names;
}

// One tab: each walk starts on a fresh load of its page, at the width it names. Walking up is
// where a stop can end under the fixed bar (each is scrolled in at the top); walking down, each
// is scrolled in at the bottom, and the walk up meets the same stops.
keyboard('should show a focus ring on every stop of every page, none under the bar, walking up with Shift+Tab at 1280 and 375 px', async () => {
  const v = await visit('/', { width: 1280, reducedMotion: 'reduce' });
  for (const width of [1280, 375]) {
    if (width !== 1280) {
      await v.page.setViewportSize({ width, height: 800 });
      await v.goto('/');
    }
    const up = await walk(v.page, `/ at ${width} px`, 'Shift+Tab');
    assert.is(up.at(-1), 'Skip to content', `${width} px: the walk up ends at the skip link`);
    assert.ok(up.length > 30, `${width} px: ${up.length} stops`);
    if (width !== 1280) continue;
    // Everything a visitor can do is on the way: nav, hero, every Live link, contact, footer.
    for (const expected of ['Hire Me', 'Download Resume', 'Send Message', 'Blogs']) assert.ok(up.includes(expected), `the walk never reached "${expected}": ${up.join(' | ')}`);
    assert.is(up.filter((name) => name.startsWith('Live')).length, 6, 'every Live link');
  }

  // The skip link, focused at the end of the walk up, skips to the main content.
  await v.page.keyboard.press('Tab');
  assert.is((await focusStop(v.page))!.name, 'Skip to content');
  await v.page.keyboard.press('Enter');
  assert.is(await v.page.evaluate(() => document.activeElement?.id), 'main');
  await v.page.keyboard.press('Tab');
  assert.is((await focusStop(v.page))!.name, 'View My Work');

  await v.page.setViewportSize({ width: 1280, height: 800 });
  await v.goto('/blogs');
  const blog = await walk(v.page, '/blogs');
  // The owner's name in the bar, the theme toggle, then the way back above the title.
  assert.is(blog[1], 'Alex Carter');
  assert.is(blog.indexOf('Back to Portfolio'), 3);
  assert.is(blog.filter((name) => name.startsWith('Read on Medium')).length, 6, 'every "Read on …" link');
  // Each card's tags are stops too, each a link to its list.
  for (const tag of ['React', 'Accessibility', 'TypeScript']) assert.ok(blog.includes(tag), `the tag ${tag}`);
  assert.ok(blog.some((name) => name.startsWith('Follow on Medium')), '"Follow on Medium"');
});

keyboard('should open, walk and close the menu at 375 px with the keyboard alone', async () => {
  const v = await visit('/', { width: 375 });
  const toggle = v.page.getByRole('button', { name: 'Menu' });
  for (let presses = 0; presses < 5 && !(await toggle.evaluate((button) => button === document.activeElement)); presses++) await v.page.keyboard.press('Tab');
  assert.ok(await toggle.evaluate((button) => button === document.activeElement), 'Tab reaches the menu toggle');
  await v.page.keyboard.press('Enter');
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  await v.page.keyboard.press('Tab');
  assert.is((await focusStop(v.page))!.name, 'Home', 'the first item follows the toggle');
  await v.page.keyboard.press('Tab');
  const about = (await focusStop(v.page))!;
  assert.is(about.name, 'About');
  assert.ok(about.outline.style !== 'none' && about.onTop);
  await v.page.keyboard.press('Enter');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  await scrollSettled(v.page);
  const top = await topOf(v.page, 'about');
  assert.ok(top >= (await barBottom(v.page)) - 0.5 && top < 200, `About lands at ${top}`);
  // Focus continues from the chosen section, not from a hidden menu item.
  await v.page.keyboard.press('Tab');
  const next = await v.page.evaluate(() => {
    const element = document.activeElement!;
    const about = document.getElementById('about')!;
    return { hiddenMenu: element.closest('#site-menu') !== null, after: (about.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 };
  });
  assert.not.ok(next.hiddenMenu);
  assert.ok(next.after, 'the next stop follows the About section');
});

keyboard.run();

// ---

const motion = browserSuite('a11y :: reduced motion and names');

const running = (page: Page) => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);

/** Links and buttons a visitor sees as an icon with no text, with their accessible names. */
async function iconOnlyControls(page: Page) {
  await page.evaluate(() => {
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button')) {
      const box = control.getBoundingClientRect();
      if (box.width > 0 && control.innerText.trim() === '' && control.querySelector('svg')) control.dataset.testIconOnly = '';
    }
  });
  return accessibleNames(page, '[data-test-icon-only]');
}

motion('should run no animation anywhere and jump to a section at once with reduced motion; every icon-only control has a name', async () => {
  const v = await visit('/', { width: 375, permissions: ['clipboard-read', 'clipboard-write'] });
  // Without the preference the page moves: the count below can see motion.
  assert.ok((await running(v.page)) > 0, 'without the preference the cards fade in and the arrow bobs');
  await v.page.emulateMedia({ reducedMotion: 'reduce' });
  await v.goto('/');
  assert.is(await running(v.page), 0, 'on load');
  const cards = await v.page.locator('#projects li[data-delay]').evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
  assert.equal(cards, ['1', '1', '1', '1', '1', '1'], 'cards are shown at once');
  await v.page.getByRole('button', { name: 'Menu' }).click();
  assert.is(await running(v.page), 0, 'opening the menu');
  await v.page.keyboard.press('Escape');
  await v.page.evaluate(() => window.scrollTo(0, 51));
  await nextFrames(v.page);
  assert.is(await running(v.page), 0, 'the bar turning translucent');

  await v.page.setViewportSize({ width: 1280, height: 800 });
  await toTop(v.page);
  const rightAfterClick = await v.page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('header a[href="#projects"]')!.click();
    return window.scrollY;
  });
  assert.ok(rightAfterClick > 0, 'the page should already be there');
  assert.is(await scrollSettled(v.page), rightAfterClick);

  // At 375 px with a toast up: its clock stands still, so it cannot time out while the names are read.
  await v.page.setViewportSize({ width: 375, height: 800 });
  await stopTime(v.page);
  await v.page.getByRole('button', { name: 'Copy email' }).click();
  await v.page.getByRole('button', { name: 'Dismiss notification' }).waitFor();
  assert.is(await running(v.page), 0, 'a toast arriving');
  const controls = await iconOnlyControls(v.page);
  for (const control of controls) assert.ok(control.name.length > 0, `no name: ${control.html}`);
  const found = new Set(controls.map((control) => control.name));
  for (const expected of ['Menu', 'Scroll to About', 'Dismiss notification', 'Copy phone']) assert.ok(found.has(expected), `"${expected}" not among ${[...found].join(' | ')}`);
  for (const profile of ['GitHub', 'LinkedIn']) assert.ok([...found].some((name) => name.startsWith(profile)), `the ${profile} icon`);
  // Menu, scroll arrow, dismiss, the two copy buttons, and the two profiles and the email in hero, contact and footer.
  assert.ok(controls.length >= 3 + 2 + 3 * 3, `${controls.length} icon-only controls`);
});

motion.run();
