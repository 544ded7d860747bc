// Whether the page is visible and the browser online, as flags a module reads and watches
// (TanStack Query's focusManager and onlineManager). Nothing reads or listens until a caller
// subscribes, in the browser (never while prerendering); tests pass flags of their own.

export interface PageFlag {
  get(): boolean;
  /** Calls `onChange` whenever the flag may have changed; returns what stops it. */
  subscribe(onChange: () => void): () => void;
}

/** Not hidden behind another tab or in a minimised window (document.visibilityState). */
export const pageVisible: PageFlag = {
  get: () => document.visibilityState !== 'hidden',
  subscribe(onChange) {
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

/** Not known to be offline (navigator.onLine is false only when certainly offline). */
export const online: PageFlag = {
  get: () => navigator.onLine,
  subscribe(onChange) {
    addEventListener('online', onChange);
    addEventListener('offline', onChange);
    return () => {
      removeEventListener('online', onChange);
      removeEventListener('offline', onChange);
    };
  },
};
