// The print rules are written beside the screen rules they change, in each component's
// module, but the bundle orders modules by import, so a later module's screen rule of the
// same weight would win over an earlier module's print rule (the hero's scroll arrow printed,
// as the icon button's `display: grid` came after the hero's `display: none`). Gathered into
// one `@media print` block at the end, the print rules always come last.
//
// They stay in the inline stylesheet, so a tool that prints to PDF at `load` has them. (As a
// linked media="print" stylesheet, once the boot script added it after the first paint, a
// print at `load` got the screen layout; linked plainly, it cost a request that Lighthouse's
// simulated LCP counts: 1.15× the bare page became 1.30× on `/`.)

const PRINT_BLOCK = /^@media\s+print\s*\{/;

/** The stylesheet with every top-level `@media print` block moved into one at its end. */
export function printRulesLast(css: string): string {
  const { screen, print } = splitPrintCss(css);
  return print.trim() ? `${screen}@media print{${print}}` : screen;
}

/**
 * Splits a stylesheet into its rules for screens and the contents of its top-level
 * `@media print { … }` blocks. Braces inside strings and comments are not structure.
 */
export function splitPrintCss(css: string): { screen: string; print: string } {
  let screen = '';
  let print = '';
  let at = 0;
  while (at < css.length) {
    const start = nextPrintBlock(css, at);
    if (start === -1) break;
    const open = css.indexOf('{', start);
    const close = matchingBrace(css, open);
    screen += css.slice(at, start);
    print += css.slice(open + 1, close);
    at = close + 1;
  }
  screen += css.slice(at);
  return { screen, print };
}

/** Index of the next `@media print {` at the top level, from `from`; -1 if none. */
function nextPrintBlock(css: string, from: number): number {
  return scan(css, from, (i, depth) => depth === 0 && css[i] === '@' && PRINT_BLOCK.test(css.slice(i, i + 32)));
}

function matchingBrace(css: string, open: number): number {
  const close = scan(css, open, (i, depth) => css[i] === '}' && depth === 0);
  if (close === -1) throw new Error(`Unclosed @media print block at character ${open}`);
  return close;
}

/**
 * The first index from `from` where `found(index, depth)` holds, -1 if none; strings and
 * comments are skipped, and depth counts the braces open before `from`'s position (a "}"
 * is seen at the depth it closes back to).
 */
function scan(css: string, from: number, found: (index: number, depth: number) => boolean): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") i = endOfString(css, i);
    else if (char === '/' && css[i + 1] === '*') i = endOfComment(css, i);
    else {
      if (char === '}') depth--;
      if (found(i, depth)) return i;
      if (char === '{') depth++;
    }
  }
  return -1;
}

function endOfString(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[quote]) return i;
  }
  throw new Error(`Unclosed string at character ${quote}`);
}

function endOfComment(css: string, start: number): number {
  const end = css.indexOf('*/', start + 2);
  if (end === -1) throw new Error(`Unclosed comment at character ${start}`);
  return end + 1;
}
