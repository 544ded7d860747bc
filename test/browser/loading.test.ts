// The loading order the performance figures rest on (src/app/boot.ts): the first
// paint needs the HTML alone; the bundle, the decorative hero art and the tab icon come after
// it. And what must never be traded for it: the page is whole from the moment it is parsed.
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, EMPTY_PATH, finishAnimations, imagesInView, scrollThrough, sharedVisit, visit, WIDTHS, type Visit } from '../helpers/browser';
import { SITE_PATHS } from '../helpers/built-site';

const order = browserSuite('loading :: after the first paint');
// The fresh load at this width is read again by the next test, which asks what the first frame hid.
const DESKTOP_PX = 1280;
const desktop = sharedVisit(order, '/', { width: DESKTOP_PX });

order('should request the bundle and the hero art only after the first contentful paint', async () => {
  for (const width of [375, DESKTOP_PX]) {
    const v = await (width === DESKTOP_PX ? desktop() : visit('/', { width }));
    // The bundle has run (the page hydrated); the hero art is on screen once it has arrived.
    await imagesInView(v.page);
    // Its load event can come before its resource-timing entry: on a busy machine the entry
    // was missing when read right after (a run with three browser workers beside Lighthouse).
    await v.page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/img/hero-')));
    const timing = await v.page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const starts = (part: string) => performance.getEntriesByType('resource').filter((r) => r.name.includes(part)).map((r) => r.startTime);
      return { fcp, client: starts('/assets/client-'), hero: starts('/assets/img/hero-') };
    });
    assert.ok(timing.fcp > 0, 'a first contentful paint was recorded');
    assert.is(timing.client.length, 1, 'the bundle loaded once');
    assert.is(timing.hero.length, 1, 'the hero art loaded once');
    for (const start of [...timing.client, ...timing.hero]) assert.ok(start >= timing.fcp, `requested at ${start} ms, before the first paint at ${timing.fcp} ms`);
  }
});

order('should keep only the decorative hero art out of the first frame, never a project preview', async () => {
  const v = await desktop();
  const displays = await v.page.evaluate(() => {
    const read = (selector: string) => [...document.querySelectorAll<HTMLImageElement>(selector)].map((image) => getComputedStyle(image).display);
    delete document.documentElement.dataset.painted;
    const before = { hero: read('#top picture img[alt=""]'), previews: read('#projects picture img') };
    document.documentElement.dataset.painted = '';
    return { before, after: read('#top picture img[alt=""]') };
  });
  // One drawing per theme (Hero.tsx): both wait, then the one of the theme in use shows.
  assert.equal(displays.before.hero, ['none', 'none'], 'the hero art waits for the first paint');
  assert.ok(displays.before.previews.length > 0, 'the previews were found');
  assert.ok(displays.before.previews.every((display) => display !== 'none'), `previews before the paint: ${displays.before.previews}`);
  assert.is(displays.after.filter((display) => display !== 'none').length, 1, `the hero art once painted: ${displays.after}`);
});

order('should add the tab icon and the manifest to the head once painted, naming an icon all along', async () => {
  // A page that names no icon when parsing ends makes the browser ask for /favicon.ico then,
  // before the first paint (Chromium's favicon fetches are not visible to page.on('request')).
  const v = await visit(SITE_PATHS.at(-1)!, {
    prepare: async (context) => {
      await context.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.dataset.iconsAtParse = String(document.querySelectorAll('link[rel="icon"]').length);
        }),
      );
    },
  });
  assert.ok(Number(await v.page.evaluate(() => document.documentElement.dataset.iconsAtParse)) > 0, 'no icon named when parsing ended');
  const links = await v.page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="icon"], link[rel="manifest"]')].map((link) => link.getAttribute('href')),
  );
  assert.equal(links, ['/favicon.svg', '/favicon-32.png', '/site.webmanifest']);
});

