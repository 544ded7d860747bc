// A long name ("Christopherson") at the hero's size would break mid-word on a phone, so the
// build tells the stylesheet how wide the name's longest word is (in em), and the CSS caps the
// font size so that word fits the column.

/**
 * A generous average advance of one letter of the hero's bold sans-serif, in em: DejaVu Sans
 * Bold sets "Christopherson" at 0.58 em a letter, the stacks' other fonts narrower, and the
 * margin covers wide letters (m, w, Ł) and a letter-spacing change.
 */
export const NAME_LETTER_EM = 0.62;
/**
 * The same for Greek and Cyrillic letters, which are wider: DejaVu Sans Bold sets
 * "Χατζηγεωργίου" at 0.63 em a letter and "Преображенская" at 0.68 (its letter-spacing taken
 * off), so a long Greek or Russian name would still break at NAME_LETTER_EM.
 */
export const WIDE_LETTER_EM = 0.72;
const WIDE_LETTER = /[\p{Script=Greek}\p{Script=Cyrillic}]/u;

/**
 * The pieces of a name a line can hold: words, split after a hyphen, which stays with the
 * piece before it ("Dvořák-", "Christopherson"); a line never breaks inside one.
 */
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
