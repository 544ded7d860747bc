// The real-browser harness: Debian's Chromium driven by playwright-core, against
// the production build served by the project's own server on a free loopback port.
//
// One browser and one server per test process (a worker of test/run.mjs), shared by every
// `browserSuite()` of every file it runs: the first suite's `before` launches them and the
// worker's teardown closes them. Each `visit()` gets a tab of its own for the test (its own
// viewport, time zone, colour scheme, motion preference, JavaScript switch): a new context, or
// one an earlier test left, reset to how a new one starts (helpers/tabs.ts). Every
// request to another origin is blocked and recorded, and so is everything a visitor's
// devtools would show: console messages, page errors (React reports a hydration mismatch as
// one) and Content-Security-Policy violations.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { suite } from 'uvu';
import { HYDRATED_ATTRIBUTE } from '../../src/app/App';
import { buildSite } from './built-site';
import { ROOT } from './env';
import { LOOPBACK, serve, type RunningServer } from './serve';
import { slowLink, type Stall } from './slow-link';
import { closeIdleTabs, EMPTY_PAGE, EMPTY_PATH, newRecord, releaseTab, setTimeZone, takeTab, watchForChanges, type Look, type Recorded, type Tab } from './tabs';

/**
 * Debian's chromium-headless-shell when installed: the same Chromium (one Debian source package,
 * one version, one Blink), built without the browser's window, tab strip and address bar, and
 * what Playwright itself runs for headless tests unless told otherwise. The full browser draws
 * and updates that UI on every load in its browser process, about twice the CPU a load of `/`
 * costs in the shell. Without the shell, the full Chromium in its new headless mode.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';
/** The Chromium to launch, found when the first test launches one (nothing is read at import). */
const chromePath = () => process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
const CHROME_SWITCHES = [
  '--headless=new', // the full browser's headless mode; the shell, headless only, runs the same with it
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // No request leaves the machine: every host name but the test servers' fails to resolve.
  // (The harness records each request to another origin; hygiene.test.ts checks both.)
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${LOOPBACK}`,
];
const chromeArgs = () => [...CHROME_SWITCHES, disableFeatures()];
const EMPTY = { path: EMPTY_PATH, html: EMPTY_PAGE };

/**
 * In the full browser, each new context opens a window whose address bar loads its pop-up ahead of use: pages of
 * Chromium's own UI (chrome://omnibox-popup.top-chrome) in a renderer of their own, about 0.6 s
 * of CPU per context for a bar no test sees. Chromium keeps only the last --disable-features,
 * so this one repeats the list Playwright passes (read from the installed playwright-core).
 */
function disableFeatures(): string {
  const bundle = readFileSync(path.join(ROOT, 'node_modules', 'playwright-core', 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  const theirs = list && [...list.matchAll(/^\s*"([A-Za-z]+)",?$/gm)].map((match) => match[1]!);
  if (!theirs?.includes('PaintHolding')) {
    throw new Error('playwright-core no longer lists the Chromium features it disables where helpers/browser.ts looks for them: update disableFeatures()');
  }
  return `--disable-features=${[...theirs, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;
}
/** The widths the layout is held to: phone, tablet, desktop. */
export const WIDTHS = [375, 800, 1280] as const;
const HEIGHT = 800;
const HYDRATION_TIMEOUT_MS = 10_000;

// --- Part 1: the browser and the server, shared by every suite of the process ----------

interface Running {
  browser: Browser;
  server: RunningServer;
}

let running: Promise<Running> | undefined;
// Servers of other built folders (VisitOptions.site), started on first use, one per folder.
const otherSites = new Map<string, Promise<RunningServer>>();
// Launched on the first visit that asks for scrollbars that take room (see VisitOptions).
let withScrollbars: Promise<Browser> | undefined;
// Tabs released after each test, and those kept for the rest of a suite (keep: true).
const tabsInUse = new Set<Tab>();
const keptTabs = new Set<Tab>();

/**
 * The Chromium every browser test runs (chromePath(), with CHROME_SWITCHES), or an error that
 * says how to install one. The site stage (test/site/) launches its own with it too.
 */
export function launchChromium(): Promise<Browser> {
  const executablePath = chromePath();
  if (!existsSync(executablePath)) {
    return Promise.reject(new Error(
      `Chromium was not found at ${executablePath}. The browser tests need it: run "apt-get install -y chromium-headless-shell" ` +
        '(.ci/run does this; "chromium" works too, more slowly) or set CHROME_PATH to a Chromium or Chrome binary.',
    ));
  }
  return chromium.launch({ executablePath, args: chromeArgs() });
}

async function launch(): Promise<Running> {
  const site = buildSite();
  const [browser, server] = await Promise.all([launchChromium(), serve(site.dir, {}, EMPTY)]);
  return { browser, server };
}

/** Closes everything launched, once the worker has run its last file (test/run.mjs). */
async function closeAll(): Promise<void> {
  const done = await running?.catch(() => undefined);
  const second = await withScrollbars?.catch(() => undefined);
  const others = await Promise.all([...otherSites.values()].map((server) => server.catch(() => undefined)));
  running = withScrollbars = undefined;
  otherSites.clear();
  await closeIdleTabs();
  await Promise.all([done?.browser.close(), done?.server.close(), second?.close(), ...others.map((server) => server?.close())]);
}
const teardowns = ((globalThis as { __testTeardowns?: (() => Promise<void>)[] }).__testTeardowns ??= []);
teardowns.push(closeAll);

async function releaseTabs(which: Set<Tab>): Promise<void> {
  const tabs = [...which];
  which.clear();
  for (const tab of tabs) await releaseTab(tab);
}

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, in which /proc/stat counts

/**
 * Seconds of CPU the whole machine has spent busy (Linux's /proc/stat, every core), or 0
 * elsewhere. Over one test it counts Chromium's processes too, which the test process's own
 * clock does not; it is that test's alone when one worker runs (TEST_BROWSER_WORKERS=1).
 */
function busySeconds(): number {
  if (!existsSync('/proc/stat')) return 0;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/**
 * A uvu suite whose tests may `visit()` pages. A launch failure (no Chromium) fails every
 * test of the suite with its message instead of crashing the stage or skipping.
 */
export function browserSuite(name: string) {
  const plain = suite(name);
  // TEST_SLOW=<seconds> names each test that takes longer, to find where the stage's time goes.
  const slow = Number(process.env.TEST_SLOW ?? Infinity);
  const timed = (title: string, handler: Parameters<typeof plain>[1]) =>
    plain(title, async (context) => {
      const begun = performance.now();
      const busy = busySeconds();
      try {
        await handler(context);
      } finally {
        const took = (performance.now() - begun) / 1000;
        const cpu = (busySeconds() - busy).toFixed(1);
        if (took > slow) console.log(`\n      slow: ${took.toFixed(1)} s (machine's CPU ${cpu} s), ${name} > ${title}`);
      }
    });
  const test = Object.assign(timed, plain) as unknown as typeof plain;
  test.before(async () => {
    running ??= launch();
    await running.catch(() => {});
  });
  test.after.each(() => releaseTabs(tabsInUse));
  test.after(async () => {
    await releaseTabs(tabsInUse);
    await releaseTabs(keptTabs);
  });
  return test;
}

// --- Part 2: a visit --------------------------------------------------------------

export interface VisitOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The operating system's colour scheme (Playwright's default is light). */
  colorScheme?: 'light' | 'dark';
  /** An IANA time zone for the page's Date and Intl (default: the machine's); set on the tab, not the context (helpers/tabs.ts). */
  timezoneId?: string;
  permissions?: string[];
  /**
   * Scrollbars that take room from the page, as on desktop Windows and Linux. Playwright's
   * headless Chromium hides them (--hide-scrollbars), which would hide a shift they cause.
   */
  scrollbars?: boolean;
  /** A phone's touch screen: taps, and no hover ("(hover: hover)" does not match). */
  touch?: boolean;
  /** Serves the site through a slow link on which this page's HTML pauses midway. */
  stall?: Stall;
  /** Runs on the new context before the first request, e.g. to answer a request with 404. */
  prepare?: (context: BrowserContext, origin: string) => Promise<void>;
  /** Another built site to serve (a dist/ folder, e.g. of a project copy with changed content). */
  site?: string;
  /** Whether `goto` waits for hydration (default: with JavaScript on); off when a test blocks the bundle. */
  hydrate?: boolean;
  /**
   * Keeps the page open until the suite ends instead of closing it after the test, for
   * suites whose tests read one page in turn (each page costs a load and a hydration).
   */
  keep?: boolean;
}

/** What a visit shows a test, with what it recorded (helpers/tabs.ts: console, errors, foreign, csp). */
export interface Visit extends Recorded {
  page: Page;
  context: BrowserContext;
  /** The site's origin, "http://<LOOPBACK>:<port>". */
  origin: string;
  /** The response to the first load. */
  response: Response | null;
  /** URLs of the tabs or windows open besides the visited page (links opened in a new tab). */
  popups(): string[];
  /** Loads a path of the site and, with JavaScript on, waits until React has hydrated it. */
  goto(pathname: string): Promise<Response | null>;
  /** Whether the tab is one an earlier test left (helpers/tabs.ts), rather than a new context. */
  reused: boolean;
  /**
   * Gives the tab back before the test ends, for the test's next visit: a test that visits
   * pages in turn then takes one tab, not one per page. The visit is over: its page is not
   * the visited one any more.
   */
  release(): Promise<void>;
}

/**
 * Opens `pathname` at the given width (default 1280 px), in a tab no other test is using: a new
 * context, or one a finished test left, reset to how a new one starts (helpers/tabs.ts).
 */
export async function visit(pathname: string, options: VisitOptions = {}): Promise<Visit> {
  if (!running) throw new Error('visit() is only available inside a browserSuite() test');
  const { server } = await running;
  const javaScript = options.javaScript ?? true;
  const look: Look = {
    width: options.width ?? 1280,
    height: options.height ?? HEIGHT,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    timezoneId: options.timezoneId ?? '',
  };
  // The context options a page cannot change once open: visits that differ in them never share a tab.
  const key = JSON.stringify([javaScript, options.permissions ?? [], Boolean(options.touch), Boolean(options.scrollbars)]);
  const origin = options.site ? (await siteServer(options.site)).url : server.url;
  const reusable = !options.prepare && !options.stall;
  const reused = (reusable && (await takeTab(key, origin, look))) || undefined;
  const tab = reused ?? (await newTab(key, origin, look, options));
  const holding = options.keep ? keptTabs : tabsInUse;
  holding.add(tab);
  const { page, context, record } = tab;

  const goto = async (target: string) => {
    const response = await page.goto(tab.origin + target);
    if (options.hydrate ?? javaScript) await hydrated(page);
    return response;
  };
  const popups = () => context.pages().filter((other) => other !== page).map((other) => other.url());
  const release = async () => {
    if (holding.delete(tab)) await releaseTab(tab);
  };
  const response = await goto(pathname);
  return { page, context, origin: tab.origin, response, ...record, popups, goto, reused: Boolean(reused), release };
}

/**
 * One page for the tests of a suite that read it in turn: the first call visits `pathname`
 * with `keep`, every later call of the suite gets that same page (one load and hydration
 * instead of one per test). Each test leaves it as a fresh load would show what the next reads,
 * or resets it (a resize, an instant scroll to the top), as it says.
 */
export function sharedVisit(
  test: ReturnType<typeof browserSuite>,
  pathname: string,
  // Or made when first asked for, e.g. once a site built for the suite is known.
  options: VisitOptions | (() => Promise<VisitOptions>) = {},
): () => Promise<Visit> {
  let shared: Promise<Visit> | undefined;
  test.after(() => {
    shared = undefined;
  });
  const open = async () => visit(pathname, { ...(typeof options === 'function' ? await options() : options), keep: true });
  return () => (shared ??= open());
}

/** Back to the top of the page at once, as a fresh load starts (with no smooth scroll to wait for). */
export function toTop(page: Page): Promise<void> {
  return page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

async function newTab(key: string, origin: string, look: Look, options: VisitOptions): Promise<Tab> {
  const { browser: usual } = await running!;
  const browser = options.scrollbars
    ? await (withScrollbars ??= chromium.launch({ executablePath: chromePath(), args: chromeArgs(), ignoreDefaultArgs: ['--hide-scrollbars'] }))
    : usual;
  const context = await browser.newContext({
    viewport: { width: look.width, height: look.height },
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: look.reducedMotion,
    colorScheme: look.colorScheme,
    permissions: options.permissions,
    hasTouch: options.touch,
    isMobile: options.touch,
    locale: 'en-US',
  });
  // The page opens before anything else is set up, and loads nothing until the visit asks.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (options.stall) {
    // The slow link's pause counts from the first paint of the page's first part.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = () =>
      new Promise<void>((resolve) => {
        const onEvent = (event: { name: string }) => {
          if (event.name !== 'firstContentfulPaint') return;
          cdp.off('Page.lifecycleEvent', onEvent);
          resolve();
        };
        cdp.on('Page.lifecycleEvent', onEvent);
      });
    const link = await slowLink(origin, options.stall, painted);
    context.on('close', () => void link.close());
    origin = link.url;
  }
  // The route, binding and listeners read the tab's current origin and record.
  const tab: Tab = { key, context, page, cdp, origin, record: newRecord(), changed: Boolean(options.prepare || options.stall) };
  if (look.timezoneId) await setTimeZone(tab, look.timezoneId);

  // Requests to another origin are recorded here, as the page makes them (the host resolver
  // rules above block them). No route: a route costs every request a round trip through this
  // process, and the harness's own page between tests (EMPTY_PATH) is the server's.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== tab.origin) tab.record.foreign.push(url.href);
  });
  // Each visit is a first visit, as in a new context: no file comes from an earlier load's cache.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // CDP bindings and init scripts are not subject to the page's CSP, so this sees every violation.
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => tab.record.csp.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  await options.prepare?.(context, origin);

  page.on('console', (message) => {
    const entry = { type: message.type(), text: message.text() };
    tab.record.console.push(entry);
    if (/Content Security Policy|Refused to/.test(entry.text)) tab.record.csp.push(entry.text);
  });
  page.on('pageerror', (error) => tab.record.errors.push(error.message));
  watchForChanges(tab);
  return tab;
}

