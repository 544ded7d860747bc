// The social card's function (src/builder/social-card.ts) and the build step that draws it
// (cards-and-icons.ts): the card over any artwork, the warning for a character no shipped font
// draws, the address as written. The built card and its tags: test/build/meta.test.ts.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadFonts } from '../../src/builder/fonts/fallback';
import { defaultIconSvg } from '../../src/builder/favicons';
import { renderSocialCard, SOCIAL_CARD, SOCIAL_CARD_LAYOUT, socialCardMissingGlyphs, socialCardTexts } from '../../src/builder/social-card';
import { sitePalette } from '../../src/builder/themes';
import { content } from '../fixtures/sample/content';
import { ROOT } from '../helpers/env';
import { FONT_DIR } from '../helpers/pdf-text';

const card = suite('social card');
const dark = sitePalette(content.accent).dark;

card('should show any artwork whole at the right, never cut, on an opaque card: a square picture keeps its frame on every side', async () => {
  // A transparent square in a red frame: with the picture cut to the card's shape (cover), its
  // top and bottom would be lost; contained in the region at the right, all four sides are there.
  const side = 1200;
  const frame = 60;
  const framed = await sharp({ create: { width: side, height: side, channels: 4, background: '#ff0000' } })
    .composite([{ input: { create: { width: side - 2 * frame, height: side - 2 * frame, channels: 4, background: '#ffffff' } }, top: frame, left: frame, blend: 'dest-out' }]) // punched out: clear
    .png()
    .toBuffer();
  const png = await renderSocialCard({
    person: content.person,
    palette: dark,
    background: framed,
    icon: Buffer.from(defaultIconSvg(dark)), // the sample brings no icon.svg
    fontDir: FONT_DIR,
    cacheDir: path.join(ROOT, '.cache/fontconfig'),
  });
  assert.ok((await sharp(png).stats()).isOpaque, 'opaque over a transparent picture');
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  const red = (x: number, y: number) => { const [r, g, b] = pixel(x, y); return r! > g! + 60 && r! > b! + 60; };
  const { width, height } = SOCIAL_CARD;
  const art = SOCIAL_CARD_LAYOUT.art.width;
  const edge = Math.round((frame / side) * height / 2); // halfway into the scaled frame
  const middle = width - art / 2;
  assert.ok(red(middle, edge) && red(middle, height - 1 - edge), "the frame's top and bottom are on the card");
  assert.ok(red(width - 1 - (art - height) / 2 - edge, height / 2), 'its right side is on the card');
  assert.not.ok(red(middle, height / 2), 'the clear middle is not the frame');
  assert.not.ok(red(width - art - 10, height / 2), 'nothing of the picture left of its region');
});

card('should warn at build about a character no shipped font draws, naming it', async () => {
  const fonts = await loadFonts(FONT_DIR);
  const person = (name: string, title = content.person.title) => ({ name, title, siteUrl: content.person.siteUrl });
  for (const name of [content.person.name, 'Łukasz Dvořák-Christopherson', '王小明', 'محمد عبدالله', 'İstanbul 🚀']) {
    assert.equal(socialCardMissingGlyphs(person(name), fonts), [], name);
  }
  const [warning, ...rest] = socialCardMissingGlyphs(person('Ann \u{20000}', 'Dev \u{E000}'), fonts);
  assert.match(warning!, /^person\.name has "\u{20000}" \(U\+20000\)/u);
  assert.match(rest[0]!, /^person\.title has "\u{E000}" \(U\+E000\)/u);
  // build.mjs prints them, and goes on: when it draws the card, and again when a later build
  // takes the card from the cache (the warnings are kept with it; a name new to the cache
  // makes the first build draw).
  // The build's module as it runs, through tsx (bundled here, it would find the project's files from .cache/test).
  const { buildSocialCard }: typeof import('../../src/builder/cards-and-icons') = await tsImport(pathToFileURL(path.join(ROOT, 'src/builder/cards-and-icons.ts')).href, import.meta.url);
  const out = mkdtempSync(path.join(tmpdir(), 'card-'));
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  const title = `${content.person.title} ${randomUUID().slice(0, 8)}`;
  try {
    mkdirSync(path.join(out, 'assets'));
    for (const build of ['drawn', 'cached']) {
      await buildSocialCard(out, { ...content, person: { ...content.person, name: 'Ann \u{20000}', title } });
      assert.equal(warnings.splice(0), [`warning: ${warning}`], `the build that ${build} the card`);
    }
  } finally {
    console.warn = warn;
    rmSync(out, { recursive: true, force: true });
  }
});

card('should show the site\'s address in its own script, not as punycode', () => {
  assert.is(socialCardTexts({ ...content.person, siteUrl: 'https://xn--r8jz45g.jp/' }).address, '例え.jp');
  assert.is(socialCardTexts({ ...content.person, siteUrl: 'https://example.com:8443/' }).address, 'example.com:8443');
});

card.run();
