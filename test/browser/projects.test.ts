// Featured Projects in Chromium: the grid at three widths, the cards' fade-in
// delays, previews and their generated placeholder, and the Code/Live links.
import type { BrowserContext, Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';
import { SCREENSHOT_RATIO } from '../../src/builder/image-sources';
import { MAX_BADGES, PRIVATE_CODE_URL } from '../../src/app/sections/ProjectCard';
import { cardDelay } from '../../src/app/sections/ProjectCardDelay';
import type { SiteData } from '../../src/app/site-data';
import { sitePalette } from '../../src/builder/themes';
import { buildSite, PAGES, siteDataOf } from '../helpers/built-site';
import { finishAnimations, browserSuite, nextFrames, sharedVisit, visibleTexts, visit } from '../helpers/browser';

const { labels, projects } = content;
const cards = (page: Page) => page.locator('#projects li[data-delay]');
const alt = (title: string) => `${labels.projects.screenshot} ${title}`;

const grid = browserSuite('projects :: grid');
// One page resized through the widths: the grid is CSS alone, which a resize applies as a load
// would. The second test reads it at the last width.
const gridPage = sharedVisit(grid, '/', { width: 375 });

grid('should lay the cards out in 1, 2 and 3 columns at 375, 800 and 1280 px', async () => {
  const v = await gridPage();
  for (const [width, columns] of [[375, 1], [800, 2], [1280, 3]] as const) {
    await v.page.setViewportSize({ width, height: 800 });
    // The cards' fade-in slides them vertically only; their left edges are final from the start.
    const lefts = await cards(v.page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    assert.is(lefts.length, projects.length);
    // Fewer cards than columns fill as many columns as there are cards.
    assert.is(new Set(lefts).size, Math.min(columns, projects.length), `${width}px: card left edges ${lefts.join(', ')}`);
  }
});

grid('should show the projects in the order of the content, each with at most three badges and "+N"', async () => {
  const v = await gridPage();
  assert.equal(await cards(v.page).locator('h3').allInnerTexts(), projects.map((project) => project.title));
  for (const [i, project] of projects.entries()) {
    const badges = await visibleTexts(cards(v.page).nth(i).getByRole('list', { name: labels.projects.technologies }).locator('li > span'));
    const rest = project.technologies.length - MAX_BADGES;
    assert.equal(badges, [...project.technologies.slice(0, MAX_BADGES), ...(rest > 0 ? [`+${rest}`] : [])], project.title);
  }
});

grid.run();

// ---

const motion = browserSuite('projects :: fade-in');
// The second test ends the fades the first has started, on every card.
const fadePage = sharedVisit(motion, '/');

motion('should fade the cards in with delays from 0 s to 1 s in 0.2 s steps, as each comes into view', async () => {
  const v = await fadePage();
  // Each card's fade starts when it scrolls into view (look.test.ts has the rest of it).
  const delays: number[][] = [];
  for (const i of projects.keys()) {
    const card = cards(v.page).nth(i);
    await card.scrollIntoViewIfNeeded();
    await v.page.waitForFunction((index) => document.querySelectorAll('#projects li[data-delay]')[index]!.getAnimations().length > 0, i);
    delays.push(await card.evaluate((item) => item.getAnimations().map((animation) => animation.effect!.getTiming().delay as number)));
  }
  // 0, 200 … 1000 ms for the sample's six; every later card starts with the sixth.
  assert.equal(delays, projects.map((_, i) => [Math.min(i * 200, 1000)]));
  assert.equal(delays.flat(), projects.map((_, i) => Math.round(cardDelay(i) * 1000)));
});

motion('should end with every card fully visible', async () => {
  const v = await fadePage();
  await finishAnimations(v.page);
  const opacities = await cards(v.page).evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
  assert.equal(opacities, projects.map(() => '1'));
});

motion.run();

// ---

const images = browserSuite('projects :: previews');

// The image variants of each project, from the data the build wrote for the page.
const site = buildSite();
const siteData = siteDataOf(site, site.read(PAGES.home)) as SiteData;
const variantsOf = (name: string) => {
  const entry = siteData.images[name]!;
  return new Set([entry.src, ...`${entry.avif}, ${entry.webp}`.split(', ').map((candidate) => candidate.split(' ')[0]!)]);
};

/** Answers every variant of the first project's preview with 404. */
const breakFirstPreview = async (context: BrowserContext) => {
  const broken = variantsOf(projects[0]!.imageUrl);
  await context.route((url) => broken.has(url.pathname), (route) => route.fulfill({ status: 404, body: 'Not found' }));
};

async function assertPlaceholder(page: Page, title: string) {
  // Scroll the card, not its image: React replaces the failed <img> with the placeholder,
  // which would detach an element Playwright is still scrolling to.
  await cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) }).scrollIntoViewIfNeeded();
  await page.waitForFunction((name) => document.querySelector<HTMLImageElement>(`img[alt="${name}"]`)?.src.startsWith('data:'), alt(title), { timeout: 10_000 });
  const img = page.getByRole('img', { name: alt(title), exact: true });
  const shown = await img.evaluate(async (node: HTMLImageElement) => {
    await node.decode().catch(() => {});
    const box = node.getBoundingClientRect();
    return { src: node.src, loaded: node.complete && node.naturalWidth > 0, width: box.width, height: box.height };
  });
  assert.ok(shown.loaded, 'the placeholder image loaded');
  assert.ok(shown.width > 100 && shown.height > 50, `placeholder box ${shown.width}x${shown.height}`);
  assert.match(shown.src, /^data:image\/svg\+xml,/);
  assert.ok(decodeURIComponent(shown.src).includes(`>${title}</text>`), 'the placeholder shows the title');
  // In the theme's own colours (an image cannot read the page's CSS: they are read for it).
  const theme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'));
  const colours = sitePalette(content.accent)[theme];
  assert.ok(decodeURIComponent(shown.src).includes(`<rect width="100%" height="100%" fill="${colours['surface-raised']}"/><text x="50%" y="50%" fill="${colours.accent}"`), `${theme}: ${decodeURIComponent(shown.src).slice(0, 200)}`);
}

