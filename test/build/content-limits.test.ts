// The name and title lengths the content check allows (MAX_NAME_LENGTH,
// MAX_TITLE_LENGTH in src/builder/validate-text.ts) were found by measuring the social card's
// own drawing; this measures again. The card shrinks a text that overflows its box, so at the
// limit the text must still be drawn at a size that reads where LinkedIn or X show the
// 1200 px card about 550 px wide.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderSocialCard, SOCIAL_CARD, SOCIAL_CARD_FONT, SOCIAL_CARD_LAYOUT } from '../../src/builder/social-card';
import { defaultIconSvg } from '../../src/builder/favicons';
import { sitePalette } from '../../src/builder/themes';
import { content } from '../fixtures/sample/content';
import { MAX_NAME_LENGTH, MAX_TITLE_LENGTH } from '../../src/builder/validate-text';
import { ROOT } from '../helpers/env';
import { FONT_DIR } from '../helpers/pdf-text';

// The smallest sizes, in the card's pixels, that still read at about 550 px wide (16 and
// 13 CSS px there): about half the name's 92 px, and the title's 46 px less a fifth.
const MIN_NAME_PX = 44;
const MIN_TITLE_PX = 36;
// Texts of the usual shapes in the scripts the fonts draw widest (Latin, Greek, Cyrillic),
// cut to the limit.
const NAMES = ['Maximilian Alexander Wolfgang Montgomery-Featherstonehaugh ', 'Αικατερίνη Παπαδημητρίου-Χατζηγεωργίου ', 'Александра Константиновна Преображенская '];
const TITLES = [
  'Senior Frontend Engineer with Node.js, TypeScript and Accessibility Expertise for Product Teams ',
  'Προγραμματίστρια διεπαφών με εμπειρία σε Node.js και προσβασιμότητα ',
  'Ведущий фронтенд-разработчик с опытом в Node.js и доступности ',
];

/** The size, in px, the card draws `text` at in a box (social-card.ts's own fitting: natural size, else fitted to the box's height). */
async function drawnSize(text: string, { size, maxHeight }: { size: number; maxHeight: number }): Promise<number> {
  const box = { text, font: `${SOCIAL_CARD_FONT} ${size}`, width: SOCIAL_CARD.width - 2 * SOCIAL_CARD_LAYOUT.padding, rgba: true };
  const natural = await sharp({ text: { ...box, dpi: 72 } }).png().toBuffer({ resolveWithObject: true });
  if (natural.info.height <= maxHeight) return size;
  const fitted = await sharp({ text: { ...box, height: maxHeight } }).png().toBuffer({ resolveWithObject: true });
  return (size * fitted.info.textAutofitDpi!) / 72;
}

const limits = suite('content limits :: the social card at the longest name and title allowed');

limits.before(async () => {
  // A card drawn first points fontconfig at the shipped fonts, as in the build.
  const palette = sitePalette(content.accent).dark;
  await renderSocialCard({
    person: { name: 'A', title: 'B', siteUrl: 'https://example.org' },
    palette,
    background: readFileSync(path.join(ROOT, 'test/fixtures/sample/assets/hero.png')),
    icon: Buffer.from(defaultIconSvg(palette)),
    fontDir: FONT_DIR,
    cacheDir: path.join(ROOT, '.cache/fontconfig'),
  });
});

limits(`should draw a ${MAX_NAME_LENGTH}-character name at ${MIN_NAME_PX} px or more`, async () => {
  for (const name of NAMES) {
    const text = name.repeat(3).slice(0, MAX_NAME_LENGTH);
    const px = await drawnSize(text, SOCIAL_CARD_LAYOUT.name);
    assert.ok(px >= MIN_NAME_PX, `"${text}" at ${px.toFixed(1)} px`);
  }
});

limits(`should draw a ${MAX_TITLE_LENGTH}-character title at ${MIN_TITLE_PX} px or more`, async () => {
  for (const title of TITLES) {
    const text = title.repeat(3).slice(0, MAX_TITLE_LENGTH);
    const px = await drawnSize(text, SOCIAL_CARD_LAYOUT.title);
    assert.ok(px >= MIN_TITLE_PX, `"${text}" at ${px.toFixed(1)} px`);
  }
});

limits('should find the limits close: a much longer name or title is drawn too small (so the test above can fail)', async () => {
  assert.ok((await drawnSize(NAMES[0]!.repeat(3).slice(0, MAX_NAME_LENGTH * 2), SOCIAL_CARD_LAYOUT.name)) < MIN_NAME_PX);
  assert.ok((await drawnSize(TITLES[0]!.repeat(3).slice(0, MAX_TITLE_LENGTH * 2), SOCIAL_CARD_LAYOUT.title)) < MIN_TITLE_PX);
});

limits.run();
