// A long blog in Chromium: a visitor walks an archive of 300 posts (30 pages of 10) from /blogs
// following only links, and meets every post once; a card's tag leads to its list; without
// JavaScript the same links are plain links. The build lane checks every list and tag page of
// the same site file by file (test/build/archive.test.ts).
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { archiveSite } from '../helpers/archive-site';
import { axeViolations, browserSuite, finishAnimations, nextFrames, visit } from '../helpers/browser';

const PAGES = 30;
const cards = (page: Page) => page.locator('main article h2').evaluateAll((headings) => headings.map((heading) => heading.id.replace(/^post-/, '')));
const pager = (page: Page) => page.getByRole('navigation', { name: 'More articles' });

/** Waits for the pager's "Page N of 30", the sign that page N is on screen, and reads its cards. */
async function pageShown(page: Page, n: number): Promise<string[]> {
  await pager(page).getByText(`Page ${n} of ${PAGES}`, { exact: true }).waitFor();
  return cards(page);
}

/** Follows "Older articles" from page `from` until page `to` (or the last), reading each page's cards. */
async function walk(page: Page, from: number, to = PAGES): Promise<string[]> {
  const seen = await pageShown(page, from);
  for (let n = from + 1; n <= to; n++) {
    await pager(page).getByRole('link', { name: 'Older articles' }).click();
    seen.push(...(await pageShown(page, n)));
  }
  return seen;
}

/** Documents the browser loads from now on (the router's fetches are not documents). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && loads.push(request.url()));
  return loads;
}

const archive = browserSuite('blog :: walking an archive of 300 posts');

archive('should reach every post once from /blogs through the router, a card\'s tag lead to its list, and Back to the page left', async () => {
  const site = await archiveSite();
  const ids = newestFirst(site.posts).map((post) => post.id);
  const v = await visit('/blogs', { site: site.dir });
  const loads = documentLoads(v.page);
  assert.equal(await walk(v.page, 1), ids);
  assert.equal(await pager(v.page).getByRole('link', { name: 'Older articles' }).count(), 0, 'the last page leads no further');
  assert.equal(loads, [], 'the router brought every page');

  const tag = v.page.locator('main article').first().getByRole('list', { name: 'Tags' }).getByRole('link').first();
  const name = (await tag.innerText()).trim();
  await tag.click();
  await v.page.getByRole('heading', { level: 1, name: `Articles tagged “${name}”` }).waitFor();
  const tagged = newestFirst(site.posts).filter((post) => post.tags.includes(name)).slice(0, 10).map((post) => post.id);
  assert.equal(await cards(v.page), tagged);
  await v.page.goBack();
  await pageShown(v.page, PAGES);
  assert.ok(v.page.url().endsWith(`/blogs/page/${PAGES}`));
  assert.equal(v.errors, []);
  assert.equal(v.csp, []);
});

// Every page and its links are the build's HTML (checked file by file in the build lane): a few
// steps show the links work as plain links, and the last page that the walk ends there.
archive('should follow the pager\'s links as plain page loads with JavaScript off, to the last page', async () => {
  const site = await archiveSite();
  const ids = newestFirst(site.posts).map((post) => post.id);
  const v = await visit('/blogs', { site: site.dir, javaScript: false });
  const loads = documentLoads(v.page);
  assert.equal(await walk(v.page, 1, 3), ids.slice(0, 30));
  assert.is(loads.length, 2, loads.join(' '));
  await v.goto(`/blogs/page/${PAGES - 1}`);
  assert.equal(await walk(v.page, PAGES - 1), ids.slice(-20));
  assert.equal(await pager(v.page).getByRole('link', { name: 'Older articles' }).count(), 0, 'the last page leads no further');
});

// A page of the list in the dark theme and a tag's page in the light: the pager with both its
// links, in the page's two colour schemes (with no theme chosen the page follows the system's).
archive('a page of the list and a tag\'s page should pass axe, pager included', async () => {
  const site = await archiveSite();
  const v = await visit('/blogs/page/2', { site: site.dir, colorScheme: 'dark' });
  for (const [path, colorScheme, bg] of [['/blogs/page/2', 'dark', 'rgb(11, 17, 32)'], ['/blogs/tags/typescript/page/2', 'light', 'rgb(244, 247, 251)']] as const) {
    if (colorScheme === 'light') {
      await v.page.emulateMedia({ colorScheme });
      await v.goto(path);
    }
    await nextFrames(v.page);
    // Colours change with a transition: measured midway, text would fail contrast that the visitor never sees.
    await finishAnimations(v.page);
    assert.is(await v.page.evaluate(() => getComputedStyle(document.body).backgroundColor), bg, `${path}: the ${colorScheme} theme`);
    assert.equal(await pager(v.page).getByRole('link').count(), 2, `${path}: the pager's Newer and Older`);
    assert.equal(await axeViolations(v.page), [], `${path} ${colorScheme}`);
  }
});

archive.run();
