// Project cards fade in as they scroll into view (a fade below the fold is motion nobody sees).
// A card is never hidden before this runs, and one already on screen is left alone; a card that
// arrives later gets REVEAL_ATTRIBUTE and plays its animation with its place's delay.
// Without JavaScript, or with reduced motion, the cards are simply there.

/** Set on a card when it comes into view; its stylesheet starts the fade on it. */
export const REVEAL_ATTRIBUTE = 'data-reveal';

/** What the core needs of an IntersectionObserver, so a test can drive one by hand. */
export type ObserverLike = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;
export type MakeObserver = (report: (entries: Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[]) => void) => ObserverLike;

const browserObserver: MakeObserver = (report) => new IntersectionObserver(report);

/** Watches `elements` until each is seen (the first report says whether it was on screen); returns the way to stop. */
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
