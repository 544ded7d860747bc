// The loading order the performance bars rest on (src/boot.ts, BRIEF "Numbers"): the first
// paint needs the HTML alone; the bundle, the hero artwork and the tab icon come after it.
import * as assert from 'uvu/assert';
import { browserSuite, visit } from '../helpers/browser';

const order = browserSuite('loading :: after the first paint');

order('should request the bundle and the hero art only after the first contentful paint', async () => {
  for (const width of [375, 1280]) {
    const v = await visit('/', { width });
    await v.page.waitForLoadState('networkidle');
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

order('should add the tab icon and the manifest to the head once painted', async () => {
  const v = await visit('/blogs');
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
