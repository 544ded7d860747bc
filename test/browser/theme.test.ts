// Light, dark and paper in the real browser (BRIEF §8, §13): the production build in Debian's
// Chromium. The OS preference decides until the visitor toggles; the choice survives a reload
// without a flash (the boot script alone applies it); both themes pass axe; printing gives
// black on white without the navigation, buttons or motion.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { NEUTRALS } from '../../src/build/themes';
import { buildSite, SITE_PATHS } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { serve, type RunningServer } from '../helpers/serve';
import { siteData } from '../helpers/site';

const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
const WIDTHS = [375, 1280]; // BRIEF: phone and desktop
const labels = content.labels.theme;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const DARK_BG = rgb(NEUTRALS.dark.bg);
const LIGHT_BG = rgb(NEUTRALS.light.bg);

const site = buildSite();
let server: RunningServer;
let browser: Browser;

async function open(url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  await page.goto(server.url + url);
  return page;
}
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** The toggle once hydrated: React adds aria-pressed, which the prerendered HTML cannot know. */
const hydratedToggle = async (page: Page) => {
  const toggle = page.getByRole('button', { name: labels.dark });
  await page.waitForSelector('button[aria-pressed]');
  return toggle;
};

function browserSuite(name: string) {
  const test = suite(name);
  test.before(async () => {
    server = await serve(site.dir);
    browser = await chromium.launch(CHROMIUM);
  });
  test.after(async () => {
    await browser.close();
    await server.close();
  });
  return test;
}

const theme = browserSuite('browser :: theme');

theme('should follow the operating system until the visitor chooses', async () => {
  for (const [scheme, bg, pressed] of [['dark', DARK_BG, 'true'], ['light', LIGHT_BG, 'false']] as const) {
    const page = await open('/', { colorScheme: scheme });
    assert.is(await background(page), bg, scheme);
    assert.is(await (await hydratedToggle(page)).getAttribute('aria-pressed'), pressed, scheme);
    await page.context().close();
  }
});

theme('should switch on click and keep the choice across pages and reloads', async () => {
  const page = await open('/', { colorScheme: 'dark' });
  await (await hydratedToggle(page)).click();
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  assert.is(await background(page), LIGHT_BG);
  assert.is(await page.getByRole('button', { name: labels.dark, pressed: false }).count(), 1, 'the state is announced');
  await page.goto(`${server.url}/blogs`);
  assert.is(await background(page), LIGHT_BG, 'the blog page too');
  await (await hydratedToggle(page)).click();
  await page.reload();
  assert.is(await background(page), DARK_BG, 'back to dark, remembered');
  await page.context().close();
});

theme('should paint a remembered theme before any bundle runs (no flash of the other one)', async () => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  // With the client bundle blocked, only the inline boot script can have applied the choice.
  await context.route('**/assets/client-*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  assert.is(await background(page), LIGHT_BG);
  await context.close();
});

theme('should hydrate a page in the remembered theme with nothing in the console', async () => {
  for (const url of SITE_PATHS) {
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto(server.url + url, { waitUntil: 'networkidle' });
    await hydratedToggle(page);
    assert.equal(messages, [], url);
    await context.close();
  }
});

theme.run();

// ---

const axe = browserSuite('browser :: axe in both themes');
const AXE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

for (const scheme of ['dark', 'light'] as const) {
  for (const width of WIDTHS) {
    axe(`${scheme} at ${width} px: /, /blogs and the 404 page should have no violations`, async () => {
      for (const [url, hasToggle] of [...SITE_PATHS.map((path) => [path, true] as const), ['/no-such-page', false] as const]) {
        // bypassCSP lets the test inject axe; the site's own policy stays as it is.
        const page = await open(url, { colorScheme: scheme, viewport: { width, height: 800 }, bypassCSP: true });
        if (hasToggle) await hydratedToggle(page);
        else await page.waitForLoadState('networkidle');
        await page.addScriptTag({ content: AXE });
        const violations = await page.evaluate(async () => {
          const { violations } = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
          return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        assert.equal(violations, [], `${scheme} ${width}px ${url}`);
        await page.context().close();
      }
    });
  }
}

axe.run();

// ---

const print = browserSuite('browser :: print');

print('should print black on white whatever the screen theme, without navigation, buttons or motion', async () => {
  const page = await open('/', { colorScheme: 'dark' });
  await hydratedToggle(page);
  await page.emulateMedia({ media: 'print' });
  const look = await page.evaluate(() => {
    const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
    return {
      page: [style('body').backgroundColor, style('body').color],
      name: style('h1').color,
      hidden: ['header', 'button[aria-pressed]', '#top a[href="#projects"]', 'a[href="#about"][aria-label]', '[aria-live]'].map((selector) => style(selector).display),
      cardsAnimated: [...document.querySelectorAll('[data-delay]')].some((card) => getComputedStyle(card).animationName !== 'none'),
    };
  });
  assert.equal(look.page, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
  assert.is(look.name, 'rgb(0, 0, 0)', 'the gradient name prints in ink');
  assert.equal(look.hidden, ['none', 'none', 'none', 'none', 'none'], 'navigation, toggle, buttons, scroll arrow, toasts');
  assert.not.ok(look.cardsAnimated);
  await page.context().close();
});

print('should print in ink without JavaScript too', async () => {
  const page = await open(SITE_PATHS.at(-1)!, { colorScheme: 'dark', javaScriptEnabled: false });
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('header')!).display]), ['rgb(255, 255, 255)', 'none']);
  await page.context().close();
});

print('should print where each outside link goes, after its text', async () => {
  const page = await open('/');
  await page.emulateMedia({ media: 'print' });
  const project = content.projects[0]!;
  // A profile icon's address (the email's is not printed); an owner may list no profiles.
  const profile = siteData.links.profiles[0]?.url;
  const links = [[`#projects a[href="${project.liveUrl}"]`, `" ${project.liveUrl}"`], ...(profile ? [[`#contact a[href="${profile}"]`, `"${profile}"`]] : [])];
  const after = await page.evaluate(
    (selectors) => selectors.map((selector) => getComputedStyle(document.querySelector(selector)!, '::after').content),
    links.map(([selector]) => selector!),
  );
  assert.equal(after, links.map(([, shown]) => shown));
  await page.context().close();
});

print('should fit the home page on a few A4 pages, as a CV does', async () => {
  const page = await open('/', { colorScheme: 'dark' });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  assert.ok(pages >= 1 && pages <= 3, `${pages} pages`);
  await page.context().close();
});

print.run();
