// Deploy anywhere (BRIEF §12): Debian's nginx, serving the built site with the block the
// build ships (dist/.nginx.conf), answers every request below with the same status, headers
// and body as `npm start`. ETag values differ by design (each server has its own format), so
// the comparison checks that both send one and that both honour it with a 304.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildPagesSite, buildSite, clientScript, PAGES, PAGES_BASE } from '../helpers/built-site';
import { request, type RawRequest, type RawResponse } from '../helpers/http';
import { startNginx, type RunningNginx } from '../helpers/nginx';
import { serve, type RunningServer } from '../helpers/serve';
import { setup } from '../helpers/setup';

const NGINX_CONFIG = '.nginx.conf';
// Headers a visitor's browser or a cache acts on; Date, Server, Last-Modified, Connection and
// the like differ between any two servers and change nothing.
const COMPARED_HEADERS = [
  'content-type', 'content-encoding', 'content-length', 'cache-control', 'vary', 'allow', 'location',
  'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy',
  'permissions-policy', 'cross-origin-opener-policy', 'strict-transport-security',
];
// nginx writes its own few lines of HTML into a redirect; browsers never show them.
const REDIRECT_BODY_HEADERS = new Set(['content-type', 'content-length']);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const site = buildSite();
const pagesSite = buildPagesSite();
const script = clientScript(site.read(PAGES.home));

let nginx: RunningNginx;
let npmStart: RunningServer;
let npmStartPages: RunningServer;
let pagesRoot: string;

interface Case extends RawRequest {
  /** Send the request twice, the second time with the ETag the first one got. */
  revalidate?: boolean;
}

/** Sends the case to both servers; returns every difference, in words. */
async function differences(nginxUrl: string, nodeUrl: string, { revalidate, ...req }: Case): Promise<string[]> {
  const send = async (url: string) => {
    const full = { ...req, headers: { ...BROWSER, ...req.headers } };
    const first = await request(url, full);
    if (!revalidate) return first;
    return request(url, { ...full, headers: { ...full.headers, 'if-none-match': String(first.headers.etag) } });
  };
  const [a, b] = await Promise.all([send(nginxUrl), send(nodeUrl)]);
  const label = `${req.method ?? 'GET'} ${req.target.slice(0, 60)}${revalidate ? ' (revalidated)' : ''}`;
  const found: string[] = [];
  if (a.status !== b.status) found.push(`${label}: status nginx ${a.status}, npm start ${b.status}`);
  const redirect = a.status >= 300 && a.status < 400 && a.status !== 304;
  for (const name of COMPARED_HEADERS) {
    if (redirect && REDIRECT_BODY_HEADERS.has(name)) continue;
    if (a.headers[name] !== b.headers[name]) found.push(`${label}: ${name} nginx ${show(a, name)}, npm start ${show(b, name)}`);
  }
  if (!a.headers.etag !== !b.headers.etag) found.push(`${label}: ETag sent by only one (nginx ${show(a, 'etag')}, npm start ${show(b, 'etag')})`);
  if (!redirect && !a.body.equals(b.body)) found.push(`${label}: bodies differ (nginx ${a.body.length} bytes, npm start ${b.body.length})`);
  return found;
}

const show = (response: RawResponse, name: string) => JSON.stringify(response.headers[name] ?? null);

async function assertSameAnswers(nginxUrl: string, nodeUrl: string, cases: Case[]) {
  const found = (await Promise.all(cases.map((c) => differences(nginxUrl, nodeUrl, c)))).flat();
  assert.equal(found, [], `nginx and npm start disagree:\n  ${found.join('\n  ')}`);
}

const same = suite('nginx :: the shipped server block, side by side with npm start');

