// The owner's built site in Chromium, served by the preview server at its base path: every
// kind of page it has (plan.ts) once with JavaScript, each at the phone and desktop widths in
// both themes, and once without. What is found is said in the owner's terms: the page by its
// address, the width, the theme, the file and field or the picture involved.
//
// One browser, one tab with JavaScript and one without; a page is loaded once and resized
// and switched between the themes in place (the layout follows the width through CSS, and
// with no choice made the theme follows the system's scheme), so the whole survey is
// a load per page and mode.

import type { Page } from 'playwright-core';
import type { Theme } from '../../../src/app/theme/theme';
import { finishAnimations, hydrated, imagesShown, launchChromium, loadAxe, nextFrames, scrollThrough, WIDTHS } from '../../helpers/browser';
import { heroTextContrast, SHARE, type TextContrast } from './hero-contrast';
import { serve } from '../../helpers/serve';
import { addressOf, type PlannedPage, type Shown, type SitePlan } from './plan';

/** The phone's and the desktop's widths, the two layouts a visitor meets. */
export const SITE_WIDTHS = [WIDTHS[0], WIDTHS[2]] as const;
const HEIGHT = 800;
export const THEMES: readonly Theme[] = ['light', 'dark'];
/** How much of an element's text names it in a message: enough to find it on the page. */
const ELEMENT_TEXT_CHARS = 60;

/** What the survey found, one line per problem, each in the owner's terms. */
export interface Findings {
  axe: string[];
  console: string[];
  withoutScript: string[];
  heroContrast: string[];
}

interface Logged {
  type: string;
  text: string;
  /** The resource a message is about ("Failed to load resource" names it here). */
  url: string;
}

/** Serves the built site in `dir` at the plan's base path and surveys every page it plans. */
export async function inspectSite(dir: string, plan: SitePlan): Promise<Findings> {
  const [browser, server] = await Promise.all([launchChromium(), serve(dir, { basePath: plan.basePath })]);
  const address = (page: PlannedPage) => addressOf(plan, page);
  const named = (page: PlannedPage) => `${page.name} (${address(page)})`;
  const consoleLines: string[] = [];
  const heroContrast: string[] = [];
  // A problem seen at several widths or in both themes is one line, naming where it was seen.
  const axe = new Sightings();
  const withoutScript = new Sightings();
  try {
    // --- With JavaScript: axe, the console, the hero over the owner's pictures.
    const scripted = await browser.newContext({ viewport: { width: SITE_WIDTHS[0], height: HEIGHT }, locale: 'en-US' });
    const page = await scripted.newPage();
    const logged: Logged[] = [];
    page.on('console', (message) => logged.push({ type: message.type(), text: message.text(), url: message.location().url }));
    page.on('pageerror', (error) => logged.push({ type: 'uncaught error', text: error.message, url: '' }));
    for (const planned of plan.pages) {
      logged.length = 0;
      const url = server.url + address(planned);
      await page.goto(url);
      await hydrated(page);
      for (const width of SITE_WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // Every lazy picture asked for at this width, as a visitor reading to the end would.
        await scrollThrough(page);
        const backgrounds: Partial<Record<Theme, string>> = {};
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          await nextFrames(page);
          // Colours change with a transition and cards fade in: measured midway, text would
          // fail a contrast the visitor never sees.
          await finishAnimations(page);
          backgrounds[theme] = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          for (const problem of await axeProblems(page)) axe.add(named(planned), problem, { width, theme });
          if (planned.kind === 'home') heroContrast.push(...(await heroProblems(page, plan.heroPictures[theme], theme, width)));
        }
        // The same background in both would mean the page ignored the system's scheme, and
        // both rounds above checked one theme.
        if (backgrounds.light === backgrounds.dark) axe.add(named(planned), "the page did not switch theme with the system's, so one theme went unchecked", { width });
      }
      consoleLines.push(...consoleProblems(planned, url, logged).map((line) => `${named(planned)}: ${line}`));
    }
    await scripted.close();

    // --- Without JavaScript: every page shows what the content gives it.
    const plain = await browser.newContext({ viewport: { width: SITE_WIDTHS[0], height: HEIGHT }, javaScriptEnabled: false, locale: 'en-US' });
    const still = await plain.newPage();
    for (const planned of plan.pages) {
      await still.goto(server.url + address(planned));
      for (const width of SITE_WIDTHS) {
        await still.setViewportSize({ width, height: HEIGHT });
        const missing = await still.evaluate(notShown, planned.shows);
        for (const what of missing) withoutScript.add(`${named(planned)} without JavaScript`, `${what} is not shown`, { width });
      }
    }
    await plain.close();
  } finally {
    await Promise.all([browser.close(), server.close()]);
  }
  return { axe: axe.lines(), console: consoleLines, withoutScript: withoutScript.lines(), heroContrast };
}

/** Where a problem was seen: a width, and a theme for the checks that switch it. */
interface Seen {
  width: number;
  theme?: Theme;
}

