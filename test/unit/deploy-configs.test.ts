// The one source of headers (src/server/headers.ts) and what is made from it for hosts
// (src/server/deploy-configs.ts). test/build/nginx.test.ts runs the nginx block for real;
// these check the properties each host relies on, without a build.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as configs from '../../src/builder/deploy-configs';
import * as headers from '../../src/server/headers';
import type { HeaderRule as Rule } from '../../src/server/headers';

const { nginxConfig, pagesMetaTags } = configs;
const { contentTypeOf, formatHeadersFile, headerRules, headersFor, IMMUTABLE, isPublicFile, parseHeadersFile, responseHeaders, REVALIDATE } = headers;
const HASHES = { scriptHashes: ['c2NyaXB0'], styleHashes: ['c3R5bGU=', 'bW9yZQ=='] };
const rules = headerRules({ ...HASHES, basePath: '/' });
const subRules = headerRules({ ...HASHES, basePath: '/portfolio/' });

const exports = suite('exports');
exports('should expose the rules, their formats and the host configs', () => {
  for (const name of ['headerRules', 'formatHeadersFile', 'parseHeadersFile', 'headersFor', 'responseHeaders', 'contentTypeOf', 'isPublicFile']) {
    assert.type(headers[name as keyof typeof headers], 'function', name);
  }
  for (const name of ['nginxConfig', 'pagesMetaTags']) assert.type(configs[name as keyof typeof configs], 'function', name);
});
exports.run();

// ---

const rulesSuite = suite('headerRules');

rulesSuite('should allow inline code by hash only', () => {
  const csp = responseHeaders(rules, '/')['Content-Security-Policy'] ?? '';
  assert.match(csp, /script-src 'self' 'sha256-c2NyaXB0'(;|$)/);
  assert.match(csp, /style-src 'self' 'sha256-c3R5bGU=' 'sha256-bW9yZQ=='(;|$)/);
  assert.not.match(csp, /unsafe-inline|unsafe-eval|\*/);
});

rulesSuite('should cache hashed assets for a year and everything else with revalidation', () => {
  assert.is(responseHeaders(rules, '/assets/client-ABC.js')['Cache-Control'], IMMUTABLE);
  assert.is(responseHeaders(subRules, '/portfolio/assets/client-ABC.js')['Cache-Control'], IMMUTABLE);
  for (const path of ['/', '/blogs', '/404.html', '/resume.pdf', '/assetsX/a.js']) assert.is(responseHeaders(rules, path)['Cache-Control'], REVALIDATE, path);
});

rulesSuite('should never name one header in two rules that match one path (Netlify and Cloudflare would join the values)', () => {
  for (const path of ['/', '/assets/x.js', '/blogs/index.html']) {
    const matching = rules.filter((rule) => Object.keys(headersFor([rule], path)).length > 0);
    const names = matching.flatMap((rule) => Object.keys(rule.headers));
    assert.equal(names, [...new Set(names)], path);
  }
});

rulesSuite('should read back from `_headers` exactly as written', () => {
  assert.equal(parseHeadersFile(formatHeadersFile(rules)), rules);
  assert.throws(() => parseHeadersFile('/*\n  not a header line'), /line 2/);
});

rulesSuite.run();

// ---

const files = suite('isPublicFile and contentTypeOf');

files('should keep dotfiles, _headers and precompressed siblings out of the site', () => {
  for (const file of ['.nginx.conf', 'assets/.hidden', '_headers', 'index.html.br', 'assets/client-ABC.js.gz']) assert.not.ok(isPublicFile(file), file);
  for (const file of ['index.html', 'blogs/index.html', 'assets/client-ABC.js', 'assets/_headers', 'resume.pdf', '.well-known/security.txt', '.well-known/acme-challenge/TOKEN']) assert.ok(isPublicFile(file), file);
  for (const file of ['.well-known/.private', '.well-known/a/.b', '.well-known/security.txt.gz', 'x/.well-known/y']) assert.not.ok(isPublicFile(file), file);
});

files('should name the media type by extension, and never let a browser guess', () => {
  assert.is(contentTypeOf('index.html'), 'text/html; charset=utf-8');
  assert.is(contentTypeOf('assets/client-ABC.js'), 'text/javascript; charset=utf-8');
  assert.is(contentTypeOf('assets/img/HERO.AVIF'), 'image/avif');
  assert.is(contentTypeOf('notes.unknownext'), 'application/octet-stream');
  assert.is(contentTypeOf('Makefile'), 'application/octet-stream');
});

files.run();

// ---

const nginx = suite('nginxConfig');

