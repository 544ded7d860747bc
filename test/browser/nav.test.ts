// The navigation in Chromium: the fixed bar's two states at the 50 px threshold, where every
// nav item and hero button lands, the small screens' menu (a sheet over a scrim that closes it
// and keeps focus), and the hero's scroll arrow.
import type { Locator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { SCROLL_THRESHOLD_PX } from '../../src/app/sections/Nav';
import { browserSuite, landing, LANDING_SLACK_PX, nextFrames, scrollSettled, toTop, visit } from '../helpers/browser';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.locator('#site-menu');
const focusOnToggle = (page: Page) => toggle(page).evaluate((button) => button === document.activeElement);
// The menu's rows: one thumb's height (--row in styles/global.css).
const ROW_PX = 48;
// The sample's items: with a career, Experience would follow About.
const NAV_ITEMS = ['Home', 'About', 'Projects', 'Contact', 'Blog', 'Hire Me'];
const SECTION_LINKS = [
  ['About', 'about'],
  ['Projects', 'projects'],
  ['Contact', 'contact'],
  ['Hire Me', 'contact'],
] as const;

async function assertLandsBelowBar(page: Page, id: string, what: string) {
  const { top, bar: bottom } = await landing(page, id);
  assert.ok(top >= bottom - 0.5, `${what}: #${id} starts at ${top}px, hidden under the bar that ends at ${bottom}px`);
  assert.ok(top - bottom <= LANDING_SLACK_PX, `${what}: #${id} starts at ${top}px, far below the bar that ends at ${bottom}px`);
}

/** "rgba(11, 17, 32, 0.72)" -> 0.72; "rgb(…)" -> 1. */
function alphaOf(color: string): number {
  const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(/[\s,/]+/).filter(Boolean) ?? [];
  return parts.length === 4 ? Number(parts[3]) : 1;
}

const bar = browserSuite('nav :: bar');

// Reduced motion switches the bar's 200 ms transition off, so the computed style is the state
// itself rather than a frame of the fade.
bar('should be transparent at scrollY 50 and translucent with a blur at 51, and stay fixed at the top', async () => {
  assert.is(SCROLL_THRESHOLD_PX, 50);
  const v = await visit('/', { reducedMotion: 'reduce' });
  for (const y of [0, 50, 51, 50, 2000]) {
    await v.page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(v.page);
    const state = await v.page.evaluate(() => {
      const header = document.querySelector('header')!;
      const style = getComputedStyle(header);
      return { y: window.scrollY, top: header.getBoundingClientRect().top, background: style.backgroundColor, filter: style.backdropFilter };
    });
    assert.is(state.y, y);
    assert.is(state.top, 0, `at ${y}: the bar left the top`);
    if (y <= 50) {
      assert.is(alphaOf(state.background), 0, `at ${y}: ${state.background}`);
      assert.is(state.filter, 'none', `at ${y}`);
    } else {
      const alpha = alphaOf(state.background);
      assert.ok(alpha > 0 && alpha < 1, `at ${y}: ${state.background} should be translucent`);
      assert.match(state.filter, /^blur\(\d+(\.\d+)?px\)$/, `at ${y}`);
    }
  }
  assert.ok(await mainNav(v.page).isVisible());
});

bar.run();

// ---

const links = browserSuite('nav :: where each link lands');

// (Blog and the footer's Blogs are left to the browser: test/components/router.test.tsx; the
// page load they make: routes.test.ts.)
links('should scroll smoothly to each section, just below the bar, from the nav items, Hire Me, the hero buttons and Home', async () => {
  const v = await visit('/', { width: 1280 });
  const rightAfterClick = await v.page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('header a[href="#projects"]')!.click();
    return window.scrollY;
  });
  assert.is(rightAfterClick, 0, 'smoothly, not in a jump');
  await assertLandsBelowBar(v.page, 'projects', 'Projects');

  for (const [name, id] of [['View My Work', 'projects'], ['Contact Me', 'contact']] as const) {
    await toTop(v.page);
    // No force: each holds still for a pointer.
    await v.page.locator('#top').getByRole('link', { name, exact: true }).click();
    await assertLandsBelowBar(v.page, id, name);
  }
  await mainNav(v.page).getByRole('link', { name: 'Home', exact: true }).click();
  assert.is(await scrollSettled(v.page), 0, 'Home returns to the very top');

  // Where a link lands does not depend on how the page gets there: with reduced motion these
  // jump. One page, resized: the bar's layout is CSS alone.
  await v.page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [1280, 800]) {
    await v.page.setViewportSize({ width, height: 800 });
    await toTop(v.page);
    for (const [name, id] of SECTION_LINKS) {
      await mainNav(v.page).getByRole('link', { name, exact: true }).click();
      await assertLandsBelowBar(v.page, id, `${name} at ${width}px`);
      assert.is(new URL(v.page.url()).hash, `#${id}`);
    }
  }

});

links.run();

// ---

const phone = browserSuite('nav :: menu on small screens');

const linkNames = (scope: Locator) => scope.getByRole('link').evaluateAll((anchors) => anchors.map((a) => (a as HTMLElement).innerText.trim()));

