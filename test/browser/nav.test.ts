// The navigation in Chromium: the fixed bar's two states at the 50 px threshold, where every
// nav item and hero button lands, and the small-screen menu.
import type { Locator, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { hasStory } from '../../src/prerendered/sections/Experience';
import { SCROLL_THRESHOLD_PX } from '../../src/app/sections/Nav';
import { browserSuite, hydrated, landing, LANDING_SLACK_PX, nextFrames, scrollSettled, sharedVisit, toTop, visit, WIDTHS } from '../helpers/browser';
import { HAS_BLOG } from '../helpers/built-site';

const { labels } = content;
const text = labels.nav;

const mainNav = (page: Page) => page.getByRole('navigation', { name: text.label });
const MENU_ID = 'site-menu';
const toggle = (page: Page) => page.getByRole('button', { name: text.menu });
const menu = (page: Page) => page.locator(`#${MENU_ID}`);

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
// Reduced motion switches the bar's 200 ms transition off, so the computed style is the
// state itself rather than a frame of the fade. Both tests read one page, each scrolling it
// to where it looks.
const barPage = sharedVisit(bar, '/', { reducedMotion: 'reduce' });

bar('should be transparent at scrollY 50 and translucent with a blur at 51', async () => {
  assert.is(SCROLL_THRESHOLD_PX, 50);
  const v = await barPage();
  const at = async (y: number) => {
    await v.page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(v.page);
    return v.page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('header')!);
      return { y: window.scrollY, background: style.backgroundColor, filter: style.backdropFilter };
    });
  };
  for (const y of [0, 50, 51, 50]) {
    const state = await at(y);
    assert.is(state.y, y);
    if (y <= SCROLL_THRESHOLD_PX) {
      assert.is(alphaOf(state.background), 0, `at ${y}: ${state.background}`);
      assert.is(state.filter, 'none', `at ${y}`);
    } else {
      const alpha = alphaOf(state.background);
      assert.ok(alpha > 0 && alpha < 1, `at ${y}: ${state.background} should be translucent`);
      assert.match(state.filter, /^blur\(\d+(\.\d+)?px\)$/, `at ${y}`);
    }
  }
});

bar('should stay fixed at the top of the viewport', async () => {
  const v = await barPage();
  await v.page.evaluate(() => window.scrollTo(0, 2000));
  await nextFrames(v.page);
  assert.is(await v.page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top), 0);
  assert.ok(await mainNav(v.page).isVisible());
});

bar.run();

// ---

const links = browserSuite('nav :: where each link lands');

const SECTION_LINKS = [
  [text.about, 'about'],
  [text.projects, 'projects'],
  [text.contact, 'contact'],
  [text.hireMe, 'contact'],
] as const;

// Where a link lands does not depend on how the page gets there: the smooth scroll itself is
// followed to its end from a nav item by the "smoothly" test below (and by the hero, arrow,
// Home and menu tests), so these jump. One page, resized: the bar's layout is CSS alone.
links('should land each section just below the bar from the nav items and Hire Me', async () => {
  const v = await visit('/', { width: 800, reducedMotion: 'reduce' });
  for (const width of [800, 1280]) {
    await v.page.setViewportSize({ width, height: 800 });
    await toTop(v.page);
    for (const [name, id] of SECTION_LINKS) {
      await mainNav(v.page).getByRole('link', { name, exact: true }).click();
      await assertLandsBelowBar(v.page, id, `${name} at ${width}px`);
      assert.is(new URL(v.page.url()).hash, `#${id}`);
    }
  }
});

// The smooth scrolls below start from the top of one page at 1280 px, each test taking it back
// there at once: where a click lands and how it gets there do not depend on what came before.
// The page goes to /blogs in the last test.
const home = sharedVisit(links, '/');

