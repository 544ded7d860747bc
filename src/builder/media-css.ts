// Puts the named breakpoints (src/app/styles/breakpoints.ts) into the stylesheet's media
// queries: `@media (--tablet)` becomes `@media (min-width:768px)`, `(--below-tablet)`
// `(max-width:767px)`. Browsers do not know custom media yet (Media Queries 5's
// @custom-media), and esbuild passes such a query through untouched, so the build does it
// once, on the bundled stylesheet (build.mjs, buildInlineCode).

import { below, BREAKPOINTS, from, type Breakpoint } from '../app/styles/breakpoints';

const NAMED = /\(\s*--(below-)?([a-z][a-z0-9-]*)\s*\)/g;

/** The stylesheet with every named breakpoint in a media query replaced by its width. */
export function resolveBreakpoints(css: string): string {
  return css.replace(/@media[^{;]*/g, (prelude) =>
    prelude.replace(NAMED, (_, isBelow: string | undefined, name: string) => {
      if (!Object.hasOwn(BREAKPOINTS, name)) {
        throw new Error(`@media (--${isBelow ?? ''}${name}): no breakpoint "${name}" in src/app/styles/breakpoints.ts (${Object.keys(BREAKPOINTS).join(', ')})`);
      }
      return isBelow ? below(name as Breakpoint) : from(name as Breakpoint);
    }),
  );
}
