// Own posts in Chromium: an own Markdown post's page with and without JavaScript, in both themes
// (axe-core included). Served from the writing site (test/helpers/writing-site.ts), its own build.
// (Reached through the router from /blogs: test/components/blog-pages.test.tsx, and in Chromium
// the router's walk of archive.test.ts; an unknown post's 404: routes.test.ts and
// test/build/own-posts.test.ts.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { axeViolations, browserSuite, finishAnimations, nextFrames, visit, type Visit } from '../helpers/browser';
import { OWN_POST, writingSite } from '../helpers/writing-site';

const PATH = `/blogs/${OWN_POST.slug}`;
const clean = (v: Visit) => {
  assert.equal(v.errors, [], 'page errors');
  assert.equal(v.csp, [], 'CSP violations');
  assert.equal(v.console.filter((message) => message.type === 'error' || message.type === 'warning'), [], 'console');
};

/** What a reader sees of the post: its heading, a keyword's colour against the text's, the image's pixels and edges beside the code's. */
async function reads(page: Page) {
  const image = page.locator('main picture img');
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('main picture img');
    return img?.complete && img.naturalWidth > 0;
  });
  return page.evaluate(() => {
    const keyword = document.querySelector('main pre .hljs-keyword')!;
    const body = document.querySelector('main p:not([class])')!; // the text, not the date line
    const img = document.querySelector<HTMLImageElement>('main picture img')!;
    return {
      heading: document.querySelector('main h1')?.textContent,
      keyword: getComputedStyle(keyword).color,
      text: getComputedStyle(body).color,
      image: [img.naturalWidth, img.currentSrc.split('.').at(-1)],
      edges: [img, document.querySelector('main pre')!].map((element) => {
        const box = element.getBoundingClientRect();
        return [Math.round(box.left), Math.round(box.right)];
      }),
    };
  });
}

const post = browserSuite('writing :: an own post\'s page');

post('should read whole with JavaScript, code coloured by each theme\'s palette, the image loaded, axe and the console quiet', async () => {
  const v = await visit(PATH, { site: (await writingSite()).dir });
  const seen = await reads(v.page);
  assert.is(seen.heading, OWN_POST.title);
  assert.is.not(seen.keyword, seen.text, 'a keyword is coloured');
  assert.ok(Number(seen.image[0]) >= 720, `the ${seen.image[0]} px variant for a 720 px column`);
  assert.is(seen.image[1], 'avif');
  // A picture runs the column's width, as the code block does, not the text's measure.
  assert.equal(seen.edges[0], seen.edges[1], 'the picture\'s left and right edges, then the code block\'s');
  assert.is(await v.page.locator('main h2#the-one-function a[href="#the-one-function"]').count(), 1);
  clean(v);
  // The system's scheme switched on one page, at a phone's width and a desktop's: with no
  // theme chosen, the page follows it. Keywords take the theme's accent.
  for (const [colorScheme, width, accent] of [['dark', 375, 'rgb(34, 211, 238)'], ['light', 1280, 'rgb(0, 109, 124)']] as const) {
    await v.page.setViewportSize({ width, height: 800 });
    await v.page.emulateMedia({ colorScheme });
    await nextFrames(v.page);
    // Colours change with a transition: read where they end.
    await finishAnimations(v.page);
    assert.is(await v.page.locator('main pre .hljs-keyword').first().evaluate((keyword) => getComputedStyle(keyword).color), accent, colorScheme);
    assert.equal(await axeViolations(v.page), [], `${colorScheme} at ${width} px`);
  }
});

post('should read whole without JavaScript', async () => {
  const { dir } = await writingSite();
  const v = await visit(PATH, { site: dir, javaScript: false });
  const seen = await reads(v.page);
  assert.is(seen.heading, OWN_POST.title);
  assert.is.not(seen.keyword, seen.text);
  assert.ok((await v.page.locator('main').innerText()).includes('Forgetting to destroy the other streams when one fails.'));
});

post.run();
