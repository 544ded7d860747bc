// `@media (--tablet)` becomes `@media (min-width:768px)`, `(--below-tablet)` `(max-width:767px)`,
// from src/app/styles/breakpoints.ts: browsers know no custom media yet, and esbuild leaves them.

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
