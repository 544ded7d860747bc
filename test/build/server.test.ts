// `npm start` answers like a good static host (BRIEF §12): the pages with 200, the 404 page
// with 404, strict security headers and the right caching on every response, ETag/304,
// brotli and gzip by Accept-Encoding, 405 for other methods, and bad requests answered with
// the 404 page without ever reading outside dist/.
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, clientScript, HAS_BLOG, PAGES } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { rawRequest, request, type RawResponse } from '../helpers/http';
import { serve, type RunningServer } from '../helpers/serve';
import { setup } from '../helpers/setup';

const site = buildSite();
const notFoundPage = site.read(PAGES.notFound);
const script = clientScript(site.read(PAGES.home));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** What a browser must receive on every response, whatever its status. */
function assertSecurityHeaders({ headers }: RawResponse, label: string) {
  const csp = String(headers['content-security-policy']);
  assert.match(csp, /default-src 'none'/, `${label}: CSP`);
  assert.match(csp, /frame-ancestors 'none'/, `${label}: frame-ancestors`);
  assert.not.match(csp, /unsafe-inline|unsafe-eval/, `${label}: CSP allows unsafe code`);
  assert.is(headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  assert.is(headers['x-frame-options'], 'DENY', `${label}: X-Frame-Options`);
  assert.is(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${label}: Referrer-Policy`);
  assert.match(String(headers['permissions-policy']), /camera=\(\).*microphone=\(\).*geolocation=\(\)/, `${label}: Permissions-Policy`);
}

let server: RunningServer;
const get = (target: string, headers: Record<string, string> = {}) => request(server.url, { target, headers });
const startServer = setup(async () => {
  server = await serve(site.dir);
});
const stopServer = () => server?.close();

// ---

const routes = suite('server :: routes');
routes.before(startServer);
routes.after(stopServer);

routes('should answer /, /blogs and /blogs/ with their pages (the blog\'s 404 for an owner with no posts)', async () => {
  for (const [target, file] of [['/', PAGES.home], ['/blogs', PAGES.blog], ['/blogs/', PAGES.blog], ['/blogs?ref=x', PAGES.blog]] as const) {
    const response = await get(target);
    const page = HAS_BLOG || file !== PAGES.blog;
    assert.is(response.status, page ? 200 : 404, target);
    assert.is(response.headers['content-type'], 'text/html; charset=utf-8', target);
    assert.is(response.body.toString(), page ? site.read(file) : notFoundPage, target);
  }
});

routes('should answer any other path with status 404 and the 404 page', async () => {
  for (const target of ['/nope', '/blogs/x', '/a/b/c?x=1', '/404', '/index', '/blogs/index', '/assets/', '/assets/nope.js', '/%FF']) {
    const response = await get(target);
    assert.is(response.status, 404, target);
    assert.is(response.headers['content-type'], 'text/html; charset=utf-8', target);
    assert.is(response.body.toString(), notFoundPage, target);
  }
});

routes('should serve the résumé as a PDF and scripts as JavaScript', async () => {
  const resume = await get('/resume.pdf');
  assert.is(resume.status, 200);
  assert.is(resume.headers['content-type'], 'application/pdf');
  assert.ok(resume.body.toString('latin1').startsWith('%PDF-'));
  const asset = await get(script);
  assert.is(asset.headers['content-type'], 'text/javascript; charset=utf-8');
});

routes('should resolve "." and ".." inside the site as browsers and nginx do', async () => {
  for (const target of ['/assets/../blogs', '/./blogs/', '//blogs', '/blogs%2F']) {
    const response = await get(target);
    assert.is(response.status, HAS_BLOG ? 200 : 404, target);
    assert.is(response.body.toString(), HAS_BLOG ? site.read(PAGES.blog) : notFoundPage, target);
  }
});

routes.run();

// ---

const headers = suite('server :: headers');
headers.before(startServer);
headers.after(stopServer);

headers('should send the security headers on every response, errors included', async () => {
  const responses: [string, RawResponse][] = [
    ['200 page', await get('/')],
    ['200 asset', await get(script)],
    ['200 résumé', await get('/resume.pdf')],
    ['404', await get('/nope')],
    ['400', await get('/%E0%A4%A')],
    ['405', await request(server.url, { method: 'POST', target: '/' })],
  ];
  const page = responses[0]![1];
  responses.push(['304', await get('/', { 'if-none-match': String(page.headers.etag) })]);
  for (const [label, response] of responses) assertSecurityHeaders(response, label);
  assert.is(responses.at(-1)![1].status, 304);
});

headers('should answer a request without Host, with two, or with one nginx refuses with 400, the 404 page and the site headers', async () => {
  // Node alone answers the first with a bare 400 and lets the others through (nginx: 400 for all).
  const cases = {
    'HTTP/1.1 without Host': 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
    'two Host fields': 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n',
    'Host a..b': 'GET / HTTP/1.1\r\nHost: a..b\r\nConnection: close\r\n\r\n',
    'empty Host': 'GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n',
  };
  for (const [label, raw] of Object.entries(cases)) {
    const response = await rawRequest(server.url, raw);
    assert.is(response.status, 400, label);
    assert.is(response.body.toString(), notFoundPage, label);
    assertSecurityHeaders(response, label);
  }
  const old = await rawRequest(server.url, 'GET / HTTP/1.0\r\n\r\n');
  assert.is(old.status, 200, 'HTTP/1.0 needs no Host');
});

headers('should answer an Expect other than 100-continue like any request, not with a bare 417', async () => {
  const response = await rawRequest(server.url, 'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: bogus\r\nConnection: close\r\n\r\n');
  assert.is(response.status, 200);
  assert.is(response.body.toString(), site.read(PAGES.home));
  assertSecurityHeaders(response, 'Expect: bogus');
});

headers('should cache hashed assets for a year and make everything else revalidate', async () => {
  assert.is((await get(script)).headers['cache-control'], IMMUTABLE);
  for (const target of ['/', '/blogs', '/resume.pdf', '/favicon.svg', '/nope', '/assets/nope.js']) {
    assert.is((await get(target)).headers['cache-control'], REVALIDATE, target);
  }
});

headers.run();

// ---

const conditional = suite('server :: ETag and 304');
conditional.before(startServer);
conditional.after(stopServer);

conditional('should answer a request for an unchanged file with 304, keeping its validators and headers', async () => {
  for (const target of ['/', script]) {
    const first = await get(target, { 'accept-encoding': 'br' });
    assert.ok(first.headers.etag, `${target}: ETag`);
    const again = await get(target, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    assert.is(again.status, 304, target);
    assert.is(again.body.length, 0, target);
    assert.is(again.headers.etag, first.headers.etag, target);
    assert.is(again.headers['cache-control'], first.headers['cache-control'], target);
    assert.is(again.headers.vary, 'Accept-Encoding', target);
  }
});

conditional('should answer 200 with the file when the ETag no longer matches', async () => {
  const response = await get('/', { 'if-none-match': 'W/"1-1"' });
  assert.is(response.status, 200);
  assert.is(response.body.toString(), site.read(PAGES.home));
});

conditional('should never answer the 404 page with 304', async () => {
  const first = await get('/nope');
  const again = await get('/nope', { 'if-none-match': String(first.headers.etag) });
  assert.is(again.status, 404);
  assert.is(again.body.toString(), notFoundPage);
});

conditional.run();

// ---

const compression = suite('server :: compression');
compression.before(startServer);
compression.after(stopServer);

compression('should send the brotli file, else the gzip file, else the plain one, by Accept-Encoding', async () => {
  for (const file of [PAGES.home, PAGES.notFound, script.slice(1)]) {
    const target = file === PAGES.home ? '/' : file === PAGES.notFound ? '/nope' : `/${file}`;
    const plain = site.read(file);
    const br = await get(target, { 'accept-encoding': 'gzip, deflate, br' });
    assert.is(br.headers['content-encoding'], 'br', target);
    assert.is(brotliDecompressSync(br.body).toString(), plain, target);
    assert.ok(br.body.length < plain.length / 3, `${target}: brotli saves little`);
    const gzip = await get(target, { 'accept-encoding': 'gzip' });
    assert.is(gzip.headers['content-encoding'], 'gzip', target);
    assert.is(gunzipSync(gzip.body).toString(), plain, target);
    const identity = await get(target, { 'accept-encoding': 'identity' });
    assert.is(identity.headers['content-encoding'], undefined, target);
    assert.is(identity.body.toString(), plain, target);
    for (const response of [br, gzip, identity]) assert.is(response.headers.vary, 'Accept-Encoding', target);
  }
});

compression.run();

// ---

const methods = suite('server :: methods');
methods.before(startServer);
methods.after(stopServer);

methods('should answer HEAD with the headers of GET and no body', async () => {
  for (const target of ['/', '/nope', script]) {
    const head = await request(server.url, { method: 'HEAD', target, headers: { 'accept-encoding': 'br' } });
    const full = await get(target, { 'accept-encoding': 'br' });
    assert.is(head.status, full.status, target);
    assert.is(head.body.length, 0, target);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'content-security-policy']) {
      assert.is(head.headers[name], full.headers[name], `${target}: ${name}`);
    }
  }
});

methods('should answer every other method with 405 and Allow: GET, HEAD', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const target of ['/', '/nope', script]) {
      const response = await request(server.url, { method, target });
      assert.is(response.status, 405, `${method} ${target}`);
      assert.is(response.headers.allow, 'GET, HEAD', `${method} ${target}`);
      assert.is(response.headers['cache-control'], REVALIDATE, `${method} ${target}`);
    }
  }
});

methods.run();

// ---

const bad = suite('server :: bad requests');
const SECRET = 'the owner keeps this file next to the site, not in it';
let sandbox: string;
bad.before(setup(async () => {
  // A copy of the site with a secret beside it, where "/../secret.txt" would land.
  sandbox = mkdtempSync(path.join(ROOT, '.cache', 'bad-requests-'));
  cpSync(site.dir, path.join(sandbox, 'site'), { recursive: true });
  writeFileSync(path.join(sandbox, 'secret.txt'), SECRET);
  server = await serve(path.join(sandbox, 'site'));
}));
bad.after(async () => {
  await server?.close();
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

bad('should answer a malformed percent-encoding with status 400 and the 404 page', async () => {
  const response = await get('/%E0%A4%A');
  assert.is(response.status, 400);
  assert.is(response.headers['content-type'], 'text/html; charset=utf-8');
  assert.is(response.body.toString(), notFoundPage);
});

bad('should never read outside dist/, whatever the spelling of "..", "/" or NUL', async () => {
  const attempts = [
    '/../secret.txt', '/../../secret.txt', '/blogs/../../secret.txt', '/assets/../../secret.txt', '//../secret.txt',
    '/%2e%2e/secret.txt', '/%2E%2E/secret.txt', '/.%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/..%2fsecret.txt', '/..%2Fsecret.txt',
    '/..\\secret.txt', '/..%5csecret.txt', '/%5c..%5csecret.txt', '/assets\\..\\..\\secret.txt',
    '/%00../secret.txt', '/secret.txt%00.html', '/index.html%00', '/%c0%ae%c0%ae/secret.txt', '/..%c0%afsecret.txt',
  ];
  for (const target of attempts) {
    const response = await get(target);
    assert.not.ok(response.body.toString().includes(SECRET), `${target} read the secret`);
    assert.ok([400, 404].includes(response.status), `${target}: ${response.status}`);
    assert.is(response.body.toString(), notFoundPage, target);
  }
});

bad('should never serve the files hosts read but do not publish', async () => {
  for (const target of ['/_headers', '/.nginx.conf', '/%2enginx.conf', '/index.html.br', '/index.html.gz', `${script}.br`]) {
    const response = await get(target);
    assert.is(response.status, 404, target);
    assert.is(response.body.toString(), notFoundPage, target);
  }
});

bad('should answer an 8 KB URL with the 404 page, and an oversized one with a clean 4xx', async () => {
  const long = await get(`/${'a'.repeat(8 * 1024)}`);
  assert.is(long.status, 404);
  assert.is(long.body.toString(), notFoundPage);
  const huge = await get(`/${'a'.repeat(64 * 1024)}`);
  assert.ok(huge.status >= 400 && huge.status < 500, `${huge.status}`);
  assert.is((await get('/')).status, 200, 'the server still answers');
});

bad.run();

// ---

const modified = suite('server :: Last-Modified');
let stamped: string;
modified.before(setup(async () => {
  // A copy of the site whose home page was written 0.9996 s into a second, a moment Node's
  // stat.mtime rounds up to the next second (it failed the nginx parity test 1 run in 26).
  stamped = mkdtempSync(path.join(ROOT, '.cache', 'last-modified-'));
  cpSync(site.dir, stamped, { recursive: true });
  // In seconds, as a Date would keep whole milliseconds only.
  const written = Date.UTC(2026, 0, 2, 3, 4, 5) / 1000 + 0.9996;
  utimesSync(path.join(stamped, PAGES.home), written, written);
  server = await serve(stamped);
}));
modified.after(async () => {
  await server?.close();
  if (stamped) rmSync(stamped, { recursive: true, force: true });
});

modified('should name the whole second the file was written in, as nginx does, and answer 304 to it', async () => {
  const first = await get('/', { 'accept-encoding': 'identity' });
  assert.is(first.headers['last-modified'], 'Fri, 02 Jan 2026 03:04:05 GMT');
  const again = await get('/', { 'accept-encoding': 'identity', 'if-modified-since': String(first.headers['last-modified']) });
  assert.is(again.status, 304);
});

modified.run();

// ---

const ranges = suite('server :: ranges, If-Range and q-values (RFC 9110, as nginx)');
ranges.before(startServer);
ranges.after(stopServer);

ranges('should send the asked part of a file with 206 and Content-Range, and say Accept-Ranges on a whole one', async () => {
  const resume = await get('/resume.pdf');
  assert.is(resume.headers['accept-ranges'], 'bytes');
  const size = resume.body.length;
  const last = await get('/resume.pdf', { range: 'bytes=-10' });
  assert.is(last.status, 206);
  assert.is(last.headers['content-range'], `bytes ${size - 10}-${size - 1}/${size}`);
  assert.ok(last.body.equals(resume.body.subarray(size - 10)), 'bytes=-10 is the last ten bytes');
  const first = await get('/resume.pdf', { range: 'bytes=0-9' });
  assert.ok(first.body.equals(resume.body.subarray(0, 10)));
  const both = await get('/resume.pdf', { range: 'bytes=0-1,4-5' });
  assert.is(both.status, 206);
  assert.match(String(both.headers['content-type']), /^multipart\/byteranges; boundary=/);
});

ranges('should answer 416 with the site headers to an unsatisfiable range, and ignore another unit', async () => {
  for (const range of ['bytes=50-10', 'bytes=abc', 'bytes=999999999-']) {
    const response = await get('/resume.pdf', { range });
    assert.is(response.status, 416, range);
    assert.match(String(response.headers['content-range']), /^bytes \*\/\d+$/, range);
    assertSecurityHeaders(response, range);
  }
  const items = await get('/resume.pdf', { range: 'items=0-9' });
  assert.is(items.status, 200);
});

ranges('should send the whole new file when If-Range names another version', async () => {
  const resume = await get('/resume.pdf');
  const stale = await get('/resume.pdf', { range: 'bytes=0-9', 'if-range': '"0-0"' });
  assert.is(stale.status, 200);
  assert.is(stale.body.length, resume.body.length);
  const fresh = await get('/resume.pdf', { range: 'bytes=0-9', 'if-range': String(resume.headers.etag) });
  assert.is(fresh.status, 206);
  const dated = await get('/resume.pdf', { range: 'bytes=0-9', 'if-range': String(resume.headers['last-modified']) });
  assert.is(dated.status, 206);
});

ranges('should send a compressed answer whole, never a range of the compressed bytes', async () => {
  const response = await get('/', { range: 'bytes=0-9', 'accept-encoding': 'br' });
  assert.is(response.status, 200);
  assert.is(brotliDecompressSync(response.body).toString(), site.read(PAGES.home));
});

ranges('should honour q=0 in Accept-Encoding', async () => {
  assert.is((await get('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding'], 'gzip');
  assert.is((await get('/', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding'], undefined);
});

ranges('should answer 304 to If-None-Match "*" or a list, and to the exact If-Modified-Since', async () => {
  const page = await get('/resume.pdf');
  const cases: Record<string, string>[] = [{ 'if-none-match': '*' }, { 'if-none-match': `"x", ${page.headers.etag}` }, { 'if-modified-since': String(page.headers['last-modified']) }];
  for (const headers of cases) {
    const response = await get('/resume.pdf', headers);
    assert.is(response.status, 304, JSON.stringify(headers));
    assertSecurityHeaders(response, JSON.stringify(headers));
  }
});

ranges('should log nothing for bad ranges and odd requests (a stack per request flooded the log)', async () => {
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    for (const range of ['bytes=50-10', 'bytes=abc', 'bytes=-0', 'bytes=0-9,x']) await get('/resume.pdf', { range });
    await get('/', { 'if-none-match': '*', 'if-modified-since': 'not a date', 'accept-encoding': 'br;q=x' });
  } finally {
    console.error = original;
  }
  assert.equal(logged, []);
});

ranges.run();
