// The real-browser harness (issue 3): Debian's Chromium driven by playwright-core, against
// the production build served by the project's own server on a free loopback port.
//
// One browser per test file: every `browserSuite()` of a file shares it; the first suite's
// `before` launches it and the last suite's `after` closes it. Each `visit()` gets a fresh
// context (its own viewport, time zone, motion preference, JavaScript switch), closed after
// the test. Every request to another origin is blocked and recorded, and so is everything a
// visitor's devtools would show: console messages, page errors (React reports a hydration
// mismatch as one) and Content-Security-Policy violations.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { suite } from 'uvu';
import { buildSite } from './built-site';
import { ROOT } from './env';
import { serve, type RunningServer } from './serve';
import { slowLink, type Stall } from './slow-link';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The widths the brief holds the layout to: phone, tablet, desktop. */
export const WIDTHS = [375, 800, 1280] as const;
const HEIGHT = 800;
const HYDRATION_TIMEOUT_MS = 10_000;

// --- Part 1: the browser and the server, shared by the suites of one file ----

interface Running {
  browser: Browser;
  server: RunningServer;
}

let running: Promise<Running> | undefined;
// Servers of other built folders (VisitOptions.site), started on first use, one per folder.
const otherSites = new Map<string, Promise<RunningServer>>();
// Launched on the first visit that asks for scrollbars that take room (see VisitOptions).
let withScrollbars: Promise<Browser> | undefined;
let suites = 0;
let finishedSuites = 0;
const contexts = new Set<BrowserContext>();

async function launch(): Promise<Running> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROME_PATH}. The browser tests need it: run "apt-get install -y chromium" ` +
        '(.ci/run does this) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  const site = buildSite();
  const [browser, server] = await Promise.all([
    chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS }),
    serve(site.dir),
  ]);
  return { browser, server };
}

async function closeContexts(): Promise<void> {
  await Promise.all([...contexts].map((context) => context.close()));
  contexts.clear();
}

/**
 * A uvu suite whose tests may `visit()` pages. A launch failure (no Chromium) fails every
 * test of the suite with its message instead of crashing the stage or skipping.
 */
export function browserSuite(name: string) {
  const test = suite(name);
  suites++;
  test.before(async () => {
    running ??= launch();
    await running.catch(() => {});
  });
  test.after.each(closeContexts);
  test.after(async () => {
    await closeContexts();
    if (++finishedSuites < suites) return;
    const done = await running?.catch(() => undefined);
    const second = await withScrollbars?.catch(() => undefined);
    const others = await Promise.all([...otherSites.values()].map((server) => server.catch(() => undefined)));
    running = withScrollbars = undefined;
    otherSites.clear();
    await Promise.all([done?.browser.close(), done?.server.close(), second?.close(), ...others.map((server) => server?.close())]);
  });
  return test;
}

// --- Part 2: a visit --------------------------------------------------------------

export interface VisitOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The system's colour scheme, which the site follows until a theme is chosen. */
  colorScheme?: 'dark' | 'light';
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
}

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** The site's origin, "http://127.0.0.1:<port>". */
  origin: string;
  /** The response to the first load. */
  response: Response | null;
  /** Every console message, in order. */
  console: { type: string; text: string }[];
  /** Uncaught errors, including React's hydration mismatches (reported with reportError). */
  errors: string[];
  /** Requests to another origin; all of them were blocked. */
  foreign: string[];
  /** Content-Security-Policy violations (the event, and Chromium's console message). */
  csp: string[];
  /** URLs of the tabs or windows open besides the visited page (links opened in a new tab). */
  popups(): string[];
  /** Loads a path of the site and, with JavaScript on, waits until React has hydrated it. */
  goto(pathname: string): Promise<Response | null>;
}

/** Opens `pathname` in a fresh context at the given width (default 1280 px). */
export async function visit(pathname: string, options: VisitOptions = {}): Promise<Visit> {
  if (!running) throw new Error('visit() is only available inside a browserSuite() test');
  const { browser: usual, server } = await running;
  const browser = options.scrollbars
    ? await (withScrollbars ??= chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] }))
    : usual;
  const javaScript = options.javaScript ?? true;
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? HEIGHT },
    javaScriptEnabled: javaScript,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme,
    timezoneId: options.timezoneId,
    permissions: options.permissions,
    hasTouch: options.touch,
    isMobile: options.touch,
    locale: 'en-US',
  });
  contexts.add(context);
  let origin = options.site ? (await siteServer(options.site)).url : server.url;
  if (options.stall) {
    const link = await slowLink(origin, options.stall);
    context.on('close', () => void link.close());
    origin = link.url;
  }
  const record = { console: [], errors: [], foreign: [], csp: [] } as Pick<Visit, 'console' | 'errors' | 'foreign' | 'csp'>;

  // Registered first, so it runs last: routes a test adds in `prepare` see requests before it.
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin) return route.continue();
    record.foreign.push(url.href);
    return route.abort('blockedbyclient');
  });
  // CDP bindings and init scripts are not subject to the page's CSP, so this sees every violation.
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => record.csp.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  await options.prepare?.(context, origin);

  const page = await context.newPage();
  page.on('console', (message) => {
    const entry = { type: message.type(), text: message.text() };
    record.console.push(entry);
    if (/Content Security Policy|Refused to/.test(entry.text)) record.csp.push(entry.text);
  });
  page.on('pageerror', (error) => record.errors.push(error.message));

  const goto = async (target: string) => {
    const response = await page.goto(origin + target);
    if (javaScript) await hydrated(page);
    return response;
  };
  const popups = () => context.pages().filter((other) => other !== page).map((other) => other.url());
  const response = await goto(pathname);
  return { page, context, origin, response, ...record, popups, goto };
}

function siteServer(root: string): Promise<RunningServer> {
  let server = otherSites.get(root);
  if (!server) otherSites.set(root, (server = serve(root)));
  return server;
}

/**
 * Waits until React has hydrated the page and run its effects. React announces no such
 * moment; the router subscribes to the URL in a passive effect of App, the root component,
 * which React runs after every effect below it, and subscribing sets
 * history.scrollRestoration to "manual" (src/app/router/router.ts). A page being left sets it
 * back to "auto", so a new document never starts out looking hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => history.scrollRestoration === 'manual', null, { timeout: HYDRATION_TIMEOUT_MS });
  } catch {
    throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS / 1000} s`);
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

/** Resolves once every finite CSS animation and transition has finished. */
export function animationsFinished(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => {})));
  });
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

const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** axe-core's violations on the page as one line each ("rule: target, target"). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over CDP, which the page's CSP does not govern (an injected <script> would be blocked).
  await page.evaluate(AXE_SOURCE);
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
  await page.evaluate(AXE_SOURCE);
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
