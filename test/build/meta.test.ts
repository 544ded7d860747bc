// What search engines and link previews read, in the real build: the tags of every page, the social card
// (its function over other artwork and names: test/unit/social-card.test.ts),
// sitemap.xml, robots.txt, the favicons, and the link check the build runs (its messages for a
// broken link: test/unit/link-check.test.ts).
import { hrefOf } from '../../src/app/pages/blog-pages';
import { sitePages } from '../../src/builder/site-pages';
import { Window } from 'happy-dom';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { FALLBACK, FONT_FILES, fontFor, loadFonts, missingCharacters } from '../../src/builder/fonts/fallback';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';
import { defaultIconSvg } from '../../src/builder/favicons';
import { sitePalette } from '../../src/builder/themes';
import { buildSite, BUILT_PAGES, PAGES } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { FONT_DIR } from '../helpers/pdf-text';

const site = buildSite();
const THEMES = sitePalette(content.accent);
/** The owner's origin, e.g. "https://portfolio.example.com". */
const SITE = new URL(content.person.siteUrl).origin;
const bytes = (file: string) => readFileSync(path.join(site.dir, file));
/** Width, height and colour type from a PNG's IHDR chunk (PNG spec §11.2.2). */
const pngHeader = (data: Uint8Array) => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { signature: [...data.subarray(0, 8)], width: view.getUint32(16), height: view.getUint32(20), colourType: data[25] };
};
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const RGB = 2;
const parser = new new Window().DOMParser();
const doc = (file: string) => parser.parseFromString(site.read(file), 'text/html') as unknown as Document;
const tag = (page: Document, key: string) => page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

const tags = suite('build :: tags in every page');

tags('should give / and /blogs an absolute canonical URL, equal to og:url', () => {
  for (const [file, url] of [[PAGES.home, `${SITE}/`], [PAGES.blog, `${SITE}/blogs`]] as const) {
    const page = doc(file);
    assert.is(page.querySelector('link[rel="canonical"]')?.getAttribute('href'), url, file);
    assert.is(tag(page, 'og:url'), url, file);
    assert.is(tag(page, 'og:title'), page.title, file);
    assert.is(tag(page, 'twitter:card'), 'summary_large_image', file);
  }
});

tags('should carry JSON-LD: the Person on /, the posts newest first on /blogs', () => {
  const ld = (file: string) => JSON.parse(doc(file).querySelector('script[type="application/ld+json"]')!.textContent!);
  assert.is(ld(PAGES.home)['@type'], 'Person');
  assert.is(ld(PAGES.home).name, content.person.name);
  const list = ld(PAGES.blog);
  assert.is(list['@type'], 'ItemList');
  // The posts /blogs shows: its first page's worth.
  assert.equal(list.itemListElement.map((entry: { item: { url: string } }) => entry.item.url), newestFirst(content.posts).slice(0, POSTS_PER_PAGE).map((post) => post.url));
});

tags('should mark the 404 page noindex, with no canonical URL or preview', () => {
  const page = doc(PAGES.notFound);
  assert.is(tag(page, 'robots'), 'noindex');
  assert.is(page.querySelector('link[rel="canonical"], meta[property^="og:"], script[type="application/ld+json"]'), null);
});

tags('should load no theme: the HTML is the same for every visitor, the boot script decides', () => {
  for (const file of BUILT_PAGES) {
    const html = site.read(file);
    assert.not.match(html, /<html[^>]*data-theme/, file);
    assert.ok(html.indexOf('<script>') < html.indexOf('<style>'), `${file}: the boot script runs before the styles apply`);
    const boot = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    assert.ok(boot.includes('localStorage.getItem') && boot.includes('"theme"'), `${file}: the boot script restores the chosen theme`);
  }
});

tags.run();

// ---

const card = suite('build :: social card');
const cardUrl = tag(doc(PAGES.home), 'og:image')!;
const cardFile = cardUrl.slice(`${SITE}/`.length);

