// When each project card starts to fade in: 0 s to 1 s in 0.2 s steps, from its place, so an
// owner reorders cards without touching a number; from the seventh on, with the sixth.

export const CARD_DELAY_MAX_S = 1; // the sixth card's delay, and every later card's
export const CARD_DELAY_STEPS = 5; // 0 s to 1 s in 0.2 s steps
export const CARD_DELAY_STEP_S = CARD_DELAY_MAX_S / CARD_DELAY_STEPS; // 0.2 s

/** The fade-in delay in seconds of the card at `index` (0-based): 0, 0.2, 0.4 … 1, 1, 1. */
export function cardDelay(index: number): number {
  // Divided last, so 3 steps are 0.6 s and not 0.6000000000000001 (3 × 0.2): it is written into HTML and CSS.
  return (Math.min(index, CARD_DELAY_STEPS) * CARD_DELAY_MAX_S) / CARD_DELAY_STEPS;
}