function siteServer(root: string): Promise<RunningServer> {
  let server = otherSites.get(root);
  if (!server) otherSites.set(root, (server = serve(root, {}, EMPTY)));
  return server;
}

/**
 * Waits until React has hydrated the page and run its effects: App, the root component, marks
 * <html> with data-hydrated in a passive effect, which React runs after every effect below it.
 * A new document never starts out marked; one restored from the back-forward cache is hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  // Answered by the mark's own mutation, not polled: waitForFunction polls on every animation
  // frame, and each frame it asks for costs the renderer, the GPU process and the browser
  // (about 50 ms of the machine's CPU per load of `/` while the lanes compete for the cores).
  const marked = async () => {
    for (;;) {
      try {
        return await page.locator(':root').evaluate(attributeArrives, `data-${HYDRATED_ATTRIBUTE}`);
      } catch (error) {
        // A document replaced while waiting (a redirect, a reload) ends the evaluation: wait on the new one.
        if (!/Execution context was destroyed|navigat/i.test((error as Error).message)) throw error;
      }
    }
  };
  await within(marked(), HYDRATION_TIMEOUT_MS, () => `${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`);
}

/** In the page: resolves once `element` carries `attribute`, answered by the attribute's own mutation. */
function attributeArrives(element: Element, attribute: string): Promise<void> {
  return new Promise((resolve) => {
    if (element.hasAttribute(attribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute(attribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: [attribute] });
  });
}

/**
 * Settles as `work` does, or fails with `message()` after `ms` of this process's clock: a page
 * whose clock a test stopped (stopTime) never fires a timer of its own.
 */
async function within<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message())), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

