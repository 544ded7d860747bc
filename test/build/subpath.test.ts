// Sub-path hosting: the site built as the GitHub Pages workflow builds it for a
// repository named "portfolio" (BASE_PATH=/portfolio/, --csp-meta) works when served under
// /portfolio/: every link, asset, image, the favicon and the résumé, the router's idea of
// the current page, the 404 page and its way home, and the headers' patterns.
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagesTarget } from '../../src/builder/pages-target';
import { buildPagesSite, buildSite, clientScript, PAGES, BUILT_PAGES, PAGES_BASE, textOf } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { request } from '../helpers/http';
import { serve, type RunningServer } from '../helpers/serve';
import { setup } from '../helpers/setup';
import { assertNotFoundPage, servesUnderBase } from './served-as-built';

const site = buildPagesSite();
const base = PAGES_BASE;
const workflow = readFileSync(path.join(ROOT, '.github', 'workflows', 'pages.yml'), 'utf8');

/** Every URL a page links to or loads: href, src, srcset entries, and the image manifest it hydrates from. */
function urlsIn(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|src|srcset|srcSet|content)="([^"]+)"/g)].flatMap((m) => m[1]!.split(', ').map((part) => part.split(' ')[0]!));
  const data = [...html.matchAll(/"(\/[^"\s]+\.(?:avif|webp|png|jpg|svg|pdf|js))"/g)].map((m) => m[1]!);
  return [...attributes, ...data];
}

let server: RunningServer;

const build = suite('sub-path :: the GitHub Pages build');

build('should be what the Pages workflow builds for siteUrl https://<user>.github.io/portfolio: its base path, --csp-meta, --no-precompress, a copy of dist/ uploaded', () => {
  assert.is(pagesTarget('https://sofia.github.io/portfolio', 'sofia/portfolio').basePath, base);
  assert.match(workflow, /run: npm run build -- --csp-meta --no-precompress\n\s+env:\n\s+BASE_PATH: \$\{\{ steps\.\w+\.outputs\.base_path \}\}\n/);
  // test/unit/pages-workflow.test.ts checks what the copy leaves out, the pins and the permissions.
  assert.match(workflow, /rsync -a [^\n]* dist\/ pages\/\n/);
  assert.match(workflow, /uses: actions\/upload-pages-artifact@[0-9a-f]{40}[^\n]*\n\s+with:\n\s+path: pages\n/);
  assert.match(workflow, /uses: actions\/deploy-pages@[0-9a-f]{40}/);
});

build('should have every file of a plain build but the .br/.gz copies (--no-precompress)', () => {
  // The script's and the site data's hashes differ: the base path is in them.
  const files = (dir: string) =>
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/^(assets\/[^/]+)-[A-Za-z0-9]{8,10}\.(js|json)$/, '$1-<hash>.$2'))
      .sort();
  const plain = files(buildSite().dir);
  assert.ok(plain.some((file) => file.endsWith('.br')) && plain.some((file) => file.endsWith('.gz')), 'a plain build has the copies');
  assert.equal(files(site.dir), plain.filter((file) => !/\.(br|gz)$/.test(file)));
});

build('should put every local URL of every page under the base path', () => {
  for (const file of BUILT_PAGES) {
    const local = urlsIn(site.read(file)).filter((url) => url.startsWith('/'));
    assert.ok(local.length > 3, `${file}: only ${local.length} local URLs`);
    for (const url of local) assert.ok(url.startsWith(base), `${file}: ${url} is outside ${base}`);
  }
});

build('should render each route for its path under the base (the router strips the base)', () => {
  assert.ok(textOf(site.read(PAGES.blog)).includes('My Blog'), 'blogs/index.html is not the blog page');
  assert.ok(textOf(site.read(PAGES.home)).includes('Featured Projects'), 'index.html is not the home page');
  const script = clientScript(site.read(PAGES.home));
  assert.ok(script.startsWith(`${base}assets/`), script);
  assert.ok(site.read(script.slice(base.length)).includes(`basePath:"${base}"`), 'the client router does not know the base');
});

build('should give the 404 page a "Return to Home" link to the base', () => {
  const html = site.read(PAGES.notFound);
  assert.match(html, new RegExp(`<a href="${base}"[^>]*>(?:(?!</a>)[\\s\\S])*Return to Home</a>`));
});

build('should scope the _headers rules and the nginx block to the base path', () => {
  const patterns = site.read('_headers').split('\n').filter((line) => line && !/^\s/.test(line));
  assert.equal(patterns, [`${base}*`, `${base}assets/*`, `${base}blogs/feed.xml`, `${base}blogs/feed.json`, `${base}.well-known/atproto-did`]);
  const locations = [...site.read('.nginx.conf').matchAll(/^\s*location (?:= |~ )?(\/\S*)/gm)].map((m) => m[1]!);
  for (const location of locations) assert.ok(location.startsWith(base.slice(0, -1)), `nginx location ${location}`);
});

build('should carry the CSP in a <meta> before any script or style, minus what meta cannot carry', () => {
  const headerCsp = /Content-Security-Policy: (.*)/.exec(site.read('_headers'))![1]!;
  for (const file of BUILT_PAGES) {
    const html = site.read(file);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    assert.ok(meta, `${file}: no CSP meta`);
    assert.is(meta!.index < html.indexOf('<script') && meta!.index < html.indexOf('<style'), true, `${file}: the meta comes after code it should govern`);
    assert.is(meta![1], headerCsp.replace(/; frame-ancestors 'none'/, ''), file);
    assert.match(html, /<meta name="referrer" content="strict-origin-when-cross-origin">/);
  }
  assert.not.match(buildSite().read(PAGES.home), /http-equiv="Content-Security-Policy"/, 'a normal build relies on the headers');
});

build.run();

// ---

const served = suite('sub-path :: served under /portfolio/');
served.before(setup(async () => {
  server = await serve(site.dir, { basePath: base });
}));
served.after(() => server?.close());

served('should answer every link and asset the pages name with 200', async () => {
  const urls = new Set(BUILT_PAGES.flatMap((file) => urlsIn(site.read(file))).filter((url) => url.startsWith('/')));
  for (const url of [`${base}favicon.svg`, `${base}resume.pdf`]) assert.ok(urls.has(url), `no page names ${url}`);
  for (const url of urls) assert.is((await request(server.url, { target: url })).status, 200, url);
});

servesUnderBase(served, site, (target, headers = {}) => request(server.url, { target, headers }));

// nginx leaves the paths outside the base to the rest of its configuration.
served('should answer paths outside the base with 404 and the 404 page', async () => {
  for (const target of ['/', '/blogs', '/portfolio-other/']) assertNotFoundPage(site, await request(server.url, { target }), 404, target);
});

served.run();
