// When the boot script (src/app/boot.ts) may start what the first frame must not wait for.
//
// A tab on screen waits for its first contentful paint, however late that comes: on a busy
// machine the first frame can follow the end of parsing by well over a second, and work
// started before it competes with it. Only where no paint will be reported does a timer
// decide: a browser without paint timing, or a tab that is hidden (background tabs do not
// paint until they are shown, and the page should be ready when they are).
/** How long after parsing ends a page that will report no paint starts anyway. */
export const UNPAINTED_START_MS = 1000;

export interface PaintEnvironment {
  document: Pick<Document, 'visibilityState' | 'readyState' | 'addEventListener'>;
  /** Undefined where the browser has no PerformanceObserver. */
  PerformanceObserver: typeof PerformanceObserver | undefined;
  /** `window` in the page; a FakeClock in tests. */
  clock: { setTimeout(callback: () => void, ms: number): unknown };
}

/** Calls `run` once: after the first contentful paint, or where none will come, after the timer. */
export function afterFirstPaint(run: () => void, { document, PerformanceObserver, clock }: PaintEnvironment): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // observe() ignores an entry type it does not know, so ask first.
  const paintTimed = PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  if (paintTimed) {
    new PerformanceObserver!((entries) => {
      // A task of its own: the observer runs inside the paint's rendering step.
      if (entries.getEntriesByName('first-contentful-paint').length) clock.setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  let timerSet = false;
  const unlessPainting = () => {
    if (timerSet || (paintTimed && document.visibilityState === 'visible') || document.readyState === 'loading') return;
    timerSet = true;
    clock.setTimeout(once, UNPAINTED_START_MS);
  };
  document.addEventListener('DOMContentLoaded', unlessPainting);
  // A tab sent to the background before its first frame will not paint until it is shown.
  document.addEventListener('visibilitychange', unlessPainting);
}