order('should give the icon and the hero art at once without JavaScript', async () => {
  const v = await visit('/', { javaScript: false });
  await imagesInView(v.page);
  const state = await v.page.evaluate(() => ({
    icons: [...document.head.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href')),
    hero: (document.querySelector('#top picture img[alt=""]') as HTMLImageElement).naturalWidth,
  }));
  assert.equal(state.icons, ['/favicon.svg', '/favicon-32.png']);
  assert.ok(state.hero > 0, 'the hero art loaded');
});

// A phone's link can pause the HTML after the first frame, and the boot script starts the app
// after that frame: a script that ran then hydrated half a page (React error #418) and
// rendered it again beside what the parser appended later (two footers).
order('should start the app only once the page is parsed whole, when the HTML pauses after the first frame', async () => {
  const midProjects = (html: string) => {
    const at = html.indexOf('</li>', html.indexOf('id="projects"'));
    if (at < 0) throw new Error('the home page has no project card to pause at');
    return at + '</li>'.length;
  };
  const v = await visit('/', { stall: { pathname: '/', cut: midProjects } });
  assert.equal(v.errors, []);
  const page = await v.page.evaluate(() => ({
    main: document.querySelectorAll('main').length,
    footer: document.querySelectorAll('footer').length,
    cards: document.querySelectorAll('#projects li[data-delay]').length,
    started: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/client-'))?.startTime ?? NaN,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
  }));
  assert.equal({ main: page.main, footer: page.footer }, { main: 1, footer: 1 });
  assert.ok(page.cards > 0, 'the project cards');
  // Fetched while the page was still arriving, run once it was whole (the page hydrated).
  assert.ok(page.started < page.parsed, `the app's script was requested at ${page.started} ms, after parsing ended at ${page.parsed} ms`);
});

order.run();

// ---

const whole = browserSuite('loading :: whole from the first moment');

const ROUTES = ['/', '/blogs', '/no/such/page'] as const;

/**
 * Init script: what the page is when parsing ends and when `load` fires, the two moments
 * screenshot services, crawlers and link-preview renderers read a page at. Registered before
 * the page's own scripts, so its listeners run first; it runs again in every new document.
 */
function recordMoments() {
  const moments = { parsed: null as null | Moments['parsed'], loadHeight: 0, printRulesAtLoad: 0 };
  const hiddenAtParse = new Set<Element>();
  Object.assign(window, { __moments: moments, __hiddenAtParse: hiddenAtParse });
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.body.querySelectorAll('*')) if (getComputedStyle(element).display === 'none') hiddenAtParse.add(element);
    moments.parsed = {
      width: innerWidth,
      height: document.documentElement.scrollHeight,
      blocks: [...document.querySelectorAll('body > header, main, main > section, body > footer')].map((block) => ({
        name: block.id || block.tagName.toLowerCase(),
        display: getComputedStyle(block).display,
        height: block.getBoundingClientRect().height,
      })),
    };
  });
  addEventListener('load', () => {
    moments.loadHeight = document.documentElement.scrollHeight;
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    moments.printRulesAtLoad = rules.filter((rule) => rule instanceof CSSMediaRule && rule.media.mediaText === 'print').length;
  });
}
type Moments = {
  parsed: { width: number; height: number; blocks: { name: string; display: string; height: number }[] };
  loadHeight: number;
  printRulesAtLoad: number;
};
const recording = {
  prepare: async (context: BrowserContext) => {
    await context.addInitScript(recordMoments);
  },
};

/** What one load at one width showed: its moments, then, once settled, its height and what it revealed. */
interface Load {
  moments: Moments;
  /** The page's height once everything has happened: hydrated, read to the end (every lazy image in), motion over. */
  settled: number;
  /** Elements hidden when parsing ended and shown once settled, but the decorative hero art. */
  revealed: string[];
}

async function readLoad(page: Page): Promise<Load> {
  const moments = await page.evaluate(() => (window as unknown as { __moments: Moments }).__moments);
  await scrollThrough(page);
  await finishAnimations(page);
  const settled = await page.evaluate(() => document.documentElement.scrollHeight);
  const revealed = await page.evaluate(() =>
    [...(window as unknown as { __hiddenAtParse: Set<Element> }).__hiddenAtParse]
      // The hero art is alt="" and absolutely placed: it takes no room and carries no content.
      .filter((element) => element.isConnected && !element.matches('.after-paint') && getComputedStyle(element).display !== 'none')
      .map((element) => element.outerHTML.slice(0, 100)),
  );
  return { moments, settled, revealed };
}

