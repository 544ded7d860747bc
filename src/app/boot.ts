// Runs inline in <head> before the first paint; its hash is in the Content-Security-Policy.
//
// 1. It marks the page as scripted, so controls that need JavaScript (menu toggle, copy
//    buttons, theme toggle) show only when they will work, with no flash of the no-script
//    layout.
// 2. It restores the visitor's chosen theme (src/app/theme/theme.ts), so a returning visitor
//    never sees the other theme flash before the app's script runs.
// 3. It starts the app's script (run once the page is parsed whole), reveals the decorative
//    hero artwork and adds the icon and manifest links (kept in a <noscript> until then) only
//    after the first frame has painted: the visitor's first paint then costs exactly what a
//    page with no script, no image and no icon costs (bench/run.mjs holds FCP and LCP, on a
//    throttled load, to the same page with its scripts taken out). The content is complete
//    in the HTML, so nothing waits for the script to be read.
// It never hides content: everything the HTML holds is laid out and visible as soon as it
// is parsed, with or without JavaScript, in a foreground or a background tab.
import { DEFERRED_HEAD_ID } from './deferred-head';
import { SITE_DATA_ATTRIBUTE } from './site-data';
import { THEME_ATTRIBUTE } from './theme/theme';
import { afterFirstPaint } from './time/after-first-paint';

declare const __CLIENT_SCRIPT__: string; // the hashed bundle URL, filled in by build.mjs

const root = document.documentElement;
root.dataset.js = '';
try {
  const chosen = localStorage.getItem(THEME_ATTRIBUTE);
  if (chosen) root.dataset[THEME_ATTRIBUTE] = chosen;
} catch {
  // Storage blocked: the operating system's preference applies.
}
// An empty icon stands in until then: a page that names no icon makes the browser ask for
// /favicon.ico as soon as the document is parsed, which is before the first paint.
const iconStandIn = document.createElement('link');
iconStandIn.rel = 'icon';
iconStandIn.href = 'data:,';
document.head.append(iconStandIn);

/** Shows the hero artwork: styles/global.css holds `.after-paint` back until data-painted. */
const revealHeroArt = () => {
  root.dataset.painted = '';
};

/** The icon and manifest links, from their <noscript>, in place of the stand-in. */
const addDeferredHead = () => {
  const deferred = document.getElementById(DEFERRED_HEAD_ID)?.textContent;
  if (deferred) {
    iconStandIn.remove();
    document.head.insertAdjacentHTML('beforeend', deferred);
  }
};

/** The data the app hydrates from travels beside the bundle, not before the first paint. */
const preloadSiteData = () => {
  const data = document.getElementById('root')?.getAttribute(SITE_DATA_ATTRIBUTE);
  if (data) {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'fetch';
    preload.crossOrigin = 'anonymous'; // what fetch() sends for a same-origin request
    preload.href = data;
    document.head.append(preload);
  }
};

const app = document.createElement('script');
app.type = 'module';
app.src = __CLIENT_SCRIPT__;

/** Fetches and compiles the app's script, which runs only once the page is whole (startApp). */
const preloadApp = () => {
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.href = app.src;
  document.head.append(preload);
};

// The first frame can come while the HTML is still arriving (a phone's link pauses between
// packets), and a script added then runs as soon as it is fetched: React would hydrate half a
// page, fail to match it (error #418) and render the page again beside what the parser still
// appends (two footers). So the app's script runs when parsing has ended, not before.
const startApp = () => document.head.append(app);
const whenParsed = (run: () => void) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
};

afterFirstPaint(
  () => {
    revealHeroArt();
    addDeferredHead();
    preloadSiteData();
    preloadApp();
    whenParsed(startApp);
  },
  { document, PerformanceObserver: window.PerformanceObserver, clock: window },
);
