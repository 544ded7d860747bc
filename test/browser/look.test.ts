// That the site looks made by a person, not a template, by what a visitor sees in the browser: the
// hero's art never lies over a word or a control, from 320 to 1920 px, and the owner's portrait
// sits small and round above the name; the Code and Live links of a row of cards stand on one
// line; a card is never an empty slot for longer than its own step. (The small screens' menu:
// nav.test.ts.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { REVEAL_ATTRIBUTE } from '../../src/app/sections/reveal-on-view';
import { attributeSet, browserSuite, finishAnimations, landing, LANDING_SLACK_PX, nextFrames, visit } from '../helpers/browser';

const HERO_WIDTHS = [320, 375, 768, 1024, 1280, 1920];
// The portrait's largest circle (its 88 px, rounded up).
const PORTRAIT_MAX_PX = 96;
// The fade-in delay of each of the sample's six cards, in ms: 0.2 s steps by its place, 1 s at most.
const CARD_DELAYS = [0, 200, 400, 600, 800, 1000];

type Box = { what: string; left: number; top: number; right: number; bottom: number };

/** The shown art's box, and the box of every line of text and every control in the hero (the portrait included). */
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
    for (const control of hero.querySelectorAll('a, button, img[alt]:not([alt=""])')) texts.push(box(control.getAttribute('aria-label') ?? control.getAttribute('alt') ?? control.textContent!.trim(), control.getBoundingClientRect()));
    return { art, texts };
  });
}

/** At each hero width: one artwork, at least 120 px square, on screen, over no text or control. */
async function assertArtClear(page: Page, where: string) {
  for (const width of HERO_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { art, texts } = await heroBoxes(page);
    assert.is(art.length, 1, `${width}px${where}: one artwork shown`);
    const [picture] = art as [Box];
    assert.ok(picture.right - picture.left >= 120 && picture.bottom - picture.top >= 120, `${width}px${where}: the art is ${picture.right - picture.left}×${picture.bottom - picture.top}`);
    assert.ok(picture.left >= 0 && picture.right <= width, `${width}px${where}: the art runs off the screen (${picture.left}–${picture.right})`);
    const crossed = texts.filter((t) => t.left < picture.right && picture.left < t.right && t.top < picture.bottom && picture.top < t.bottom);
    assert.equal(crossed.map((t) => t.what), [], `${width}px${where}: under the art`);
  }
}

// --- 1. The hero's art beside the text ------------------------------------------------------

const hero = browserSuite('look :: hero art and portrait');

// One page with JavaScript and one without, each resized through the widths: the hero's layout is CSS alone.
hero('should never lay the art over text, a control or the portrait, nor past the screen, nor crop it, at 320 to 1920 px', async () => {
  const v = await visit('/', { width: HERO_WIDTHS[0] });
  await assertArtClear(v.page, '');
  const photo = v.page.locator('#top').getByRole('img', { name: 'Alex Carter', exact: true });
  for (const width of HERO_WIDTHS) {
    await v.page.setViewportSize({ width, height: 800 });
    const fits = await v.page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('#top picture img[alt=""]')].filter((img) => getComputedStyle(img).display !== 'none').map((img) => getComputedStyle(img).objectFit),
    );
    assert.equal(fits, ['contain'], `${width}px: the whole picture, whatever its shape`);
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    const shown = await photo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { width: box.width, height: box.height, bottom: box.bottom, radius: getComputedStyle(img).borderRadius, loaded: img.naturalWidth > 0, name: document.getElementById('hero-name')!.getBoundingClientRect().top };
    });
    assert.ok(shown.loaded, `${width}px: the portrait did not load`);
    assert.equal([shown.height, shown.radius], [shown.width, '50%'], `${width}px: the portrait is a circle`);
    assert.ok(shown.width <= PORTRAIT_MAX_PX, `${width}px: the portrait is ${shown.width}px wide`);
    assert.ok(shown.bottom <= shown.name, `${width}px: the portrait is not above the name`);
  }
});

// (The name staying put as the rest of the page arrives: layout.test.ts pauses the HTML after the hero.)
hero('should do the same without JavaScript', async () => {
  const v = await visit('/', { width: HERO_WIDTHS[0], javaScript: false });
  await assertArtClear(v.page, ' without JavaScript');
});

hero.run();

// --- 2. Cards ----------------------------------------------------------------------------------

const cards = browserSuite('look :: project cards');

// One page resized through the widths: the grid is CSS alone.
cards('should stand the Code and Live links of every card of a row on one line at the card\'s foot, and lift no card under the pointer', async () => {
  const v = await visit('/', { width: 375, reducedMotion: 'reduce' });
  for (const width of [375, 800, 1280]) {
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
  // Only its links answer the pointer.
  const card = v.page.locator('#projects li[data-delay]').first();
  await card.scrollIntoViewIfNeeded();
  await card.locator('h3').hover();
  await nextFrames(v.page);
  assert.is(await card.evaluate((element) => getComputedStyle(element).transform), 'none');
});

cards.run();

// --- 3. Cards on view ---------------------------------------------------------------------------

const motion = browserSuite('look :: cards on view');

/** Each card's title, whether it is on screen, its opacity, whether it was revealed and its running fade's delay. */
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

motion('should fade a card in when it scrolls into view, after the delay for its place, and leave it whole', async () => {
  const v = await visit('/', { width: 1280 });
  const before = await cardStates(v.page);
  assert.ok(before.every((card) => !card.onScreen && card.opacity === 1 && card.delays.length === 0), 'nothing plays or hides off screen');
  for (const [i, delay] of CARD_DELAYS.entries()) {
    await v.page.locator('#projects li[data-delay]').nth(i).scrollIntoViewIfNeeded();
    await attributeSet(v.page.locator('#projects li[data-delay]').nth(i), REVEAL_ATTRIBUTE);
    const card = (await cardStates(v.page))[i]!;
    assert.equal(card.delays, [delay], `${card.title}: its step`);
  }
  await finishAnimations(v.page);
  assert.equal((await cardStates(v.page)).map((card) => card.opacity), [1, 1, 1, 1, 1, 1]);

  // A page opened at /#projects (nav.test.ts follows the links): the section lands just below
  // the bar. A card already on screen when the script started stays whole; one the fragment
  // scroll brought in after that fades in its own step, never later. Each width is a fresh
  // load: the address differs by a query the site ignores, so the browser loads it anew rather
  // than scrolling within the page.
  for (const width of [375, 1280]) {
    await v.page.setViewportSize({ width, height: 800 });
    await v.goto(`/?width=${width}#projects`);
    const { top, bar } = await landing(v.page, 'projects');
    assert.ok(top >= bar - 0.5 && top - bar <= LANDING_SLACK_PX, `/#projects at ${width}px: the section starts at ${top}px, the bar ends at ${bar}px`);
    await nextFrames(v.page);
    const shown = (await cardStates(v.page)).map((card, index) => ({ ...card, index })).filter((card) => card.onScreen);
    assert.ok(shown.length >= 1, `${width}px: no card on screen at #projects`);
    for (const card of shown) {
      assert.ok(card.opacity === 1 || card.delays.every((delay) => delay <= CARD_DELAYS[card.index]!), `${width}px: ${card.title} waits ${card.delays} ms, past its step`);
    }
    await finishAnimations(v.page);
    const after = await cardStates(v.page);
    for (const card of shown) assert.is(after[card.index]!.opacity, 1, `${width}px: ${card.title} is whole once its step has run`);
  }
});

motion.run();