// One page, resized between the widths: the bar's two forms, the sheet and the scrim are CSS
// alone (media queries). Reduced motion: each item chosen jumps to its section.
phone('should show the items in the bar from 800 px, and below in a sheet over a scrim that closes it, keep focus in it, and go where an item says', async () => {
  const v = await visit('/', { width: 1280, reducedMotion: 'reduce' });
  for (const width of [1280, 800]) {
    await v.page.setViewportSize({ width, height: 800 });
    assert.equal(await linkNames(menu(v.page)), NAV_ITEMS, `${width}px`);
    assert.is(await v.page.locator('button[aria-controls="site-menu"]').count(), 1);
    assert.not.ok(await toggle(v.page).isVisible(), `${width}px: the toggle shows`);
    for (const name of NAV_ITEMS) assert.ok(await mainNav(v.page).getByRole('link', { name, exact: true }).isVisible(), `${name} at ${width}px`);
  }

  for (const width of [320, 375, 768]) {
    await v.page.setViewportSize({ width, height: 800 });
    assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'false');
    assert.not.ok(await menu(v.page).isVisible(), `${width}px: open before the toggle`);
    await toggle(v.page).click();
    assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'true');
    assert.equal(await linkNames(menu(v.page)), NAV_ITEMS);
    const state = await v.page.evaluate(() => {
      const menu = document.getElementById('site-menu')!;
      const scrim = document.querySelector('header')!.nextElementSibling!;
      const rows = [...menu.querySelectorAll('li a')].map((a) => ({ height: a.getBoundingClientRect().height, color: getComputedStyle(a).color }));
      const { left, right } = menu.getBoundingClientRect();
      const s = scrim.getBoundingClientRect();
      return { left, right, rows, text: getComputedStyle(document.body).color, scrim: { tag: scrim.tagName, width: s.width, height: s.height } };
    });
    assert.equal([state.left, state.right], [0, width], `${width}px: the sheet's edges`);
    for (const row of state.rows) assert.ok(row.height >= ROW_PX, `${width}px: a row of ${row.height}px`);
    // Rows in the text's colour, but the current one.
    assert.ok(state.rows.filter((row) => row.color === state.text).length >= state.rows.length - 1, `${width}px: rows in ${state.rows.map((r) => r.color)}, text ${state.text}`);
    assert.equal(state.scrim, { tag: 'DIV', width, height: 800 }, `${width}px: the scrim covers the screen`);
    await toggle(v.page).click();
    assert.not.ok(await menu(v.page).isVisible(), `${width}px: the toggle closes it again`);
  }

  await v.page.setViewportSize({ width: 375, height: 800 });
  await toggle(v.page).click();
  await menu(v.page).getByRole('link', { name: 'About', exact: true }).focus();
  // Below the sheet: the scrim over the page.
  await v.page.mouse.click(200, 760);
  assert.not.ok(await menu(v.page).isVisible(), 'the scrim closes it');
  assert.ok(await focusOnToggle(v.page), 'focus back on the toggle');
  assert.is(await v.page.evaluate(() => window.scrollY), 0, 'the click did not reach the page');

  await toggle(v.page).click();
  const inBar = () => v.page.evaluate(() => document.querySelector('header')!.contains(document.activeElement));
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await v.page.keyboard.press(key);
      assert.ok(await inBar(), `${key} ${i + 1} left the bar for ${await v.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
    }
  }
  await toggle(v.page).click();

  for (const [name, id] of [...SECTION_LINKS, ['Home', 'top'] as const]) {
    await toggle(v.page).click();
    await menu(v.page).getByRole('link', { name, exact: true }).click();
    assert.not.ok(await menu(v.page).isVisible(), `${name} left the menu open`);
    assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'false');
    if (id === 'top') assert.is(await scrollSettled(v.page), 0);
    else await assertLandsBelowBar(v.page, id, `${name} from the menu`);
  }
  await toggle(v.page).click();
  await menu(v.page).getByRole('link', { name: 'Blog', exact: true }).click();
  await v.page.waitForURL(`${v.origin}/blogs`);
});

phone.run();

// ---

const arrow = browserSuite('hero :: scroll-down control');

const scrollArrow = (page: Page) => page.locator('#top').getByRole('link', { name: 'Scroll to About', exact: true });

// Each width's page is a fresh load: the arrow bobs in its first seconds, and must hold still
// for a pointer all the same. (With reduced motion it does not move: a11y.test.ts counts every
// running animation.)
arrow('should be clickable with every actionability check (a still target) and land on About at 375, 800 and 1280 px, moving only its icon for at most 5 s', async () => {
  const v = await visit('/', { width: 375 });
  for (const width of [375, 800, 1280]) {
    if (width !== 375) {
      await v.page.setViewportSize({ width, height: 800 });
      await v.goto('/');
    }
    // Playwright waits for a visible, stable, enabled, unobscured target; a bouncing one never is.
    await scrollArrow(v.page).click();
    await assertLandsBelowBar(v.page, 'about', `scroll arrow at ${width}px`);
  }
  // Read from the styles, not from running animations: on a loaded machine the page can take
  // longer than the bob itself to become ready, and a finished animation is no longer listed.
  const motion = await scrollArrow(v.page).evaluate((link) => {
    const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))));
    const style = getComputedStyle(link.querySelector('svg')!);
    return {
      link: getComputedStyle(link).animationName,
      icon: style.animationName,
      seconds: seconds(style.animationDelay) + seconds(style.animationDuration) * Number(style.animationIterationCount),
    };
  });
  assert.is(motion.link, 'none', 'the link itself moves');
  assert.is.not(motion.icon, 'none', 'the arrow bobs');
  // WCAG 2.2.2: what moves by itself stops within 5 s.
  assert.ok(Number.isFinite(motion.seconds) && motion.seconds > 0 && motion.seconds <= 5, `moves for ${motion.seconds} s`);
});

arrow.run();
