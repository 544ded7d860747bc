// `npm run bench` holds each page to its no-scripts twin (bench/no-scripts.mjs): the same HTML
// and CSS with every script taken out. A twin that kept a script, or lost anything else, would
// move the floor the page is measured against, so what it keeps and drops is checked here.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pageFile, withoutScripts, writeNoScriptsTwin } from '../../bench/no-scripts.mjs';
import * as headers from '../../src/server/headers';

const test = suite('no-scripts twin');

const STYLE = '<style>h1{color:#22d3ee}</style>';
const DEFERRED = '<noscript id="deferred-head"><link rel="icon" href="/favicon.svg"><link rel="modulepreload" href="/kept.js"></noscript>';

test('should take out script elements and the links that fetch the bundle ahead of use, and nothing else, byte for byte', () => {
  const rows: [string, string, string][] = [
    ['inline, external, module and data scripts',
      `<head>${STYLE}<script>document.documentElement.dataset.js = ''</script><script type="application/ld+json">{"@type":"Person"}</script><script type="module" src="/assets/client-AB12.js"></script></head><body><h1>Alex</h1><script src="/late.js"></script></body>`,
      `<head>${STYLE}</head><body><h1>Alex</h1></body>`],
    ['preloads of the bundle; other preloads kept',
      '<head><link rel="modulepreload" href="/assets/client-AB12.js"><link rel="preload" as="script" href="/assets/client-AB12.js"><link rel="preload" as="fetch" crossorigin href="/assets/data.json"><link rel="icon" href="data:,"></head>',
      '<head><link rel="preload" as="fetch" crossorigin href="/assets/data.json"><link rel="icon" href="data:,"></head>'],
    ['what a <noscript> holds kept, as a scripted browser reads it', `<head>${DEFERRED}<script>boot()</script></head>`, `<head>${DEFERRED}</head>`],
    ['"<script>" in an attribute or a comment kept',
      '<meta name="description" content="Why <script> tags block"><!-- <script>old()</script> --><p title="a > b">a</p><script data-note="x > y">run()</script><p>b</p>',
      '<meta name="description" content="Why <script> tags block"><!-- <script>old()</script> --><p title="a > b">a</p><p>b</p>'],
    ['a page with no script as it is',
      `<!doctype html><html lang="en"><head><meta charset="utf-8">${STYLE}</head><body><main><h1 class="t">Alex &amp; co</h1><img src="/a.png" alt=""></main></body></html>`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8">${STYLE}</head><body><main><h1 class="t">Alex &amp; co</h1><img src="/a.png" alt=""></main></body></html>`],
  ];
  for (const [what, html, expected] of rows) assert.is(withoutScripts(html), expected, what);
});

test('should serve the twin compressed, with every header the page gets', async () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'no-scripts-'));
  try {
    const page = `<!doctype html><head>${STYLE}<script>boot()</script></head><body><h1>Posts</h1></body>`;
    writeFileSync(path.join(site, 'index.html'), page);
    writeFileSync(
      path.join(site, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'none'; script-src 'sha256-abc='\n  X-Frame-Options: DENY\n\n/blogs\n  X-Robots-Tag: noindex\n",
    );
    mkdirSync(path.join(site, 'blogs'));
    writeFileSync(path.join(site, 'blogs', 'index.html'), page);

    const twinPath = await writeNoScriptsTwin(site, '/blogs', headers);

    assert.is(twinPath, '/no-scripts/blogs');
    for (const [route, file] of [['/', 'index.html'], ['/blogs', 'blogs/index.html'], ['/bare/', 'bare/index.html'], ['/404.html', '404.html']]) assert.is(pageFile(route!), file, route);
    const expected = `<!doctype html><head>${STYLE}</head><body><h1>Posts</h1></body>`;
    const file = path.join(site, 'no-scripts', 'blogs', 'index.html');
    assert.is(readFileSync(file, 'utf8'), expected);
    assert.is(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).toString(), expected);
    assert.is(zlib.gunzipSync(readFileSync(`${file}.gz`)).toString(), expected);
    const rules = headers.parseHeadersFile(readFileSync(path.join(site, '_headers'), 'utf8'));
    assert.equal(headers.responseHeaders(rules, twinPath), headers.responseHeaders(rules, '/blogs'));
    assert.is(headers.headersFor(rules, twinPath)['X-Robots-Tag'], 'noindex');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.run();
