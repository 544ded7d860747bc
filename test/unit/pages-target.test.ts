// Where GitHub Pages serves the site, from person.siteUrl (src/server/pages-target.ts): the
// base path the workflow builds for and the custom domain it names in CNAME.
// test/build/pages-target.test.ts runs the command that reads it from the content.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as pagesTargetModule from '../../src/builder/pages-target';

const { pagesTarget } = pagesTargetModule;

const exports = suite('exports');
exports('should expose pagesTarget', () => {
  assert.type(pagesTargetModule.pagesTarget, 'function');
});
exports.run();

// ---

const target = suite('pagesTarget');

target('should build a custom domain for / and name it in CNAME', () => {
  assert.equal(pagesTarget('https://sofia.dev'), { basePath: '/', cname: 'sofia.dev' });
  assert.equal(pagesTarget('https://www.sofia.dev/', 'sofia/portfolio'), { basePath: '/', cname: 'www.sofia.dev' });
});

target('should build a project site on github.io for /<repository>/ and a user site for /, without CNAME', () => {
  assert.equal(pagesTarget('https://sofia.github.io/portfolio'), { basePath: '/portfolio/', cname: null });
  assert.equal(pagesTarget('https://sofia.github.io/portfolio/', 'sofia/portfolio'), { basePath: '/portfolio/', cname: null });
  assert.equal(pagesTarget('https://sofia.github.io'), { basePath: '/', cname: null });
  assert.equal(pagesTarget('https://sofia.github.io/', 'Sofia/sofia.github.io'), { basePath: '/', cname: null });
});

target('should build a project site under the user site\'s own domain for its path, without a CNAME of its own', () => {
  assert.equal(pagesTarget('https://sofia.dev/portfolio', 'sofia/portfolio'), { basePath: '/portfolio/', cname: null });
});

target('should refuse a github.io address that is not the repository\'s', () => {
  assert.throws(() => pagesTarget('https://sofia.github.io/portfolio', 'sofia/site'), /GitHub Pages serves the repository sofia\/site at https:\/\/sofia\.github\.io\/site\//);
  assert.throws(() => pagesTarget('https://sofia.github.io', 'sofia/portfolio'), /at https:\/\/sofia\.github\.io\/portfolio\//);
  assert.throws(() => pagesTarget('https://alex.github.io/portfolio', 'sofia/portfolio'), /sofia\.github\.io/);
});

target('should publish an example address (the sample\'s) at the repository\'s own Pages address, with a warning, never in CNAME', () => {
  const sample = pagesTarget('https://portfolio.example.com', 'sofia/portfolio');
  assert.equal({ ...sample, warning: undefined }, { basePath: '/portfolio/', cname: null, warning: undefined });
  assert.match(String(sample.warning), /example name: published at https:\/\/sofia\.github\.io\/portfolio\/ for now; set person\.siteUrl/);
  for (const name of ['https://me.example', 'https://site.test', 'https://example.org']) assert.is(pagesTarget(name, 'sofia/portfolio').cname, null, name);
  assert.throws(() => pagesTarget('https://portfolio.example.com'), /an example name; set person\.siteUrl/);
});

target('should refuse what is not an https address', () => {
  for (const value of ['http://sofia.dev', 'sofia.dev', '']) assert.throws(() => pagesTarget(value), /must be the https:\/\/ address/, value);
});

target.run();
