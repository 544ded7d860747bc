// Runs inline in <head> before the first paint (its hash is in the Content-Security-Policy).
// It marks the page as scripted, so controls that need JavaScript (menu toggle, copy
// buttons) show only when they will work, with no flash of the no-script layout.
document.documentElement.dataset.js = '';
