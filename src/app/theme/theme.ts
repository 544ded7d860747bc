// The visitor's colour theme, no React in it. Dark by default; with no choice made the system's
// preference decides (CSS follows it). A choice is kept in localStorage and on <html
// data-theme>, which the boot script restores before the first paint.

export type Theme = 'dark' | 'light';

/** The localStorage key and the <html data-*> attribute that carry a chosen theme. */
export const THEME_ATTRIBUTE = 'theme';
export const PREFERS_LIGHT = '(prefers-color-scheme: light)';

const listeners = new Set<() => void>();

/** The theme in use: the visitor's choice, else the operating system's preference. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset[THEME_ATTRIBUTE];
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return matchMedia(PREFERS_LIGHT).matches ? 'light' : 'dark';
}

/** Applies and remembers a choice. Storage may be full or blocked; the page still switches. */
export function setTheme(theme: Theme): void {
  document.documentElement.dataset[THEME_ATTRIBUTE] = theme;
  try {
    localStorage.setItem(THEME_ATTRIBUTE, theme);
  } catch {}
  for (const listener of listeners) listener();
}

/** useSyncExternalStore-compatible: a choice, or the OS switching while none is made. */
export function subscribeTheme(listener: () => void): () => void {
  const query = matchMedia(PREFERS_LIGHT);
  listeners.add(listener);
  query.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', listener);
  };
}
