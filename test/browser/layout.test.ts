// Layout in Chromium: every page fits the phone, tablet and desktop widths without sideways
// scrolling, and nothing shifts while the page and its images load, nor when its HTML pauses
// midway (a phone's link does, between packets).
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, imagesInView, nextFrames, scrollThrough, visit } from '../helpers/browser';

const ROUTES = ['/', '/blogs', '/nope'] as const;

/** Elements of the main content and the footer that reach past the screen's right edge. */
const tooWide = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('main *, footer *')]
      .filter((element) => !element.closest('.sr-only, picture') && element.getClientRects().length > 0)
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(element.getBoundingClientRect().right)}`),
  );

/**
 * The email's and the phone's text pieces in contact and footer (the email is "name@" <wbr>
 * "domain"), each with the number of lines it takes.
 */
const contactPieces = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#contact a, footer a')]
      .filter((link) => ['alex.carter@example.com', '+971 50 123 4567'].includes(link.textContent ?? ''))
      .flatMap((link) =>
        [...link.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return { text: node.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
          }),
      ),
  );

/**
 * Links whose box changes without the icon after their words. The parser may hand the page to
 * a frame between a link's words and its icon (seen on /blogs in a loaded run: "Read on Medium"
 * 24 px narrower in the first frame, then moved left as its icon came); a link whose box does
 * not depend on that icon moves nothing.
 */
const iconLinksThatMove = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round).join(',');
    };
    const links = [...document.querySelectorAll('main a, main button')].filter((link) => {
      const icon = link.lastElementChild?.matches('svg') ? link.lastElementChild : [...link.children].reverse().find((child) => !child.matches('.sr-only'));
      return icon?.matches('svg') && link.textContent?.trim() && icon.previousSibling !== null;
    });
    return links.flatMap((link) => {
      const icon = [...link.children].reverse().find((child) => child.matches('svg'))!;
      const before = box(link);
      const next = icon.nextSibling;
      icon.remove();
      const after = box(link);
      link.insertBefore(icon, next);
      return before === after ? [] : [`"${link.textContent?.trim().slice(0, 30)}" ${before} → ${after}`];
    });
  });

const fit = browserSuite('layout :: widths');

// One page per route, resized through the widths: the layout is CSS alone, which a resize
// applies as a fresh load would.
// Without JavaScript at 320 and 375 px, with an owner's longest words: long-words.test.ts.
fit('should fit every page from 320 to 1280 px, break the email and phone only after the "@", and keep each icon link\'s box without its icon', async () => {
  const v = await visit('/', { width: 320 });
  for (const path of ROUTES) {
    if (path !== '/') await v.goto(path);
    for (const width of [320, 375, 800, 1280]) {
      const where = `${path} at ${width}px`;
      await v.page.setViewportSize({ width, height: 800 });
      // The contact column included: an element may be cut off without widening the page.
      assert.equal(await tooWide(v.page), [], where);
      assert.is(await v.page.evaluate(() => document.documentElement.scrollWidth), width, where);
      if (path !== '/nope' && (width === 375 || width === 1280)) assert.equal(await iconLinksThatMove(v.page), [], where);
      if (path !== '/' || width === 320) continue;
      // Two emails and two phones, in contact and footer, each piece on one line.
      const pieces = await contactPieces(v.page);
      assert.equal(pieces.map((piece) => piece.text), ['alex.carter@', 'example.com', '+971 50 123 4567', 'alex.carter@', 'example.com', '+971 50 123 4567'], where);
      for (const { text, lines } of pieces) assert.is(lines, 1, `"${text}" at ${width}px`);
    }
  }
});

fit.run();

// ---

const stable = browserSuite('layout :: stability');

/**
 * Every layout shift the page has reported since its navigation began: the browser keeps them
 * (a buffered observer gets them, synchronously through takeRecords), so no script needs to
 * be there before the first byte.
 */
const shiftsSoFar = (page: Page) =>
  page.evaluate(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const name = (node?: Node) => (node instanceof Element ? `${node.nodeName}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : node?.nodeName);
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; sources?: Source[] })[];
    observer.disconnect();
    // Which element moved, from where to where, and when (ms since navigation): enough to find
    // the cause of a shift seen once in a loaded CI run.
    return entries.map((entry) => `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources?.map((source) => `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`).join('; ')}`);
  });

/** A cut that missed its mark would pause somewhere harmless and let the test pass unseen. */
const found = (at: number, what: string) => {
  if (at < 0) throw new Error(`the home page has no ${what} to pause at`);
  return at;
};

/** Just after the first item of the bar's links: a row on the bar's right whose later items come after the pause. */
const midNavRow = (html: string) => found(html.indexOf('</li>', found(html.indexOf('<nav'), 'a nav bar')), 'an item in the bar') + '</li>'.length;
/** Just before the bar's last control (the theme button): the controls before it are painted without it, as when a phone's parser stops there to paint. */
const beforeLastControl = (html: string) => found(html.lastIndexOf('<button', found(html.indexOf('</header>'), 'the bar')), 'a button in the bar');
/** Just after the first of the hero's social links: a row whose later links come after the pause. */
const midHeroRow = (html: string) => found(html.indexOf('</li>', found(html.indexOf('id="top"'), 'the hero')), 'a link in the hero') + '</li>'.length;
/** Just before the section after the hero: the page is then the bar and the hero alone. */
const afterHero = (html: string) => found(html.indexOf('<section', found(html.indexOf('id="top"'), 'the hero')), 'a section after the hero');

