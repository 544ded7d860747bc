// Routes in Chromium: the three screens, the 404 page for any other path with the
// attempted path in the console, Back/Forward between / and /blogs, and the error screen.
import type { BrowserContext } from 'playwright-core';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { content } from '../fixtures/sample/content';
import { browserSuite, hydrated, scrollSettled, visit, type Visit } from '../helpers/browser';
import { HAS_BLOG } from '../helpers/built-site';

const { labels, person } = content;
const year = String(new Date().getFullYear());
const heading = (v: Visit) => v.page.locator('h1').innerText();
/**
 * The page's heading once it reads `text`: a blog page the router brings arrives with its data
 * (pages/static-pages.ts), after the address changes, and the page before stays until then.
 */
const headingOnceIs = async (v: Visit, text: string) => {
  await v.page.locator('h1', { hasText: text }).waitFor();
  return heading(v);
};

const pages = browserSuite('routes :: pages');

pages('should show the home page at /', async () => {
  const v = await visit('/');
  assert.is(await heading(v), person.name);
  assert.is(await v.page.title(), `${person.name} · ${person.title} · Portfolio ${year}`);
  for (const id of ['about', 'projects', 'contact']) assert.ok(await v.page.locator(`section#${id}`).isVisible(), id);
});

// The blog's tests need a blog: with no posts /blogs is the 404 page (test/browser/blog.test.ts).
if (HAS_BLOG) pages('should show the blog list at /blogs and /blogs/', async () => {
  for (const path of ['/blogs', '/blogs/']) {
    const v = await visit(path);
    assert.is(await heading(v), labels.blog.title, path);
    assert.is(await v.page.locator('article').count(), Math.min(content.posts.length, POSTS_PER_PAGE), path);
    assert.is(await v.page.title(), `Blog · ${person.name} · ${year}`, path);
    await v.context.close();
  }
});

if (HAS_BLOG) pages('should hydrate the blog page at /x/..%2Fblogs, the page the server sends there, without React error #418', async () => {
  const v = await visit('/x/..%2Fblogs');
  assert.is(v.response?.status(), 200);
  assert.is(await heading(v), labels.blog.title);
  assert.equal(v.errors, [], 'hydration failed');
});

pages.run();

// ---

const notFound = browserSuite('routes :: 404');

// Each path, the status the server gives it, and what the console should name as the
// attempted path. A malformed percent-encoding is a bad request (400), answered with the
// same 404 page: whether the status is 400 or 404, the visitor sees the same page.
const UNKNOWN = [
  ['/nope', 404, '/nope'],
  ['/blogs/x', 404, '/blogs/x'],
  ['/a/b/c?x=1#y', 404, '/a/b/c'],
  ['/%E0%A4%A', 400, '/%E0%A4%A'],
] as const;

notFound('should answer any other path with the 404 page and log the path', async () => {
  for (const [path, status, logged] of UNKNOWN) {
    const v = await visit(path);
    assert.is(v.response?.status(), status, path);
    assert.is(await heading(v), labels.notFound.code, path);
    assert.ok(await v.page.getByText(labels.notFound.message, { exact: true }).isVisible(), path);
    assert.is(await v.page.getByRole('link', { name: labels.notFound.home }).getAttribute('href'), '/', path);
    const warnings = v.console.filter((entry) => entry.type === 'warning').map((entry) => entry.text);
    assert.ok(warnings.some((text) => text.endsWith(` ${logged}`)), `${path}: ${JSON.stringify(warnings)}`);
    assert.equal(v.errors, [], path);
    await v.context.close();
  }
});

notFound("should go home from the 404 page's link", async () => {
  const v = await visit('/nope');
  await v.page.getByRole('link', { name: labels.notFound.home }).click();
  await v.page.waitForURL(`${v.origin}/`);
  assert.is(await heading(v), person.name);
  assert.is(await v.page.locator('#projects li[data-delay]').count(), content.projects.length);
});

notFound.run();

// ---

const history = browserSuite('routes :: back and forward');
const RESTORE_SLACK_PX = 32;

/** Right after an in-page route change to the portfolio: focus on its heading (so screen reader and keyboard users start there), the page at its top. */
async function assertFocusOnHeading(v: Visit) {
  assert.is(await v.page.evaluate(() => document.activeElement?.textContent), person.name, 'focus on the new page\'s heading');
  assert.is(await v.page.evaluate(() => window.scrollY), 0);
}

