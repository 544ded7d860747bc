// Deploy anywhere: Debian's nginx, serving the built site with the block the
// build ships (dist/.nginx.conf), answers as the site's hosts must: the pages and files with
// their bytes, types and the headers of `_headers` (the one source, headers.ts), unknown
// paths and unpublished files with 404 and the 404 page, what it cannot parse with 400,
// brotli and gzip by Accept-Encoding, 304 to an ETag, 405 to other methods, /.well-known/,
// and a sub-path build under its base path. It serves a copy of the build, with a
// /.well-known/ folder, a secret beside the root and a symbolic link to it added.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { METHOD_NOT_ALLOWED_BODY, REVALIDATE, contentTypeOf, parseHeadersFile, responseHeaders } from '../../src/server/headers';
import { buildPagesSite, buildSite, clientScript, PAGES, PAGES_BASE, type BuiltSite } from '../helpers/built-site';
import { request, type RawResponse } from '../helpers/http';
import { startNginx, type RunningNginx } from './nginx-server';
import { setup } from '../helpers/setup';

const NGINX_CONFIG = '.nginx.conf';
const site = buildSite();
const pagesSite = buildPagesSite();
const script = clientScript(site.read(PAGES.home));
const ACME_TOKEN = 'evaGxfADs6pSRb2LAv9IZf17Dt3juxGJ-PCt92wr-oA';
const SECRET = 'beside the site, never in it';

let nginx: RunningNginx;
let sandbox: string;
const get = (target: string, headers: Record<string, string> = {}, method = 'GET', server = 0) => request(nginx.urls[server]!, { method, target, headers });

/**
 * Every header `_headers` gives the URL path (the security headers and the caching), as the
 * answer must carry them; Content-Type is checked on its own (nginx sets it from `types`).
 */
function assertSiteHeaders(built: BuiltSite, response: RawResponse, urlPath: string, label: string) {
  const expected = responseHeaders(parseHeadersFile(built.read('_headers')), urlPath);
  for (const [name, value] of Object.entries(expected)) {
    if (name !== 'Content-Type') assert.is(response.headers[name.toLowerCase()], value, `${label}: ${name}`);
  }
}

/** The 404 page with `status`, and the site's headers for it. */
function assertNotFoundPage(built: BuiltSite, response: RawResponse, status: number, label: string) {
  assert.is(response.status, status, label);
  assert.is(response.headers['content-type'], 'text/html; charset=utf-8', label);
  assert.is(response.body.toString(), built.read(PAGES.notFound), label);
  assertSiteHeaders(built, response, `${built.basePath}${PAGES.notFound}`, label);
  assert.is(response.headers['cache-control'], REVALIDATE, `${label}: a 404 is never cached for long`);
}

const served = suite('nginx :: the shipped server block');

served.before(setup(async () => {
  sandbox = mkdtempSync(path.join(os.tmpdir(), 'portfolio-nginx-sites-'));
  const siteRoot = path.join(sandbox, 'site');
  cpSync(site.dir, siteRoot, { recursive: true });
  mkdirSync(path.join(siteRoot, '.well-known', 'acme-challenge'), { recursive: true });
  writeFileSync(path.join(siteRoot, '.well-known', 'acme-challenge', ACME_TOKEN), `${ACME_TOKEN}.thumbprint`);
  writeFileSync(path.join(siteRoot, '.well-known', 'security.txt'), 'Contact: mailto:security@example.org\n');
  writeFileSync(path.join(siteRoot, '.well-known', '.private'), SECRET);
  writeFileSync(path.join(sandbox, 'secret.txt'), SECRET);
  symlinkSync(path.join(sandbox, 'secret.txt'), path.join(siteRoot, 'linked.txt'));
  // nginx maps /portfolio/x to <root>/portfolio/x: give it a root that holds the Pages build
  // there (a copy: the block refuses symbolic links).
  const pagesRoot = path.join(sandbox, 'pages-root');
  cpSync(pagesSite.dir, path.join(pagesRoot, PAGES_BASE.slice(0, -1)), { recursive: true });
  nginx = await startNginx([
    { root: siteRoot, include: path.join(siteRoot, NGINX_CONFIG) },
    { root: pagesRoot, include: path.join(pagesRoot, PAGES_BASE, NGINX_CONFIG) },
  ]);
}));