images('should load every preview from the site itself, shown at the ratio the build crops screenshots to', async () => {
  const v = await visit('/');
  for (const project of projects) {
    const img = v.page.getByRole('img', { name: alt(project.title), exact: true });
    await img.scrollIntoViewIfNeeded();
    const loaded = await img.evaluate(async (node: HTMLImageElement) => {
      await node.decode().catch(() => {});
      // The frame the preview fills (its picture's box, with the frame's border).
      const { width, height } = node.closest('picture')!.parentElement!.getBoundingClientRect();
      return { ok: node.complete && node.naturalWidth > 0, src: node.currentSrc, width, height };
    });
    assert.ok(loaded.ok, `${project.title} did not load`);
    assert.ok(loaded.src.startsWith(`${v.origin}/assets/img/`), loaded.src);
    // The crop warning (src/builder/image-sources.ts) tells the owner what the card shows of this ratio.
    const ratio = SCREENSHOT_RATIO.width / SCREENSHOT_RATIO.height;
    assert.ok(Math.abs(loaded.width / ratio - loaded.height) < 0.5, `${project.title}: a ${loaded.width}×${loaded.height} frame, not ${SCREENSHOT_RATIO.width}:${SCREENSHOT_RATIO.height}`);
  }
  assert.equal(v.foreign, []);
});

images('should replace a preview answered with 404 by a placeholder showing the title', async () => {
  const v = await visit('/', { prepare: breakFirstPreview });
  await assertPlaceholder(v.page, projects[0]!.title);
  const second = v.page.getByRole('img', { name: alt(projects[1]!.title), exact: true });
  assert.ok((await second.getAttribute('src'))!.startsWith('/assets/img/'), 'the other previews stay');
  assert.equal(v.foreign, [], 'the placeholder needed no other origin');
});

images('should replace a preview that failed before the page hydrated', async () => {
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
            alt(projects[0]!.title),
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
  await assertPlaceholder(v.page, projects[0]!.title);
  assert.equal(v.foreign, []);
});

images.run();

// ---

const links = browserSuite('projects :: code and live links');

const privateProjects = projects.filter((project) => project.codeUrl === PRIVATE_CODE_URL);
// The home page of the last three tests: the tooltip's, then read for its links, then left by a Live link.
const linksPage = sharedVisit(links, '/');

