// Accessibility in Chromium: axe-core finds nothing on any page at any width in either
// theme, a keyboard reaches everything with a visible focus ring, reduced motion stops all
// motion, and every icon-only control has a name.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';
import { TOAST_HOTKEY } from '../../src/app/toast/store';
import { sitePalette } from '../../src/builder/themes';
import {
  accessibleNames, finishAnimations, axeViolations, barBottom, browserSuite, nextFrames, scrollSettled, sharedVisit, stopTime, toTop, topOf, visit, WIDTHS, type Visit,
} from '../helpers/browser';
import { followText, readText, siteData } from '../helpers/site';
import { OWN_POST, writingSite } from '../helpers/writing-site';

const { labels } = content;
const THEMES = sitePalette(content.accent);
const ROUTES = ['/', '/blogs', '/nope'] as const;
const MIN_OUTLINE_PX = 2;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const axe = browserSuite('a11y :: axe-core');

/** Checks the page at each width in both themes: axe-core finds nothing, each in the theme asked for. */
async function assertNoViolations(v: Visit, where: string) {
  for (const width of WIDTHS) {
    await v.page.setViewportSize({ width, height: 800 });
    for (const theme of ['light', 'dark'] as const) {
      await v.page.emulateMedia({ colorScheme: theme });
      await nextFrames(v.page);
      // Cards fade in and colours change with a transition; measured midway, text would
      // fail contrast that the visitor never sees.
      await finishAnimations(v.page);
      const bg = await v.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.is(bg, rgb(THEMES[theme].bg), `${where} at ${width} px, ${theme}: the page is in the other theme`);
      assert.equal(await axeViolations(v.page), [], `${where} at ${width} px, ${theme}`);
    }
  }
}

// One page per route, checked at each width in both themes: the page follows the system's
// colour scheme until the visitor chooses (theme.test.ts), so switching the scheme switches
// the theme; and the layout follows the width through media queries alone (no script of the
// app reads the width but the tooltip's, to place itself), so resizing one page shows what a
// page opened at that width shows, for one load instead of three.
// The home page is kept for the menu's check after them.
const home = sharedVisit(axe, '/', { width: WIDTHS[0], colorScheme: 'light' });
for (const path of ROUTES) {
  axe(`should find no violations on ${path} at ${WIDTHS.join(', ')} px, in the light and the dark theme`, async () => {
    await assertNoViolations(await (path === '/' ? home() : visit(path, { width: WIDTHS[0], colorScheme: 'light' })), path);
  });
}

// An own post's page (test/helpers/writing-site.ts: the sample with a Markdown post), in both
// themes: highlighted code and its colours included.
axe(`should find no violations on an own post's page at ${WIDTHS.join(', ')} px, in the light and the dark theme`, async () => {
  const { dir } = await writingSite();
  await assertNoViolations(await visit(`/blogs/${OWN_POST.slug}`, { width: WIDTHS[0], site: dir, colorScheme: 'light' }), 'the own post');
});

axe('should find no violations with the menu open at 375 px', async () => {
  // The home page checked above, back at 375 px in the light theme as a phone opens it.
  const v = await home();
  await v.page.setViewportSize({ width: 375, height: 800 });
  await v.page.emulateMedia({ colorScheme: 'light' });
  await v.page.getByRole('button', { name: labels.nav.menu }).click();
  await finishAnimations(v.page);
  assert.equal(await axeViolations(v.page), []);
});

axe.run();

// ---

const keyboard = browserSuite('a11y :: keyboard only');

interface Stop {
  name: string;
  tag: string;
  outline: { style: string; width: number; color: string };
  top: number;
  bottom: number;
  visible: boolean;
  inView: boolean;
  onTop: boolean;
  inBar: boolean;
}

/**
 * What the visitor sees of the focused element once any scrolling has ended. With reduced
 * motion nothing scrolls smoothly: focus scrolls its element into view at once, so two frames
 * (for anything drawn in response, such as a tooltip) are enough.
 */
async function focusStop(page: Page, { reducedMotion = false } = {}): Promise<Stop | null> {
  if (!reducedMotion) await scrollSettled(page);
  // With reduced motion the two frames are waited for in the page, in the same round trip.
  return page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
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
      tag: element.tagName,
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
  }, reducedMotion ? 2 : 0);
}

