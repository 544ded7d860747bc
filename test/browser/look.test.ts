// That the site looks made by a person, not a template, by what a visitor sees in the browser: the
// hero's art never lies over a word or a control, from 320 to 1920 px; the Code and Live links
// of a row of cards stand on one line; the small screens' menu is a sheet over a scrim that
// closes it and keeps focus; a card is never an empty slot for longer than its own step.
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { cardDelay } from '../../src/app/sections/ProjectCardDelay';
import { REVEAL_ATTRIBUTE } from '../../src/app/sections/reveal-on-view';
import { attributeSet, browserSuite, finishAnimations, hydrated, landing, LANDING_SLACK_PX, nextFrames, sharedVisit, visit } from '../helpers/browser';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const { labels, projects } = content;
const HERO_WIDTHS = [320, 375, 768, 1024, 1280, 1920];
// The menu's rows: one thumb's height (--row in styles/global.css).
const ROW_PX = 48;

type Box = { what: string; left: number; top: number; right: number; bottom: number };

/** The shown art's box, and the box of every line of text and every control in the hero. */
function heroBoxes(page: Page): Promise<{ art: Box[]; texts: Box[] }> {
  return page.evaluate(() => {
    const hero = document.getElementById('top')!;
    const box = (what: string, rect: DOMRect) => ({ what, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    const art = [...hero.querySelectorAll<HTMLImageElement>('picture img[alt=""]')]
      .filter((img) => getComputedStyle(img).display !== 'none')
      .map((img) => box('art', img.getBoundingClientRect()));
    const texts: ReturnType<typeof box>[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || node.parentElement!.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) texts.push(box(`"${node.textContent!.trim().slice(0, 24)}"`, rect));
    }
    for (const control of hero.querySelectorAll('a, button, img[alt]:not([alt=""])')) texts.push(box(control.getAttribute('aria-label') ?? control.textContent!.trim() ?? control.tagName, control.getBoundingClientRect()));
    return { art, texts };
  });
}

// --- 1. The hero's art beside the text ------------------------------------------------------

const hero = browserSuite('look :: hero art');
// One page with JavaScript and one without, each resized through the widths (the hero's layout
// is CSS alone) and read by the suite's tests in turn; the last takes the page without apart.
const heroPage = (javaScript: boolean) => (javaScript ? withScript : withoutScript)();
const withScript = sharedVisit(hero, '/', { width: HERO_WIDTHS[0] });
const withoutScript = sharedVisit(hero, '/', { width: HERO_WIDTHS[0], javaScript: false });

hero('should never lay the art over text or a control, nor past the screen, at 320, 375, 768, 1024, 1280 and 1920 px', async () => {
  for (const javaScript of [true, false]) {
    const v = await heroPage(javaScript);
    for (const width of HERO_WIDTHS) {
      await v.page.setViewportSize({ width, height: 800 });
      const { art, texts } = await heroBoxes(v.page);
      assert.is(art.length, 1, `${width}px: one artwork shown`);
      const [picture] = art as [Box];
      assert.ok(picture.right - picture.left >= 120 && picture.bottom - picture.top >= 120, `${width}px: the art is ${picture.right - picture.left}×${picture.bottom - picture.top}`);
      assert.ok(picture.left >= 0 && picture.right <= width, `${width}px: the art runs off the screen (${picture.left}–${picture.right})`);
      const crossed = texts.filter((t) => t.left < picture.right && picture.left < t.right && t.top < picture.bottom && picture.top < t.bottom);
      assert.equal(crossed.map((t) => t.what), [], `${width}px${javaScript ? '' : ' without JavaScript'}: under the art`);
    }
  }
});

hero('should show the whole picture, never cropped (contain), whatever its shape', async () => {
  const v = await heroPage(true);
  for (const width of HERO_WIDTHS) {
    await v.page.setViewportSize({ width, height: 800 });
    const fits = await v.page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('#top picture img[alt=""]')].filter((img) => getComputedStyle(img).display !== 'none').map((img) => getComputedStyle(img).objectFit),
    );
    assert.equal(fits, ['contain'], `${width}px`);
  }
});

