// The one source of headers (src/server/headers.ts) and what is made from it for hosts
// (src/builder/deploy-configs.ts), without a build. The nginx block run for real is
// build/nginx.test.ts's, the Pages build's <meta> CSP build/subpath.test.ts's, and the
// caching the preview server sends build/server.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nginxConfig } from '../../src/builder/deploy-configs';
import { contentTypeOf, formatHeadersFile, headerRules, headersFor, isPublicFile, parseHeadersFile, responseHeaders } from '../../src/server/headers';
import type { HeaderRule as Rule } from '../../src/server/headers';
const HASHES = { scriptHashes: ['c2NyaXB0'], styleHashes: ['c3R5bGU=', 'bW9yZQ=='] };
const rules = headerRules({ ...HASHES, basePath: '/' });
const subRules = headerRules({ ...HASHES, basePath: '/portfolio/' });

const test = suite('headers and host configs');

test('should allow inline code by hash only', () => {
  const csp = responseHeaders(rules, '/')['Content-Security-Policy'] ?? '';
  assert.match(csp, /script-src 'self' 'sha256-c2NyaXB0'(;|$)/);
  assert.match(csp, /style-src 'self' 'sha256-c3R5bGU=' 'sha256-bW9yZQ=='(;|$)/);
  assert.not.match(csp, /unsafe-inline|unsafe-eval|\*/);
});

test('should never name one header in two rules that match one path (Netlify and Cloudflare would join the values)', () => {
  for (const path of ['/', '/assets/x.js', '/blogs/index.html']) {
    const matching = rules.filter((rule) => Object.keys(headersFor([rule], path)).length > 0);
    const names = matching.flatMap((rule) => Object.keys(rule.headers));
    assert.equal(names, [...new Set(names)], path);
  }
});

test('should read back from `_headers` exactly as written', () => {
  assert.equal(parseHeadersFile(formatHeadersFile(rules)), rules);
  assert.throws(() => parseHeadersFile('/*\n  not a header line'), /line 2/);
});

test('should keep dotfiles, _headers and precompressed siblings out of the site', () => {
  for (const file of ['.nginx.conf', 'assets/.hidden', '_headers', 'index.html.br', 'assets/client-ABC.js.gz']) assert.not.ok(isPublicFile(file), file);
  for (const file of ['index.html', 'blogs/index.html', 'assets/client-ABC.js', 'assets/_headers', 'resume.pdf', '.well-known/security.txt', '.well-known/acme-challenge/TOKEN']) assert.ok(isPublicFile(file), file);
  for (const file of ['.well-known/.private', '.well-known/a/.b', '.well-known/security.txt.gz', 'x/.well-known/y']) assert.not.ok(isPublicFile(file), file);
});

test('should name the media type by extension or, for the feeds, by path, and never let a browser guess', () => {
  const rows = [
    ['index.html', 'text/html; charset=utf-8'], ['assets/client-ABC.js', 'text/javascript; charset=utf-8'], ['assets/img/HERO.AVIF', 'image/avif'],
    ['blogs/feed.xml', 'application/atom+xml; charset=utf-8'], ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['notes.unknownext', 'application/octet-stream'], ['Makefile', 'application/octet-stream'],
  ];
  for (const [file, type] of rows) assert.is(contentTypeOf(file!), type, file);
  assert.equal(headersFor(subRules, '/portfolio/blogs/feed.json'), { ...headersFor(subRules, '/portfolio/'), 'Content-Type': 'application/feed+json; charset=utf-8' });
});

test('nginx: should refuse a header value it would read as a variable', () => {
  const dollar: Rule[] = [{ pattern: '/*', headers: { 'X-Price': '$5' } }];
  assert.throws(() => nginxConfig({ rules: dollar, basePath: '/' }), /variable/);
});

test.run();
