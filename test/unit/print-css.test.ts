// Gathering the print rules at the end of the stylesheet (src/builder/print-css.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { printRulesLast, splitPrintCss } from '../../src/builder/print-css';

const split = suite('print css :: split');

split('should move every top-level @media print block, unwrapped, and keep the rest in order', () => {
  const css = '.a{color:red}@media print{.a{color:#000}.b{display:none}}.c{margin:0}@media print{.c{margin:1pt}}';
  assert.equal(splitPrintCss(css), { screen: '.a{color:red}.c{margin:0}', print: '.a{color:#000}.b{display:none}.c{margin:1pt}' });
});

split('should leave other media queries and print inside them alone', () => {
  const css = '@media (min-width:40em){.a{top:0}}@media print and (min-width:10cm){.b{top:0}}@supports (display:grid){@media print{.c{top:0}}}';
  assert.equal(splitPrintCss(css), { screen: css, print: '' });
});

split('should read braces in strings and comments as text', () => {
  const css = '.q::before{content:"}{"}/* @media print{ */@media print{.q::after{content:\'}\'}}.z{top:0}';
  assert.equal(splitPrintCss(css), { screen: '.q::before{content:"}{"}/* @media print{ */.z{top:0}', print: ".q::after{content:'}'}" });
});

split('should accept unminified CSS', () => {
  assert.equal(splitPrintCss('.a { top: 0 }\n@media print {\n  .a { top: 1pt }\n}\n'), { screen: '.a { top: 0 }\n\n', print: '\n  .a { top: 1pt }\n' });
});

split('should say where a block is left open', () => {
  assert.throws(() => splitPrintCss('.a{top:0}@media print{.a{top:1pt}'), /Unclosed @media print block at character 21/);
});

split.run();

// ---

const last = suite('print css :: last');

last('should put every print rule after every screen rule, in one block, in their order', () => {
  const css = '.a{display:none}@media print{.a{display:block}}.b{display:grid}@media print{.b{display:none}}';
  assert.is(printRulesLast(css), '.a{display:none}.b{display:grid}@media print{.a{display:block}.b{display:none}}');
});

last('should leave a stylesheet without print rules as it is', () => {
  assert.is(printRulesLast('.a{top:0}@media (min-width:40em){.a{top:1px}}'), '.a{top:0}@media (min-width:40em){.a{top:1px}}');
});

last.run();
