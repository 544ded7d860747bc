// The real-browser harness: Debian's Chromium driven by playwright-core, against the
// production build served by the project's own server on a free loopback port.
//
// One browser and one server per test process, launched by the first `browserSuite()`; each
// `visit()` gets a new browser context, closed when the test ends, so no test sees what another left.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page, type Response } from 'playwright-core';
import { suite } from 'uvu';
import { HYDRATED_ATTRIBUTE } from '../../src/app/App';
import { buildSite } from './built-site';
import { ROOT } from './env';
import { LOOPBACK, serve, type RunningServer } from './serve';
import { slowLink, type Stall } from './slow-link';

/**
 * Debian's chromium-headless-shell when installed (.ci/run installs it): the same Chromium,
 * built without the browser's window, tab strip and address bar, which the full browser
 * updates on every load at about twice the CPU. Without it, the full Chromium, headless.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromePath = () => process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Besides Playwright's own (no sandbox, sync, first-run or background networking). No request
// leaves the machine: every host name but the test servers' fails to resolve.
const CHROME_ARGS = ['--disable-gpu', `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${LOOPBACK}`];
/** The widths the layout is held to: phone, tablet, desktop. */
export const WIDTHS = [375, 800, 1280] as const;
const HYDRATION_TIMEOUT_MS = 10_000;

let running: Promise<{ browser: Browser; server: RunningServer }> | undefined;
// Launched on the first visit that asks for scrollbars that take room (see VisitOptions).
let withScrollbars: Promise<Browser> | undefined;
// Servers of other built folders (VisitOptions.site), started on first use, one per folder.
const otherSites = new Map<string, Promise<RunningServer>>();
const testContexts = new Set<BrowserContext>();

/** The Chromium every browser test runs, or an error that says how to install one. The site stage (test/site/) launches its own with it. */
export function launchChromium(options: { ignoreDefaultArgs?: string[] } = {}): Promise<Browser> {
  const executablePath = chromePath();
  if (!existsSync(executablePath)) {
    return Promise.reject(new Error(
      `Chromium was not found at ${executablePath}. The browser tests need it: run "apt-get install -y chromium-headless-shell" ` +
        '(.ci/run does this; "chromium" works too, more slowly) or set CHROME_PATH to a Chromium or Chrome binary.',
    ));
  }
  return chromium.launch({ executablePath, args: CHROME_ARGS, ...options });
}

async function closeContexts(): Promise<void> {
  const closing = [...testContexts].map((context) => context.close().catch(() => undefined));
  testContexts.clear();
  await Promise.all(closing);
}

/**
 * A uvu suite whose tests may `visit()` pages. A launch failure (no Chromium) fails every
 * test of the suite with its message instead of crashing the stage or skipping.
 */
export function browserSuite(name: string) {
  const test = suite(name);
  test.before(async () => {
    running ??= Promise.all([launchChromium(), serve(buildSite().dir)]).then(([browser, server]) => ({ browser, server }));
    await running.catch(() => {});
  });
  test.after.each(closeContexts);
  test.after(closeContexts);
  return test;
}

export interface VisitOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The operating system's colour scheme (Playwright's default is light). */
  colorScheme?: 'light' | 'dark';
  /** An IANA time zone for the page's Date and Intl (default: the machine's). */
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
}

/** What a visit shows a test, with what it recorded from its first request on. */
export interface Visit {
  page: Page;
  context: BrowserContext;
  /** The site's origin, "http://<LOOPBACK>:<port>". */
  origin: string;
  /** The response to the first load. */
  response: Response | null;
  /** Every console message, in order. */
  console: { type: string; text: string }[];
  /** Uncaught errors, including React's hydration mismatches (reported with reportError). */
  errors: string[];
  /** Requests to another origin; all of them were blocked. */
  foreign: string[];
  /** Content-Security-Policy violations, as Chromium's console reports each. */
  csp: string[];
  /** URLs of the tabs or windows open besides the visited page (links opened in a new tab). */
  popups(): string[];
  /** Loads a path of the site and, with JavaScript on, waits until React has hydrated it. */
  goto(pathname: string): Promise<Response | null>;
}

