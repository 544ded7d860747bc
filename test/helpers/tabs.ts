// Tabs for visit() (helpers/browser.ts): a tab a finished test leaves behind is reset and
// given to the next visit that asks for the same kind of context, instead of a new context.
//
// Why: a page in a new context starts its own renderer process, and on a 2-core machine that
// is most of a visit's cost: loading `/` and waiting for hydration in a reused tab with this
// reset costs about a third of the CPU it costs in a new context. The browser stage makes
// about 220 visits.
//
// What a reused tab must not carry over is everything a new context would not have, as far as
// a page or a test can tell:
// - the test's document, which could still run: the tab first loads an empty page of the
//   same origin (answered by the test server before the product sees it, helpers/serve.ts;
//   a page of another origin, about:blank included, costs the next visit a new renderer);
// - storage and cookies: cleared over CDP. (The HTTP cache is off already: the harness turns
//   it off in every tab, so a test that counts requests or bytes sees a first visit.
//   browser/tabs.test.ts holds it to that.)
// - history: cut to the empty page, so `history.length` is 2 as in a new tab (about:blank, then
//   the visited page);
// - focus: given back to the page, as a test may have tabbed out of it;
// - viewport, media emulation and time zone: set anew for each visit (the time zone on the
//   tab's own CDP session, so it is not part of a tab's key: see setTimeZone).
// browser/tabs.test.ts leaves each of these marks in a tab and checks the next visit finds none.
// Anything else a test may change is not undone: a test that adds routes or init scripts,
// installs a clock, opens a CDP session or another page, or holds a key or button down marks
// its tab changed (the methods below are watched), and a changed tab is closed, not reused.
// Visits that prepare their context or stall their HTML always get a new one.

import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** What a visit records, from its first request on (Visit in helpers/browser.ts shows it). */
export interface Recorded {
  /** Every console message, in order. */
  console: { type: string; text: string }[];
  /** Uncaught errors, including React's hydration mismatches (reported with reportError). */
  errors: string[];
  /** Requests to another origin; all of them were blocked. */
  foreign: string[];
  /** Content-Security-Policy violations (the event, and Chromium's console message). */
  csp: string[];
}

export interface Tab {
  /** Which visits may share it: the context options a page cannot change (see tabKey). */
  key: string;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The origin the current visit serves from; other origins are blocked. */
  origin: string;
  /** The current visit's record; a reused tab gets a new one. */
  record: Recorded;
  /** A test changed what a reset does not undo: close the tab instead of reusing it. */
  changed: boolean;
}

/** How a visit shows its page: what a page can be shown anew without a new context. */
export interface Look {
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
  reducedMotion: 'reduce' | 'no-preference';
  /** An IANA zone, or '' for the machine's own. */
  timezoneId: string;
}

/** Answered by every server the harness starts (helpers/serve.ts), never by the product. */
export const EMPTY_PATH = '/__empty-tab';
export const EMPTY_PAGE = '<!doctype html><html lang="en"><title>between tests</title></html>';

// Enough for the usual mix (JavaScript on and off, touch, permissions); more are closed.
const MAX_IDLE = 3;
const idle: Tab[] = [];

export const newRecord = (): Recorded => ({ console: [], errors: [], foreign: [], csp: [] });

/**
 * The idle tab of this key released last, shown with `look` and a new record, or undefined if
 * there is none. The last, so a test can tell that the next visit gets the tab it just left.
 */
export async function takeTab(key: string, origin: string, look: Look): Promise<Tab | undefined> {
  const index = idle.findLastIndex((tab) => tab.key === key);
  if (index < 0) return undefined;
  const tab = idle.splice(index, 1)[0]!;
  tab.origin = origin;
  tab.record = newRecord();
  await tab.page.setViewportSize({ width: look.width, height: look.height });
  await tab.page.emulateMedia({ media: null, colorScheme: look.colorScheme, reducedMotion: look.reducedMotion, forcedColors: null, contrast: null });
  await setTimeZone(tab, look.timezoneId);
  return tab;
}

/**
 * Sets the tab's time zone ('' puts the machine's back), for Date and Intl in this document and
 * every later one. Playwright's timezoneId does the same (Emulation.setTimezoneOverride), but
 * once per context, which made every zone a context of its own. Chromium keeps one override
 * per renderer process and refuses a second session's ("Timezone override is already in
 * effect"), so the harness never passes timezoneId to Playwright and sets it on its own session.
 */
export async function setTimeZone(tab: Tab, timezoneId: string): Promise<void> {
  await tab.cdp.send('Emulation.setTimezoneOverride', { timezoneId });
}

/** Resets a tab whose test is over and keeps it for the next visit, or closes it. */
export async function releaseTab(tab: Tab): Promise<void> {
  const { page, context, cdp, origin } = tab;
  if (tab.changed || page.isClosed() || context.pages().length !== 1) return closeTab(tab);
  try {
    await page.goto(origin + EMPTY_PATH);
    // Focus that a test walked out of the page (Tab past the end, Shift+Tab past the start)
    // stays out across loads: the next walk would first wrap around inside the page.
    await page.bringToFront();
    await page.evaluate(() => sessionStorage.clear());
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await context.clearCookies();
    await cdp.send('Page.resetNavigationHistory');
  } catch {
    return closeTab(tab);
  }
  idle.push(tab);
  if (idle.length > MAX_IDLE) {
    // The oldest of a kind kept twice, so the one tab of a rarer kind (JavaScript off, touch) stays.
    const spare = idle.findIndex((one) => idle.some((other) => other !== one && other.key === one.key));
    await closeTab(idle.splice(Math.max(spare, 0), 1)[0]!);
  }
}

/** Closes the idle tabs, when the worker closes its browser. */
export async function closeIdleTabs(): Promise<void> {
  await Promise.all(idle.splice(0).map(closeTab));
}

function closeTab(tab: Tab): Promise<void> {
  return tab.context.close().catch(() => undefined);
}

// Methods of a context, page, clock, keyboard or mouse that leave something a reset does not
// undo. Called by the harness before it starts watching, so only a test's calls count.
const CHANGING = {
  context: ['route', 'routeFromHAR', 'routeWebSocket', 'unroute', 'unrouteAll', 'addInitScript', 'exposeBinding', 'exposeFunction',
    'setOffline', 'setExtraHTTPHeaders', 'grantPermissions', 'clearPermissions', 'addCookies', 'setGeolocation', 'setHTTPCredentials',
    'newPage', 'newCDPSession'],
  page: ['route', 'routeFromHAR', 'routeWebSocket', 'unroute', 'unrouteAll', 'addInitScript', 'exposeBinding', 'exposeFunction',
    'setExtraHTTPHeaders', 'addLocatorHandler'],
  clock: ['install', 'pauseAt', 'setFixedTime', 'setSystemTime', 'runFor', 'fastForward', 'resume'],
  input: ['down'],
} as const;

/** Marks the tab changed when a test calls one of the methods above. */
export function watchForChanges(tab: Tab): void {
  const watch = (target: object, names: readonly string[]) => {
    const methods = target as Record<string, (...args: unknown[]) => unknown>;
    for (const name of names) {
      const original = methods[name];
      if (typeof original !== 'function') continue;
      methods[name] = (...args: unknown[]) => {
        tab.changed = true;
        return original.apply(target, args);
      };
    }
  };
  watch(tab.context, CHANGING.context);
  watch(tab.page, CHANGING.page);
  watch(tab.context.clock, CHANGING.clock);
  watch(tab.page.keyboard, CHANGING.input);
  watch(tab.page.mouse, CHANGING.input);
}