/**
 * One recording context per route, shared by the suite's tests: a load at each width, one
 * after another in the same tab (a context per load cost a renderer each, 9 for 3). Each
 * load is a new document at its width: the viewport is set first, on the harness's empty
 * page between (helpers/browser.ts), so the init script records that load alone, and the tab's
 * HTTP cache is off, so every file comes over the network again. The context stays open for
 * tests that load the route once more in a page of their own.
 */
const recorded = new Map<string, Promise<{ v: Visit; loads: Map<number, Load> }>>();
async function recordRoute(path: string) {
  const loads = new Map<number, Load>();
  const v = await visit(path, { width: WIDTHS[0], keep: true, ...recording });
  for (const width of WIDTHS) {
    if (width !== WIDTHS[0]) {
      await v.page.goto(v.origin + EMPTY_PATH);
      await v.page.setViewportSize({ width, height: v.page.viewportSize()!.height });
      await v.goto(path);
    }
    loads.set(width, await readLoad(v.page));
  }
  return { v, loads };
}
function recordedLoad(path: string, width: number): Promise<Load> {
  if (!recorded.has(path)) recorded.set(path, recordRoute(path));
  return recorded.get(path)!.then(({ loads }) => loads.get(width)!);
}
whole.after(() => recorded.clear());

/** Opens `path` at `width` in a page of its own in the route's recording context, as far as `load`. */
async function loadedPage(path: string, width: number): Promise<Page> {
  const { v } = await recorded.get(path)!;
  const page = await v.context.newPage();
  await page.setViewportSize({ width, height: v.page.viewportSize()!.height });
  await page.goto(v.origin + path, { waitUntil: 'load' });
  return page;
}

/** Height of a PNG in pixels, from its IHDR chunk. */
const pngHeight = (png: Buffer) => png.readUInt32BE(20);

whole('should lay out and show every section when parsing ends, at 375, 800 and 1280 px', async () => {
  for (const path of ROUTES) {
    for (const width of WIDTHS) {
      const { parsed } = (await recordedLoad(path, width)).moments;
      assert.is(parsed.width, width, `${path} at ${width}px: parsed at ${parsed.width}px`);
      assert.ok(parsed.blocks.some((block) => block.name === 'main'), `${path} at ${width}px: found ${parsed.blocks.map((block) => block.name)}`);
      for (const block of parsed.blocks) {
        assert.ok(block.display !== 'none' && block.height > 0, `${path} at ${width}px: ${block.name} is ${block.display}, ${block.height}px tall when parsing ends`);
      }
    }
  }
});

whole('should hide nothing at parse time that the settled page shows, but the decorative hero art', async () => {
  for (const path of ROUTES) {
    for (const width of [375, 1280]) {
      assert.equal((await recordedLoad(path, width)).revealed, [], `${path} at ${width}px: hidden when parsing ended, shown later`);
    }
  }
});

whole('should be as tall at `load` as when settled, so a full-page screenshot then shows the whole page', async () => {
  for (const path of ROUTES) {
    for (const width of WIDTHS) {
      const { moments, settled } = await recordedLoad(path, width);
      assert.ok(settled > 800 || path !== '/', `${path} at ${width}px: the home page is only ${settled}px tall`);
      assert.is(moments.parsed.height, settled, `${path} at ${width}px: height when parsing ended`);
      assert.is(moments.loadHeight, settled, `${path} at ${width}px: height at load`);
      // What a screenshot service does: open the page, wait for `load`, capture the full page.
      // Once per route, on a phone: the heights above show the same of every width.
      if (width !== WIDTHS[0]) continue;
      const page = await loadedPage(path, width);
      assert.is(pngHeight(await page.screenshot({ fullPage: true })), settled, `${path} at ${width}px: full-page screenshot at load`);
      await page.close();
    }
  }
});

whole('should have the print rules by `load`, so a tool that prints to PDF then gets the print layout', async () => {
  for (const path of ROUTES) {
    const { printRulesAtLoad } = (await recordedLoad(path, 1280)).moments;
    assert.ok(printRulesAtLoad > 0, `${path}: ${printRulesAtLoad} print rules when \`load\` fired`);
    // What such a tool does: open the page, wait for `load`, print.
    const page = await loadedPage(path, 1280);
    await page.emulateMedia({ media: 'print' });
    const look = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('header')!).display]);
    assert.equal(look, ['rgb(255, 255, 255)', 'none'], `${path}: printed at load on white, without the navigation`);
    await page.close();
  }
});

whole.run();
