// Where GitHub Pages serves the site, from person.siteUrl (src/builder/pages-target.ts): the
// base path the workflow builds for and the custom domain it names in CNAME.
// test/build/pages-target.test.ts runs the command that reads it from the content.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagesTarget } from '../../src/builder/pages-target';

const target = suite('pagesTarget');

target('should build a custom domain for / named in CNAME, a github.io project site for /<repository>/, a user site and a project under its domain without one', () => {
  const rows: [string, string | undefined, { basePath: string; cname: string | null }][] = [
    ['https://sofia.dev', undefined, { basePath: '/', cname: 'sofia.dev' }],
    ['https://www.sofia.dev/', 'sofia/portfolio', { basePath: '/', cname: 'www.sofia.dev' }],
    ['https://sofia.github.io/portfolio', undefined, { basePath: '/portfolio/', cname: null }],
    ['https://sofia.github.io/portfolio/', 'sofia/portfolio', { basePath: '/portfolio/', cname: null }],
    ['https://sofia.github.io', undefined, { basePath: '/', cname: null }],
    ['https://sofia.github.io/', 'Sofia/sofia.github.io', { basePath: '/', cname: null }],
    ['https://sofia.dev/portfolio', 'sofia/portfolio', { basePath: '/portfolio/', cname: null }],
  ];
  for (const [siteUrl, repository, expected] of rows) assert.equal(pagesTarget(siteUrl, repository), expected, siteUrl);
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