keyboard('should offer the skip link first, and skip to the main content', async () => {
  const v = await visit('/');
  await v.page.keyboard.press('Tab');
  const first = (await focusStop(v.page))!;
  assert.is(first.name, labels.skipLink);
  assert.ok(first.visible && first.top >= 0 && first.onTop, 'the skip link shows when focused');
  await v.page.keyboard.press('Enter');
  assert.is(await v.page.evaluate(() => document.activeElement?.id), 'main');
  await v.page.keyboard.press('Tab');
  assert.is((await focusStop(v.page))!.name, labels.hero.viewWork);
});

/**
 * Tabs (or Shift+Tabs, from the end) through the page until focus leaves it, checking every
 * stop; returns the stops' names in the order visited. The walks run with reduced motion:
 * where focus lands is the same, and no stop has to wait for a smooth scroll to end.
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<string[]> {
  const bar = await barBottom(page);
  const names: string[] = [];
  for (let presses = 0; presses < 100; presses++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page, { reducedMotion: true });
    if (!stop) break;
    const where = `stop ${names.length + 1} "${stop.name}"`;
    names.push(stop.name);
    assert.ok(stop.visible, `${where} has no size`);
    assert.ok(stop.outline.style !== 'none' && stop.outline.width >= MIN_OUTLINE_PX, `${where}: outline ${JSON.stringify(stop.outline)}`);
    assert.not.match(stop.outline.color, /rgba\(.*, 0\)$|transparent/, `${where}: invisible outline colour`);
    assert.ok(stop.inView, `${where} is off screen (${stop.top}–${stop.bottom})`);
    if (!stop.inBar && stop.name !== labels.skipLink) assert.ok(stop.top >= bar, `${where} is under the bar (top ${stop.top})`);
    assert.ok(stop.onTop, `${where} is covered by something else`);
  }
  return names;
}

keyboard('should show a focus ring on every stop of a walk through the home page, none hidden', async () => {
  const v = await visit('/', { reducedMotion: 'reduce' });
  const names = await walk(v.page);
  // Everything a visitor can do is on the way: nav, hero, projects, contact, footer.
  for (const expected of [labels.nav.hireMe, labels.hero.downloadResume, labels.contact.sendMessage, ...(content.posts.length ? [labels.footer.blogs] : [])]) {
    assert.ok(names.includes(expected), `the walk never reached "${expected}": ${names.join(' | ')}`);
  }
  assert.is(names.filter((name) => name.startsWith(labels.projects.live)).length, content.projects.length, 'every Live link');
});

keyboard('should keep every stop clear of the fixed bar when walking back up with Shift+Tab', async () => {
  for (const width of [375, 1280]) {
    const v = await visit('/', { width, reducedMotion: 'reduce' });
    const names = await walk(v.page, 'Shift+Tab');
    assert.is(names.at(-1), labels.skipLink, `${width}px: the walk ends at the skip link`);
    assert.ok(names.length > 30, `${width}px: ${names.length} stops`);
    await v.context.close();
  }
});

// The blog list exists only with posts.
if (content.posts.length) {
  keyboard('should show a focus ring on every stop of a walk through the blog list, none hidden', async () => {
    const v = await visit('/blogs', { reducedMotion: 'reduce' });
    const names = await walk(v.page);
    // The owner's name in the bar, the theme toggle, then the way back above the title.
    assert.is(names[1], content.person.name);
    assert.is(names.indexOf(labels.blog.back), 3);
    const shown = newestFirst(content.posts).slice(0, POSTS_PER_PAGE);
    const reads = shown.map((post) => readText(post));
    assert.is(names.filter((name) => reads.some((read) => name.startsWith(read))).length, shown.length, 'every "Read on …" link');
    // Each card's tags are stops too, each a link to its list.
    for (const tag of shown[0]!.tags) assert.ok(names.includes(tag), `the tag ${tag}`);
    assert.ok(names.some((name) => name.startsWith(followText())), '"Follow on …"');
  });
}

keyboard('should open, walk and close the menu at 375 px with the keyboard alone', async () => {
  const v = await visit('/', { width: 375 });
  const toggle = v.page.getByRole('button', { name: labels.nav.menu });
  for (let presses = 0; presses < 5 && (await focusStop(v.page))?.name !== labels.nav.menu; presses++) await v.page.keyboard.press('Tab');
  assert.ok(await toggle.evaluate((button) => button === document.activeElement), 'Tab reaches the menu toggle');
  await v.page.keyboard.press('Enter');
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  await v.page.keyboard.press('Tab');
  assert.is((await focusStop(v.page))!.name, labels.nav.home, 'the first item follows the toggle');
  await v.page.keyboard.press('Tab');
  const about = (await focusStop(v.page))!;
  assert.is(about.name, labels.nav.about);
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

const motion = browserSuite('a11y :: reduced motion');

const running = (page: Page) => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);

// One page with the preference for both tests: the second resizes it and starts from the top.
const reduced = sharedVisit(motion, '/', { width: 375, reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

motion('should run no animation or transition anywhere', async () => {
  const normal = await visit('/', { width: 375 });
  assert.ok((await running(normal.page)) > 0, 'without the preference the cards fade in and the arrow bobs');

  const v = await reduced();
  assert.is(await running(v.page), 0, 'on load');
  const cards = await v.page.locator('#projects li[data-delay]').evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
  assert.equal(cards, content.projects.map(() => '1'), 'cards are shown at once');
  await v.page.getByRole('button', { name: labels.nav.menu }).click();
  assert.is(await running(v.page), 0, 'opening the menu');
  await v.page.keyboard.press('Escape');
  await v.page.evaluate(() => window.scrollTo(0, 51));
  await nextFrames(v.page);
  assert.is(await running(v.page), 0, 'the bar turning translucent');
  await v.page.getByRole('button', { name: `${labels.contact.copy} ${labels.contact.email.toLowerCase()}` }).click();
  await v.page.getByRole('region', { name: `${labels.toast.region} ${TOAST_HOTKEY.label}` }).getByRole('listitem').waitFor();
  assert.is(await running(v.page), 0, 'a toast arriving');
});

motion('should jump to a section at once instead of scrolling smoothly', async () => {
  const v = await reduced();
  await v.page.setViewportSize({ width: 1280, height: 800 });
  await toTop(v.page);
  const rightAfterClick = await v.page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('header a[href="#projects"]')!.click();
    return window.scrollY;
  });
  assert.ok(rightAfterClick > 0, 'the page should already be there');
  assert.is(await scrollSettled(v.page), rightAfterClick);
});

motion.run();

// ---

const names = browserSuite('a11y :: icon-only controls');

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

names('should give every icon-only control a name', async () => {
  const v = await visit('/', { width: 375, permissions: ['clipboard-read', 'clipboard-write'] });
  // The page's clock stands still, so the toast cannot time out while the controls are read.
  await stopTime(v.page);
  await v.page.getByRole('button', { name: `${labels.contact.copy} ${labels.contact.email.toLowerCase()}` }).click();
  await v.page.getByRole('button', { name: labels.toast.dismiss }).waitFor();
  const controls = await iconOnlyControls(v.page);
  for (const control of controls) assert.ok(control.name.length > 0, `no name: ${control.html}`);
  const found = new Set(controls.map((control) => control.name));
  const phone = content.person.phone ? [`${labels.contact.copy} ${labels.contact.phone.toLowerCase()}`] : [];
  for (const expected of [labels.nav.menu, labels.hero.scrollDown, labels.toast.dismiss, ...phone]) {
    assert.ok(found.has(expected), `"${expected}" not among ${[...found].join(' | ')}`);
  }
  const { profiles } = siteData.links;
  for (const profile of profiles) assert.ok([...found].some((name) => name.startsWith(profile.name)), `the ${profile.name} icon`);
  // Menu, scroll arrow, dismiss, the copy buttons, and the profiles and email in hero, contact and footer.
  const expected = 3 + 1 + phone.length + 3 * (profiles.length + 1);
  assert.ok(controls.length >= expected, `${controls.length} icon-only controls, ${expected} expected`);
});

names.run();
