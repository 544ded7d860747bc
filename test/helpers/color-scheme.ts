// A stand-in for the operating system's colour-scheme preference (window.matchMedia), and the
// clean-up of a theme choice, for the theme tests in the dom stage.
import { PREFERS_LIGHT, THEME_ATTRIBUTE } from '../../src/app/theme/theme';

export function fakeSystem(prefersLight: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return prefersLight;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((text: string) => (text === PREFERS_LIGHT ? query : original(text))) as typeof window.matchMedia;
  return {
    switchTo(light: boolean) {
      prefersLight = light;
      for (const listener of listeners) listener();
    },
    listeners,
    /** Puts matchMedia back and forgets any theme choice. */
    restore() {
      window.matchMedia = original;
      delete document.documentElement.dataset[THEME_ATTRIBUTE];
      localStorage.clear();
    },
  };
}
