// The wash behind the hero's text (Hero.module.css): a veil of the page's own colour between
// the owner's picture and the text. The picture can be anything, so the wash's opacity is the
// least at which every hero text colour keeps its WCAG ratio over the worst pixel any picture
// can put under it, pure black or pure white, shown at the art's own opacity (--hero-art).
// (Measuring the owner's picture instead gains little: the sample's own art, by its brightest
// and darkest pixels, would allow a wash only 0.02 lighter in the dark theme.)

import { AA_LARGE, AA_TEXT, contrast, over } from './contrast';
import type { Rgb } from './oklch';

/** The colours the hero writes in, and the ratio each needs: the name is large text in the gradient. */
export const HERO_TEXT = { text: AA_TEXT, 'text-muted': AA_TEXT, accent: AA_TEXT, 'accent-2': AA_LARGE } as const;
export type HeroColours = Record<keyof typeof HERO_TEXT | 'bg' | 'hero-art', string>;

const EXTREMES: Rgb[] = [
  [0, 0, 0],
  [1, 1, 1],
];
/** The wash's opacity is found to this precision (and rounded up to it). */
const WASH_STEP = 0.01;
/**
 * The ratios are met with this much to spare: the screen rounds every blend to 8 bits, and
 * the wash's blurred edge (Hero.module.css) leaves it at 99.4 % of its opacity at the text's
 * edge. Measured by pixels, muted text over white fell to 4.49:1 without it.
 */
const HEADROOM = 1.02;

/** The weakest ratio any hero text colour has over any picture under a wash of this opacity. */
export function weakestHeroContrast(colours: HeroColours, wash: number): { colour: keyof typeof HERO_TEXT; ratio: number; needs: number } {
  const art = Number(colours['hero-art']);
  // Compositing is monotonic in every channel, and luminance too, so no pixel lands outside these two.
  const grounds = EXTREMES.map((pixel) => over(colours.bg, wash, over(pixel, art, colours.bg)));
  const all = (Object.keys(HERO_TEXT) as (keyof typeof HERO_TEXT)[]).flatMap((colour) =>
    grounds.map((ground) => ({ colour, ratio: contrast(colours[colour], ground), needs: HERO_TEXT[colour] })),
  );
  return all.reduce((worst, pair) => (pair.ratio / pair.needs < worst.ratio / worst.needs ? pair : worst));
}

/** The least opacity of the wash at which every hero text colour keeps its ratio over any picture. */
export function heroWash(colours: HeroColours): number {
  for (let steps = 0; steps * WASH_STEP <= 1; steps++) {
    const wash = Math.round(steps * WASH_STEP * 100) / 100;
    const weakest = weakestHeroContrast(colours, wash);
    // An opaque wash is the page itself, where the palette already holds AA exactly.
    if (weakest.ratio >= weakest.needs * (wash < 1 ? HEADROOM : 1)) return wash;
  }
  // A wash of the page's own colour always passes when the colours pass on the page itself.
  throw new Error(`the hero's ${weakestHeroContrast(colours, 1).colour} does not reach its ratio even on the plain page`);
}