// The in-page route changes below (from the blog, or from the 404 page for an owner with no
// blog) are where focus is first seen to move to the new page's heading.
if (!HAS_BLOG) history('should move focus to the new page\'s heading after Return to Home (an in-page route change), and show the right page on Back and Forward', async () => {
  const v = await visit('/nope');
  await v.page.getByRole('link', { name: labels.notFound.home }).click();
  await v.page.waitForURL(`${v.origin}/`);
  await assertFocusOnHeading(v);
  assert.is(await heading(v), person.name);
  await v.page.goBack();
  await v.page.waitForURL(`${v.origin}/nope`);
  assert.is(await heading(v), labels.notFound.code);
  await v.page.goForward();
  await v.page.waitForURL(`${v.origin}/`);
  assert.is(await heading(v), person.name);
  assert.equal(v.errors, []);
});

// Left from the projects: Back restores the place too.
if (HAS_BLOG) history('should show the right page on Back and Forward after the Blog link (a full page load), back where the visitor was on /', async () => {
  const v = await visit('/');
  await v.page.locator('#projects').scrollIntoViewIfNeeded();
  const before = await scrollSettled(v.page);
  assert.ok(before > 500, `scrolled to ${before}`);
  await v.page.getByRole('navigation', { name: labels.nav.label }).getByRole('link', { name: labels.nav.blog }).click();
  await v.page.waitForURL(`${v.origin}/blogs`);
  await hydrated(v.page);
  assert.is(await heading(v), labels.blog.title);
  await v.page.goBack();
  await hydrated(v.page);
  assert.is(v.page.url(), `${v.origin}/`);
  assert.is(await heading(v), person.name);
  const after = await scrollSettled(v.page);
  // Chromium restores relative to an element on screen; a project card still sliding in
  // (24 px) can move that by its slide. Losing the place entirely means scrollY 0.
  assert.ok(Math.abs(after - before) <= RESTORE_SLACK_PX, `left / at scrollY ${before}, came back to ${after}`);
  await v.page.goForward();
  await hydrated(v.page);
  assert.is(await heading(v), labels.blog.title);
});

if (HAS_BLOG) history('should move focus to the new page\'s heading after an in-page route change, and show the right page on Back and Forward after in-page links', async () => {
  const v = await visit('/blogs');
  await v.page.getByRole('link', { name: labels.blog.back }).click();
  await v.page.waitForURL(`${v.origin}/`);
  await assertFocusOnHeading(v);
  assert.is(await heading(v), person.name);
  assert.is(await v.page.title(), `${person.name} · ${person.title} · Portfolio ${year}`);
  // Back to the blog page this document left: the router brings it from its data.
  await v.page.goBack();
  await v.page.waitForURL(`${v.origin}/blogs`);
  assert.is(await headingOnceIs(v, labels.blog.title), labels.blog.title);
  assert.is(await v.page.title(), `Blog · ${person.name} · ${year}`);
  await v.page.goForward();
  await v.page.waitForURL(`${v.origin}/`);
  assert.is(await heading(v), person.name);
  await v.page.goBack();
  await v.page.waitForURL(`${v.origin}/blogs`);
  assert.is(await headingOnceIs(v, labels.blog.title), labels.blog.title);
  assert.equal(v.errors, []);
});

history.run();

// ---

const failure = browserSuite('routes :: unexpected error');

/**
 * Serves the site data with an image missing from it, so the home page cannot render, `times`
 * times. (Routing turns Chromium's HTTP cache off, so a later load fetches the file again.)
 */
const breakHome = (times?: number) => async (context: BrowserContext, origin: string) => {
  await context.route(
    `${origin}/assets/site-data-*.json`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`"${content.projects[0]!.imageUrl}"`, '"projects/gone.png"');
      await route.fulfill({ response, body });
    },
    { times },
  );
};

failure('should show "Unexpected Application Error!" instead of a broken page', async () => {
  const v = await visit('/', { prepare: breakHome() });
  assert.is(await heading(v), labels.error.title);
  assert.ok(await v.page.getByText('projects/gone.png', { exact: false }).isVisible(), 'the message says what went wrong');
});

failure('should get home again with Return to Home on the error screen', async () => {
  const v = await visit('/', { prepare: breakHome(1) });
  assert.is(await heading(v), labels.error.title);
  await v.page.getByRole('link', { name: labels.error.home }).click();
  await v.page.locator('h1', { hasText: person.name }).waitFor();
  assert.is(await heading(v), person.name);
});

failure.run();
