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

/** How wide the longest piece of a name is, in em. */
export function longestWordEm(name: string): number {
  const width = (piece: string) => [...piece].reduce((sum, letter) => sum + (WIDE_LETTER.test(letter) ? WIDE_LETTER_EM : NAME_LETTER_EM), 0);
  return Math.max(0, ...pieces(name).map(width));
}

/** `:root{--name-longest-word:8.68}` for "Łukasz Dvořák-Christopherson". */
export function nameFitCss(name: string): string {
  const em = Math.round(longestWordEm(name) * 100) / 100;
  return `:root{--name-longest-word:${Math.max(em, 1)}}`;
}