/**
 * Init script: in each frame until the page has loaded, where each shown element matching
 * `selector` is (each place it takes, in turn), and in how many frames any was shown.
 */
const recordPlaces = (selector: string) => async (context: BrowserContext) => {
  await context.addInitScript((query) => {
    const record = { frames: 0, places: {} as Record<string, string[]> };
    (window as unknown as { __record: typeof record }).__record = record;
    const frame = () => {
      let shown = false;
      document.querySelectorAll(query).forEach((element, index) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0) return; // not shown at this width (the menu's items on a phone)
        shown = true;
        const seen = (record.places[`${index} ${element.getAttribute('aria-label') ?? element.textContent}`] ??= []);
        const place = `${Math.round(box.x)},${Math.round(box.y)}`;
        if (seen.at(-1) !== place) seen.push(place);
      });
      if (shown) record.frames++;
      if (document.readyState !== 'complete') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
};

/** What recordPlaces saw: how many frames, how many elements, and those that moved. */
async function placesRecorded(page: Page) {
  const { frames, places } = await page.evaluate(() => (window as unknown as { __record: { frames: number; places: Record<string, string[]> } }).__record);
  return { frames, seen: Object.keys(places).length, moved: Object.entries(places).filter(([, seen]) => seen.length > 1).map(([name, seen]) => `${name}: ${seen.join(' → ')}`) };
}

stable('should not shift anything while a page, its hydration and its images load (CLS 0)', async () => {
  const v = await visit('/', { width: 375 });
  for (const path of ['/', '/blogs']) {
    for (const width of [375, 1280]) {
      // Each a new document at its width.
      if (path !== '/' || width !== 375) {
        await v.page.setViewportSize({ width, height: 800 });
        await v.goto(path);
      }
      // Down to the end a screen at a time, each screen's lazy previews arriving while on it.
      await scrollThrough(v.page);
      // A shift is drawn, and reported, in the frame after an image arrives.
      await nextFrames(v.page);
      assert.equal(await shiftsSoFar(v.page), [], `${path} at ${width}px`);
      // The reading sees a shift when there is one: back at the top (where scroll anchoring
      // holds nothing in place), a block pushed in above the page's first section.
      await v.page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        document.querySelector('main')!.prepend(Object.assign(document.createElement('div'), { style: 'height: 40px' }));
      });
      await nextFrames(v.page);
      assert.is((await shiftsSoFar(v.page)).length, 1, `${path} at ${width}px: the pushed block was not seen`);
    }
  }
});

// The first frame is whatever the parser has reached when the network pauses: what comes after
// the pause must move nothing already painted. The wide bar (a row of items) and the hero on a
// phone and on a desktop; the phone's bar in the last test.
stable('should move nothing when the HTML pauses midway through the bar or the hero', async () => {
  for (const [name, cut, width] of [['the bar', midNavRow, 1280], ['the hero', midHeroRow, 375], ['the hero', midHeroRow, 1280]] as const) {
    const v = await visit('/', { width, stall: { pathname: '/', cut } });
    await imagesInView(v.page);
    await nextFrames(v.page);
    assert.equal(await shiftsSoFar(v.page), [], `paused in ${name}, ${width}px`);
  }
});

// Paused before the section after the hero, with classic scrollbars: a scrollbar that took its
// room only when the page outgrew the screen would move every centred column sideways. A hero
// no taller than the screen (owner A's) did that until the scrollbar kept its room from the
// first frame (global.css). Read frame by frame as well as from the layout-shift entries,
// which may leave out a move the viewport caused.
stable('should not move anything sideways with classic scrollbars, when the page outgrows the screen after the first frame too', async () => {
  const v = await visit('/', { width: 1280, scrollbars: true, stall: { pathname: '/', cut: afterHero }, prepare: recordPlaces('h1') });
  await imagesInView(v.page);
  await nextFrames(v.page);
  const room = await v.page.evaluate(() => innerWidth - document.documentElement.clientWidth);
  assert.ok(room > 0, 'the scrollbar takes no room, so this test shows nothing');
  const heading = await placesRecorded(v.page);
  assert.ok(heading.frames > 1 && heading.seen === 1, `the heading was in ${heading.frames} frame(s) before load: the pause showed nothing`);
  assert.equal(heading.moved, [], 'where the heading starts, frame by frame');
  assert.equal(await shiftsSoFar(v.page), []);
});

// Paused before the bar's last control: a frame the parser paints there (a phone parses a long
// page in pieces, and a run of owner A's on a loaded machine painted there) must show every
// control before it where it stays. In a row that ended at the screen's edge, the menu's button
// moved 60 px left when the theme button came; the layout-shift entries did not always report
// it, so each control is read frame by frame. On a phone only: the wide bar's items are a row
// anchored at the right, which grows to the left as its items arrive (test/README says why
// that stays).
stable('should keep each of the bar\'s controls where it first appeared on a phone when the HTML pauses before the last one', async () => {
  const v = await visit('/', { width: 375, stall: { pathname: '/', cut: beforeLastControl }, prepare: recordPlaces('header a, header button') });
  await nextFrames(v.page);
  const controls = await placesRecorded(v.page);
  assert.ok(controls.seen > 2, `the bar's controls were never seen before load (${controls.seen})`);
  assert.equal(controls.moved, [], 'controls that moved');
  assert.equal(await shiftsSoFar(v.page), []);
});

stable.run();
