// Chromium with JavaScript switched off: the prerendered pages carry every
// section, project, contact detail and article, and their links work as plain links.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';
import { barBottom, browserSuite, scrollSettled, sharedVisit, topOf, visit } from '../helpers/browser';
import { reactionText, readText } from '../helpers/site';

const { labels, person, projects } = content;
/** In the order the page shows them. */
/** What /blogs shows: its first page's worth, newest first. */
const posts = newestFirst(content.posts).slice(0, POSTS_PER_PAGE);
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

const home = browserSuite('no JavaScript :: home');
// The tests that read the page share one, resized to the width each reads it at (the layout
// is CSS alone); the one that follows the links loads its own.
const homePage = sharedVisit(home, '/', { width: 375, javaScript: false });
const homeAt = async (width: number) => {
  const v = await homePage();
  await v.page.setViewportSize({ width, height: 800 });
  return v;
};

home('should show the hero, every project and the contact details at 375 and 1280 px', async () => {
  for (const width of [375, 1280]) {
    const v = await homeAt(width);
    assert.is(await v.page.evaluate(() => typeof document.documentElement.dataset.js), 'undefined', 'JavaScript is really off');
    assert.is(await v.page.locator('h1').innerText(), person.name);
    for (const text of [person.title, person.intro, labels.hero.viewWork, labels.hero.contactMe, labels.hero.downloadResume]) {
      assert.ok(await visible(v.page, text), `${width}px: "${text}"`);
    }
    const cards = v.page.locator('#projects li[data-delay]');
    assert.equal(await cards.locator('h3').allInnerTexts(), projects.map((project) => project.title), `${width}px`);
    for (const project of projects) assert.ok(await visible(v.page, project.description), `${width}px: ${project.title}`);
    const contact = v.page.locator('#contact');
    for (const text of [person.email, person.phone, person.location].filter((detail) => detail !== undefined)) {
      assert.ok(await contact.getByText(text, { exact: true }).first().isVisible(), `${width}px: ${text}`);
    }
  }
});

home('should hide the controls that need JavaScript (menu toggle, copy buttons)', async () => {
  const v = await homeAt(375);
  assert.not.ok(await v.page.locator('button[aria-controls="site-menu"]').isVisible());
  assert.is(await v.page.getByRole('button').count(), 0);
  for (const name of [labels.nav.home, labels.nav.about, labels.nav.projects, labels.nav.contact, ...(posts.length ? [labels.nav.blog] : [])]) {
    assert.ok(await v.page.getByRole('navigation', { name: labels.nav.label }).getByRole('link', { name, exact: true }).isVisible(), name);
  }
});

home('should follow the nav links as plain links', async () => {
  for (const width of [375, 1280]) {
    const v = await visit('/', { width, javaScript: false });
    const nav = v.page.getByRole('navigation', { name: labels.nav.label });
    await nav.getByRole('link', { name: labels.nav.projects, exact: true }).click();
    await scrollSettled(v.page, { javaScript: false });
    assert.is(new URL(v.page.url()).hash, '#projects');
    const [top, bar] = [await topOf(v.page, 'projects'), await barBottom(v.page)];
    assert.ok(top >= bar - 0.5 && top - bar <= 16, `${width}px: #projects at ${top}, bar ends at ${bar}`);
    // No posts, no Blog item.
    if (posts.length) {
      await nav.getByRole('link', { name: labels.nav.blog, exact: true }).click();
      await v.page.waitForURL(`${v.origin}/blogs`);
      assert.is(await v.page.locator('h1').innerText(), labels.blog.title);
    }
    await v.context.close();
  }
});

home('should download the résumé from the site', async () => {
  const v = await homeAt(1280);
  const href = await v.page.locator('#top').getByRole('link', { name: labels.hero.downloadResume }).evaluate((a) => (a as HTMLAnchorElement).href);
  const response = await v.context.request.get(href);
  assert.is(response.status(), 200);
  assert.is(response.headers()['content-type'], 'application/pdf');
});

home.run();

// ---

const blog = browserSuite('no JavaScript :: blog and 404');

// An owner with no posts has no blog page to read without JavaScript either.
if (posts.length) {
  blog('should show the newest articles, a page\'s worth, with their date and count', async () => {
    const v = await visit('/blogs', { javaScript: false });
    const articles = v.page.getByRole('article');
    assert.equal(await articles.getByRole('heading').allInnerTexts(), posts.map((post) => post.title));
    assert.is(await articles.locator('time').count(), posts.length);
    for (const [i, post] of posts.entries()) {
      const count = reactionText(post)?.trim();
      if (count !== undefined) assert.ok(await articles.nth(i).getByText(count, { exact: true }).isVisible(), post.id);
      assert.is(await articles.nth(i).getByRole('link', { name: new RegExp(`^${readText(post)}`) }).getAttribute('href'), post.url);
    }
  });
}

blog('should go back to the portfolio, and home from the 404 page, as plain links', async () => {
  const v = await visit(posts.length ? '/blogs' : '/', { javaScript: false });
  if (posts.length) {
    await v.page.getByRole('link', { name: labels.blog.back }).click();
    await v.page.waitForURL(`${v.origin}/`);
    assert.is(await v.page.locator('h1').innerText(), person.name);
    await v.page.getByRole('contentinfo').getByRole('link', { name: labels.footer.blogs }).click();
    await v.page.waitForURL(`${v.origin}/blogs`);
  }
  await v.goto('/nope');
  assert.is(await v.page.locator('h1').innerText(), labels.notFound.code);
  await v.page.getByRole('link', { name: labels.notFound.home }).click();
  await v.page.waitForURL(`${v.origin}/`);
  assert.is(await v.page.locator('h1').innerText(), person.name);
});

blog.run();
