// The local preview (`npm start`, `npm run dev`) as an owner and a visitor notice it: the
// pages with 200 and the build's security headers, unknown paths with 404 and the 404 page,
// brotli when the browser accepts it, ETag and 304, a year of caching for hashed assets and
// revalidation for the rest, the new build once a rebuild has swapped the folder (a request
// made mid-swap included), and no answer to a request addressed to another host name.
// The base path is served in subpath.test.ts; what production hosts answer, in nginx.test.ts.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { IMMUTABLE, REVALIDATE } from '../../src/server/headers';
import { LOOPBACK_HOSTS, RELOAD_SCRIPT, startServer, type SiteServer } from '../../src/server/server';
import { buildSite, clientScript, PAGES } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { request, type RawResponse } from '../helpers/http';
import { LOOPBACK } from '../helpers/serve';
import { setup } from '../helpers/setup';

const site = buildSite();
const notFoundPage = site.read(PAGES.notFound);
const script = clientScript(site.read(PAGES.home));
const buildCsp = /^\s+Content-Security-Policy: (.*)$/m.exec(site.read('_headers'))![1]!;

/** What a browser must receive on every answer of the site, whatever its status. */
function assertSecurityHeaders({ headers }: RawResponse, label: string) {
  assert.is(headers['content-security-policy'], buildCsp, `${label}: the build's own CSP`);
  assert.match(buildCsp, /default-src 'none'.*frame-ancestors 'none'/);
  assert.is(headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  assert.is(headers['x-frame-options'], 'DENY', `${label}: X-Frame-Options`);
  assert.is(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${label}: Referrer-Policy`);
  assert.match(String(headers['permissions-policy']), /camera=\(\)/, `${label}: Permissions-Policy`);
}

/** Starts the preview of `root` on a free loopback port. */
async function preview(root: string, options: { dev?: boolean; host?: string } = {}): Promise<{ server: SiteServer; url: string }> {
  const server = await startServer({ root, port: 0, ...options });
  return { server, url: `http://${options.host ?? LOOPBACK}:${(server.address() as AddressInfo).port}` };
}

const close = (server: SiteServer | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

let running: { server: SiteServer; url: string } | undefined;
const get = (target: string, headers: Record<string, string> = {}) => request(running!.url, { target, headers });
const startPreview = setup(async () => {
  running = await preview(site.dir);
});
const stopPreview = () => close(running?.server);

// ---

const pages = suite('preview :: pages, 404 and headers');
pages.before(startPreview);
pages.after(stopPreview);

pages('should answer the pages with 200, their HTML and the security headers of the build', async () => {
  for (const [target, file] of [['/', PAGES.home], ['/blogs', PAGES.blog], ['/blogs/', PAGES.blog]] as const) {
    const response = await get(target);
    assert.is(response.status, 200, target);
    assert.match(String(response.headers['content-type']), /^text\/html/, target);
    assert.is(response.body.toString(), site.read(file), target);
    assertSecurityHeaders(response, target);
  }
});

pages('should answer unknown paths and files that are not published with status 404 and the 404 page', async () => {
  for (const target of ['/nope', '/blogs/x/y', '/assets/nope.js', '/_headers', '/.nginx.conf', '/index.html.br', '/../package.json']) {
    const response = await get(target);
    assert.is(response.status, target === '/../package.json' ? 400 : 404, target);
    assert.is(response.headers['content-type'], 'text/html; charset=utf-8', target);
    assert.is(response.body.toString(), notFoundPage, target);
    assertSecurityHeaders(response, target);
    assert.is(response.headers['cache-control'], REVALIDATE, `${target}: a 404 is never cached for a year`);
  }
});

pages('should cache hashed assets for a year and make pages and other files revalidate', async () => {
  assert.is((await get(script)).headers['cache-control'], IMMUTABLE);
  for (const target of ['/', '/resume.pdf', '/favicon.svg']) assert.is((await get(target)).headers['cache-control'], REVALIDATE, target);
  assert.is((await get(script)).headers['content-type'], 'text/javascript; charset=utf-8', 'the type from headers.ts');
});

pages('should send the brotli copy to a browser that accepts it, gzip to one that accepts only gzip', async () => {
  for (const [target, file] of [['/', PAGES.home], [script, script.slice(1)]] as const) {
    const plain = site.read(file);
    const br = await get(target, { 'accept-encoding': 'gzip, deflate, br' });
    assert.is(br.headers['content-encoding'], 'br', target);
    assert.is(brotliDecompressSync(br.body).toString(), plain, target);
    assert.ok(br.body.length < plain.length / 3, `${target}: brotli saves little`);
    const gzip = await get(target, { 'accept-encoding': 'gzip' });
    assert.is(gzip.headers['content-encoding'], 'gzip', target);
    assert.is(gunzipSync(gzip.body).toString(), plain, target);
    assert.is(br.headers.vary, 'Accept-Encoding', target);
    assertSecurityHeaders(br, target);
  }
});

pages('should answer a request that names the ETag it holds with 304, no body, and the same headers', async () => {
  for (const target of ['/', script]) {
    const first = await get(target, { 'accept-encoding': 'br' });
    assert.ok(first.headers.etag, `${target}: ETag`);
    const again = await get(target, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    assert.is(again.status, 304, target);
    assert.is(again.body.length, 0, target);
    assert.is(again.headers['cache-control'], first.headers['cache-control'], target);
    assertSecurityHeaders(again, `${target} (304)`);
  }
  assert.is((await get('/', { 'if-none-match': 'W/"0-0"' })).status, 200, 'another ETag: the page');
});

pages.run();

// ---

const rebuild = suite('preview :: a rebuild swapping the folder');
let sandbox: string;
let dir: string;
rebuild.before(setup(async () => {
  // A copy of the site that the tests swap and change.
  sandbox = mkdtempSync(path.join(ROOT, '.cache', 'preview-'));
  dir = path.join(sandbox, 'site');
  cpSync(site.dir, dir, { recursive: true });
  running = await preview(dir);
}));
rebuild.after(async () => {
  await stopPreview();
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

rebuild('should answer from the new build once it is swapped in, a request that arrives mid-swap included', async () => {
  // The next build, swapped in as build.mjs does: the old folder renamed aside, the new one renamed in.
  const fresh = `${dir}.new`;
  cpSync(dir, fresh, { recursive: true });
  const newScript = 'assets/client-NEWBUILD.js';
  writeFileSync(path.join(fresh, newScript), 'console.log("the new build");\n');
  for (const ext of ['', '.br', '.gz']) rmSync(path.join(fresh, script.slice(1) + ext));
  const newHome = site.read(PAGES.home).replace('</title>', ' (rebuilt)</title>');
  writeFileSync(path.join(fresh, PAGES.home), newHome);
  // Every build writes its own rules: this one's are told apart by one more header.
  writeFileSync(path.join(fresh, '_headers'), `${readFileSync(path.join(dir, '_headers'), 'utf8')}\n/*\n  X-Build: new\n`);

  renameSync(dir, `${dir}.old`);
  // The server emits 'request' to its own listener first, which finds no folder and waits.
  const arrived = new Promise((resolve) => running!.server.once('request', resolve));
  const duringSwap = get('/');
  await arrived;
  renameSync(fresh, dir);
  const answer = await duringSwap;
  assert.is(answer.status, 200, 'the request made mid-swap');
  assert.is(answer.body.toString(), newHome, 'the new page');
  assert.is(answer.headers['x-build'], 'new', "the new build's headers");

  assert.is((await get(`/${newScript}`)).status, 200, 'a file only the new build has');
  assert.is((await get(script)).status, 404, 'a file only the old build had');
  assert.is((await get('/', { 'accept-encoding': 'identity' })).body.toString(), newHome);
  rmSync(`${dir}.old`, { recursive: true });
});

rebuild('should stay up when a file fails while it is sent (as one a rebuild deletes under a request)', async () => {
  // Linux: a regular file of size 0 whose read fails (EIO) after sirv has stat'ed it.
  symlinkSync('/proc/self/mem', path.join(dir, 'unreadable.bin'));
  await get('/unreadable.bin').catch(() => undefined); // a cut connection or an empty body: either is fine
  assert.is((await get('/')).status, 200, 'the server still answers');
});

rebuild.run();

// ---

const hosts = suite('preview :: only this machine\'s host names (DNS rebinding)');
let dev: { server: SiteServer; url: string } | undefined;
let own: { server: SiteServer; url: string } | undefined;
// Any address of 127.0.0.0/8 is this machine's: one to start a server on, as HOST would.
const OTHER_LOOPBACK = '127.0.0.2';
hosts.before(setup(async () => {
  [running, dev, own] = await Promise.all([preview(site.dir), preview(site.dir, { dev: true }), preview(site.dir, { host: OTHER_LOOPBACK })]);
}));
hosts.after(async () => {
  await Promise.all([running, dev, own].map((server) => close(server?.server)));
});

hosts('should answer localhost, 127.0.0.1 and [::1], with or without the port', async () => {
  const { port } = new URL(running!.url);
  assert.equal(LOOPBACK_HOSTS, ['localhost', '127.0.0.1', '[::1]']);
  for (const host of LOOPBACK_HOSTS.flatMap((name) => [name, `${name}:${port}`, name.toUpperCase()])) {
    assert.is((await get('/', { host })).status, 200, host);
  }
});

hosts('should refuse any other host name with 403, the pages and the dev server\'s reload channel alike', async () => {
  for (const host of ['evil.example', `evil.example:${new URL(running!.url).port}`, 'localhost.evil.example', '127.0.0.1.nip.io', OTHER_LOOPBACK]) {
    const page = await get('/', { host });
    assert.is(page.status, 403, host);
    assert.not.ok(page.body.toString().includes('<html'), `${host}: the page leaked`);
  }
  assert.is((await request(dev!.url, { target: RELOAD_SCRIPT, headers: { host: 'localhost' } })).status, 200, 'dev: the reload script on this machine');
  for (const target of [RELOAD_SCRIPT, '/__reload', '/']) {
    assert.is((await request(dev!.url, { target, headers: { host: 'evil.example' } })).status, 403, `dev ${target}`);
  }
});

hosts('should also answer the address it was started on (HOST)', async () => {
  assert.is((await request(own!.url, { target: '/' })).status, 200, `Host: ${new URL(own!.url).host}`);
  assert.is((await request(own!.url, { target: '/', headers: { host: 'evil.example' } })).status, 403);
});

hosts.run();
