// Light, dark and paper in the real browser: the production build in Debian's Chromium. The OS
// preference decides until the visitor toggles; the choice survives a reload without a flash
// (the boot script alone applies it); printing gives black on white without the navigation,
// buttons, artwork or motion. (Both themes pass axe: a11y.test.ts; without JavaScript the
// page prints in ink too: no-js.test.ts.)
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { HYDRATED_ATTRIBUTE } from '../../src/app/App';
import { THEME_ATTRIBUTE } from '../../src/app/theme/theme';
import { browserSuite, visit } from '../helpers/browser';

const DARK_BG = 'rgb(11, 17, 32)';
const LIGHT_BG = 'rgb(244, 247, 251)';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

const theme = browserSuite('theme :: choice');

theme('should follow the operating system until the visitor chooses, then keep the choice across pages and reloads, hydrating with nothing in the console', async () => {
  const v = await visit('/', { colorScheme: 'light', reducedMotion: 'reduce' });
  for (const [scheme, bg, pressed] of [['light', LIGHT_BG, 'false'], ['dark', DARK_BG, 'true']] as const) {
    if (scheme === 'dark') {
      await v.page.emulateMedia({ colorScheme: scheme });
      await v.goto('/');
    }
    assert.is(await background(v.page), bg, scheme);
    // React adds aria-pressed once hydrated, which the prerendered HTML cannot know.
    assert.is(await toggle(v.page).getAttribute('aria-pressed'), pressed, scheme);
  }
  // On a dark system.
  await toggle(v.page).click();
  assert.is(await v.page.getAttribute('html', 'data-theme'), 'light');
  assert.is(await background(v.page), LIGHT_BG);
  assert.is(await v.page.getByRole('button', { name: 'Dark theme', pressed: false }).count(), 1, 'the state is announced');
  // A new page, and the same again: each hydrates in the remembered theme, not the system's.
  for (const path of ['/blogs', '/']) {
    await v.goto(path);
    assert.is(await background(v.page), LIGHT_BG, path);
    assert.is(await toggle(v.page).getAttribute('aria-pressed'), 'false', path);
  }
  await toggle(v.page).click();
  await v.page.reload();
  assert.is(await background(v.page), DARK_BG, 'back to dark, remembered');
  assert.equal([...v.console.map((entry) => `${entry.type}: ${entry.text}`), ...v.errors], []);
});

theme('should paint a remembered theme before any bundle runs (no flash of the other one), whatever the system says', async () => {
  const v = await visit('/', {
    colorScheme: 'dark',
    hydrate: false,
    prepare: async (context) => {
      // A visitor who chose the light theme on an earlier visit (unless the test has since chosen again).
      await context.addInitScript(([key]) => localStorage.getItem(key!) ?? localStorage.setItem(key!, 'light'), [THEME_ATTRIBUTE]);
      // With the client bundle blocked, only the inline boot script can have applied the choice.
      await context.route('**/assets/client-*.js', (route) => route.abort());
    },
  });
  for (const [chosen, scheme, bg] of [['light', 'dark', LIGHT_BG], ['dark', 'light', DARK_BG]] as const) {
    if (chosen === 'dark') {
      await v.page.evaluate(([key]) => localStorage.setItem(key!, 'dark'), [THEME_ATTRIBUTE]);
      await v.page.emulateMedia({ colorScheme: scheme });
      await v.page.reload();
    }
    assert.is(await v.page.getAttribute('html', 'data-theme'), chosen);
    assert.is(await background(v.page), bg, `${chosen} on a ${scheme} system`);
    assert.not.ok(await v.page.evaluate((name) => name in document.documentElement.dataset, HYDRATED_ATTRIBUTE), 'the bundle ran');
  }
});

theme.run();

// ---

const print = browserSuite('theme :: print');

// One home page printed in the system's dark scheme (with no theme chosen, the page follows it).
print('should print black on white without navigation, buttons or motion, each outside link\'s address after it, each project\'s technologies as one list, on a few A4 pages', async () => {
  const v = await visit('/', { colorScheme: 'dark', reducedMotion: 'reduce' });
  await v.page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const look = await v.page.evaluate(() => {
    const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
    return {
      page: [style('body').backgroundColor, style('body').color],
      name: style('h1').color,
      hidden: ['header', 'button[aria-pressed]', '#top a[href="#projects"]', 'a[href="#about"][aria-label]', '[aria-live]'].map((selector) => style(selector).display),
      art: [...document.querySelectorAll('#top picture img[alt=""]')].map((art) => (getComputedStyle(art).display === 'none' ? '0' : getComputedStyle(art).opacity)),
      cardsAnimated: [...document.querySelectorAll('[data-delay]')].some((card) => getComputedStyle(card).animationName !== 'none'),
      // A profile icon's address (the email's is not printed), and a Live link's.
      after: ['#projects a[href="https://coffee-connoisseur.example.com"]', '#contact a[href="https://github.com/example"]'].map((selector) => style(selector, '::after').content),
    };
  });
  assert.equal(look.page, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
  assert.is(look.name, 'rgb(0, 0, 0)', 'the gradient name prints in ink');
  assert.equal(look.hidden, ['none', 'none', 'none', 'none', 'none'], 'navigation, toggle, buttons, scroll arrow, toasts');
  assert.equal(look.art, ['0', '0'], 'the hero art does not print');
  assert.not.ok(look.cardsAnimated);
  assert.equal(look.after, ['" https://coffee-connoisseur.example.com"', '"https://github.com/example"']);

  const cards = await v.page.locator('#projects li[data-delay]').evaluateAll((items) =>
    items.map((item) => {
      const list = item.querySelector('ul')!;
      // What paper shows: the text each item generates before it ("none" or a CSS string), the
      // badge's text, and in place of "+N" (hidden, as are the words for screen readers) what its ::after generates.
      const generated = (element: Element, pseudo: string) => {
        const value = getComputedStyle(element, pseudo).content;
        return value.startsWith('"') ? (JSON.parse(value) as string) : '';
      };
      const printed = [...list.querySelectorAll(':scope > li')].map((li) => {
        const more = li.querySelector('[data-rest]');
        const shown = more && [...more.children].some((child) => getComputedStyle(child).display !== 'none') ? more.textContent : '';
        return generated(li, '::before') + li.firstElementChild!.textContent + (more ? shown + generated(more, '::after') : '');
      });
      const firstLink = [...item.querySelectorAll('a')].find((a) => a.getClientRects().length > 0)!;
      return { printed: printed.join(''), gap: Math.round(firstLink.getBoundingClientRect().top - list.getBoundingClientRect().bottom) };
    }),
  );
  assert.equal(cards.map((card) => card.printed), [
    'Next.js · React · Airtable · SWR · CSS Modules',
    'React · JavaScript · CSS3 · REST APIs',
    'React · TypeScript · Tailwind CSS · Express.js · Vite',
    'React · JavaScript · CSS3 · Local Storage',
    'JavaScript · HTML5 · CSS3',
    'JavaScript · HTML5 Canvas · CSS3 · Web Audio API',
  ]);
  for (const [i, card] of cards.entries()) assert.ok(card.gap <= 12, `card ${i + 1}: ${card.gap}px of paper between the technologies and the links`);

  // Printed as the browser prints it (the media emulation aside), as a CV would be.
  await v.page.emulateMedia({ media: null });
  const pdf = (await v.page.pdf({ format: 'A4' })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
  assert.ok(pages >= 1 && pages <= 3, `${pages} pages`);
});

print.run();