// The scroll arrow is clicked on a fresh page at every width, 1280 px too, by the arrow's own
// test below: it must hold still for a pointer in the seconds after the load, while it bobs.
links('should land each section just below the bar from the hero buttons', async () => {
  const v = await home();
  const hero = v.page.locator('#top');
  const buttons = [
    [labels.hero.viewWork, 'projects'],
    [labels.hero.contactMe, 'contact'],
  ] as const;
  for (const [name, id] of buttons) {
    await toTop(v.page);
    // No force: each holds still for a pointer.
    await hero.getByRole('link', { name, exact: true }).click();
    await assertLandsBelowBar(v.page, id, name);
  }
});

// Where a page opened at /#projects comes to rest, at 375 and 1280 px, is checked by
// look.test.ts ("cards on view") on its fresh loads of that address, which it reads for the cards.

links('should scroll smoothly rather than jump', async () => {
  const v = await home();
  await toTop(v.page);
  const rightAfterClick = await v.page.evaluate(() => {
    document.querySelector<HTMLAnchorElement>('header a[href="#projects"]')!.click();
    return window.scrollY;
  });
  assert.is(rightAfterClick, 0);
  await assertLandsBelowBar(v.page, 'projects', text.projects);
});

links('should return to the very top with Home', async () => {
  const v = await home();
  await toTop(v.page);
  await mainNav(v.page).getByRole('link', { name: text.contact, exact: true }).click();
  assert.ok((await scrollSettled(v.page)) > 0);
  await mainNav(v.page).getByRole('link', { name: text.home, exact: true }).click();
  assert.is(await scrollSettled(v.page), 0);
});

// No posts, no blog page and no Blog item (test/browser/blog.test.ts checks that).
if (HAS_BLOG) links('should load /blogs as a new page from the nav\'s Blog and the footer\'s Blogs alike: a full page navigation', async () => {
  const v = await home();
  const blogLinks = [
    ['nav', mainNav(v.page).getByRole('link', { name: text.blog, exact: true })],
    ['footer', v.page.getByRole('contentinfo').getByRole('link', { name: labels.footer.blogs, exact: true })],
  ] as const;
  for (const [where, link] of blogLinks) {
    if (new URL(v.page.url()).pathname !== '/') await v.goto('/');
    // A mark on this document's window: a new document starts without it, an in-page route change keeps it.
    await v.page.evaluate(() => ((window as { leftHere?: boolean }).leftHere = true));
    await link.click();
    await v.page.waitForURL(`${v.origin}/blogs`);
    await hydrated(v.page);
    assert.is(await v.page.evaluate(() => (window as { leftHere?: boolean }).leftHere), undefined, `${where}: the page was routed, not loaded`);
    // A new document has its own navigation entry; an in-page route change keeps the old one.
    assert.is(await v.page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname), '/blogs', where);
    assert.is(await v.page.locator('h1').innerText(), labels.blog.title);
  }
});

links.run();

// ---

const phone = browserSuite('nav :: menu on small screens');

// With a career, its Experience item follows About; Blog only while the owner has posts.
const NAV_ITEMS = [text.home, text.about, ...(hasStory(content) ? [text.experience] : []), text.projects, text.contact, ...(HAS_BLOG ? [text.blog] : []), text.hireMe];
const linkNames = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((anchors) => anchors.map((a) => (a as HTMLElement).innerText.trim()));

// One page for the suite, resized between the widths (the bar's two forms are CSS alone) and
// left with the menu closed by each test, as a fresh load shows it. The last test goes to /blogs.
const phonePage = sharedVisit(phone, '/', { width: 1280 });
const atWidth = async (width: number) => {
  const v = await phonePage();
  await v.page.setViewportSize({ width, height: 800 });
  return v;
};

phone('should open a dropdown with the same items as the wide bar', async () => {
  const v = await atWidth(1280);
  assert.equal(await linkNames(menu(v.page)), NAV_ITEMS);
  // The same page on a phone: which of the two the bar shows is CSS alone (media queries).
  await v.page.setViewportSize({ width: 375, height: 800 });
  const dropdown = menu(v.page);
  assert.ok(await toggle(v.page).isVisible());
  assert.is(await toggle(v.page).getAttribute('aria-controls'), MENU_ID);
  assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'false');
  assert.not.ok(await dropdown.isVisible());
  await toggle(v.page).click();
  assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'true');
  assert.ok(await dropdown.isVisible());
  assert.equal(await linkNames(dropdown), NAV_ITEMS);
  for (const name of NAV_ITEMS) assert.ok(await dropdown.getByRole('link', { name, exact: true }).isVisible(), name);
  await toggle(v.page).click();
  assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'false', 'the toggle closes it again');
  assert.not.ok(await dropdown.isVisible());
});