same.before(setup(async () => {
  // nginx maps /portfolio/x to <root>/portfolio/x: give it a root that holds the Pages build there.
  pagesRoot = mkdtempSync(path.join(os.tmpdir(), 'portfolio-pages-root-'));
  mkdirSync(path.join(pagesRoot, path.dirname(PAGES_BASE.slice(0, -1))), { recursive: true });
  symlinkSync(pagesSite.dir, path.join(pagesRoot, PAGES_BASE.slice(0, -1)));
  nginx = await startNginx([
    { root: site.dir, include: path.join(site.dir, NGINX_CONFIG) },
    { root: pagesRoot, include: path.join(pagesSite.dir, NGINX_CONFIG) },
  ]);
  npmStart = await serve(site.dir);
  npmStartPages = await serve(pagesSite.dir, { basePath: PAGES_BASE });
}));

same.after(async () => {
  await Promise.all([nginx?.close(), npmStart?.close(), npmStartPages?.close()]);
  if (pagesRoot) rmSync(pagesRoot, { recursive: true, force: true });
});

same('should load the shipped block without a warning', () => {
  assert.not.match(nginx.errorLog(), /\[(warn|error|crit|alert|emerg)\]/);
});

same('should serve the pages with 200 and brotli, as a browser asks', async () => {
  // Guards the comparisons below against two servers agreeing on being broken.
  const home = await request(nginx.urls[0]!, { target: '/', headers: BROWSER });
  assert.is(home.status, 200);
  assert.is(home.headers['content-encoding'], 'br');
  assert.match(String(home.headers['content-security-policy']), /default-src 'none'/);
});

same('should answer pages, the 404 page, assets and the résumé as npm start does', async () => {
  await assertSameAnswers(nginx.urls[0]!, npmStart.url, [
    { target: '/' }, { target: '/blogs' }, { target: '/blogs/' }, { target: '/blogs/?ref=x' },
    { target: '/nope' }, { target: '/404' }, { target: '/assets/' }, { target: '/assets/nope.js' },
    { target: script }, { target: '/resume.pdf' }, { target: '/favicon.svg' }, { target: '/favicon.ico' },
  ]);
});

same('should choose brotli, gzip or neither and answer 304 as npm start does', async () => {
  const cases: Case[] = [];
  for (const target of ['/', '/nope', script, '/resume.pdf']) {
    for (const encoding of ['br', 'gzip', 'identity']) cases.push({ target, headers: { 'accept-encoding': encoding } });
  }
  for (const target of ['/', '/blogs', script, '/resume.pdf']) cases.push({ target, revalidate: true });
  await assertSameAnswers(nginx.urls[0]!, npmStart.url, cases);
});

same('should answer HEAD, other methods and bad requests as npm start does', async () => {
  await assertSameAnswers(nginx.urls[0]!, npmStart.url, [
    { method: 'HEAD', target: '/' }, { method: 'HEAD', target: '/nope' },
    { method: 'POST', target: '/' }, { method: 'PUT', target: '/blogs' }, { method: 'DELETE', target: script },
    { target: '/%E0%A4%A' }, { target: '/../secret.txt' }, { target: '/%2e%2e/secret.txt' }, { target: '/assets/../../secret.txt' },
    { target: '/..%2fsecret.txt' }, { target: '/..\\secret.txt' }, { target: '/%5c..%5csecret.txt' }, { target: '/index.html%00' },
    { target: '/assets/../blogs' }, { target: '/blogs%2F' }, { target: '//blogs' },
    { target: '/_headers' }, { target: `/${NGINX_CONFIG}` }, { target: '/index.html.br' },
    { target: `/${'a'.repeat(8 * 1024)}` },
  ]);
});

same('should serve the GitHub Pages build under its base path as npm start does', async () => {
  const base = PAGES_BASE;
  await assertSameAnswers(nginx.urls[1]!, npmStartPages.url, [
    { target: base.slice(0, -1) }, { target: `${base.slice(0, -1)}?ref=x` }, { method: 'POST', target: base.slice(0, -1) },
    { target: base }, { target: `${base}blogs` }, { target: `${base}blogs/` }, { target: `${base}nope` },
    { target: `${base}resume.pdf` }, { target: `${base}_headers` }, { target: `${base}%E0%A4%A` },
    { target: `${base}blogs`, revalidate: true },
  ]);
});

same.run();
