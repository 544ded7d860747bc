// The first frame of a visit that opens at the top of the home page: the blocks below the
// hero are left out of it and shown one per frame after it has painted (src/boot.ts does
// this before any other script runs; styles/global.css holds the rule). The hero is at
// least one screen tall, so that frame shows the same pixels without the style and layout
// of the rest of the page, which are most of its work on a phone.

/** Marks a block below the hero. Only for blocks that can never be on the first screen. */
export const BELOW_HERO_CLASS = 'below-hero';

/** On <html> while blocks below the hero are still being shown. */
export const AT_TOP_ATTRIBUTE = 'data-at-top';

/** On each block once shown, until all are and the boot script takes the marks off again. */
export const SHOWN_ATTRIBUTE = 'data-shown';

/**
 * Resolves once every block below the hero is shown and the boot script has taken its marks
 * off them again, so hydration finds the HTML exactly as it was built.
 */
export function belowHeroShown(root: HTMLElement = document.documentElement): Promise<void> {
  return new Promise((resolve) => {
    if (!root.hasAttribute(AT_TOP_ATTRIBUTE)) return resolve();
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(AT_TOP_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [AT_TOP_ATTRIBUTE] });
  });
}