hero('should keep the name, title and intro where they were when the rest of the page arrives (anchored to the top)', async () => {
  const v = await heroPage(false);
  await v.page.setViewportSize({ width: 1280, height: 800 });
  const before = await v.page.locator('#hero-name').boundingBox();
  // The rest of the page gone (as if it had not arrived yet): the hero's text does not move.
  await v.page.evaluate(() => {
    for (const element of document.querySelectorAll('#about, #projects, #contact, footer')) element.remove();
  });
  assert.equal(await v.page.locator('#hero-name').boundingBox(), before);
});

hero.run();

// --- 2. Cards ----------------------------------------------------------------------------------

const cards = browserSuite('look :: project cards');
// One page, resized through the widths: the grid is CSS alone.
const cardsPage = sharedVisit(cards, '/', { width: 375, reducedMotion: 'reduce' });

cards('should stand the Code and Live links of every card of a row on one line, at the card\'s foot', async () => {
  for (const width of [375, 800, 1280]) {
    const v = await cardsPage();
    await v.page.setViewportSize({ width, height: 800 });
    const rows = await v.page.locator('#projects li[data-delay]').evaluateAll((items) => {
      const byRow = new Map<number, { title: string; links: number; foot: number }[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        const links = [...item.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
        const entry = { title: item.querySelector('h3')!.textContent!, links: Math.round(links[0]!.bottom), foot: Math.round(item.getBoundingClientRect().bottom - links[0]!.bottom) };
        byRow.set(top, [...(byRow.get(top) ?? []), entry]);
      }
      return [...byRow.values()];
    });
    for (const row of rows) {
      assert.is(new Set(row.map((card) => card.links)).size, 1, `${width}px: ${JSON.stringify(row)}`);
      assert.is(new Set(row.map((card) => card.foot)).size, 1, `${width}px: one padding below the links`);
    }
  }
});

cards('should not lift a card under the pointer: only its links answer it', async () => {
  const v = await cardsPage();
  await v.page.setViewportSize({ width: 1280, height: 800 });
  const card = v.page.locator('#projects li[data-delay]').first();
  await card.scrollIntoViewIfNeeded();
  await card.locator('h3').hover();
  await nextFrames(v.page);
  assert.is(await card.evaluate((element) => getComputedStyle(element).transform), 'none');
});

cards.run();

// --- 3. The menu on small screens ---------------------------------------------------------------

const menu = browserSuite('look :: mobile menu');

const toggle = (page: Page) => page.getByRole('button', { name: labels.nav.menu });
const sheet = (page: Page) => page.locator('#site-menu');

menu('should open a sheet the width of the screen, rows of 48 px in the text colour, over a scrim', async () => {
  // One page, resized with the menu closed: the sheet and the scrim are laid out by CSS alone.
  const v = await visit('/', { width: 320, reducedMotion: 'reduce' });
  for (const width of [320, 375, 768]) {
    await v.page.setViewportSize({ width, height: 800 });
    await toggle(v.page).click();
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
    assert.ok(state.rows.filter((row) => row.color === state.text).length >= state.rows.length - 1, `${width}px: rows in ${state.rows.map((r) => r.color)}, text ${state.text}`);
    assert.equal(state.scrim, { tag: 'DIV', width, height: 800 }, `${width}px: the scrim covers the screen`);
    await toggle(v.page).click();
    assert.not.ok(await sheet(v.page).isVisible(), `${width}px: the toggle closes it again`);
  }
});

// Both leave the menu closed, focus on its toggle, the page at the top.
const phonePage = sharedVisit(menu, '/', { width: 375 });

menu('should close when the scrim is clicked and give focus back to the toggle', async () => {
  const v = await phonePage();
  await toggle(v.page).click();
  await sheet(v.page).getByRole('link', { name: labels.nav.about, exact: true }).focus();
  // Below the sheet: the scrim over the page.
  await v.page.mouse.click(200, 760);
  assert.not.ok(await sheet(v.page).isVisible());
  assert.is(await toggle(v.page).getAttribute('aria-expanded'), 'false');
  assert.ok(await toggle(v.page).evaluate((button) => button === document.activeElement));
  assert.is(await v.page.evaluate(() => window.scrollY), 0, 'the click did not reach the page');
});

menu('should keep focus in the bar and its sheet while open, Tab and Shift+Tab, and let Escape close it', async () => {
  const v = await phonePage();
  await toggle(v.page).click();
  const inBar = () => v.page.evaluate(() => document.querySelector('header')!.contains(document.activeElement));
  for (let i = 0; i < 12; i++) {
    await v.page.keyboard.press('Tab');
    assert.ok(await inBar(), `Tab ${i + 1} left the bar for ${await v.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`);
  }
  for (let i = 0; i < 12; i++) {
    await v.page.keyboard.press('Shift+Tab');
    assert.ok(await inBar(), `Shift+Tab ${i + 1} left the bar`);
  }
  await v.page.keyboard.press('Escape');
  assert.not.ok(await sheet(v.page).isVisible());
  assert.ok(await toggle(v.page).evaluate((button) => button === document.activeElement));
});

menu('should mark the section in view as the current item', async () => {
  const v = await visit('/#projects', { width: 375, reducedMotion: 'reduce' });
  await toggle(v.page).click();
  const current = sheet(v.page).locator('a[aria-current]');
  assert.equal(await current.allInnerTexts(), [labels.nav.projects]);
  assert.is(await current.getAttribute('aria-current'), 'location');
});

menu.run();

// --- 4. Cards on view ---------------------------------------------------------------------------

const motion = browserSuite('look :: cards on view');

/** Each card's title, whether it is on screen, its opacity and its running fade's delay. */
function cardStates(page: Page) {
  return page.locator('#projects li[data-delay]').evaluateAll((items, attribute) =>
    items.map((item) => {
      const { top, bottom } = item.getBoundingClientRect();
      return {
        title: item.querySelector('h3')!.textContent!,
        onScreen: bottom > 0 && top < innerHeight,
        opacity: Number(getComputedStyle(item).opacity),
        revealed: item.hasAttribute(attribute),
        delays: item.getAnimations().map((animation) => animation.effect!.getTiming().delay as number),
      };
    }),
  REVEAL_ATTRIBUTE);
}

// The same fresh loads show where a page opened at an address lands (nav.test.ts follows
// the links): the section just below the bar.
motion('should land a deep link to #projects just below the bar, and show its cards with no empty slot longer than its own step', async () => {
  for (const width of [375, 1280]) {
    const v = await visit('/#projects', { width });
    const { top, bar } = await landing(v.page, 'projects');
    assert.ok(top >= bar - 0.5 && top - bar <= LANDING_SLACK_PX, `/#projects at ${width}px: the section starts at ${top}px, the bar ends at ${bar}px`);
    // Where the page comes to rest at #projects: a card already on screen when the script
    // started stays whole; one the fragment scroll brought in after that fades in its own
    // step (0–1 s by its place), never later.
    await nextFrames(v.page);
    const states = await cardStates(v.page);
    const shown = states.map((card, index) => ({ ...card, index })).filter((card) => card.onScreen);
    assert.ok(shown.length >= 1, `${width}px: no card on screen at #projects`);
    for (const card of shown) {
      const step = Math.round(cardDelay(card.index) * 1000);
      assert.ok(card.opacity === 1 || card.delays.every((delay) => delay <= step), `${width}px: ${card.title} waits ${card.delays} ms, past its step of ${step} ms`);
    }
    await finishAnimations(v.page);
    const after = await cardStates(v.page);
    for (const card of shown) assert.is(after[card.index]!.opacity, 1, `${width}px: ${card.title} is whole once its step has run`);
    await v.context.close();
  }
});

motion('should fade a card in when it scrolls into view, after the delay for its place, and leave it whole', async () => {
  const v = await visit('/', { width: 1280 });
  const before = await cardStates(v.page);
  assert.ok(before.every((card) => !card.onScreen && card.opacity === 1 && card.delays.length === 0), 'nothing plays or hides off screen');
  for (const [i] of projects.entries()) {
    await v.page.locator('#projects li[data-delay]').nth(i).scrollIntoViewIfNeeded();
    await attributeSet(v.page.locator('#projects li[data-delay]').nth(i), REVEAL_ATTRIBUTE);
    const card = (await cardStates(v.page))[i]!;
    assert.equal(card.delays, [Math.round(cardDelay(i) * 1000)], `${card.title}: its step`);
  }
  await finishAnimations(v.page);
  assert.equal((await cardStates(v.page)).map((card) => card.opacity), projects.map(() => 1));
});

motion('should leave every card simply there with reduced motion', async () => {
  const v = await visit('/', { width: 1280, reducedMotion: 'reduce' });
  await hydrated(v.page);
  await v.page.evaluate(() => window.scrollTo(0, document.getElementById('projects')!.offsetTop));
  await nextFrames(v.page);
  const states = await cardStates(v.page);
  assert.ok(states.some((card) => card.onScreen));
  for (const card of states) assert.equal([card.opacity, card.delays], [1, []], card.title);
});

motion.run();

// --- 5. An owner's portrait ----------------------------------------------------------------------

// A copy of the project whose owner has a portrait (drawn here: a face-coloured disc on a
// backdrop, 512 px square), and the build refusing one that is not there.
const CONTENT = 'src/content/content.ts';
const PORTRAIT_MAX_PX = 96;
let project: ProjectCopy;
let site: string;

const portrait = browserSuite('look :: an owner\'s portrait');

portrait.before(setup(async () => {
  project = copyProject();
  const disc = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#2b4c7e"/><circle cx="256" cy="230" r="120" fill="#e0b48c"/><rect x="96" y="380" width="320" height="200" rx="120" fill="#1d2b44"/></svg>');
  await sharp(disc).png().toFile(path.join(project.dir, 'src/assets/me.png'));
  project.replace(CONTENT, /$/, "\n(content.person as { portrait?: string }).portrait = 'me.png';\n");
  const build = project.run(['build']);
  assert.is(build.status, 0, `the copy with a portrait does not build:\n${build.stderr}`);
  site = path.join(project.dir, 'dist');
}));
portrait.after(() => project?.dispose());

portrait('should show it small and round above the name, clear of the art, at 320 to 1920 px', async () => {
  const v = await visit('/', { width: HERO_WIDTHS[0], site });
  const photo = v.page.locator('#top').getByRole('img', { name: content.person.name, exact: true });
  for (const width of HERO_WIDTHS) {
    await v.page.setViewportSize({ width, height: 800 });
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    const shown = await photo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { width: box.width, height: box.height, bottom: box.bottom, radius: getComputedStyle(img).borderRadius, loaded: img.naturalWidth > 0, name: document.getElementById('hero-name')!.getBoundingClientRect().top };
    });
    assert.ok(shown.loaded, `${width}px: not loaded`);
    assert.equal([shown.width, shown.height, shown.radius], [shown.width, shown.width, '50%'], `${width}px: a circle`);
    assert.ok(shown.width <= PORTRAIT_MAX_PX, `${width}px: ${shown.width}px wide`);
    assert.ok(shown.bottom <= shown.name, `${width}px: above the name`);
    const { art, texts } = await heroBoxes(v.page);
    const crossed = texts.filter((t) => t.left < art[0]!.right && art[0]!.left < t.right && t.top < art[0]!.bottom && art[0]!.top < t.bottom);
    assert.equal(crossed.map((t) => t.what), [], `${width}px: under the art`);
  }
});

portrait('should refuse a portrait that is not in src/assets/ with one line naming it', () => {
  project.replace(CONTENT, "portrait = 'me.png'", "portrait = 'not-here.png'");
  const build = project.run(['build']);
  project.restore();
  assert.is.not(build.status, 0);
  assert.match(build.stderr, 'person: portrait names an image that does not exist: src/assets/not-here.png');
});

portrait.run();