/** Opens `pathname` at the given width (default 1280 px) in a new context, closed when the test ends. */
export async function visit(pathname: string, options: VisitOptions = {}): Promise<Visit> {
  if (!running) throw new Error('visit() is only available inside a browserSuite() test');
  const { browser: usual, server } = await running;
  const javaScript = options.javaScript ?? true;
  const browser = options.scrollbars ? await (withScrollbars ??= launchChromium({ ignoreDefaultArgs: ['--hide-scrollbars'] })) : usual;
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: javaScript,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: options.timezoneId,
    permissions: options.permissions,
    hasTouch: options.touch,
    isMobile: options.touch,
    locale: 'en-US',
  });
  testContexts.add(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let origin = options.site ? (await siteServer(options.site)).url : server.url;
  if (options.stall) {
    // The slow link's pause counts from the first paint of the page's first part.
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const link = await slowLink(origin, options.stall, () => firstPaint(cdp));
    context.on('close', () => void link.close());
    origin = link.url;
  }
  const record = { console: [] as Visit['console'], errors: [] as string[], foreign: [] as string[], csp: [] as string[] };
  // Recorded as the page asks (the host resolver rules above block them); no route, which
  // would cost every request a round trip through this process.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) record.foreign.push(url.href);
  });
  // Every load is a first visit, a second one in the same visit too: tests count requests and bytes.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await options.prepare?.(context, origin);
  page.on('console', (message) => {
    const entry = { type: message.type(), text: message.text() };
    record.console.push(entry);
    if (/Content Security Policy|Refused to/.test(entry.text)) record.csp.push(entry.text);
  });
  page.on('pageerror', (error) => record.errors.push(error.message));

  const goto = async (target: string) => {
    const response = await page.goto(origin + target);
    if (options.hydrate ?? javaScript) await hydrated(page);
    return response;
  };
  const popups = () => context.pages().filter((other) => other !== page).map((other) => other.url());
  const response = await goto(pathname);
  return { page, context, origin, response, ...record, popups, goto };
}

/** Resolves at the page's next first contentful paint (lifecycle events on), listening from the call on. */
function firstPaint(cdp: CDPSession): Promise<void> {
  return new Promise<void>((resolve) => {
    const onEvent = (event: { name: string }) => {
      if (event.name !== 'firstContentfulPaint') return;
      cdp.off('Page.lifecycleEvent', onEvent);
      resolve();
    };
    cdp.on('Page.lifecycleEvent', onEvent);
  });
}

/** Back to the top of the page at once, as a fresh load starts (with no smooth scroll to wait for). */
export function toTop(page: Page): Promise<void> {
  return page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

function siteServer(root: string): Promise<RunningServer> {
  let server = otherSites.get(root);
  if (!server) otherSites.set(root, (server = serve(root)));
  return server;
}

/**
 * Waits until React has hydrated the page and run its effects: App, the root component, marks
 * <html> with data-hydrated in a passive effect, which React runs after every effect below it.
 * A new document never starts out marked; one restored from the back-forward cache is hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  // Answered by the mark's own mutation: waitForFunction would poll on every animation frame,
  // each costing the renderer and the browser CPU that the other processes need.
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

// How far behind the real time stopTime installs the page's clock.
const CLOCK_HEADROOM_MS = 60 * 60 * 1000;

/**
 * Stops the page's clock: timers, Date and performance.now move only when the test calls
 * `page.clock.runFor`, so a toast's 4 s cannot run out while a busy machine is slow.
 * Playwright's clock ticks until paused and pauses only at a later time than it shows:
 * installed an hour behind, pausing at the real time is always a step forward.
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

let axeSource: string | undefined;

/**
 * Loads axe-core into the page's document, once (half a megabyte of script): evaluated over
 * CDP, which the page's CSP does not govern, where an injected <script> would be blocked.
 */
export async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
  await page.evaluate((axeSource ??= readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8')));
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
