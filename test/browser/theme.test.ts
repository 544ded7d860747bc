// Light, dark and paper in the real browser: the production build in Debian's
// Chromium. The OS preference decides until the visitor toggles; the choice survives a reload
// without a flash (the boot script alone applies it); printing gives black on white without
// the navigation, buttons, artwork or motion. (Both themes pass axe: a11y.test.ts.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { HYDRATED_ATTRIBUTE } from '../../src/app/App';
import { content } from '../fixtures/sample/content';
import { NEUTRALS } from '../../src/builder/themes';
import { THEME_ATTRIBUTE } from '../../src/app/theme/theme';
import { browserSuite, sharedVisit, visit, type VisitOptions } from '../helpers/browser';
import { SITE_PATHS } from '../helpers/built-site';
import { siteData } from '../helpers/site';

const labels = content.labels.theme;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const DARK_BG = rgb(NEUTRALS.dark.bg);
const LIGHT_BG = rgb(NEUTRALS.light.bg);

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) => page.getByRole('button', { name: labels.dark });
/** A visitor who chose the light theme on an earlier visit, on a system set to dark. */
const rememberedLight: VisitOptions = {
  colorScheme: 'dark',
  prepare: async (context) => {
    await context.addInitScript(([key]) => localStorage.setItem(key!, 'light'), [THEME_ATTRIBUTE]);
  },
};

const theme = browserSuite('theme :: choice');

theme('should follow the operating system until the visitor chooses', async () => {
  for (const [scheme, bg, pressed] of [['dark', DARK_BG, 'true'], ['light', LIGHT_BG, 'false']] as const) {
    const v = await visit('/', { colorScheme: scheme, reducedMotion: 'reduce' });
    assert.is(await background(v.page), bg, scheme);
    // React adds aria-pressed once hydrated, which the prerendered HTML cannot know.
    assert.is(await toggle(v.page).getAttribute('aria-pressed'), pressed, scheme);
    await v.context.close();
  }
});

theme('should switch on click and keep the choice across pages and reloads', async () => {
  const v = await visit('/', { colorScheme: 'dark', reducedMotion: 'reduce' });
  await toggle(v.page).click();
  assert.is(await v.page.getAttribute('html', 'data-theme'), 'light');
  assert.is(await background(v.page), LIGHT_BG);
  assert.is(await v.page.getByRole('button', { name: labels.dark, pressed: false }).count(), 1, 'the state is announced');
  await v.goto('/blogs');
  assert.is(await background(v.page), LIGHT_BG, 'the blog page too');
  await toggle(v.page).click();
  await v.page.reload();
  assert.is(await background(v.page), DARK_BG, 'back to dark, remembered');
});

theme('should paint a remembered theme before any bundle runs (no flash of the other one), whatever the system says', async () => {
  for (const [chosen, scheme, bg] of [['light', 'dark', LIGHT_BG], ['dark', 'light', DARK_BG]] as const) {
    const v = await visit('/', {
      colorScheme: scheme,
      hydrate: false,
      prepare: async (context) => {
        await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_ATTRIBUTE, chosen]);
        // With the client bundle blocked, only the inline boot script can have applied the choice.
        await context.route('**/assets/client-*.js', (route) => route.abort());
      },
    });
    assert.is(await v.page.getAttribute('html', 'data-theme'), chosen);
    assert.is(await background(v.page), bg, `${chosen} on a ${scheme} system`);
    assert.not.ok(await v.page.evaluate((name) => name in document.documentElement.dataset, HYDRATED_ATTRIBUTE), 'the bundle ran');
  }
});

theme('should hydrate a page in the remembered theme with nothing in the console', async () => {
  for (const url of SITE_PATHS) {
    const v = await visit(url, rememberedLight);
    assert.is(await toggle(v.page).getAttribute('aria-pressed'), 'false', url);
    assert.equal([...v.console.map((entry) => `${entry.type}: ${entry.text}`), ...v.errors], [], url);
  }
});

theme.run();

// ---

const print = browserSuite('theme :: print');
// One home page for the three tests that print it, each setting the media and the system's
// scheme it prints in (with no theme chosen, the page follows the scheme).
const home = sharedVisit(print, '/', { colorScheme: 'dark', reducedMotion: 'reduce' });

print('should print black on white whatever the screen theme, without navigation, buttons or motion', async () => {
  const v = await home();
  await v.page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const look = await v.page.evaluate(() => {
    const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
    return {
      page: [style('body').backgroundColor, style('body').color],
      name: style('h1').color,
      hidden: ['header', 'button[aria-pressed]', '#top a[href="#projects"]', 'a[href="#about"][aria-label]', '[aria-live]'].map((selector) => style(selector).display),
      art: [...document.querySelectorAll('#top picture img[alt=""]')].map((art) => (getComputedStyle(art).display === 'none' ? '0' : getComputedStyle(art).opacity)),
      cardsAnimated: [...document.querySelectorAll('[data-delay]')].some((card) => getComputedStyle(card).animationName !== 'none'),
    };
  });
  assert.equal(look.page, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
  assert.is(look.name, 'rgb(0, 0, 0)', 'the gradient name prints in ink');
  assert.equal(look.hidden, ['none', 'none', 'none', 'none', 'none'], 'navigation, toggle, buttons, scroll arrow, toasts');
  assert.ok(look.art.length > 0 && look.art.every((opacity) => opacity === '0'), `the hero art prints: opacity ${look.art}`);
  assert.not.ok(look.cardsAnimated);
});

print('should print in ink without JavaScript too', async () => {
  const v = await visit(SITE_PATHS.at(-1)!, { colorScheme: 'dark', javaScript: false });
  await v.page.emulateMedia({ media: 'print' });
  assert.equal(await v.page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('header')!).display]), ['rgb(255, 255, 255)', 'none']);
});

print('should print where each outside link goes, after its text', async () => {
  const v = await home();
  await v.page.emulateMedia({ media: 'print', colorScheme: 'light' });
  const project = content.projects[0]!;
  // A profile icon's address (the email's is not printed); an owner may list no profiles.
  const profile = siteData.links.profiles[0]?.url;
  const links = [[`#projects a[href="${project.liveUrl}"]`, `" ${project.liveUrl}"`], ...(profile ? [[`#contact a[href="${profile}"]`, `"${profile}"`]] : [])];
  const after = await v.page.evaluate(
    (selectors) => selectors.map((selector) => getComputedStyle(document.querySelector(selector)!, '::after').content),
    links.map(([selector]) => selector!),
  );
  assert.equal(after, links.map(([, shown]) => shown));
});

print('should fit the home page on a few A4 pages, as a CV does', async () => {
  const v = await home();
  await v.page.emulateMedia({ media: null, colorScheme: 'dark' });
  const pdf = (await v.page.pdf({ format: 'A4' })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  assert.ok(pages >= 1 && pages <= 3, `${pages} pages`);
});

print.run();