// An owner without private code has no "#" link to check here; the component tests cover
// that case with made-up content (test/components/projects.test.tsx).
links('should keep every "#" code link from navigating or opening a tab', async () => {
  // With reduced motion the cards are simply there. The clicks below are forced (see there),
  // which skips Playwright's wait for a still target; once, on a loaded machine, the middle
  // click's auxclick went missing, likely as the card still fading in moved under the pointer.
  const v = await visit('/', { reducedMotion: 'reduce' });
  const privateLinks = v.page.locator(`#projects a[href="${PRIVATE_CODE_URL}"]`);
  assert.is(await privateLinks.count(), privateProjects.length);
  for (const [i, project] of privateProjects.entries()) {
    const link = privateLinks.nth(i);
    assert.ok((await link.innerText()).startsWith(labels.projects.code), project.title);
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
    assert.equal(seen, ['click:true', 'click:true', 'click:true', 'auxclick:true', 'click:true'], project.title);
    assert.is(v.page.url(), `${v.origin}/`, `${project.title}: navigated`);
    assert.equal(v.popups(), [], `${project.title}: opened a tab or window`);
    assert.is(await v.page.evaluate(() => window.scrollY), scrollY, `${project.title}: jumped`);
  }
});

links('should say that the source is private in a note and in a tooltip that never covers the note', async () => {
  const v = await linksPage();
  if (privateProjects.length === 0) return assert.is(await v.page.locator(`#projects a[href="${PRIVATE_CODE_URL}"]`).count(), 0);
  for (const width of [375, 1280]) {
    await v.page.setViewportSize({ width, height: 800 });
    const link = v.page.locator(`#projects a[href="${PRIVATE_CODE_URL}"]`).first();
    assert.is(await link.getAttribute('aria-disabled'), 'true');
    const note = v.page.locator(`#${await link.getAttribute('aria-describedby')}`);
    assert.is(await note.innerText(), labels.projects.privateCode);
    await link.scrollIntoViewIfNeeded();
    // The card fades in once it is in view (after its delay): a pointer resting on a moving
    // link leaves it, as a visitor's would. Hover once the card has settled.
    await nextFrames(v.page);
    await finishAnimations(v.page);
    await link.hover();
    const tooltip = v.page.getByRole('tooltip');
    await tooltip.waitFor();
    assert.is(await tooltip.innerText(), labels.projects.privateCode);
    assert.is(await link.getAttribute('aria-describedby'), await tooltip.getAttribute('id'), `${width}px: the open tooltip describes the link`);
    const [noteBox, tipBox] = [(await note.boundingBox())!, (await tooltip.boundingBox())!];
    const overlap = Math.min(noteBox.y + noteBox.height, tipBox.y + tipBox.height) - Math.max(noteBox.y, tipBox.y) > 0 &&
      Math.min(noteBox.x + noteBox.width, tipBox.x + tipBox.width) - Math.max(noteBox.x, tipBox.x) > 0;
    assert.not.ok(overlap, `${width}px: the tooltip ${JSON.stringify(tipBox)} covers the note ${JSON.stringify(noteBox)}`);
    await v.page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
  }
});

links('should open every other outside link in a new tab with rel="noopener noreferrer"', async () => {
  const expected = {
    '/': [
      ...projects.flatMap((project) => [project.codeUrl, project.liveUrl]).filter((url) => url !== PRIVATE_CODE_URL),
      ...siteData.links.profiles.map((profile) => profile.url),
    ],
    // Without posts there is no blog page.
    ...(content.posts.length ? { '/blogs': [...newestFirst(content.posts).slice(0, POSTS_PER_PAGE).filter((post) => !post.url.startsWith('/')).map((post) => post.url), content.person.blogFollowUrl!] } : {}),
  };
  for (const [path, urls] of Object.entries(expected)) {
    const v = await (path === '/' ? linksPage() : visit(path));
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
});

links('should open a Live link in a new tab and leave the portfolio where it was', async () => {
  const v = await linksPage();
  // By its word too: a project with no site of its own may have its code's address for both links.
  const live = v.page.locator(`#projects a[href="${projects[0]!.liveUrl}"]`).filter({ hasText: content.labels.projects.live });
  // Its card fades in once it scrolls into view (after its step): click once it has settled,
  // or the click can land where the link was a moment before.
  await live.scrollIntoViewIfNeeded();
  await nextFrames(v.page);
  await finishAnimations(v.page);
  const [popup] = await Promise.all([v.page.waitForEvent('popup'), live.click()]);
  await popup.waitForLoadState().catch(() => {});
  // The new tab asked for the live site (blocked here: no test leaves the machine).
  assert.ok(v.foreign.some((url) => new URL(url).origin === new URL(projects[0]!.liveUrl).origin), JSON.stringify(v.foreign));
  assert.is(v.page.url(), `${v.origin}/`);
});

links.run();