phone('should close on Escape and give focus back to the toggle', async () => {
  const v = await atWidth(375);
  await toggle(v.page).click();
  await menu(v.page).getByRole('link', { name: text.about, exact: true }).focus();
  await v.page.keyboard.press('Escape');
  assert.not.ok(await menu(v.page).isVisible());
  assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'false');
  assert.ok(await toggle(v.page).evaluate((button) => button === document.activeElement));
});

phone('should hide the toggle and show the items in the bar at 800 and 1280 px', async () => {
  for (const width of [800, 1280]) {
    const v = await atWidth(width);
    const hiddenToggle = v.page.locator(`button[aria-controls="${MENU_ID}"]`);
    assert.is(await hiddenToggle.count(), 1);
    assert.not.ok(await hiddenToggle.isVisible(), `${width}px`);
    for (const name of NAV_ITEMS) assert.ok(await mainNav(v.page).getByRole('link', { name, exact: true }).isVisible(), `${name} at ${width}px`);
  }
});

phone('should close after an item is chosen, and go where the item says', async () => {
  const v = await atWidth(375);
  await toTop(v.page);
  const dropdown = menu(v.page);
  for (const [name, id] of [...SECTION_LINKS, [text.home, 'top'] as const]) {
    await toggle(v.page).click();
    await dropdown.getByRole('link', { name, exact: true }).click();
    assert.not.ok(await dropdown.isVisible(), `${name} left the menu open`);
    assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'false');
    if (id === 'top') assert.is(await scrollSettled(v.page), 0);
    else await assertLandsBelowBar(v.page, id, `${name} from the menu`);
  }
  if (!HAS_BLOG) return;
  await toggle(v.page).click();
  await dropdown.getByRole('link', { name: text.blog, exact: true }).click();
  await v.page.waitForURL(`${v.origin}/blogs`);
});

phone.run();

// ---

const arrow = browserSuite('hero :: scroll-down control');

const scrollArrow = (page: Page) => page.locator('#top').getByRole('link', { name: labels.hero.scrollDown, exact: true });

// Each width's page is a fresh load: the arrow bobs in its first seconds. The last, at 1280 px,
// is read again by the next test (its styles).
const arrowPage = sharedVisit(arrow, '/', { width: WIDTHS.at(-1) });

arrow(`should be clickable with every actionability check (a still target) and land on About, at ${WIDTHS.join(', ')} px`, async () => {
  for (const width of WIDTHS) {
    const v = await (width === WIDTHS.at(-1) ? arrowPage() : visit('/', { width }));
    // Playwright waits for a visible, stable, enabled, unobscured target; a bouncing one never is.
    await scrollArrow(v.page).click();
    await assertLandsBelowBar(v.page, 'about', `scroll arrow at ${width}px`);
  }
});

arrow('should move only its icon, a few times, and stop within 5 s (WCAG 2.2.2)', async () => {
  const v = await arrowPage();
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
  assert.ok(Number.isFinite(motion.seconds) && motion.seconds > 0 && motion.seconds <= 5, `moves for ${motion.seconds} s`);
});

// A page of its own, loaded with the preference: on the shared page the bob may be over
// already, and a finished animation is not listed.
arrow('should not move at all with reduced motion', async () => {
  const v = await visit('/', { reducedMotion: 'reduce' });
  const animations = await scrollArrow(v.page).evaluate((link) => [link, ...link.querySelectorAll('*')].flatMap((node) => node.getAnimations()).length);
  assert.is(animations, 0);
});

arrow.run();
