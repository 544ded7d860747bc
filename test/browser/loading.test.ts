// The loading order the performance figures rest on (src/app/boot.ts): the first paint needs
// the HTML alone; the bundle, the decorative hero art and the tab icon come after it. And what
// must never be traded for it: the page is whole from the moment it is parsed.
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, finishAnimations, imagesInView, scrollThrough, visit } from '../helpers/browser';

const ROUTES = ['/', '/blogs', '/no/such/page'] as const;
const WIDTHS = [375, 1280];

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
      // A page that names no icon when parsing ends makes the browser ask for /favicon.ico then,
      // before the first paint (Chromium's favicon fetches are not visible to page.on('request')).
      icons: [...document.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href')),
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
  parsed: { width: number; height: number; icons: (string | null)[]; blocks: { name: string; display: string; height: number }[] };
  loadHeight: number;
  printRulesAtLoad: number;
};
const recording = async (context: BrowserContext) => {
  await context.addInitScript(recordMoments);
};

/** When the first contentful paint came, and when the bundle and the hero art were asked for (ms since navigation). */
async function requestTimes(page: Page) {
  // The hero art is on screen once it has arrived. Its load event can come before its
  // resource-timing entry: on a busy machine the entry was missing when read right after.
  await imagesInView(page);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/assets/img/hero-')));
  return page.evaluate(() => {
    const starts = (part: string) => performance.getEntriesByType('resource').filter((r) => r.name.includes(part)).map((r) => r.startTime);
    return { fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, client: starts('/assets/client-'), hero: starts('/assets/img/hero-') };
  });
}

const loads = browserSuite('loading :: the first paint, and whole from the first moment');

// One tab records a fresh load of each route at each width: the viewport is set before each
// load, and the tab's HTTP cache is off, so every file comes over the network again.
loads('should paint first, then fetch the bundle, the hero art and the icons; lay out every section when parsing ends; be as tall at `load` as settled', async () => {
  const v = await visit('/', { width: WIDTHS[0], prepare: recording });
  for (const path of ROUTES) {
    for (const width of WIDTHS) {
      const where = `${path} at ${width}px`;
      if (path !== '/' || width !== WIDTHS[0]) {
        await v.page.setViewportSize({ width, height: 800 });
        await v.goto(path);
      }
      if (path === '/') {
        // The decorative hero art alone waits for the first paint, never a project preview:
        // one drawing per theme (Hero.tsx), both waiting, then the one of the theme in use shows.
        const displays = await v.page.evaluate(() => {
          const read = (selector: string) => [...document.querySelectorAll<HTMLImageElement>(selector)].map((image) => getComputedStyle(image).display);
          delete document.documentElement.dataset.painted;
          const previews = read('#projects picture img');
          const before = { hero: read('#top picture img[alt=""]'), previews: previews.length, hiddenPreviews: previews.filter((display) => display === 'none').length };
          document.documentElement.dataset.painted = '';
          return { ...before, after: read('#top picture img[alt=""]').filter((display) => display !== 'none').length };
        });
        assert.equal(displays, { hero: ['none', 'none'], previews: 6, hiddenPreviews: 0, after: 1 }, where);
        const timing = await requestTimes(v.page);
        assert.ok(timing.fcp > 0, `${where}: a first contentful paint was recorded`);
        assert.is(timing.client.length, 1, `${where}: the bundle loaded once`);
        assert.is(timing.hero.length, 1, `${where}: the hero art loaded once`);
        for (const start of [...timing.client, ...timing.hero]) assert.ok(start >= timing.fcp, `${where}: requested at ${start} ms, before the first paint at ${timing.fcp} ms`);
      }
      const moments = await v.page.evaluate(() => (window as unknown as { __moments: Moments }).__moments);
      const { parsed } = moments;
      assert.is(parsed.width, width, `${where}: parsed at ${parsed.width}px`);
      // An icon is named when parsing ends: the boot script's stand-in (an empty icon) until the
      // first paint brings the real ones, or the real ones when the first frame came before the
      // end (a busy machine's parser yields midway and the browser paints).
      const named = JSON.stringify(parsed.icons);
      assert.ok(named === '["data:,"]' || named === '["/favicon.svg","/favicon-32.png"]', `${where}: the icons named when parsing ended: ${named}`);
      assert.ok(parsed.blocks.some((block) => block.name === 'main'), `${where}: found ${parsed.blocks.map((block) => block.name)}`);
      for (const block of parsed.blocks) {
        assert.ok(block.display !== 'none' && block.height > 0, `${where}: ${block.name} is ${block.display}, ${block.height}px tall when parsing ends`);
      }
      assert.ok(moments.printRulesAtLoad > 0, `${where}: ${moments.printRulesAtLoad} print rules when \`load\` fired`);

      // Once everything has happened (hydrated, read to the end with every lazy image in,
      // motion over): as tall as when parsing ended, and nothing shown that was hidden then
      // but the decorative hero art (alt="", absolutely placed: no room, no content).
      await scrollThrough(v.page);
      await finishAnimations(v.page);
      const settled = await v.page.evaluate(() => document.documentElement.scrollHeight);
      assert.ok(settled > 800 || path !== '/', `${where}: the home page is only ${settled}px tall`);
      assert.is(parsed.height, settled, `${where}: height when parsing ended`);
      assert.is(moments.loadHeight, settled, `${where}: height at load`);
      const revealed = await v.page.evaluate(() =>
        [...(window as unknown as { __hiddenAtParse: Set<Element> }).__hiddenAtParse]
          .filter((element) => element.isConnected && !element.matches('.after-paint') && getComputedStyle(element).display !== 'none')
          .map((element) => element.outerHTML.slice(0, 100)),
      );
      assert.equal(revealed, [], `${where}: hidden when parsing ended, shown later`);
    }
    // Once painted, the tab icon and the manifest are in the head.
    const head = await v.page.evaluate(() => [...document.head.querySelectorAll('link[rel="icon"], link[rel="manifest"]')].map((link) => link.getAttribute('href')));
    assert.equal(head, ['/favicon.svg', '/favicon-32.png', '/site.webmanifest'], path);
  }

  // What a screenshot service and a tool that prints to PDF do: open the page, wait for `load`
  // (not for the app), capture the full page, print. The heights above show the same of every
  // route and width.
  await v.page.setViewportSize({ width: 375, height: 800 });
  await v.page.goto(`${v.origin}/`, { waitUntil: 'load' });
  const settled = await v.page.evaluate(() => (window as unknown as { __moments: Moments }).__moments.loadHeight);
  assert.is((await v.page.screenshot({ fullPage: true })).readUInt32BE(20), settled, 'a full-page screenshot at load, by its PNG header\'s height');
  await v.page.emulateMedia({ media: 'print' });
  const look = await v.page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('header')!).display]);
  assert.equal(look, ['rgb(255, 255, 255)', 'none'], 'printed at load on white, without the navigation');
});

// A phone's link can pause the HTML after the first frame, and the boot script starts the app
// after that frame: a script that ran then hydrated half a page (React error #418) and
// rendered it again beside what the parser appended later (two footers).
loads('should start the app only once the page is parsed whole, when the HTML pauses after the first frame', async () => {
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
  assert.equal(page, { ...page, main: 1, footer: 1, cards: 6 });
  // Fetched while the page was still arriving, run once it was whole (the page hydrated).
  assert.ok(page.started < page.parsed, `the app's script was requested at ${page.started} ms, after parsing ended at ${page.parsed} ms`);
});

loads.run();
