// Routes in Chromium: the three screens, the 404 page for any other path with the attempted
// path in the console, and Back/Forward between / and /blogs. (The error screen instead of a
// broken page, with its way home: test/components/errors.test.tsx.)
import * as assert from 'uvu/assert';
import { browserSuite, hydrated, scrollSettled, visit, type Visit } from '../helpers/browser';

// (Each page's title: test/unit/head.test.ts, and after a route change test/components/router.test.tsx.)
const heading = (v: Visit) => v.page.locator('h1').innerText();

const pages = browserSuite('routes :: pages');

pages('should show the home page at /, the blog list at /blogs and /blogs/, and hydrate the blog page the server sends for /x/..%2Fblogs', async () => {
  const v = await visit('/');
  assert.is(await heading(v), 'Alex Carter');
  for (const path of ['/blogs', '/blogs/', '/x/..%2Fblogs']) {
    const response = await v.goto(path);
    assert.is(response?.status(), 200, path);
    assert.is(await heading(v), 'My Blog', path);
    assert.is(await v.page.locator('article').count(), 6, path);
  }
  // React reports a failed hydration (error #418) as a page error.
  assert.equal(v.errors, []);
});

// Each path, the status the server gives it, and what the console should name as the
// attempted path. A malformed percent-encoding is a bad request (400), answered with the
// same 404 page: whether the status is 400 or 404, the visitor sees the same page (its words
// and link: test/components/errors.test.tsx).
const UNKNOWN = [
  ['/nope', 404, '/nope'],
  ['/blogs/x', 404, '/blogs/x'],
  ['/a/b/c?x=1#y', 404, '/a/b/c'],
  ['/%E0%A4%A', 400, '/%E0%A4%A'],
] as const;

pages('should answer any other path with the 404 page, log the path, and go home from its link', async () => {
  const v = await visit('/nope');
  for (const [path, status, logged] of UNKNOWN) {
    const response = path === '/nope' ? v.response : await v.goto(path);
    assert.is(response?.status(), status, path);
    assert.is(await heading(v), '404', path);
    const warning = v.console.filter((entry) => entry.type === 'warning').at(-1)?.text;
    assert.ok(warning?.endsWith(` ${logged}`), `${path}: ${warning}`);
  }
  // Nothing else: Chromium's report of each document's status, and the page's log of its path.
  assert.equal(v.console.map((entry) => entry.type), UNKNOWN.flatMap(() => ['error', 'warning']));
  assert.equal([v.errors, v.foreign, v.csp], [[], [], []]);
  await v.page.getByRole('link', { name: 'Return to Home' }).click();
  await v.page.waitForURL(`${v.origin}/`);
  assert.is(await heading(v), 'Alex Carter');
  assert.is(await v.page.locator('#projects li[data-delay]').count(), 6);
});

pages.run();

// ---

const history = browserSuite('routes :: back and forward');
const RESTORE_SLACK_PX = 32;

// Left from the projects: Back restores the place too. (In-page route changes, focus on the new
// page's heading and Back and Forward between them: test/components/router.test.tsx, and in
// Chromium writing.test.ts's walk from /blogs to a post and back.)
history('should show the right page on Back and Forward after the Blog link (a full page load), back where the visitor was on /', async () => {
  const v = await visit('/');
  await v.page.locator('#projects').scrollIntoViewIfNeeded();
  const before = await scrollSettled(v.page);
  assert.ok(before > 500, `scrolled to ${before}`);
  await v.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await v.page.waitForURL(`${v.origin}/blogs`);
  await hydrated(v.page);
  assert.is(await heading(v), 'My Blog');
  await v.page.goBack();
  await hydrated(v.page);
  assert.is(v.page.url(), `${v.origin}/`);
  assert.is(await heading(v), 'Alex Carter');
  const after = await scrollSettled(v.page);
  // Chromium restores relative to an element on screen; a project card still sliding in
  // (24 px) can move that by its slide. Losing the place entirely means scrollY 0.
  assert.ok(Math.abs(after - before) <= RESTORE_SLACK_PX, `left / at scrollY ${before}, came back to ${after}`);
  await v.page.goForward();
  await hydrated(v.page);
  assert.is(await heading(v), 'My Blog');
});

history.run();

