// The visitor's colour theme, in plain TypeScript with no React in it.
// Dark is the default; with no choice made the operating system's preference decides (CSS
// follows prefers-color-scheme by itself). A choice made with the toggle is kept in
// localStorage and written to <html data-theme>, which the inline boot script restores
// before the first paint, so a returning visitor never sees the other theme flash.

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
