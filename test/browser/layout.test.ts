// Layout in Chromium: every page fits the phone, tablet and desktop
// widths without sideways scrolling, and nothing shifts while the page and its images load.
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { HERO_ID } from '../../src/app/sections/Hero';
import { browserSuite, imagesInView, nextFrames, scrollThrough, visit, WIDTHS } from '../helpers/browser';
import { SITE_PATHS } from '../helpers/built-site';

const { person } = content;

const ROUTES = ['/', '/blogs', '/nope'] as const;

const fit = browserSuite('layout :: widths');

// Without JavaScript only the small-screen nav differs (a row of links instead of the menu).
// One page per route is resized through the widths: the layout is CSS alone, which a resize
// applies as a fresh load would.
fit('should fit every page from 320 to 1280 px, and at 320 and 375 px without JavaScript: nothing wider than the screen, no sideways scroll', async () => {
  for (const path of ROUTES) {
    for (const javaScript of [true, false]) {
      const v = await visit(path, { width: 320, javaScript });
      for (const width of javaScript ? [320, ...WIDTHS] : [320, 375]) {
        const where = `${path} at ${width}px${javaScript ? '' : ' without JavaScript'}`;
        await v.page.setViewportSize({ width, height: 800 });
        // The contact column included: an element may be cut off without widening the page.
        const wide = await v.page.evaluate(() =>
          [...document.body.querySelectorAll<HTMLElement>('main *, footer *')]
            .filter((element) => !element.closest('.sr-only, picture') && element.getClientRects().length > 0)
            .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(element.getBoundingClientRect().right)}`),
        );
        assert.equal(wide, [], where);
        assert.is(await v.page.evaluate(() => document.documentElement.scrollWidth), width, where);
      }
      await v.context.close();
    }
  }
});

fit('should never break the email or phone inside a word, only after the "@", in contact and footer', async () => {
  const v = await visit('/', { width: WIDTHS[0] });
  for (const width of WIDTHS) {
    await v.page.setViewportSize({ width, height: 800 });
    // Each text piece (the email is "name@" <wbr> "domain") must sit on one line.
    const pieces = await v.page.evaluate(
      (texts) =>
        [...document.querySelectorAll<HTMLElement>('#contact a, footer a')]
          .filter((link) => texts.includes(link.textContent ?? ''))
          .flatMap((link) =>
            [...link.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => {
                const range = document.createRange();
                range.selectNodeContents(node);
                return { text: node.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
              }),
          ),
      [person.email, ...(person.phone ? [person.phone] : [])],
    );
    // The phone is optional: with one, it is in the contact card and the footer too.
    assert.is(pieces.length, person.phone ? 6 : 4, `${width}px: two emails in two pieces${person.phone ? ', two phones' : ''}`);
    // A hyphen is a place a line may break ("kwame@mensah-" / "owusu.com.gh" for a domain that
    // has one): a piece takes at most one line more than it has hyphens, never a break mid-word.
    for (const { text, lines } of pieces) assert.ok(lines <= 1 + (text?.split('-').length ?? 1) - 1, `"${text}" at ${width}px: ${lines} lines`);
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

stable('should not shift anything while a page, its hydration and its images load (CLS 0)', async () => {
  for (const path of SITE_PATHS) {
    for (const width of [375, 1280]) {
      const v = await visit(path, { width });
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
      await v.context.close();
    }
  }
});

stable('should not move anything sideways with classic scrollbars while the page loads', async () => {
  // Every block is laid out as it is parsed and the scrollbar has its room from the first
  // frame (global.css), so the width the page centres in never changes while it loads.
  const v = await visit('/', { width: 1280, scrollbars: true });
  await imagesInView(v.page);
  await nextFrames(v.page);
  const room = await v.page.evaluate(() => innerWidth - document.documentElement.clientWidth);
  assert.ok(room > 0, 'the scrollbar takes no room, so this test shows nothing');
  assert.equal(await shiftsSoFar(v.page), []);
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
const midHeroRow = (html: string) => found(html.indexOf('</li>', found(html.indexOf(`id="${HERO_ID}"`), 'the hero')), 'a link in the hero') + '</li>'.length;
/** Just before the section after the hero: the page is then the bar and the hero alone. */
const afterHero = (html: string) => found(html.indexOf('<section', found(html.indexOf(`id="${HERO_ID}"`), 'the hero')), 'a section after the hero');

// The first frame is whatever the parser has reached when the network pauses (a phone's link
// does, between packets): what comes after the pause must move nothing already painted.
stable('should move nothing when the HTML pauses midway through the bar or the hero', async () => {
  // The bar at the phone's width (a toggle) and the desktop's (a row of items); the hero at all three.
  for (const [name, cut, widths] of [['the bar', midNavRow, [375, 1280]], ['the hero', midHeroRow, WIDTHS]] as const) {
    for (const width of widths) {
      const v = await visit('/', { width, stall: { pathname: '/', cut } });
      await imagesInView(v.page);
      await nextFrames(v.page);
      assert.equal(await shiftsSoFar(v.page), [], `paused in ${name}, ${width}px`);
    }
  }
});

/** Init script: where the hero's heading starts in each frame until the page has loaded. */
const recordHeadingX = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    const xs: number[] = [];
    (window as unknown as { __xs: number[] }).__xs = xs;
    const frame = () => {
      const heading = document.querySelector('h1');
      if (heading) xs.push(Math.round(heading.getBoundingClientRect().x));
      if (document.readyState !== 'complete') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
};

// Paused before the section after the hero: a scrollbar that took its room only when the
// page outgrew the screen would move every centred column sideways. A hero no taller than
// the screen (owner A's) did that until the scrollbar kept its room from the first frame
// (global.css). Read frame by frame as well as from the layout-shift entries, which may
// leave out a move the viewport caused.
stable('should not move anything sideways when the page outgrows the screen after the first frame, with classic scrollbars', async () => {
  const v = await visit('/', { width: 1280, scrollbars: true, stall: { pathname: '/', cut: afterHero }, prepare: recordHeadingX });
  await imagesInView(v.page);
  await nextFrames(v.page);
  const xs = await v.page.evaluate(() => (window as unknown as { __xs: number[] }).__xs);
  assert.ok(xs.length > 1, `the heading was in ${xs.length} frame(s) before load: the pause showed nothing`);
  assert.equal([...new Set(xs)], [xs[0]], 'where the heading starts, frame by frame');
  assert.equal(await shiftsSoFar(v.page), []);
});

/** Init script: where each of the bar's controls on screen is, in each frame until the page has loaded. */
const recordBarControls = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    const places: Record<string, string[]> = {};
    (window as unknown as { __places: Record<string, string[]> }).__places = places;
    const frame = () => {
      document.querySelectorAll('header a, header button').forEach((control, index) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0) return; // not shown at this width (the menu's items on a phone)
        const name = `${index} ${control.getAttribute('aria-label') ?? control.textContent}`;
        const place = `${Math.round(box.x)},${Math.round(box.y)}`;
        const seen = (places[name] ??= []);
        if (seen.at(-1) !== place) seen.push(place);
      });
      if (document.readyState !== 'complete') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
};

// Paused before the bar's last control: a frame the parser paints there (a phone parses a long
// page in pieces, and a run of owner A's on a loaded machine painted there) must show every
// control before it where it stays. In a row that ended at the screen's edge, the menu's button
// moved 60 px left when the theme button came; the layout-shift entries did not always report
// it, so each control is read frame by frame. On a phone only: the wide bar's items are a row
// anchored at the right, which grows to the left as its items arrive (test/README says why
// that stays).
stable('should keep each of the bar\'s controls where it first appeared on a phone when the HTML pauses before the last one', async () => {
  const v = await visit('/', { width: 375, stall: { pathname: '/', cut: beforeLastControl }, prepare: recordBarControls });
  await nextFrames(v.page);
  const places = await v.page.evaluate(() => (window as unknown as { __places: Record<string, string[]> }).__places);
  const moved = Object.entries(places).filter(([, seen]) => seen.length > 1).map(([name, seen]) => `${name}: ${seen.join(' → ')}`);
  assert.ok(Object.keys(places).length > 2, `the bar's controls were never seen before load (${Object.keys(places).join('; ')})`);
  assert.equal(moved, [], 'controls that moved');
});

stable.run();

// ---

const parsed = browserSuite('layout :: parsed in steps');

// The parser may hand the page to a frame between a link's words and the icon after them
// (seen on /blogs in a loaded run: "Read on Medium" 24 px narrower in the first frame, then
// moved left as its icon came). A link whose box does not depend on that icon moves nothing.
parsed('should keep every link with an icon after its words the same box without the icon', async () => {
  for (const path of SITE_PATHS) {
    // One page per path, resized: a link's box at a width is CSS alone.
    const widths = [375, 1280];
    const v = await visit(path, { width: widths[0] });
    for (const width of widths) {
      await v.page.setViewportSize({ width, height: 800 });
      const moved = await v.page.evaluate(() => {
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
      assert.equal(moved, [], `${path} at ${width}px`);
    }
    await v.context.close();
  }
});

parsed.run();
