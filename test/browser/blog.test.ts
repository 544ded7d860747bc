// The blog page and its posts in Chromium: every article, newest
// first, dates that read the same in every time zone, each card's count ("{claps} claps"),
// and a year that stays current. An owner with no posts has no blog page: /blogs is a 404.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';
import { isSampleContent } from '../../src/content/sample';
import { browserSuite, sharedVisit, visit } from '../helpers/browser';
import { followText, platformsSentence, reactionText, readText } from '../helpers/site';

const { labels, person } = content;
/** In the order the page shows them; /blogs shows the first page's worth (test/browser/archive.test.ts walks the rest). */
const posts = newestFirst(content.posts).slice(0, POSTS_PER_PAGE);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2025-05-15" -> "May 15, 2025", worked out by hand rather than by the product's formatter. */
const longUsDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
};
const articles = (page: Page) => page.getByRole('article');

const list = browserSuite('blog :: list');
// The two tests of the list read one page.
const listPage = sharedVisit(list, '/blogs');

if (posts.length === 0) {
  list('should have no blog page: /blogs is the 404 page, with status 404, and nothing links there', async () => {
    const v = await visit('/blogs');
    assert.is(v.response?.status(), 404);
    assert.is(await v.page.locator('h1').innerText(), labels.notFound.code);
    const home = await visit('/');
    assert.is(await home.page.locator('a[href$="/blogs"]').count(), 0);
  });
} else {
  list('should list every article, newest first, each read on its platform in a new tab', async () => {
    const v = await listPage();
    assert.is(await articles(v.page).count(), posts.length);
    assert.equal(await articles(v.page).getByRole('heading').allInnerTexts(), posts.map((post) => post.title));
    for (const [i, post] of posts.entries()) {
      const read = articles(v.page).nth(i).getByRole('link', { name: new RegExp(`^${readText(post)}`) });
      assert.is(await read.getAttribute('href'), post.url);
      assert.is(await read.getAttribute('target'), '_blank');
    }
    assert.is(await v.page.getByRole('link', { name: labels.blog.back }).getAttribute('href'), '/');
    assert.is(await v.page.getByRole('link', { name: new RegExp(`^${followText()}`) }).getAttribute('href'), person.blogFollowUrl);
    assert.ok((await v.page.locator('main').innerText()).includes(platformsSentence()));
  });

  list('should show each card\'s count with its platform\'s word, "{claps} claps" even when empty', async () => {
    const v = await listPage();
    const shown = await articles(v.page).evaluateAll((nodes) =>
      nodes.map((article) => [...article.querySelectorAll('span')].map((span) => span.textContent!.trim())),
    );
    for (const [i, post] of posts.entries()) {
      const expected = reactionText(post)?.trim();
      if (expected !== undefined) assert.ok(shown[i]!.includes(expected), `${post.id}: no "${expected}" in ${JSON.stringify(shown[i])}`);
    }
    // The sample keeps an empty count to test; an owner's posts may all have counts, or none.
    if (isSampleContent(content)) assert.ok(posts.some((post) => post.reactions === ''), 'the sample keeps an empty count to test');
  });
}

list.run();

// ---

const dates = browserSuite('blog :: dates in every time zone');

// One test per zone.
for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
  dates(`should show the same long US dates in ${timezoneId}`, async () => {
    const expected = posts.map((post) => longUsDate(post.publishedAt));
    assert.is(longUsDate('2025-05-15'), 'May 15, 2025');
    const v = await visit('/blogs', { timezoneId });
    assert.is(await v.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), timezoneId);
    const times = await articles(v.page).locator('time').evaluateAll((nodes) =>
      nodes.map((node) => ({ text: (node as HTMLElement).innerText, datetime: node.getAttribute('datetime') })),
    );
    assert.equal(times.map((time) => time.text), expected, timezoneId);
    assert.equal(times.map((time) => time.datetime), posts.map((post) => post.publishedAt), timezoneId);
    assert.equal(v.errors, [], `${timezoneId}: hydration`);
  });
}

dates.run();

// ---

const year = browserSuite('year :: title and copyright');

const copyright = (page: Page) => page.getByRole('contentinfo').getByText('©');

year('should show the current year in the title and the copyright line', async () => {
  const now = String(new Date().getFullYear());
  const home = await visit('/');
  assert.ok((await home.page.title()).endsWith(now), await home.page.title());
  assert.match(await copyright(home.page).innerText(), new RegExp(`^© ${now} ${person.name}\\.`));
  if (!posts.length) return; // no blog page
  const blog = await visit('/blogs');
  assert.ok((await blog.page.title()).endsWith(now), await blog.page.title());
});

year('should show the new year to a visitor in January of a page built in December', async () => {
  const next = new Date().getFullYear() + 1;
  const v = await visit('/', { prepare: (context) => context.clock.setFixedTime(new Date(next, 0, 2, 12)) });
  assert.ok((await v.page.title()).endsWith(String(next)), await v.page.title());
  assert.match(await copyright(v.page).innerText(), new RegExp(`^© ${next} `));
  assert.equal(v.errors, [], 'no hydration mismatch');
  assert.equal(v.console.filter((entry) => entry.type === 'error' || entry.type === 'warning'), []);
});

year.run();
