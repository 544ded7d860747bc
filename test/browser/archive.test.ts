// A long blog in Chromium: a visitor walks an archive of 300 posts from /blogs following only
// links, with JavaScript (the router brings each page's data) and without (each page a load),
// and meets every post once; a card's tag leads to its list.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { hrefOf, POSTS_PER_PAGE, tagPath, tagSlug } from '../../src/app/pages/blog-pages';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { fillIn } from '../../src/app/page-titles';
import { content } from '../fixtures/sample/content';
import { archiveSite, ARCHIVE_SIZE } from '../helpers/archive-site';
import { axeViolations, browserSuite, finishAnimations, nextFrames, visit } from '../helpers/browser';

const text = content.labels.blog;
const PAGES = Math.ceil(ARCHIVE_SIZE / POSTS_PER_PAGE);
const cards = (page: Page) => page.locator('main article h2').evaluateAll((headings) => headings.map((heading) => heading.id.replace(/^post-/, '')));
/** The pager's "Page N of M", the sign that page N is on screen. */
const where = (n: number) => fillIn(text.pageOf, { page: String(n), pages: String(PAGES) });

async function walk(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (let n = 1; ; n++) {
    await page.getByRole('navigation', { name: text.pages }).getByText(where(n), { exact: true }).waitFor();
    seen.push(...(await cards(page)));
    const older = page.getByRole('navigation', { name: text.pages }).getByRole('link', { name: text.older });
    if ((await older.count()) === 0) return seen;
    await older.click();
  }
}

const archive = browserSuite('blog :: walking an archive of 300 posts');

for (const javaScript of [true, false]) {
  archive(`should reach every post once from /blogs by its links, ${javaScript ? 'through the router' : 'with JavaScript off'}`, async () => {
    const site = await archiveSite();
    const v = await visit('/blogs', { site: site.dir, javaScript });
    // Documents the browser loads after the first (the router's fetches are not documents).
    const loads: string[] = [];
    v.page.on('request', (request) => request.resourceType() === 'document' && loads.push(request.url()));
    const seen = await walk(v.page);
    assert.equal(seen, newestFirst(site.posts).map((post) => post.id));
    // With JavaScript the router brought every page; without, each is a load.
    assert.is(loads.length, javaScript ? 0 : PAGES - 1, loads.join(' '));
    assert.equal(v.errors, []);
    assert.equal(v.csp, []);
  });
}

archive('a card\'s tag should lead to that tag\'s list, and Back to the page the visitor was on', async () => {
  const site = await archiveSite();
  const v = await visit('/blogs/page/3', { site: site.dir });
  const tag = v.page.locator('main article').first().getByRole('list', { name: text.tags }).getByRole('link').first();
  const name = (await tag.innerText()).trim();
  await tag.click();
  await v.page.getByRole('heading', { level: 1, name: fillIn(text.tagTitle, { tag: name }) }).waitFor();
  const expected = newestFirst(site.posts).filter((post) => post.tags.some((t) => t.toLowerCase() === name.toLowerCase())).slice(0, POSTS_PER_PAGE).map((post) => post.id);
  assert.equal(await cards(v.page), expected);
  await v.page.goBack();
  await v.page.getByRole('navigation', { name: text.pages }).getByText(where(3), { exact: true }).waitFor();
  assert.ok(v.page.url().endsWith('/blogs/page/3'));
});

// One page per path, switched between the themes: with no theme chosen the page follows the
// system's colour scheme (theme.test.ts), as a page opened in that scheme does.
archive('a page of the list and a tag\'s page should pass axe in both themes, pager included', async () => {
  const site = await archiveSite();
  for (const path of ['/blogs/page/2', `${hrefOf(tagPath(tagSlug('TypeScript')))}/page/2`]) {
    const v = await visit(path, { site: site.dir, colorScheme: 'dark' });
    const backgrounds = new Set<string>();
    for (const colorScheme of ['dark', 'light'] as const) {
      await v.page.emulateMedia({ colorScheme });
      await nextFrames(v.page);
      // Colours change with a transition: measured midway, text would fail contrast that the visitor never sees.
      await finishAnimations(v.page);
      backgrounds.add(await v.page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      assert.ok(await v.page.getByRole('navigation', { name: text.pages }).isVisible(), `${path}: the pager`);
      assert.equal(await axeViolations(v.page), [], `${path} ${colorScheme}`);
    }
    assert.is(backgrounds.size, 2, `${path}: the two themes were both checked`);
    await v.context.close();
  }
});

archive.run();
