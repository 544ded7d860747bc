// Runs inline in <head> before the first paint; its hash is in the Content-Security-Policy.
//
// 1. It marks the page as scripted, so controls that need JavaScript (menu toggle, copy
//    buttons, theme toggle) show only when they will work, with no flash of the no-script
//    layout.
// 2. It restores the visitor's chosen theme (src/app/theme/theme.ts), so a returning visitor
//    never sees the other theme flash before the app's script runs.
// 3. It starts the app's script and reveals the decorative hero artwork only after the first
//    frame has painted: the visitor's first paint then costs what a page with no script and
//    no image costs (BRIEF "Numbers": LCP and FCP within 10 % of a bare page). The content is
//    complete in the HTML, so nothing waits for the script to be read.
// It never hides content: everything the HTML holds is laid out and visible as soon as it
// is parsed, with or without JavaScript, in a foreground or a background tab.
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

/** Shows the hero artwork: styles/global.css holds `.after-paint` back until data-painted. */
const revealHeroArt = () => {
  root.dataset.painted = '';
};

const startApp = () => {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = __CLIENT_SCRIPT__;
  document.head.append(script);
};

afterFirstPaint(
  () => {
    revealHeroArt();
    startApp();
  },
  { document, PerformanceObserver: window.PerformanceObserver, clock: window },
);
