// Own posts in Chromium: an own Markdown post's page with and without JavaScript, reached by a
// full load and through the router from /blogs, in both themes; an unknown post is the 404
// page. Served from the writing site (test/helpers/writing-site.ts), its own build.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fillIn } from '../../src/app/page-titles';
import { content } from '../fixtures/sample/content';
import { browserSuite, finishAnimations, nextFrames, sharedVisit, visit, type Visit } from '../helpers/browser';
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
// The page with JavaScript, read whole by the first test, then in each theme by the third.
const postPage = sharedVisit(post, PATH, async () => ({ site: (await writingSite()).dir }));

post('should read whole with JavaScript, code coloured by the theme, the image loaded, nothing in the console', async () => {
  const v = await postPage();
  const seen = await reads(v.page);
  assert.is(seen.heading, OWN_POST.title);
  assert.is.not(seen.keyword, seen.text, 'a keyword is coloured');
  assert.ok(Number(seen.image[0]) >= 720, `the ${seen.image[0]} px variant for a 720 px column`);
  assert.is(seen.image[1], 'avif');
  // A picture runs the column's width, as the code block does, not the text's measure.
  assert.equal(seen.edges[0], seen.edges[1], 'the picture\'s left and right edges, then the code block\'s');
  assert.is(await v.page.locator('main h2#the-one-function a[href="#the-one-function"]').count(), 1);
  clean(v);
});

post('should read whole without JavaScript', async () => {
  const { dir } = await writingSite();
  const v = await visit(PATH, { site: dir, javaScript: false });
  const seen = await reads(v.page);
  assert.is(seen.heading, OWN_POST.title);
  assert.is.not(seen.keyword, seen.text);
  assert.ok((await v.page.locator('main').innerText()).includes('Forgetting to destroy the other streams when one fails.'));
});

// The system's scheme switched on one page: with no theme chosen, the page follows it.
post('should colour code with each theme\'s palette', async () => {
  const v = await postPage();
  const colours = [];
  for (const colorScheme of ['dark', 'light'] as const) {
    await v.page.emulateMedia({ colorScheme });
    await nextFrames(v.page);
    // Colours change with a transition: read where they end.
    await finishAnimations(v.page);
    colours.push(await v.page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return [getComputedStyle(document.querySelector('main pre .hljs-keyword')!).color, root.getPropertyValue('--accent').trim()];
    }));
  }
  assert.is.not(colours[0]![0], colours[1]![0], 'dark and light differ');
  for (const [keyword, accent] of colours) {
    const hex = accent!.replace('#', '');
    const rgb = `rgb(${[0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    assert.is(keyword, rgb, 'keywords are the accent');
  }
});

post.run();

// ---

const router = browserSuite('writing :: through the router');

// /blogs, read by the first test and left through the router by the second (and come back to).
const blogs = sharedVisit(router, '/blogs', async () => ({ site: (await writingSite()).dir }));

router('a synced post\'s card should open its platform in a new tab, naming it', async () => {
  const v = await blogs();
  // On DEV (and Hashnode, kept from DEV, listed first): its card names DEV.
  const name = fillIn(content.labels.blog.read, { platform: 'DEV' });
  const read = v.page.getByRole('article').filter({ hasText: 'Type-Safe Environment Variables' }).getByRole('link', { name: new RegExp(`^${name}`) });
  assert.is(await read.getAttribute('href'), 'https://dev.to/janedoe/type-safe-environment-variables-in-nodejs-with-zod-4kd2');
  assert.is(await read.getAttribute('target'), '_blank');
});

router('a card on /blogs should open the post without a page load, body fetched, focus on its heading', async () => {
  const v = await blogs();
  await v.page.evaluate(() => ((window as { __stayed?: boolean }).__stayed = true));
  await v.page.getByRole('link', { name: new RegExp(`^${content.labels.blog.readHere}\\W+${OWN_POST.title}$`) }).click();
  await v.page.waitForURL(`**${PATH}`);
  await v.page.locator('main pre .hljs-keyword').first().waitFor();
  assert.ok(await v.page.evaluate(() => (window as { __stayed?: boolean }).__stayed), 'the same document: the router handled it');
  assert.is(await v.page.evaluate(() => document.activeElement?.textContent), OWN_POST.title);
  assert.ok((await v.page.locator('main').innerText()).includes('Back-pressure is what keeps a fast producer'));
  await v.page.getByRole('link', { name: content.labels.blog.allPosts }).click();
  await v.page.waitForURL('**/blogs');
  assert.ok(await v.page.evaluate(() => (window as { __stayed?: boolean }).__stayed));
  clean(v);
});

router('an unknown post should be the 404 page, loaded and through the router', async () => {
  const { dir } = await writingSite();
  const v = await visit('/blogs/no-such-post', { site: dir });
  assert.is(v.response?.status(), 404);
  assert.is(await v.page.locator('main h1').textContent(), content.labels.notFound.code);
  await v.context.close();
  const w = await visit(PATH, { site: dir });
  await w.page.evaluate(() => {
    window.history.pushState(null, '', '/blogs/also-not-a-post');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await w.page.getByText(content.labels.notFound.message).waitFor();
});

router.run();