card('should be referenced by absolute URL with its size, type and alt text', () => {
  assert.ok(cardUrl.startsWith(`${SITE}/assets/`), cardUrl);
  assert.match(cardUrl.slice(SITE.length), /^\/assets\/social-card-[0-9a-f]{10}\.png$/);
  const page = doc(PAGES.blog);
  assert.is(tag(page, 'og:image'), cardUrl, 'the same card on /blogs');
  assert.equal([tag(page, 'og:image:width'), tag(page, 'og:image:height'), tag(page, 'og:image:type')], ['1200', '630', 'image/png']);
  assert.is(tag(page, 'og:image:alt'), `${content.person.name}, ${content.person.title}`);
  assert.is(tag(page, 'twitter:image'), cardUrl);
});

card('should be an opaque 1200×630 PNG (LinkedIn rejects WebP)', async () => {
  const header = pngHeader(bytes(cardFile));
  assert.equal([header.signature, header.width, header.height], [PNG_SIGNATURE, 1200, 630]);
  assert.ok((await sharp(bytes(cardFile)).stats()).isOpaque);
});

/**
 * Cards for `names` (as name and title), each drawn in a fresh process, as fontconfig reads
 * its fonts once per process: with FONT_DIR, or with a folder holding the primary font alone.
 */
function cardsInFreshProcess(names: string[], fontDir: string): Buffer[] {
  const out = mkdtempSync(path.join(tmpdir(), 'card-'));
  try {
    const iconFile = path.join(out, 'icon.svg');
    writeFileSync(iconFile, defaultIconSvg(THEMES.dark));
    const script = `
      const { readFileSync, writeFileSync } = await import('node:fs');
      const { renderSocialCard } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'src/builder/social-card.ts')).href)});
      for (const [i, input] of JSON.parse(process.env.CARD_INPUTS).entries()) {
        const png = await renderSocialCard({ ...input, background: readFileSync(input.background), icon: readFileSync(input.icon) });
        writeFileSync(${JSON.stringify(out)} + '/' + i + '.png', png);
      }`;
    const inputs = names.map((name) => ({
      person: { name, title: name, siteUrl: content.person.siteUrl },
      palette: THEMES.dark,
      fontDir,
      background: path.join(ROOT, 'test/fixtures/sample/assets/hero.png'),
      icon: iconFile,
      cacheDir: path.join(out, 'fontconfig'),
    }));
    const { FONTCONFIG_FILE: _, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, env: { ...env, CARD_INPUTS: JSON.stringify(inputs) }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`drawing cards failed: ${run.stderr}`);
    return names.map((_, i) => readFileSync(path.join(out, `${i}.png`)));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

card('should draw Chinese, Japanese, Korean and emoji with real glyphs, never a missing-glyph box', async () => {
  const fonts = await loadFonts(FONT_DIR);
  const chain = FALLBACK.bold.map((role) => fonts[role]);
  const samples = ['王', '明', 'や', 'カ', '김', '🚀', '👋', '✨'];
  const nowhere = '\u{20000}'; // CJK Extension B: in none of the shipped fonts
  for (const char of samples) {
    assert.not.ok(fonts.bold.font.hasGlyphForCodePoint(char.codePointAt(0)!), `${char}: DejaVu Sans Bold alone would draw a box`);
    assert.equal(missingCharacters(char, chain), [], `${char}: a shipped font has it`);
  }
  // Pango draws a character with the first font fontconfig offers that has it, so a card that
  // draws one sample of each fallback font with a real glyph shows that font is offered, and
  // with it every sample that font has (above): one card per font, not per sample.
  const drawn = [...new Map(samples.map((char) => [fontFor(char, chain)!.font.role, char])).values()];
  assert.equal(drawn.length, 2, `one sample for each of the CJK and emoji fonts: ${drawn.join(' ')}`);
  // Reference: the same cards where fontconfig sees DejaVu Sans Bold alone, so every sample
  // is Pango's box with the character's code in it. A card equal to its reference shows a box.
  const primaryOnly = mkdtempSync(path.join(tmpdir(), 'fonts-'));
  try {
    copyFileSync(path.join(FONT_DIR, FONT_FILES.bold), path.join(primaryOnly, FONT_FILES.bold));
    const [shipped, reference] = [cardsInFreshProcess([...drawn, nowhere], FONT_DIR), cardsInFreshProcess([...drawn, nowhere], primaryOnly)];
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    // The check sees a box: a character no font has is drawn alike with or without the fallback.
    assert.ok((await pixels(shipped.at(-1)!)).equals(await pixels(reference.at(-1)!)), 'a box is recognised');
    for (const [i, char] of drawn.entries()) {
      assert.not.ok((await pixels(shipped[i]!)).equals(await pixels(reference[i]!)), `${char} is drawn as a box`);
    }
  } finally {
    rmSync(primaryOnly, { recursive: true, force: true });
  }
});

card.run();

// ---

const crawl = suite('build :: sitemap.xml and robots.txt');

crawl('should list /, /blogs, its pages and its tags\' lists, by absolute URL with a lastmod from the content, and not the 404 page', () => {
  const xml = site.read('sitemap.xml');
  const pages = sitePages(content).filter((page) => !page.post?.canonical);
  assert.equal([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]), pages.map((page) => `${SITE}${hrefOf(page.path)}`));
  const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
  // A list is as new as its newest post; the whole blog's is the newest of all.
  const newestPost = content.posts.map((post) => post.publishedAt).sort().at(-1)!;
  assert.equal(lastmods.slice(0, 2), [content.updatedAt, [content.updatedAt, newestPost].sort().at(-1)]);
  assert.not.match(xml, /404/);
});

crawl('robots.txt should point to the sitemap', () => {
  assert.is(site.read('robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
});

crawl.run();

// ---

const icons = suite('build :: favicons');

icons('should draw every PNG icon at its size from the one SVG', () => {
  for (const [file, size] of [['favicon-32.png', 32], ['apple-touch-icon.png', 180], ['icon-192.png', 192], ['icon-512.png', 512]] as const) {
    const header = pngHeader(bytes(file));
    assert.equal([header.signature, header.width, header.height], [PNG_SIGNATURE, size, size], file);
  }
  assert.is(pngHeader(bytes('apple-touch-icon.png')).colourType, RGB, 'opaque: iOS paints transparency black');
  assert.is(site.read('favicon.svg'), defaultIconSvg(THEMES.dark), 'the sample brings no icon.svg: the one drawn in its accent');
});

icons('should answer /favicon.ico with the 32 px PNG in an ICO file', () => {
  const ico = bytes('favicon.ico');
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  assert.equal([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)], [0, 1, 1], 'reserved, icon, one image');
  assert.equal([ico[6], ico[7], view.getUint32(18, true)], [32, 32, 22], 'a 32 px image right after the directory');
  assert.equal(ico.subarray(22), bytes('favicon-32.png'));
});

icons('should name the icons and the manifest in every page, and the manifest its icons', () => {
  for (const file of BUILT_PAGES) {
    const html = site.read(file);
    // The tab icon and the manifest wait in a <noscript> for the boot script (src/app/boot.ts);
    // the iOS home-screen icon, which no browser fetches with the page, is a plain link.
    const deferred = /<noscript id="deferred-head">([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    const hrefsIn = (text: string, rels: string) => [...text.matchAll(new RegExp(`<link rel="(?:${rels})" href="([^"]+)"`, 'g'))].map((m) => m[1]!);
    assert.equal(hrefsIn(deferred, 'icon|manifest'), ['/favicon.svg', '/favicon-32.png', '/site.webmanifest'], file);
    assert.equal(hrefsIn(html.replace(deferred, ''), 'icon|apple-touch-icon|manifest'), ['/apple-touch-icon.png'], file);
    for (const href of [...hrefsIn(deferred, 'icon|manifest'), '/apple-touch-icon.png']) assert.ok(site.exists(href.slice(1)), href);
  }
  const manifest = JSON.parse(site.read('site.webmanifest'));
  for (const icon of manifest.icons) assert.ok(site.exists(icon.src), icon.src);
});

icons.run();

// ---

const links = suite('build :: link check');

// The build stops on a link that does not resolve; one that finished says how many it checked.
links('should run in the build and find every internal link of the real pages resolving', () => {
  const checked = Number(/links: all (\d+) internal links and anchors resolve/.exec(site.output)?.[1]);
  assert.ok(checked > 100, `${checked} links`);
});

links.run();
