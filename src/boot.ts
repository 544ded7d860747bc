// Runs inline in <head> before the first paint (its hash is in the Content-Security-Policy).
// It marks the page as scripted, so controls that need JavaScript (menu toggle, copy
// buttons, theme toggle) show only when they will work, with no flash of the no-script
// layout; and it restores the visitor's chosen theme, so there is no flash of the other one.
import { THEME_ATTRIBUTE } from './theme/theme';

const root = document.documentElement;
root.dataset.js = '';
try {
  const chosen = localStorage.getItem(THEME_ATTRIBUTE);
  if (chosen) root.dataset[THEME_ATTRIBUTE] = chosen;
} catch {}
