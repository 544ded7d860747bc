// Featured Projects in Chromium: the grid at three widths, previews and their generated
// placeholder, and the Code/Live links. (The cards' fade-in: look.test.ts; their badges:
// design.test.ts, and printed theme.test.ts.)
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { SCREENSHOT_RATIO } from '../../src/builder/image-sources';
import type { SiteData } from '../../src/app/site-data';
import { browserSuite, finishAnimations, nextFrames, visit } from '../helpers/browser';
import { buildSite, PAGES, siteDataOf } from '../helpers/built-site';

const TITLES = ['Coffee Connoisseur', 'Meme Generator', 'FotoFlix', 'Grocery Bud', 'WordSpeed Analyzer', 'Pacman Game'];
// The projects whose code is private (their Code link is "#").
const PRIVATE = ['FotoFlix', 'WordSpeed Analyzer'];
const cards = (page: Page) => page.locator('#projects li[data-delay]');
const alt = (title: string) => `Screenshot of ${title}`;

const grid = browserSuite('projects :: grid and links');

// One page, resized through the widths (the grid is CSS alone, which a resize applies as a load
// would), with reduced motion: the cards are simply there, so a click lands where the link is.
// Forced clicks skip Playwright's wait for a still target; once, on a loaded machine, a middle
// click's auxclick went missing as a card still fading in moved under the pointer.
grid('should lay the cards out in 1, 2 and 3 columns, every preview loaded from the site at the crop\'s ratio', async () => {
  const v = await visit('/', { width: 375, reducedMotion: 'reduce' });
  for (const [width, columns] of [[375, 1], [800, 2], [1280, 3]] as const) {
    await v.page.setViewportSize({ width, height: 800 });
    const lefts = await cards(v.page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    assert.is(new Set(lefts).size, columns, `${width}px: card left edges ${lefts.join(', ')}`);
  }
  for (const title of TITLES) {
    const img = v.page.getByRole('img', { name: alt(title), exact: true });
    await img.scrollIntoViewIfNeeded();
    const loaded = await img.evaluate(async (node: HTMLImageElement) => {
      await node.decode().catch(() => {});
      // The frame the preview fills (its picture's box, with the frame's border).
      const { width, height } = node.closest('picture')!.parentElement!.getBoundingClientRect();
      return { ok: node.complete && node.naturalWidth > 0, src: node.currentSrc, width, height };
    });
    assert.ok(loaded.ok, `${title} did not load`);
    assert.ok(loaded.src.startsWith(`${v.origin}/assets/img/`), loaded.src);
    // The crop warning (src/builder/image-sources.ts) tells the owner what the card shows of this ratio.
    const ratio = SCREENSHOT_RATIO.width / SCREENSHOT_RATIO.height;
    assert.ok(Math.abs(loaded.width / ratio - loaded.height) < 0.5, `${title}: a ${loaded.width}×${loaded.height} frame, not ${SCREENSHOT_RATIO.width}:${SCREENSHOT_RATIO.height}`);
  }
  assert.equal(v.foreign, []);
});

grid('should keep every "#" code link from navigating or opening a tab, and say the source is private in a note and a tooltip that never covers it', async () => {
  const v = await visit('/', { width: 1280, reducedMotion: 'reduce' });
  const privateLinks = v.page.locator('#projects a[href="#"]');
  assert.is(await privateLinks.count(), PRIVATE.length);
  for (const [i, title] of PRIVATE.entries()) {
    const link = privateLinks.nth(i);
    assert.ok((await link.innerText()).startsWith('Code'), title);
    await link.scrollIntoViewIfNeeded();
    const scrollY = await v.page.evaluate(() => window.scrollY);
    // Every click the link receives, as the browser sees it once the page's handlers have run:
    // a prevented default is what keeps the browser from following or opening the link.
    await link.evaluate((anchor) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const type of ['click', 'auxclick'])
        window.addEventListener(type, (event) => {
          if (event.target instanceof Node && anchor.contains(event.target)) seen.push(`${type}:${event.defaultPrevented}`);
        });
    });
    // aria-disabled: Playwright would refuse to click, a visitor's mouse does not.
    await link.click({ force: true });
    await link.click({ force: true, modifiers: ['Control'] });
    await link.click({ force: true, modifiers: ['Shift'] });
    await link.click({ force: true, button: 'middle' });
    await link.focus();
    await v.page.keyboard.press('Enter');
    await nextFrames(v.page);
    const seen = await v.page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    assert.equal(seen, ['click:true', 'click:true', 'click:true', 'auxclick:true', 'click:true'], title);
    assert.is(v.page.url(), `${v.origin}/`, `${title}: navigated`);
    assert.equal(v.popups(), [], `${title}: opened a tab or window`);
    assert.is(await v.page.evaluate(() => window.scrollY), scrollY, `${title}: jumped`);
    await link.blur();
  }

  for (const width of [375, 1280]) {
    await v.page.setViewportSize({ width, height: 800 });
    const link = privateLinks.first();
    assert.is(await link.getAttribute('aria-disabled'), 'true');
    const note = v.page.locator(`#${await link.getAttribute('aria-describedby')}`);
    assert.is(await note.innerText(), 'Source code is private');
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const tooltip = v.page.getByRole('tooltip');
    await tooltip.waitFor();
    assert.is(await tooltip.innerText(), 'Source code is private');
    assert.is(await link.getAttribute('aria-describedby'), await tooltip.getAttribute('id'), `${width}px: the open tooltip describes the link`);
    const [noteBox, tipBox] = [(await note.boundingBox())!, (await tooltip.boundingBox())!];
    const overlap = Math.min(noteBox.y + noteBox.height, tipBox.y + tipBox.height) - Math.max(noteBox.y, tipBox.y) > 0 &&
      Math.min(noteBox.x + noteBox.width, tipBox.x + tipBox.width) - Math.max(noteBox.x, tipBox.x) > 0;
    assert.not.ok(overlap, `${width}px: the tooltip ${JSON.stringify(tipBox)} covers the note ${JSON.stringify(noteBox)}`);
    await v.page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
  }
});

