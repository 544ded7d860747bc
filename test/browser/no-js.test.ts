// Chromium with JavaScript switched off: the prerendered pages carry every section, project,
// contact detail and article, their links work as plain links, and they print. (The résumé the
// Download Resume link names, the same link with JavaScript: contact.test.ts.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { barBottom, browserSuite, imagesInView, scrollSettled, topOf, visit } from '../helpers/browser';

const TITLES = ['Coffee Connoisseur', 'Meme Generator', 'FotoFlix', 'Grocery Bud', 'WordSpeed Analyzer', 'Pacman Game'];
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const home = browserSuite('no JavaScript :: home');

// One page, resized to the width each check reads it at: the layout is CSS alone.
home('should show the hero, every project, the contact details, the nav items on a phone, the icons and the hero art', async () => {
  const v = await visit('/', { width: 375, javaScript: false });
  assert.is(await v.page.evaluate(() => typeof document.documentElement.dataset.js), 'undefined', 'JavaScript is really off');
  for (const width of [375, 1280]) {
    await v.page.setViewportSize({ width, height: 800 });
    assert.is(await v.page.locator('h1').innerText(), 'Alex Carter');
    for (const text of ['Frontend Developer with Node.js Backend Expertise', 'View My Work', 'Contact Me', 'Download Resume']) {
      assert.ok(await visible(v.page, text), `${width}px: "${text}"`);
    }
    const cards = v.page.locator('#projects li[data-delay]');
    assert.equal(await cards.locator('h3').allInnerTexts(), TITLES, `${width}px`);
    assert.ok(await visible(v.page, 'The arcade classic on an HTML canvas: ghost AI with chase and scatter modes, power pellets, levels and a high-score table.'), `${width}px: a project's description`);
    for (const text of ['alex.carter@example.com', '+971 50 123 4567', 'Dubai, UAE']) {
      assert.ok(await v.page.locator('#contact').getByText(text, { exact: true }).first().isVisible(), `${width}px: ${text}`);
    }
  }

  // No menu toggle nor copy buttons: the nav's items stand in the bar, under the name and above the hero.
  assert.is(await v.page.getByRole('button').count(), 0);
  for (const width of [320, 375, 414, 600]) {
    await v.page.setViewportSize({ width, height: 800 });
    for (const name of ['Home', 'About', 'Projects', 'Contact', 'Blog']) assert.ok(await mainNav(v.page).getByRole('link', { name, exact: true }).isVisible(), `${width}px: ${name}`);
    const state = await v.page.evaluate(() => ({
      items: [...document.querySelectorAll<HTMLElement>('header nav li a')].map((a) => ({ name: a.textContent, ...a.getBoundingClientRect().toJSON() })),
      bar: document.querySelector('header')!.getBoundingClientRect().bottom,
      inner: Math.max(...[...document.querySelectorAll('header nav *')].map((element) => element.getBoundingClientRect().bottom)),
      greeting: document.querySelector('#top p')!.getBoundingClientRect().top,
    }));
    for (const item of state.items) assert.ok(item.left >= 0 && item.right <= width, `${width}px: ${item.name} at ${item.left}–${item.right}`);
    assert.ok(state.inner <= state.bar, `${width}px: the items spill out of the bar (${state.inner} > ${state.bar})`);
    assert.ok(state.bar <= state.greeting, `${width}px: the bar covers the hero (${state.bar} > ${state.greeting})`);
  }

  // The icon and the hero art come at once: nothing waits for a script to add them.
  await imagesInView(v.page);
  const head = await v.page.evaluate(() => ({
    icons: [...document.head.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href')),
    hero: (document.querySelector('#top picture img[alt=""]') as HTMLImageElement).naturalWidth,
  }));
  assert.equal(head.icons, ['/favicon.svg', '/favicon-32.png']);
  assert.ok(head.hero > 0, 'the hero art loaded');
});

home.run();

// ---

const links = browserSuite('no JavaScript :: links and the other pages');

links('should follow the nav\'s links as plain links, show the newest articles, go back to the portfolio and home from the 404 page, and print in ink', async () => {
  const v = await visit('/', { width: 375, javaScript: false, colorScheme: 'dark' });
  for (const width of [375, 1280]) {
    if (width !== 375) {
      await v.page.setViewportSize({ width, height: 800 });
      await v.goto('/');
    }
    await mainNav(v.page).getByRole('link', { name: 'Projects', exact: true }).click();
    await scrollSettled(v.page, { javaScript: false });
    assert.is(new URL(v.page.url()).hash, '#projects');
    const [top, bar] = [await topOf(v.page, 'projects'), await barBottom(v.page)];
    assert.ok(top >= bar - 0.5 && top - bar <= 16, `${width}px: #projects at ${top}, bar ends at ${bar}`);
  }
  await mainNav(v.page).getByRole('link', { name: 'Blog', exact: true }).click();
  await v.page.waitForURL(`${v.origin}/blogs`);
  assert.is(await v.page.locator('h1').innerText(), 'My Blog');

  // Shown, not only in the HTML (what each card says: test/components/blog.test.tsx).
  const articles = v.page.getByRole('article');
  assert.is(await articles.count(), 6);
  assert.ok(await articles.last().getByRole('link', { name: /^Read on Medium/ }).isVisible(), 'the last article\'s link');
  // Printed as a tool that prints to PDF does it, on white without the navigation, whatever the screen's theme.
  await v.page.emulateMedia({ media: 'print' });
  assert.equal(await v.page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('header')!).display]), ['rgb(255, 255, 255)', 'none']);
  await v.page.emulateMedia({ media: 'screen' });

  await v.page.getByRole('link', { name: 'Back to Portfolio' }).click();
  await v.page.waitForURL(`${v.origin}/`);
  assert.is(await v.page.locator('h1').innerText(), 'Alex Carter');
  await v.page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
  await v.page.waitForURL(`${v.origin}/blogs`);
  await v.goto('/nope');
  assert.is(await v.page.locator('h1').innerText(), '404');
  await v.page.getByRole('link', { name: 'Return to Home' }).click();
  await v.page.waitForURL(`${v.origin}/`);
  assert.is(await v.page.locator('h1').innerText(), 'Alex Carter');
});

links.run();