// --- Part 3: measuring what a visitor sees -------------------------------------------

// A smooth scroll moves the page on every frame until it ends, so this many frames in a
// row without movement mean it is over. Counted in frames, not milliseconds, so a busy
// machine that paints slowly waits longer instead of mistaking a slow scroll for a still one.
const STILL_FRAMES = 6;
// Ten seconds of frames at 60 Hz: no smooth scroll on this page lasts nearly that long.
const MAX_SCROLL_FRAMES = 600;

/**
 * Resolves with scrollY once the page has held still for STILL_FRAMES frames (smooth
 * scrolling has ended). With JavaScript switched off requestAnimationFrame never calls back,
 * so those pages are polled from here instead, each poll a round trip through the renderer.
 */
export async function scrollSettled(page: Page, { javaScript = true } = {}): Promise<number> {
  if (!javaScript) return pollScrollSettled(page);
  return page.evaluate(
    ([stillFrames, maxFrames]) =>
      new Promise<number>((resolve, reject) => {
        let last = Number.NaN;
        let still = 0;
        let frames = 0;
        const tick = () => {
          const y = window.scrollY;
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= stillFrames) resolve(y);
          else if (++frames > maxFrames) reject(new Error(`the page kept scrolling (scrollY ${y})`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [STILL_FRAMES, MAX_SCROLL_FRAMES] as const,
  );
}

async function pollScrollSettled(page: Page): Promise<number> {
  let last = Number.NaN;
  for (let still = 0, polls = 0; polls < MAX_SCROLL_FRAMES; polls++) {
    // A screenshot waits for a new frame from the renderer: a poll per painted frame.
    await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
    const y = await page.evaluate(() => window.scrollY);
    still = y === last ? still + 1 : 0;
    if (still >= STILL_FRAMES) return y;
    last = y;
  }
  throw new Error(`the page kept scrolling (scrollY ${last})`);
}

/**
 * Ends every finite CSS animation and transition now, in the state it ends in: what the visitor
 * sees once the motion is over, without waiting for it (the scroll arrow alone bobs for 4.5 s).
 * An animation that ended somewhere wrong shows that end state all the same.
 */
export function finishAnimations(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}

/** Resolves once the first match of `locator` carries `attribute` (attributeArrives); fails after `timeoutMs`. */
export function attributeSet(locator: Locator, attribute: string, timeoutMs = 5_000): Promise<void> {
  return within(locator.evaluate(attributeArrives, attribute), timeoutMs, () => `${locator} has no ${attribute} after ${timeoutMs / 1000} s`);
}

/**
 * The name this helper had before finishAnimations: kept so tests written against it still
 * run. It now ends the animations at once instead of waiting for them, which shows the same
 * end state.
 */

// The page-side part of imagesInView and scrollThrough: every image shown on screen (a
// lazy one is asked for once it is), answered with its load or error event. Events, not
// frames or timers, so it works with JavaScript off too.
const IMAGES_IN_VIEW = `Promise.all([...document.images]
  .filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  })
  .map((image) => image.complete || new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  }))).then(() => undefined)`;

/** Resolves once every image on screen has loaded or failed. */
export async function imagesInView(page: Page): Promise<void> {
  await page.evaluate(IMAGES_IN_VIEW);
}

/**
 * Resolves once an image matching `selector` is shown (not display: none) and loaded, every
 * shown one is decoded, and a frame has been painted since. `complete` says the bytes
 * arrived, not that a frame shows them: a screenshot taken then, on a loaded machine, showed
 * the hero without its art (design.test.ts).
 */
export async function imagesShown(page: Page, selector: string): Promise<void> {
  // Functions, not strings: the page's CSP forbids evaluating a string as script.
  await page.waitForFunction(
    (query) => [...document.querySelectorAll<HTMLImageElement>(query)].some((img) => getComputedStyle(img).display !== 'none' && img.complete && img.naturalWidth > 0),
    selector,
  );
  await page.evaluate(async (query) => {
    const shown = [...document.querySelectorAll<HTMLImageElement>(query)].filter((img) => getComputedStyle(img).display !== 'none');
    await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
  }, selector);
  await nextFrames(page);
}

/**
 * Scrolls through the page a screen at a time, waiting on each for the images shown there,
 * then back to the top: every lazy image has then been asked for and answered while on
 * screen, as for a visitor reading to the end.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let top = 0; ; ) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await imagesInView(page);
    const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: innerHeight }));
    if (top + screen >= height) break;
    top += screen;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

// How far behind the real time the page's clock is installed, so that pausing it at the
// real time is always a step forward, however long the machine takes between the two calls.
const CLOCK_HEADROOM_MS = 60 * 60 * 1000;

/**
 * Stops the page's clock: from here on, timers, Date and performance.now move only when the
 * test calls `page.clock.runFor`. Time-based behaviour (the toast's 4 s, the tooltip's
 * 700 ms) is then checked exactly and cannot run out while a busy machine is slow.
 * Playwright's installed clock ticks with real time until it is paused, and can only be
 * paused at a later time than it shows: installed an hour behind, pausing at the real time
 * is never "in the past" (reading its time and pausing a millisecond later raced on a busy
 * machine). Only timers the page sets in between fire on that jump.
 */
export async function stopTime(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now - CLOCK_HEADROOM_MS });
  await page.clock.pauseAt(now);
}

/** Two frames: enough for a scroll or key event to be handled and its result painted. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The text a sighted visitor reads in each match: screen-reader-only text (1×1 px) left out. */
export function visibleTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement!.getBoundingClientRect();
        if (box.width > 1 && box.height > 1) text += node.textContent;
      }
      return text.replace(/\s+/g, ' ').trim();
    }),
  );
}

