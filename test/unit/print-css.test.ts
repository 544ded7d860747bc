// Gathering the print rules at the end of the stylesheet (src/builder/print-css.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { printRulesLast, splitPrintCss } from '../../src/builder/print-css';

const split = suite('print css');

split('should move every top-level @media print block, unwrapped, and leave the rest as it was', () => {
  const rows: [string, string, { screen: string; print: string }][] = [
    ['blocks moved, the rest in order', '.a{color:red}@media print{.a{color:#000}.b{display:none}}.c{margin:0}@media print{.c{margin:1pt}}',
      { screen: '.a{color:red}.c{margin:0}', print: '.a{color:#000}.b{display:none}.c{margin:1pt}' }],
    ['other media queries, and print inside them, left alone', '@media (min-width:40em){.a{top:0}}@media print and (min-width:10cm){.b{top:0}}@supports (display:grid){@media print{.c{top:0}}}',
      { screen: '@media (min-width:40em){.a{top:0}}@media print and (min-width:10cm){.b{top:0}}@supports (display:grid){@media print{.c{top:0}}}', print: '' }],
    ['braces in strings and comments read as text', '.q::before{content:"}{"}/* @media print{ */@media print{.q::after{content:\'}\'}}.z{top:0}',
      { screen: '.q::before{content:"}{"}/* @media print{ */.z{top:0}', print: ".q::after{content:'}'}" }],
    ['unminified CSS', '.a { top: 0 }\n@media print {\n  .a { top: 1pt }\n}\n', { screen: '.a { top: 0 }\n\n', print: '\n  .a { top: 1pt }\n' }],
  ];
  for (const [what, css, expected] of rows) assert.equal(splitPrintCss(css), expected, what);
  assert.throws(() => splitPrintCss('.a{top:0}@media print{.a{top:1pt}'), /Unclosed @media print block at character 21/);
});

split('should put every print rule after every screen rule, in one block, in their order; a stylesheet without any as it is', () => {
  const css = '.a{display:none}@media print{.a{display:block}}.b{display:grid}@media print{.b{display:none}}';
  assert.is(printRulesLast(css), '.a{display:none}.b{display:grid}@media print{.a{display:block}.b{display:none}}');
  assert.is(printRulesLast('.a{top:0}@media (min-width:40em){.a{top:1px}}'), '.a{top:0}@media (min-width:40em){.a{top:1px}}');
});

split.run();
