// The size budgets the project holds itself to, computed from the built files (no browser needed):
// JS ≤ 80 KiB gzip with the site's own code ≤ 10 KiB, CSS ≤ 8 KiB, first load of / ≤ 150 KiB,
// and no URL of another origin except the links a visitor clicks.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compileCommonJsEagerly } from '../../src/builder/eager-compile';
import { content } from '../fixtures/sample/content';
import { ART_SIZES, PORTRAIT_SIZES } from '../../src/app/sections/Hero';
import { buildSite, BUILT_PAGES, PAGES } from '../helpers/built-site';
import { ROOT } from '../helpers/env';

export const BUDGET = {
  jsGzip: 80 * 1024,
  ownJsGzip: 10 * 1024,
  cssGzip: 8 * 1024,
  firstLoad: 150 * 1024,
};
// Lighthouse's mobile device (Moto G Power): 412 CSS px at DPR 1.75.
const PHONE_WIDTH = 412;
const PHONE_DPR = 1.75;

const site = buildSite();
const gzip = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const scriptOf = (html: string) => /"\/(assets\/client-[A-Z0-9]+\.js)"/.exec(html)![1]!;

const js = suite('budget :: JavaScript');

js('all JavaScript should be at most 80 KiB gzip', () => {
  const bytes = gzip(readFileSync(path.join(site.dir, scriptOf(site.read(PAGES.home)))));
  assert.ok(bytes <= BUDGET.jsGzip, `${kib(bytes)} > ${kib(BUDGET.jsGzip)}`);
});

js("the site's own code beyond React should be at most 10 KiB gzip", async () => {
  // What the site adds to React in the bundle it ships: the shipped client bundle's gzip size
  // minus that of a bundle of React alone (the same React entry points the site imports,
  // built with the client's settings). Building the site with React left external instead
  // would also count some forty `import {…} from "react"` lines that exist only in that
  // build (about 300 bytes gzip more), not in the bundle a visitor downloads.
  const shipped = gzip(readFileSync(path.join(site.dir, scriptOf(site.read(PAGES.home)))));
  const result = await esbuild.build({
    stdin: {
      contents: "export * as react from 'react'; export * as jsx from 'react/jsx-runtime'; export * as dom from 'react-dom'; export * as client from 'react-dom/client';",
      resolveDir: ROOT,
    },
    bundle: true, minify: true, format: 'esm', write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'], legalComments: 'none', logLevel: 'silent',
  });
  // React's module functions wrapped as the build wraps them in the shipped bundle.
  const react = gzip(await compileCommonJsEagerly(result.outputFiles[0]!.text));
  const own = shipped - react;
  assert.ok(own > 0 && react > 40 * 1024, `the React-only bundle (${kib(react)}) is not React`);
  assert.ok(own <= BUDGET.ownJsGzip, `${own} bytes (${kib(own)}) > ${kib(BUDGET.ownJsGzip)} (shipped ${kib(shipped)}, React alone ${kib(react)})`);
});

js.run();

// ---

const css = suite('budget :: CSS');

// All of it: the stylesheet is inline, print rules included (that they apply when printing, at
// load too, is measured in Chromium: browser/theme.test.ts and loading.test.ts).
css('the stylesheet should be at most 8 KiB gzip on every page, with nothing linked beside it', () => {
  for (const file of BUILT_PAGES) {
    const html = site.read(file);
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    assert.not.match(html, /<link rel="stylesheet"/, `${file}: a linked stylesheet`);
    const css = inline.join('');
    const bytes = gzip(css);
    assert.ok(bytes <= BUDGET.cssGzip, `${file}: ${kib(bytes)} > ${kib(BUDGET.cssGzip)}`);
  }
});

css.run();

// ---

const load = suite('budget :: first load of /');

