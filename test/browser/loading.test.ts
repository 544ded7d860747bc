// The loading order the performance bars rest on (src/boot.ts, BRIEF "Numbers"): the first
// paint needs the HTML alone; the bundle, the images and the tab icon come after it.
import * as assert from 'uvu/assert';
import { browserSuite, visit } from '../helpers/browser';

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
