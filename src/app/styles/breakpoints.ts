// The widths at which the layout changes, named once. A media query cannot read a custom
// property, so the CSS writes `@media (--tablet)` and the build puts the width in
// (src/builder/media-css.ts); the images' `sizes` are made from the same widths.

// The two the browser's code needs on their own (the images' `sizes`), so its bundle does not
// carry the whole table.
/** A desktop: the hero's art beside the text, three project columns, the roomy bar. */
export const DESKTOP_PX = 1024;
/** Two columns of cards (projects, studies) and the job's dates beside its title. */
export const COLUMNS_PX = 640;

export const BREAKPOINTS = {
  /** The contact cards' narrowest phones: their icons step aside. */
  'phone-xs': 340,
  /** The contact cards on a small phone. */
  'phone-s': 400,
  /** A phone: buttons stacked, the toast full width, the bar its tallest without JavaScript. */
  phone: 480,
  columns: COLUMNS_PX,
  /** A tablet: larger section headers, the footer in columns, the larger portrait. */
  tablet: 768,
  /** The navigation's links in the bar instead of the menu. */
  bar: 800,
  /** The contact section's two columns. */
  split: 900,
  /** About's two columns. */
  about: 960,
  desktop: DESKTOP_PX,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media condition of a width and up: `(min-width: 768px)`. */
export const from = (name: Breakpoint) => `(min-width: ${BREAKPOINTS[name]}px)`;
/** The media condition of the widths under one: `(max-width: 767px)`. */
export const below = (name: Breakpoint) => `(max-width: ${BREAKPOINTS[name] - 1}px)`;
