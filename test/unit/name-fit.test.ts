import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { longestWordEm, longestWordLetters, NAME_LETTER_EM, nameFitCss, WIDE_LETTER_EM } from '../../src/builder/name-fit';
import { constantsCss } from '../../src/builder/constants-css';

const fit = suite('name-fit');

fit('should count the letters of the longest word, breaking at spaces and hyphens only', () => {
  assert.is(longestWordLetters('Łukasz Dvořák-Christopherson'), 14);
  assert.is(longestWordLetters('Alex Carter'), 6);
  assert.is(longestWordLetters('王小明'), 3, 'letters, not UTF-16 units');
  assert.is(longestWordLetters('Jean‐Luc  Picard'), 6, 'a Unicode hyphen and two spaces');
  assert.is(longestWordLetters('Anne-Marie Li'), 5, 'a hyphen stays with the piece before it: "Anne-"');
});

fit('should count Greek and Cyrillic letters wider, so a long Greek name does not break at 375 px', () => {
  const greek = 'Αικατερίνη Παπαδημητρίου-Χατζηγεωργίου';
  assert.is(longestWordLetters(greek), 14, '"Παπαδημητρίου-"');
  assert.is(longestWordEm(greek), 13 * WIDE_LETTER_EM + NAME_LETTER_EM);
  assert.is(longestWordEm('Преображенская'), 14 * WIDE_LETTER_EM);
  assert.is(longestWordEm('Christopherson'), 14 * NAME_LETTER_EM);
});

fit('should give the stylesheet that word\'s width in em, and the page the owner\'s', () => {
  assert.is(nameFitCss('Łukasz Dvořák-Christopherson'), `:root{--name-longest-word:${Math.round(14 * NAME_LETTER_EM * 100) / 100}}`);
  assert.is(nameFitCss(''), ':root{--name-longest-word:1}', 'never a division by zero');
  assert.ok(constantsCss(content).includes(nameFitCss(content.person.name)));
});

fit.run();