/** Problems by page and what they are, each with every width and theme it was seen at. */
class Sightings {
  private readonly seen = new Map<string, { page: string; problem: string; at: Seen[] }>();

  add(page: string, problem: string, at: Seen): void {
    const key = `${page}\n${problem}`;
    const known = this.seen.get(key) ?? { page, problem, at: [] };
    known.at.push(at);
    this.seen.set(key, known);
  }

  /** e.g. `the blog page (/blogs) at 375 and 1280 px, both themes: color-contrast (…)`. */
  lines(): string[] {
    return [...this.seen.values()].map(({ page, problem, at }) => `${page} ${seenAt(at)}: ${problem}`);
  }
}

/** "at 375 and 1280 px, both themes", "at 375 px, dark theme", "at 375 px, light theme and 1280 px, dark theme". */
function seenAt(at: readonly Seen[]): string {
  const widths = [...new Set(at.map((seen) => seen.width))];
  const themes = [...new Set(at.flatMap((seen) => (seen.theme ? [seen.theme] : [])))];
  const inThemes = themes.length === THEMES.length ? ', both themes' : themes.length ? `, ${themes[0]} theme` : '';
  if (at.length === widths.length * Math.max(1, themes.length)) return `at ${widths.join(' and ')} px${inThemes}`;
  return `at ${at.map((seen) => `${seen.width} px${seen.theme ? `, ${seen.theme} theme` : ''}`).join(' and ')}`;
}

/** axe-core's violations on the page as it is now, one line each: the rule, then each element by its text or selector. */
async function axeProblems(page: Page): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async (maxText) => {
    type Node = { target: (string | string[])[] };
    type Violation = { id: string; help: string; impact: string; nodes: Node[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    // By its words where it has some: the selector's class names are the build's, not the owner's.
    const element = ({ target }: Node) => {
      const selector = target.flat().join(' ');
      const found = typeof target[0] === 'string' ? document.querySelector(target[0]) : null;
      const text = found?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      return text ? `"${text.length > maxText ? `${text.slice(0, maxText)}…` : text}" (${selector})` : selector;
    };
    return violations.map((violation) => `${violation.id} (${violation.impact}: ${violation.help}):${violation.nodes.map((node) => `\n  ${element(node)}`).join('')}`);
  }, ELEMENT_TEXT_CHARS);
}

/**
 * Errors and warnings the page logged. The 404 page, by design, logs the address a visitor
 * tried (src/app/pages/NotFoundPage.tsx), and Chromium reports the document's own 404 status:
 * those two, once each, are what that page is expected to say.
 */
function consoleProblems(planned: PlannedPage, url: string, logged: readonly Logged[]): string[] {
  let expected = planned.kind === 'notFound' ? ['status', 'path'] : [];
  const problems: string[] = [];
  for (const entry of logged.filter(({ type }) => type !== 'log' && type !== 'info' && type !== 'debug')) {
    const kind = entry.type === 'error' && entry.url === url && /status of 404/.test(entry.text) ? 'status' : entry.type === 'warning' && entry.text.endsWith(planned.path) ? 'path' : null;
    if (kind && expected.includes(kind)) expected = expected.filter((left) => left !== kind);
    else problems.push(`console ${entry.type}: ${entry.text}`);
  }
  return problems;
}

/** Each hero text under AA over the picture behind it, e.g. "hero name 3.1:1 over src/assets/hero.png (light theme, 375 px); AA needs 4.5:1". */
async function heroProblems(page: Page, picture: string, theme: Theme, width: number): Promise<string[]> {
  // The theme's picture decoded and painted, and its fade-in ended: what the visitor sees.
  await imagesShown(page, '#top picture img[alt=""]');
  await finishAnimations(page);
  const results = await heroTextContrast(page);
  return results.filter((result) => result.passing < SHARE).map((result) => `${heroText(result)} ${result.ratio.toFixed(1)}:1 over ${picture} (${theme} theme, ${width} px); AA needs ${result.needs}:1`);
}

/** "hero name", `hero button "View My Work"`. */
function heroText({ text }: TextContrast): string {
  return text.startsWith('button: ') ? `hero button "${text.slice('button: '.length)}"` : `hero ${text}`;
}

/** In the page: what of `shows` is missing or hidden (no size, invisible, or fully transparent). */
function notShown(shows: Shown[]): string[] {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    }
    return true;
  };
  // Soft hyphens are no part of a word (a <wbr> has no text at all).
  const words = (text: string) => text.replace(/\u00ad/g, '').replace(/\s+/g, ' ').trim();
  const shown = (item: Shown) => {
    if (item.id) {
      const section = document.getElementById(item.id);
      return section !== null && visible(section);
    }
    const scope = document.querySelector(item.within ?? 'body');
    const wanted = words(item.text ?? '');
    return scope !== null && [scope, ...scope.querySelectorAll('*')].some((element) => words(element.textContent ?? '') === wanted && visible(element));
  };
  return shows.filter((item) => !shown(item)).map((item) => item.what);
}