/** add_header lines of the location block opened by `opening`, as a name → value record. */
function headersOfLocation(config: string, opening: string): Record<string, string> {
  const start = config.indexOf(`${opening} {`);
  assert.ok(start >= 0, `no "${opening}" block`);
  const end = config.indexOf('\n  location', start + opening.length);
  const body = config.slice(start, end < 0 ? undefined : end);
  return Object.fromEntries([...body.matchAll(/^ {2,4}add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]));
}

nginx('should send every header of the rules from every location, errors included ("always")', () => {
  const config = nginxConfig({ rules, basePath: '/' });
  assert.equal(headersOfLocation(config, 'location /'), responseHeaders(rules, '/'));
  assert.equal(headersOfLocation(config, '  location /assets/'), responseHeaders(rules, '/assets/'));
  assert.not.match(config, /add_header (?!.*always;$)/m, 'an add_header without "always" is dropped from 404s');
});

nginx('should serve pages, the 404 page with 404 and 400, and 405 for other methods', () => {
  const config = nginxConfig({ rules, basePath: '/' });
  assert.match(config, /try_files \$uri \$uri\/index\.html =404;/);
  assert.match(config, /error_page 404 \/404\.html;/);
  assert.match(config, /error_page 400 \/404\.html;/);
  assert.match(config, /add_header Allow "GET, HEAD" always;\n\s+return 405 /);
  assert.match(config, /location ~ \(\^\|\/\)\\\.\|\\\.\(br\|gz\)\$ \{ return 404; \}/);
  assert.match(config, /brotli_static on;\n\s+gzip_static on;/);
  assert.match(config, /^\s+disable_symlinks on;$/m, 'nginx must not follow links out of the root');
});

nginx('should keep a base-path site under its base and send the bare base on', () => {
  const config = nginxConfig({ rules: subRules, basePath: '/portfolio/' });
  const locations = [...config.matchAll(/^\s*location (?:= |~ |\^~ )?(\S+)/gm)].map((m) => m[1]!);
  assert.equal(locations, ['/portfolio', '/portfolio/', '/portfolio/assets/', '/portfolio/blogs/feed.xml', '/portfolio/blogs/feed.json', '/portfolio/.well-known/', '^/portfolio/\\.well-known/(.*/)?\\.|\\.(br|gz)$', '(^|/)\\.|\\.(br|gz)$', '/portfolio/_headers', '@portfolio_method_not_allowed']);
  assert.match(config, /location = \/portfolio \{\n[\s\S]*?\n {2}return 301 \/portfolio\/\$is_args\$args;\n\}/);
  assert.match(config, /error_page 404 \/portfolio\/404\.html;/);
});

nginx('should type the feeds by their path, once, as `_headers` does', () => {
  const config = nginxConfig({ rules: subRules, basePath: '/portfolio/' });
  const block = /location = \/portfolio\/blogs\/feed\.xml \{\n([\s\S]*?)\n {2}\}/.exec(config)?.[1] ?? '';
  assert.match(block, /types \{ \}\n\s+default_type application\/atom\+xml;\n\s+charset_types application\/atom\+xml;/);
  assert.not.match(config, /add_header Content-Type/, 'a second Content-Type');
  assert.equal(headersFor(subRules, '/portfolio/blogs/feed.json'), { ...headersFor(subRules, '/portfolio/'), 'Content-Type': 'application/feed+json; charset=utf-8' });
  assert.is(contentTypeOf('blogs/feed.xml'), 'application/atom+xml; charset=utf-8');
  assert.is(contentTypeOf('sitemap.xml'), 'application/xml; charset=utf-8');
});

nginx('should refuse a header value nginx would read as a variable', () => {
  const dollar: Rule[] = [{ pattern: '/*', headers: { 'X-Price': '$5' } }];
  assert.throws(() => nginxConfig({ rules: dollar, basePath: '/' }), /variable/);
});

nginx.run();

// ---

const meta = suite('pagesMetaTags');

meta('should carry the CSP without what <meta> cannot, and the referrer policy', () => {
  const tags = pagesMetaTags({ rules: subRules, basePath: '/portfolio/' });
  const csp = responseHeaders(subRules, '/portfolio/')['Content-Security-Policy'] ?? '';
  assert.ok(csp.includes("frame-ancestors 'none'"));
  assert.ok(tags.includes(`<meta http-equiv="Content-Security-Policy" content="${csp.replace("; frame-ancestors 'none'", '')}">`), tags);
  assert.ok(tags.includes('<meta name="referrer" content="strict-origin-when-cross-origin">'));
});

meta.run();