/** Bottom edge of the fixed navigation bar, in viewport pixels. */
export function barBottom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
}

/** Top of the element with `id`, in viewport pixels. */
export function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);
}

/** "Just below the bar": where a link or an address lands, the section's top may sit this far under the bar's bottom edge. */
export const LANDING_SLACK_PX = 16;

/** Where the element with `id` starts and the fixed bar ends, once any smooth scroll has ended. */
export async function landing(page: Page, id: string): Promise<{ top: number; bar: number }> {
  await scrollSettled(page);
  return { top: await topOf(page, id), bar: await barBottom(page) };
}

const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page's document, once: evaluated over CDP, which the page's CSP does
 * not govern (an injected <script> would be blocked). Half a megabyte of script, so a test that
 * checks one page in both themes compiles it once.
 */
export async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
  await page.evaluate(AXE_SOURCE);
}

/** axe-core's violations on the page as one line each ("rule: target, target"). */
export async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  const results = await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Loads axe-core and returns the accessible names of `selector`'s matches (axe's name computation). */
export async function accessibleNames(page: Page, selector: string): Promise<{ html: string; name: string }[]> {
  await loadAxe(page);
  return page.evaluate((query) => {
    type AxeNames = { setup(node: Element): unknown; teardown(): void; commons: { text: { accessibleText(node: Element): string } } };
    const axe = (window as unknown as { axe: AxeNames }).axe;
    axe.setup(document.documentElement);
    try {
      return [...document.querySelectorAll(query)].map((node) => ({
        html: node.outerHTML.slice(0, 120),
        name: axe.commons.text.accessibleText(node).trim(),
      }));
    } finally {
      axe.teardown();
    }
  }, selector);
}
