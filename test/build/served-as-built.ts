// The answers every server of the built site gives alike, the local preview (server.test.ts)
// and nginx with the shipped block (nginx.test.ts): one table of requests and the answers
// expected, so the two cannot drift apart. The pages and files with 200, their bytes, their
// types and the headers of `_headers` (the one source, headers.ts); unknown paths and
// unpublished files with 404 and the 404 page; what cannot be a path with 400; brotli and
// gzip by Accept-Encoding; 304 to an ETag.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { IMMUTABLE, REVALIDATE, parseHeadersFile, responseHeaders } from '../../src/server/headers';
import { clientScript, PAGES, type BuiltSite } from '../helpers/built-site';
import type { RawResponse } from '../helpers/http';

export type Get = (target: string, headers?: Record<string, string>) => Promise<RawResponse>;

/**
 * Every header `_headers` gives the URL path (the security headers and the caching), as the
 * answer must carry them; Content-Type is checked on its own (nginx sets it from `types`).
 */
export function assertSiteHeaders(built: BuiltSite, response: RawResponse, urlPath: string, label: string) {
  const expected = responseHeaders(parseHeadersFile(built.read('_headers')), urlPath);
  for (const [name, value] of Object.entries(expected)) {
    if (name !== 'Content-Type') assert.is(response.headers[name.toLowerCase()], value, `${label}: ${name}`);
  }
}

/** The 404 page with `status`, and the site's headers for it. */
export function assertNotFoundPage(built: BuiltSite, response: RawResponse, status: number, label: string) {
  assert.is(response.status, status, label);
  assert.is(response.headers['content-type'], 'text/html; charset=utf-8', label);
  assert.is(response.body.toString(), built.read(PAGES.notFound), label);
  assertSiteHeaders(built, response, `${built.basePath}${PAGES.notFound}`, label);
  assert.is(response.headers['cache-control'], REVALIDATE, `${label}: a 404 is never cached for long`);
}

/** Adds to `served` the tests of the answers every server of `site` (built at "/") gives. */
export function servesAsBuilt(served: Test, site: BuiltSite, get: Get) {
  const script = clientScript(site.read(PAGES.home));

  served('should serve the pages and files with 200, their bytes, their types and the headers of _headers', async () => {
    const html = 'text/html; charset=utf-8';
    const cases = [
      ['/', PAGES.home, html], ['/blogs', PAGES.blog, html], ['/blogs/', PAGES.blog, html], ['/blogs/?ref=x', PAGES.blog, html],
      ['/blogs/feed.xml', 'blogs/feed.xml', 'application/atom+xml; charset=utf-8'], ['/blogs/feed.json', 'blogs/feed.json', 'application/feed+json; charset=utf-8'],
      [script, script.slice(1), 'text/javascript; charset=utf-8'], ['/resume.pdf', 'resume.pdf', 'application/pdf'], ['/resume.json', 'resume.json', 'application/json; charset=utf-8'],
      ['/favicon.svg', 'favicon.svg', 'image/svg+xml; charset=utf-8'], ['/sitemap.xml', 'sitemap.xml', 'application/xml; charset=utf-8'],
    ];
    for (const [target, file, type] of cases as [string, string, string][]) {
      const response = await get(target);
      assert.is(response.status, 200, target);
      assert.ok(response.body.equals(readFileSync(path.join(site.dir, file))), `${target}: the bytes of ${file}`);
      // sirv writes "text/html;charset=utf-8", nginx "text/html; charset=utf-8": the same type.
      assert.is(String(response.headers['content-type']).replace(/;\s*/, '; '), type, target);
      assertSiteHeaders(site, response, target.split('?')[0]!, target);
    }
    // What `_headers` must hold, stated plainly: a year for hashed assets, revalidation for the rest.
    const home = await get('/');
    assert.equal([(await get(script)).headers['cache-control'], home.headers['cache-control']], [IMMUTABLE, REVALIDATE]);
    assert.match(String(home.headers['content-security-policy']), /default-src 'none'.*frame-ancestors 'none'/);
    assert.equal([home.headers['x-content-type-options'], home.headers['x-frame-options']], ['nosniff', 'DENY']);
  });

  served('should answer unknown paths, dotfiles, _headers and the .br/.gz copies with 404 and the 404 page', async () => {
    for (const target of ['/nope', '/assets/', '/assets/nope.js', '/blogs/no-such-post', '/blogs/x/y', '/_headers', '/.nginx.conf', '/%2enginx.conf', '/index.html.br', '/index.html.gz']) {
      assertNotFoundPage(site, await get(target), 404, target);
    }
  });

  served('should answer what it cannot parse with 400 and the 404 page, never reading outside the root', async () => {
    assertNotFoundPage(site, await get('/%E0%A4%A'), 400, 'a malformed escape');
    for (const target of ['/../package.json', '/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt', '/..%2fsecret.txt', '/..\\secret.txt', '/index.html%00']) {
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
      assert.equal([again.status, again.body.length], [304, 0], `${target} revalidated`);
      assertSiteHeaders(site, again, target, `${target} (304)`);
    }
    assert.is((await get('/', { 'if-none-match': 'W/"0-0"' })).status, 200, 'another ETag: the page');
  });
}

/** Adds to `served` the tests of the answers every server of `site`, built under a base path, gives. */
export function servesUnderBase(served: Test, site: BuiltSite, get: Get) {
  const base = site.basePath;
  served('should serve the build under its base path only, and send the bare base there', async () => {
    for (const [target, location] of [[base.slice(0, -1), base], [`${base.slice(0, -1)}?ref=x`, `${base}?ref=x`]]) {
      const response = await get(target!);
      assert.equal([response.status, response.headers.location], [301, location], target);
    }
    for (const [target, file] of [[base, PAGES.home], [`${base}blogs`, PAGES.blog], [`${base}blogs/`, PAGES.blog]] as const) {
      const response = await get(target);
      assert.is(response.status, 200, target);
      assert.is(response.body.toString(), site.read(file), target);
      assertSiteHeaders(site, response, target, target);
    }
    for (const target of [`${base}nope`, `${base}_headers`]) assertNotFoundPage(site, await get(target), 404, target);
    assertNotFoundPage(site, await get(`${base}%E0%A4%A`), 400, 'a malformed escape');
  });
}