served.after(async () => {
  await nginx?.close();
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

served('should load the shipped block without a warning', () => {
  assert.not.match(nginx.errorLog(), /\[(warn|error|crit|alert|emerg)\]/);
});

served('should serve the pages and files with 200, their bytes, their types and the headers of _headers', async () => {
  const blog = [['/blogs', PAGES.blog], ['/blogs/', PAGES.blog], ['/blogs/?ref=x', PAGES.blog], ['/blogs/feed.xml', 'blogs/feed.xml'], ['/blogs/feed.json', 'blogs/feed.json']];
  const cases = [['/', PAGES.home], ...blog, [script, script.slice(1)], ['/resume.pdf', 'resume.pdf'], ['/favicon.svg', 'favicon.svg'], ['/sitemap.xml', 'sitemap.xml']];
  for (const [target, file] of cases as [string, string][]) {
    const response = await get(target);
    assert.is(response.status, 200, target);
    assert.ok(response.body.equals(readFileSync(path.join(site.dir, file))), `${target}: the bytes of ${file}`);
    assert.is(response.headers['content-type'], contentTypeOf(file), target);
    assertSiteHeaders(site, response, target.split('?')[0]!, target);
  }
});

served('should answer unknown paths, dotfiles, _headers, the .br/.gz copies and a symbolic link with 404 and the 404 page', async () => {
  for (const target of ['/nope', '/404', '/assets/', '/assets/nope.js', '/blogs/no-such-post', '/_headers', `/${NGINX_CONFIG}`, '/%2enginx.conf', '/index.html.br', '/index.html.gz', '/.well-known/.private', '/linked.txt']) {
    assertNotFoundPage(site, await get(target), 404, target);
  }
});

served('should answer what it cannot parse with 400 and the 404 page, never reading outside the root', async () => {
  assertNotFoundPage(site, await get('/%E0%A4%A'), 400, 'a malformed escape');
  for (const target of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt', '/..%2fsecret.txt', '/..\\secret.txt', '/index.html%00']) {
    const response = await get(target);
    assert.ok([400, 404].includes(response.status), `${target}: ${response.status}`);
    assertNotFoundPage(site, response, response.status, target);
  }
});

served('should send the brotli copy, else the gzip copy, else the file, by Accept-Encoding, and answer 304 to its ETag', async () => {
  for (const [target, file] of [['/', PAGES.home], [script, script.slice(1)]] as const) {
    const plain = site.read(file);
    const br = await get(target, { 'accept-encoding': 'gzip, deflate, br' });
    assert.is(br.headers['content-encoding'], 'br', target);
    assert.is(brotliDecompressSync(br.body).toString(), plain, target);
    const gzip = await get(target, { 'accept-encoding': 'gzip' });
    assert.is(gzip.headers['content-encoding'], 'gzip', target);
    assert.is(gunzipSync(gzip.body).toString(), plain, target);
    const identity = await get(target);
    assert.is(identity.headers['content-encoding'], undefined, target);
    for (const response of [br, gzip, identity]) assert.is(response.headers.vary, 'Accept-Encoding', target);
    const again = await get(target, { 'if-none-match': String(identity.headers.etag) });
    assert.is(again.status, 304, `${target} revalidated`);
    assertSiteHeaders(site, again, target, `${target} (304)`);
  }
});

served('should answer HEAD as GET without the body, and other methods with 405 and Allow: GET, HEAD', async () => {
  const head = await get('/', {}, 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.body.length, 0);
  assert.is(head.headers['content-length'], String(Buffer.byteLength(site.read(PAGES.home))));
  for (const [method, target] of [['POST', '/'], ['PUT', '/blogs'], ['DELETE', script]] as const) {
    const response = await get(target, {}, method);
    assert.is(response.status, 405, `${method} ${target}`);
    assert.is(response.headers.allow, 'GET, HEAD', `${method} ${target}`);
    assert.is(response.body.toString(), METHOD_NOT_ALLOWED_BODY, `${method} ${target}`);
    assertSiteHeaders(site, response, '/', `${method} ${target}`);
  }
});

served('should serve /.well-known/ (an ACME challenge, security.txt)', async () => {
  assert.is((await get(`/.well-known/acme-challenge/${ACME_TOKEN}`)).body.toString(), `${ACME_TOKEN}.thumbprint`);
  assert.is((await get('/.well-known/security.txt')).body.toString(), 'Contact: mailto:security@example.org\n');
});

served('should serve the GitHub Pages build under its base path only, and send the bare base there', async () => {
  const base = PAGES_BASE;
  const page = (target: string) => get(target, {}, 'GET', 1);
  for (const [target, location] of [[base.slice(0, -1), base], [`${base.slice(0, -1)}?ref=x`, `${base}?ref=x`]]) {
    const response = await page(target!);
    assert.is(response.status, 301, target);
    assert.is(response.headers.location, location, target);
  }
  for (const [target, file] of [[base, PAGES.home], [`${base}blogs`, PAGES.blog]] as const) {
    const response = await page(target);
    assert.is(response.status, 200, target);
    assert.is(response.body.toString(), pagesSite.read(file), target);
    assertSiteHeaders(pagesSite, response, target, target);
  }
  for (const target of [`${base}nope`, `${base}_headers`]) assertNotFoundPage(pagesSite, await page(target), 404, target);
  assertNotFoundPage(pagesSite, await page(`${base}%E0%A4%A`), 400, 'a malformed escape');
  assert.is((await get(base.slice(0, -1), {}, 'POST', 1)).status, 405, 'POST to the bare base');
});

served.run();
