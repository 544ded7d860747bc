// The hero's name is set large (Hero.module.css), which a short name wears well and a long
// one does not: "Christopherson" at a phone's 44 px is wider than its column, and would break
// mid-word. The build knows the name, so it tells the stylesheet how wide its longest word is
// (in em); the CSS caps the font size so that word fits the column.

/**
 * A generous average advance of one letter of the hero's bold sans-serif, in em: DejaVu Sans
 * Bold sets "Christopherson" at 0.58 em a letter, the stacks' other fonts narrower, and the
 * margin covers wide letters (m, w, Ł) and a letter-spacing change.
 */
export const NAME_LETTER_EM = 0.62;

/** Letters of the longest word of a name; hyphens and spaces are where a line may break. */
export function longestWordLetters(name: string): number {
  return Math.max(0, ...name.split(/[\s\-\u2010-\u2014]+/u).map((word) => [...word].length));
}

/** `:root{--name-longest-word:8.68}` for "Łukasz Dvořák-Christopherson". */
export function nameFitCss(name: string): string {
  const em = Math.round(longestWordLetters(name) * NAME_LETTER_EM * 100) / 100;
  return `:root{--name-longest-word:${Math.max(em, 1)}}`;
}
