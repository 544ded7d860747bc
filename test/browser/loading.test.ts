// The loading order the performance bars rest on (src/boot.ts, BRIEF "Numbers"): the first
// paint needs the HTML alone; the bundle, the images and the tab icon come after it.
import * as assert from 'uvu/assert';
import { AT_TOP_ATTRIBUTE } from '../../src/first-frame';
import type { BrowserContext } from 'playwright-core';
import { browserSuite, visit, WIDTHS, type Visit } from '../helpers/browser';

const order = browserSuite('loading :: after the first paint');

order('should request the bundle, the hero art and the project previews only after the first contentful paint', async () => {
  for (const width of [375, 1280]) {
    const v = await visit('/', { width });
    await v.page.waitForLoadState('networkidle');
    const timing = await v.page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const starts = (part: string) => performance.getEntriesByType('resource').filter((r) => r.name.includes(part)).map((r) => r.startTime);
      return { fcp, client: starts('/assets/client-'), hero: starts('/assets/img/hero-'), previews: starts('/assets/img/projects-') };
    });
    assert.ok(timing.fcp > 0, 'a first contentful paint was recorded');
    assert.is(timing.client.length, 1, 'the bundle loaded once');
    assert.is(timing.hero.length, 1, 'the hero art loaded once');
    for (const start of [...timing.client, ...timing.hero, ...timing.previews]) assert.ok(start >= timing.fcp, `requested at ${start} ms, before the first paint at ${timing.fcp} ms`);
  }
});

order('should keep the hero art and every project preview out of the first frame', async () => {
  // Unthrottled, the first paint often wins the race anyway; the rule is what holds on a slow
  // phone: until data-painted is set the images take no box, and an unboxed lazy image is not fetched.
  const v = await visit('/');
  const displays = await v.page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('#top picture img, #projects picture img')];
    const read = () => images.map((image) => getComputedStyle(image).display);
    delete document.documentElement.dataset.painted;
    const before = read();
    document.documentElement.dataset.painted = '';
    return { before, after: read() };
  });
  assert.is(displays.before.length, 7, 'the hero art and six previews');
  assert.ok(displays.before.every((display) => display === 'none'), `before the paint: ${displays.before}`);
  assert.ok(displays.after.every((display) => display !== 'none'), `after the paint: ${displays.after}`);
});

