// React's CommonJS modules in the shipped bundle, wrapped for eager compiling
// (src/builder/eager-compile.ts), checked on real esbuild output rather than a copied string,
// so that a new esbuild whose helper no longer matches fails here.
import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compileCommonJsEagerly } from '../../src/builder/eager-compile';
import { ROOT } from '../helpers/env';

const bundle = async (contents: string, minify = true) => {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: ROOT }, bundle: true, minify, format: 'esm', write: false, metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const commonJs = Object.values(result.metafile.inputs).filter((input) => input.format === 'cjs').length;
  return { js: result.outputFiles[0]!.text, commonJs };
};
const run = (js: string) => import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
// A module function handed to the helper in parentheses: `h((e=>{` or `h(((e,t)=>{`.
const wrapped = (js: string) => js.match(/\b[\w$]+\(\((?:[\w$]+|\([\w$,]*\))=>\{/g) ?? [];

const eager = suite('eager compile');

eager('should put the function of every CommonJS module in parentheses, and nothing else', async () => {
  const { js, commonJs } = await bundle("export { createElement } from 'react'; export { renderToString } from 'react-dom/server.browser';");
  assert.ok(commonJs >= 3, `react, react-dom and their entries are CommonJS (${commonJs})`);
  const out = await compileCommonJsEagerly(js);
  assert.is(wrapped(out).length, commonJs, 'one pair of parentheses for each module');
  assert.is(out.length, js.length + 2 * commonJs, 'two characters a module, and no others');
});

eager('should leave what the bundle does unchanged', async () => {
  const { js } = await bundle("import { createElement } from 'react'; import { renderToString } from 'react-dom/server.browser'; export const html = renderToString(createElement('p', { title: 'a<b' }, 'x'));");
  assert.is((await run(js)).html, '<p title="a&lt;b">x</p>');
  assert.is((await run(await compileCommonJsEagerly(js))).html, '<p title="a&lt;b">x</p>');
});

eager('should wrap a bundle once, however often it is given, and leave one without CommonJS, or not minified, as it is', async () => {
  const { js } = await bundle("export { createElement } from 'react';");
  const once = await compileCommonJsEagerly(js);
  assert.is.not(once, js);
  assert.is(await compileCommonJsEagerly(once), once);
  const esm = await bundle('export const f = (a) => a + 1; export const g = (h) => h(() => 2);');
  assert.is(esm.commonJs, 0);
  assert.is(await compileCommonJsEagerly(esm.js), esm.js);
  // Unminified, esbuild calls each module a method of an object: nothing a parenthesis helps.
  const dev = await bundle("export { createElement } from 'react';", false);
  assert.is(await compileCommonJsEagerly(dev.js), dev.js);
});

eager.run();