load('HTML, CSS, JS, the site data and the images above the fold should be at most 150 KiB', () => {
  const html = site.read(PAGES.home);
  // The AVIF a phone picks from a picture's srcset for the CSS width its `sizes` gives at 412 px
  // (the last, unconditional size: the phone's; Hero.tsx), at the phone's density.
  const phoneChoice = (stem: string, sizes: string) => {
    const last = sizes.split(',').at(-1)!.trim();
    const cssPx = last.endsWith('vw') ? (PHONE_WIDTH * parseFloat(last)) / 100 : parseFloat(last);
    const srcset = [...html.matchAll(/<source type="image\/avif" srcSet="([^"]+)"/g)].map((m) => m[1]!).find((set) => set.includes(`/${stem}-`));
    if (!srcset) return null;
    const candidates = srcset.split(', ').map((entry) => entry.split(' ')).map(([url, width]) => ({ url: url!, width: Number.parseInt(width!, 10) }));
    return candidates.find((entry) => entry.width >= cssPx * PHONE_DPR) ?? candidates.at(-1)!;
  };
  const hero = phoneChoice('hero', ART_SIZES)!;
  const portrait = content.person.portrait ? phoneChoice(content.person.portrait.replace(/\.[^.]+$/, '').replace(/\//g, '-'), PORTRAIT_SIZES) : null;
  const parts = {
    html: gzip(html),
    js: gzip(readFileSync(path.join(site.dir, scriptOf(html)))),
    hero: readFileSync(path.join(site.dir, hero.url)).length,
    portrait: portrait ? readFileSync(path.join(site.dir, portrait.url)).length : 0,
    icon: gzip(site.read('favicon.svg')),
    data: gzip(site.read(/data-site-data="\/([^"]+)"/.exec(html)![1]!)),
  };
  const total = Object.values(parts).reduce((a, b) => a + b, 0);
  assert.ok(total <= BUDGET.firstLoad, `${kib(total)} > ${kib(BUDGET.firstLoad)}: ${JSON.stringify(parts)}`);
});

load.run();

// ---

const origins = suite('budget :: other origins');

origins('no HTML, CSS or JS should reference another origin, except links a visitor clicks', () => {
  const clickable = new Set([
    ...content.person.profiles.map((profile) => (typeof profile === 'string' ? profile : profile.url)),
    content.person.blogFollowUrl, content.person.siteUrl,
    ...content.projects.flatMap((p) => [p.codeUrl, p.liveUrl]), ...content.posts.map((p) => p.url),
    // The companies and schools of the Experience section.
    ...[...(content.experience ?? []), ...(content.education ?? [])].flatMap((entry) => (entry.url ? [entry.url] : [])),
  ]);
  const ownOrigin = new URL(content.person.siteUrl).origin;
  const files = [...BUILT_PAGES, scriptOf(site.read(PAGES.home))];
  for (const file of files) {
    const text = site.read(file);
    // Anything that loads: src, srcset, CSS url(), @import, preload/prefetch hrefs, fetch() targets.
    const loads = [
      ...text.matchAll(/\s(?:src|srcset|srcSet|poster|data)="([^"]+)"/g),
      ...text.matchAll(/url\(\s*['"]?([^'")]+)/g),
      ...text.matchAll(/<link[^>]+rel="(?:stylesheet|preload|prefetch|modulepreload|preconnect|dns-prefetch)"[^>]*href="([^"]+)"/g),
    ].flatMap((m) => m[1]!.split(',').map((part) => part.trim().split(' ')[0]!));
    for (const url of loads) assert.not.match(url, /^(https?:)?\/\//, `${file} loads ${url}`);
    // Every absolute URL written anywhere is a namespace, a link the visitor clicks, or the
    // site's own address (canonical and social-card URLs must be absolute).
    for (const [url] of text.matchAll(/https?:\/\/[^\s"'`)<>\\]+/g)) {
      const allowed = clickable.has(url) || url.startsWith(`${ownOrigin}/`) || /^https:\/\/schema\.org$/.test(url) ||
        /^http:\/\/www\.w3\.org\//.test(url) || /^https:\/\/(react\.dev|reactjs\.org)\/errors?\//.test(url);
      assert.ok(allowed, `${file} mentions ${url}`);
    }
  }
});

origins.run();