// What the page looks like when parsing ends, before its first frame, and the frames in
// which the boot script shows each block below the hero: recorded by an init script, which
// runs before the page's own boot script.
function recordFirstFrame() {
  const record = { frames: 0, shown: [] as number[] };
  (window as unknown as { firstFrame: typeof record }).firstFrame = record;
  const count = () => {
    record.frames++;
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  new MutationObserver((changes) => {
    for (const change of changes) if ((change.target as Element).hasAttribute('data-shown')) record.shown.push(record.frames);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-shown'] });
  document.addEventListener('DOMContentLoaded', () => {
    Object.assign(record, {
      atTop: 'atTop' in document.documentElement.dataset,
      screen: innerHeight,
      heroBottom: document.getElementById('top')?.getBoundingClientRect().bottom ?? 0,
      hidden: [...document.querySelectorAll('.below-hero')].map((block) => getComputedStyle(block).display === 'none'),
    });
  });
}
type FirstFrame = { frames: number; shown: number[]; atTop: boolean; screen: number; heroBottom: number; hidden: boolean[] };
const firstFrame = (v: Visit) => v.page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
const prepareFirstFrame = {
  prepare: async (context: BrowserContext) => {
    await context.addInitScript(recordFirstFrame);
  },
};
const blocksBelowHero = (v: Visit) =>
  v.page.$$eval('.below-hero', (blocks) => blocks.map((block) => ({ top: block.getBoundingClientRect().top, display: getComputedStyle(block).display, marked: block.hasAttribute('data-shown') })));

order('should leave the blocks below the hero out of the first frame of a visit from the top, then show one per frame', async () => {
  for (const width of WIDTHS) {
    const v = await visit('/', { width, ...prepareFirstFrame });
    const frame = await firstFrame(v);
    assert.ok(frame.atTop, `${width}px: the visit opened at the top`);
    assert.equal(frame.hidden, [true, true, true, true], `${width}px: about, projects, contact and the footer left out of the first frame`);
    assert.is(frame.shown.length, 4, `${width}px: each block shown once`);
    assert.is(new Set(frame.shown).size, 4, `${width}px: one block per frame, shown in frames ${frame.shown}`);
    assert.not.ok(await v.page.evaluate((name) => document.documentElement.hasAttribute(name), AT_TOP_ATTRIBUTE), `${width}px: done by the time the page hydrated`);
    // The first frame's pixels are the same either way only if none of them is on the first screen.
    assert.ok(frame.heroBottom >= frame.screen, `${width}px: the hero ends at ${frame.heroBottom}px, inside the ${frame.screen}px screen`);
    for (const block of await blocksBelowHero(v)) {
      assert.ok(block.display !== 'none' && !block.marked, `${width}px: shown and unmarked: ${JSON.stringify(block)}`);
      assert.ok(block.top >= frame.screen, `${width}px: a block below the hero starts at ${block.top}px, on the first screen`);
    }
  }
});

order('should show every block at once when the visitor acts before they are all shown', async () => {
  for (const act of ['wheel', 'key', 'tap'] as const) {
    let before: boolean[] = [];
    let after: boolean[] = [];
    await visit('/', {
      prepare: async (context) => {
        // No frame callbacks until the visitor has acted: the boot script shows no block on its own.
        await context.addInitScript(() => {
          const frame = window.requestAnimationFrame.bind(window);
          let held: FrameRequestCallback[] | null = [];
          window.requestAnimationFrame = (callback) => (held ? held.push(callback) : frame(callback));
          (window as unknown as { framesBack(): void }).framesBack = () => {
            for (const callback of held ?? []) frame(callback);
            held = null;
          };
        });
        // The bundle is asked for once the first frame has painted; act then, before it runs.
        await context.route('**/assets/client-*.js', async (route) => {
          const page = route.request().frame().page();
          const shown = () => page.$$eval('.below-hero', (blocks) => blocks.map((block) => getComputedStyle(block).display !== 'none'));
          before = await shown();
          if (act === 'wheel') await page.mouse.wheel(0, 40);
          if (act === 'key') await page.keyboard.press('Shift');
          if (act === 'tap') await page.mouse.click(5, 300);
          // A wheel event reaches a passive listener after Playwright's call returns.
          await page.waitForFunction((name) => !document.documentElement.hasAttribute(name), AT_TOP_ATTRIBUTE, { polling: 50, timeout: 2000 }).catch(() => {});
          after = await shown();
          await page.evaluate(() => (window as unknown as { framesBack(): void }).framesBack());
          await route.continue();
        });
      },
    });
    assert.equal(before, [false, false, false, false], `${act}: blocks shown before the visitor acted`);
    assert.equal(after, [true, true, true, true], `${act}: blocks not shown when the visitor acted`);
  }
});

order('should render the whole page in the first frame for a link to a section and on reload', async () => {
  const linked = await visit('/#projects', prepareFirstFrame);
  const reloaded = await visit('/', prepareFirstFrame);
  await reloaded.page.reload();
  for (const [load, v] of [['link to #projects', linked], ['reload', reloaded]] as const) {
    const frame = await firstFrame(v);
    assert.not.ok(frame.atTop, `${load}: treated as a visit from the top`);
    assert.equal(frame.hidden, [false, false, false, false], `${load}: left out of the first frame`);
  }
});

order('should show the home page whole when the app renders it again', async () => {
  const v = await visit('/');
  await v.page.click('footer a[href="/blogs"]');
  await v.page.waitForURL('**/blogs');
  await v.page.goBack();
  await v.page.waitForSelector('#projects');
  assert.equal((await blocksBelowHero(v)).map((block) => block.display !== 'none'), [true, true, true, true]);
});

order('should add the tab icon and the manifest to the head once painted, naming an icon all along', async () => {
  // A page that names no icon when parsing ends makes the browser ask for /favicon.ico then,
  // before the first paint (Chromium's favicon fetches are not visible to page.on('request')).
  const v = await visit('/blogs', {
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
  await v.page.waitForLoadState('networkidle');
  const state = await v.page.evaluate(() => ({
    icons: [...document.head.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href')),
    hero: (document.querySelector('#top picture img') as HTMLImageElement).naturalWidth,
  }));
  assert.equal(state.icons, ['/favicon.svg', '/favicon-32.png']);
  assert.ok(state.hero > 0, 'the hero art loaded');
});

order.run();
