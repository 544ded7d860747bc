// Every declaration the site ships is one Chromium accepts. A browser drops a declaration it
// cannot parse without a word, and one that holds var() is only judged once the variables are
// filled in, after the page is styled: the hero's wash, `radial-gradient(ellipse min(480px, 62%)
// 400px …)`, was dropped so from 640 px there was none, and nothing said so. Here each
// declaration of the shipped stylesheet is given to CSS.supports() with its variables filled in
// as each theme fills them.
import * as assert from 'uvu/assert';
import { THEME_ATTRIBUTE } from '../../src/app/theme/theme';
import { browserSuite, visit } from '../helpers/browser';

interface Declaration {
  property: string;
  value: string;
}

/**
 * The declarations of a (minified) stylesheet, in order: every `property: value` inside a
 * block, nested at-rules included. Braces, semicolons and colons inside strings or brackets
 * do not count.
 */
function declarationsOf(css: string): Declaration[] {
  const found: Declaration[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const take = (end: number) => {
    const text = css.slice(start, end).trim();
    const colon = text.indexOf(':');
    // A selector or an at-rule's prelude comes before "{", never before ";" or "}".
    if (colon > 0 && !text.startsWith('@')) found.push({ property: text.slice(0, colon).trim(), value: text.slice(colon + 1).trim() });
  };
  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    if (quote) {
      if (char === quote && css[i - 1] !== '\\') quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && char === '{') start = i + 1;
    else if (depth === 0 && (char === ';' || char === '}')) {
      take(i);
      start = i + 1;
    }
  }
  return found;
}

const css = browserSuite('css :: every declaration is valid');

css('should find the declarations of nested rules, strings and brackets left whole', () => {
  assert.equal(declarationsOf('@media (min-width:1px){a:hover,b[x="{;}"]{color:red;background:url("a;b")}}:root{--x:1}'), [
    { property: 'color', value: 'red' },
    { property: 'background', value: 'url("a;b")' },
    { property: '--x', value: '1' },
  ]);
});

css('should ship only declarations Chromium accepts, with each theme\'s variables filled in', async () => {
  for (const theme of ['dark', 'light'] as const) {
    const v = await visit('/', { width: 1280 });
    await v.page.evaluate(([key, value]) => (document.documentElement.dataset[key!] = value), [THEME_ATTRIBUTE, theme]);
    const stylesheet = await v.page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n'));
    const declarations = declarationsOf(stylesheet);
    assert.ok(declarations.length > 300, `only ${declarations.length} declarations found`);
    const rejected = await v.page.evaluate((list) => {
      const root = getComputedStyle(document.documentElement);
      // A variable set on an element (not :root) is taken from its declaration in the sheet.
      const declared = new Map(list.filter((d) => d.property.startsWith('--')).map((d) => [d.property, d.value]));
      const fill = (value: string, depth = 0): string =>
        depth > 8
          ? value
          : value.replace(/var\((--[\w-]+)(?:,([^()]*(?:\([^()]*\))?[^()]*))?\)/g, (_, name: string, fallback?: string) =>
              fill(root.getPropertyValue(name).trim() || declared.get(name) || fallback?.trim() || `var(${name})`, depth + 1),
            );
      return list
        .filter((d) => !d.property.startsWith('--'))
        // A prefixed property Chromium does not have at all is for another engine (Safari's -webkit-backdrop-filter).
        .filter((d) => !d.property.startsWith('-') || CSS.supports(d.property, 'inherit'))
        .map((d) => ({ ...d, filled: fill(d.value.replace(/\s*!important$/, '')) }))
        .filter((d) => !CSS.supports(d.property, d.filled))
        .map((d) => `${d.property}: ${d.value}  →  ${d.filled}`);
    }, declarations);
    assert.equal(rejected, [], theme);
    await v.context.close();
  }
});

css.run();