grid('should open every other outside link in a new tab with rel="noopener noreferrer", and a Live link leave the portfolio where it was', async () => {
  const v = await visit('/');
  const expected = {
    '/': [
      'https://github.com/example/coffee-connoisseur', 'https://coffee-connoisseur.example.com', 'https://fotoflix.example.com', 'https://pacman.example.com',
      'https://github.com/example', 'https://www.linkedin.com/in/example',
    ],
    '/blogs': ['https://medium.com/@example/building-accessible-react-components-from-scratch-3f2a91c4d7e1', 'https://medium.com/@example'],
  };
  for (const [path, urls] of Object.entries(expected)) {
    if (path !== '/') await v.goto(path);
    const outside = await v.page.locator('a[href^="http"], a[target]').evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href')!, target: a.getAttribute('target'), rel: a.getAttribute('rel') ?? '' })),
    );
    for (const url of urls) assert.ok(outside.some((link) => link.href === url), `${path}: no link to ${url}`);
    for (const link of outside) {
      assert.is(link.target, '_blank', `${path}: ${link.href}`);
      const rel = link.rel.split(/\s+/);
      assert.ok(rel.includes('noopener') && rel.includes('noreferrer'), `${path}: ${link.href} has rel="${link.rel}"`);
    }
  }
  await v.goto('/');
  // By its word too: a project with no site of its own may have its code's address for both links.
  const live = v.page.locator('#projects a[href="https://coffee-connoisseur.example.com"]').filter({ hasText: 'Live' });
  // Its card fades in once it scrolls into view: click once it has settled, or the click can
  // land where the link was a moment before.
  await live.scrollIntoViewIfNeeded();
  await nextFrames(v.page);
  await finishAnimations(v.page);
  const [popup] = await Promise.all([v.page.waitForEvent('popup'), live.click()]);
  await popup.waitForLoadState().catch(() => {});
  // The new tab asked for the live site (blocked here: no test leaves the machine).
  assert.ok(v.foreign.some((url) => new URL(url).origin === 'https://coffee-connoisseur.example.com'), JSON.stringify(v.foreign));
  assert.is(v.page.url(), `${v.origin}/`);
});

grid.run();

// ---

const images = browserSuite('projects :: placeholders');

// The image variants of the first project's preview, from the data the build wrote for the page.
const site = buildSite();
const variants = () => {
  const entry = (siteDataOf(site, site.read(PAGES.home)) as SiteData).images['projects/coffee-connoisseur.png']!;
  return new Set([entry.src, ...`${entry.avif}, ${entry.webp}`.split(', ').map((candidate) => candidate.split(' ')[0]!)]);
};

/** Answers every variant of the first project's preview with 404. */
const breakFirstPreview = async (context: BrowserContext) => {
  const broken = variants();
  await context.route((url) => broken.has(url.pathname), (route) => route.fulfill({ status: 404, body: 'Not found' }));
};

async function assertPlaceholder(page: Page) {
  // Scroll the card, not its image: React replaces the failed <img> with the placeholder,
  // which would detach an element Playwright is still scrolling to.
  await cards(page).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((name) => document.querySelector<HTMLImageElement>(`img[alt="${name}"]`)?.src.startsWith('data:'), alt(TITLES[0]!), { timeout: 10_000 });
  const shown = await page.getByRole('img', { name: alt(TITLES[0]!), exact: true }).evaluate(async (node: HTMLImageElement) => {
    await node.decode().catch(() => {});
    const box = node.getBoundingClientRect();
    return { src: decodeURIComponent(node.src), loaded: node.complete && node.naturalWidth > 0, width: box.width, height: box.height };
  });
  assert.ok(shown.loaded, 'the placeholder image loaded');
  assert.ok(shown.width > 100 && shown.height > 50, `placeholder box ${shown.width}x${shown.height}`);
  assert.match(shown.src, /^data:image\/svg\+xml,/);
  assert.ok(shown.src.includes('>Coffee Connoisseur</text>'), 'the placeholder shows the title');
  // In the light theme's own colours (an image cannot read the page's CSS: they are read for it).
  assert.ok(shown.src.includes('<rect width="100%" height="100%" fill="#eef2f8"/><text x="50%" y="50%" fill="#006d7c"'), shown.src.slice(0, 200));
  const second = page.getByRole('img', { name: alt(TITLES[1]!), exact: true });
  assert.ok((await second.getAttribute('src'))!.startsWith('/assets/img/'), 'the other previews stay');
}

images('should replace a preview answered with 404 before the page hydrated by a placeholder showing the title', async () => {
  // A visitor on a slow line scrolls to the projects while the page's script is still on its way.
  let failedFirst = false;
  const v = await visit('/', {
    prepare: async (context) => {
      await breakFirstPreview(context);
      await context.route('**/assets/client-*.js', async (route) => {
        const page = route.request().frame().page();
        try {
          await page.evaluate(() => document.getElementById('projects')!.scrollIntoView());
          await page.waitForFunction(
            (name) => {
              const img = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
              return img?.complete && img.naturalWidth === 0;
            },
            alt(TITLES[0]!),
            { timeout: 10_000 },
          );
          failedFirst = true;
        } finally {
          await route.continue();
        }
      });
    },
  });
  assert.ok(failedFirst, 'the preview should have failed before the script ran');
  await assertPlaceholder(v.page);
  assert.equal(v.foreign, []);
});

images.run();
