// Project cards fade in as they scroll into view, not on load: a fade that plays
// below the fold is motion nobody sees. The markup is whole from the first byte:
// a card is never hidden before this runs, and one already on screen when it starts (a deep
// link to #projects, a reload halfway down) is left alone rather than hidden to fade it. A
// card that arrives later gets REVEAL_ATTRIBUTE, and its CSS animation plays with the
// delay for its place (ProjectCardDelay.ts), so a slot is empty for at most that delay.
// Without JavaScript nothing runs, and with reduced motion no animation plays: the cards are
// simply there.

/** Set on a card when it comes into view; its stylesheet starts the fade on it. */
export const REVEAL_ATTRIBUTE = 'data-reveal';

/** What the core needs of an IntersectionObserver, so a test can drive one by hand. */
export type ObserverLike = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;
export type MakeObserver = (report: (entries: Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[]) => void) => ObserverLike;

const browserObserver: MakeObserver = (report) => new IntersectionObserver(report);

/**
 * Watches `elements` until each is seen; returns the way to stop. An element's first report
 * (the observer reports every element once when it starts) says whether it was on screen then.
 */
export function revealOnView(elements: Iterable<Element>, makeObserver: MakeObserver = browserObserver): () => void {
  const reported = new Set<Element>();
  const observer = makeObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const first = !reported.has(target);
      reported.add(target);
      if (!isIntersecting) continue;
      if (!first) target.setAttribute(REVEAL_ATTRIBUTE, '');
      observer.unobserve(target);
    }
  });
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
