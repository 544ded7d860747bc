// Deploy anywhere: Debian's nginx, serving the built site with the block the
// build ships (dist/.nginx.conf), answers as the site's hosts must: as the preview does
// (served-as-built.ts, the requests both are asked), and 405 to other methods, /.well-known/,
// and a sub-path build under its base path. It serves a copy of the build, with a
// /.well-known/ folder, a secret beside the root and a symbolic link to it added.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { METHOD_NOT_ALLOWED_BODY } from '../../src/server/headers';
import { buildPagesSite, buildSite, clientScript, PAGES, PAGES_BASE } from '../helpers/built-site';
import { request } from '../helpers/http';
import { startNginx, type RunningNginx } from './nginx-server';
import { setup } from '../helpers/setup';
import { assertNotFoundPage, assertSiteHeaders, servesAsBuilt, servesUnderBase } from './served-as-built';

const NGINX_CONFIG = '.nginx.conf';
const site = buildSite();
const pagesSite = buildPagesSite();
const script = clientScript(site.read(PAGES.home));
const ACME_TOKEN = 'evaGxfADs6pSRb2LAv9IZf17Dt3juxGJ-PCt92wr-oA';
const SECRET = 'beside the site, never in it';

let nginx: RunningNginx;
let sandbox: string;
const get = (target: string, headers: Record<string, string> = {}, method = 'GET', server = 0) => request(nginx.urls[server]!, { method, target, headers });

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

servesAsBuilt(served, site, get);

served('should answer the 404 page by its name, a symbolic link and a dotfile of /.well-known/ with 404', async () => {
  for (const target of ['/404', '/.well-known/.private', '/linked.txt']) assertNotFoundPage(site, await get(target), 404, target);
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

servesUnderBase(served, pagesSite, (target, headers) => get(target, headers, 'GET', 1));

served('should answer other methods to the bare base with 405', async () => {
  assert.is((await get(PAGES_BASE.slice(0, -1), {}, 'POST', 1)).status, 405);
});

served.run();
