// A long name ("Christopherson") at the hero's size would break mid-word on a phone, so the
// build tells the stylesheet how wide the name's longest word is (in em), and the CSS caps the
// font size so that word fits the column.

/** A generous average letter of the hero's bold sans, in em: DejaVu Sans Bold's is 0.58 in "Christopherson". */
export const NAME_LETTER_EM = 0.62;
/** The same for Greek and Cyrillic, wider: 0.63 in "Χατζηγεωργίου", 0.68 in "Преображенская". */
export const WIDE_LETTER_EM = 0.72;
const WIDE_LETTER = /[\p{Script=Greek}\p{Script=Cyrillic}]/u;

/** The pieces of a name a line can hold: words, split after a hyphen ("Dvořák-", "Christopherson"). */
function pieces(name: string): string[] {
  return name.split(/\s+/u).flatMap((word) => word.match(/[^\-\u2010-\u2014]+[\-\u2010-\u2014]*|[\-\u2010-\u2014]+/gu) ?? []);
}

/** Letters of the longest piece of a name (its hyphen included). */
export function longestWordLetters(name: string): number {
  return Math.max(0, ...pieces(name).map((piece) => [...piece].length));
}

/** How wide bold text is, in em, at the generous advances above. */
function boldEm(text: string): number {
  return [...text].reduce((sum, letter) => sum + (WIDE_LETTER.test(letter) ? WIDE_LETTER_EM : NAME_LETTER_EM), 0);
}

/** How wide the longest piece of a name is, in em. */
export function longestWordEm(name: string): number {
  return Math.max(0, ...pieces(name).map(boldEm));
}

// The hero's three buttons share a row only where their column holds them all, and stack one
// under another otherwise (Hero.module.css): the row's width comes from their words, so longer
// ones (another language's) never wrap as two buttons and an orphan. The sample's words in
// DejaVu Sans Bold, the widest of the system fonts, take about 596 px: the row is never
// narrower than ACTIONS_ROW_MIN_REM, which holds them with room to spare.
export const ACTIONS_ROW_MIN_REM = 38;
/** A button beside its words (Button.module.css): 24 px padding and a 1 px border each side. */
const BUTTON_FRAME_PX = 50;
/** The résumé button's icon, 18 px, and the 8 px gap after it. */
const BUTTON_ICON_PX = 26;
/** Between two buttons: --space-3. */
const ACTIONS_GAP_PX = 12;
/** The buttons' text size, --step-0, and the rem, in px. */
const REM_PX = 16;

/** `:root{--actions-row:38rem}`: the hero's buttons' row for their words (the last one has the icon). */
export function actionsRowCss(words: readonly string[]): string {
  const px = words.reduce((sum, word) => sum + boldEm(word) * REM_PX + BUTTON_FRAME_PX, 0) + BUTTON_ICON_PX + (words.length - 1) * ACTIONS_GAP_PX;
  return `:root{--actions-row:${Math.max(ACTIONS_ROW_MIN_REM, Math.ceil((px / REM_PX) * 10) / 10)}rem}`;
}

/** `:root{--name-longest-word:8.68}` for "Łukasz Dvořák-Christopherson". */
export function nameFitCss(name: string): string {
  const em = Math.round(longestWordEm(name) * 100) / 100;
  return `:root{--name-longest-word:${Math.max(em, 1)}}`;
}
