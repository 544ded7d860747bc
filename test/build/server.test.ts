// The local preview (`npm start`, `npm run dev`) as an owner and a visitor notice it: the
// answers nginx gives too (served-as-built.ts: pages, 404 and 400, brotli, ETag and 304, the
// headers of `_headers`), the new build once a rebuild has swapped the folder (a request
// made mid-swap included), and no answer to a request addressed to another host name.
// The base path is served in subpath.test.ts; what production hosts answer, in nginx.test.ts.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOOPBACK_HOSTS, RELOAD_SCRIPT, startServer, type SiteServer } from '../../src/server/server';
import { buildSite, clientScript, PAGES } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { request } from '../helpers/http';
import { LOOPBACK } from '../helpers/serve';
import { setup } from '../helpers/setup';
import { servesAsBuilt } from './served-as-built';

const site = buildSite();
const script = clientScript(site.read(PAGES.home));

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

const pages = suite('preview :: as nginx serves the build');
pages.before(startPreview);
pages.after(stopPreview);

servesAsBuilt(pages, site, get);

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
