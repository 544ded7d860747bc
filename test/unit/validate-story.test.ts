// The content check of experience and education, one line per mistake naming the
// entry and the field, as validate.ts does for the rest.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content, Education, Job } from '../../src/content/types';
import { validateContent } from '../../src/builder/validate';
import { MAX_HIGHLIGHT_LENGTH, MAX_SUMMARY_LENGTH, storyProblems } from '../../src/builder/validate-story';

const JOB: Job = {
  company: 'Acme',
  role: 'Senior Engineer',
  location: 'Remote',
  start: '2021-03',
  summary: 'Led the web platform team.',
  highlights: ['Cut the bundle by half'],
  technologies: ['React', 'Node.js'],
  url: 'https://acme.example.org',
};
const STUDY: Education = { institution: 'TU Berlin', degree: 'BSc', area: 'Computer Science', startYear: 2012, endYear: 2016 };
const withJob = (change: Record<string, unknown>) => storyProblems({ experience: [JOB, { ...JOB, ...change } as Job] });
const withStudy = (change: Record<string, unknown>) => storyProblems({ education: [{ ...STUDY, ...change } as Education] });

const story = suite('storyProblems');

story('should accept a full job and study, none at all, and empty lists', () => {
  assert.equal(storyProblems({ experience: [JOB, { company: 'B', role: 'Dev', start: '2015-01', end: '2021-02' }], education: [STUDY] }), []);
  assert.equal(storyProblems({}), []);
  assert.equal(storyProblems({ experience: [], education: [] }), []);
  assert.equal(validateContent({ ...content, experience: [JOB], education: [STUDY] }, { imageExists: () => true }), []);
});

story('an end before its start', () => {
  assert.equal(withJob({ end: '2019-01' }), ['experience[1] "Acme": end "2019-01" is before start "2021-03"']);
  assert.equal(withStudy({ endYear: 2010 }), ['education[0] "TU Berlin": endYear 2010 is before startYear 2012']);
});

story('a month that is not YYYY-MM', () => {
  assert.equal(withJob({ start: 'March 2021' }), ['experience[1] "Acme": start must be a month written YYYY-MM, such as "2021-03" (got "March 2021")']);
  assert.equal(withJob({ end: '2021-13' }), ['experience[1] "Acme": end must be a month written YYYY-MM, such as "2021-03", or left out while it goes on (got "2021-13")']);
  assert.equal(withJob({ start: undefined }), ['experience[1] "Acme": start is missing']);
});

story('an empty or missing company or role', () => {
  assert.equal(withJob({ role: '' }), ['experience[1] "Acme": role must not be empty (got "")']);
  assert.equal(withJob({ role: undefined }), ['experience[1] "Acme": role is missing']);
  assert.equal(withJob({ company: '  ' }), ['experience[1] "  ": company must not be empty (got "  ")']);
});

story('a summary that is not one line, or too long', () => {
  // A line break is named once, by the check every text has (validate-text.ts).
  assert.equal(withJob({ summary: 'one\ntwo' }), []);
  assert.equal(validateContent({ ...content, experience: [{ ...JOB, summary: 'one\ntwo' }] }, { imageExists: () => true }), [
    'experience[0] "Acme": summary has the control character U+000A at character 4 (a line break or tab, or an invisible one); remove it',
  ]);
  assert.equal(withJob({ summary: 'x'.repeat(MAX_SUMMARY_LENGTH) }), []);
  assert.equal(withJob({ summary: 'x'.repeat(MAX_SUMMARY_LENGTH + 1) }), [`experience[1] "Acme": summary is ${MAX_SUMMARY_LENGTH + 1} characters long; shorten it to at most ${MAX_SUMMARY_LENGTH}`]);
  assert.equal(withJob({ highlights: ['ok', 'y'.repeat(MAX_HIGHLIGHT_LENGTH + 1)] }), [`experience[1] "Acme": highlights[1] is ${MAX_HIGHLIGHT_LENGTH + 1} characters long; shorten it to at most ${MAX_HIGHLIGHT_LENGTH}`]);
  assert.equal(withJob({ summary: '' }), ['experience[1] "Acme": summary must not be empty; leave it out instead (got "")']);
});

story('lists, links and years of the wrong kind', () => {
  assert.equal(withJob({ technologies: 'React' }), ['experience[1] "Acme": technologies must be a list of texts, or left out (got "React")']);
  assert.equal(withJob({ highlights: ['a', ''] }), ['experience[1] "Acme": highlights[1] must not be empty (got "")']);
  assert.equal(withJob({ url: 'http://acme.example.org' }), ['experience[1] "Acme": url must be an https: URL, or left out (got "http://acme.example.org")']);
  assert.equal(withStudy({ startYear: '2012' }), ['education[0] "TU Berlin": startYear must be a year from 1900 to 2100 written as a number, such as 2016 (got "2012")']);
  assert.equal(withStudy({ endYear: 20016 }), ['education[0] "TU Berlin": endYear must be a year from 1900 to 2100 written as a number, such as 2016 (got 20016)']);
});

story('a study with neither degree nor area', () => {
  assert.equal(withStudy({ degree: undefined, area: undefined }), ['education[0] "TU Berlin": needs a degree ("BSc"), an area ("Computer Science") or both']);
  assert.equal(withStudy({ degree: undefined }), []);
});

story('lists and entries that are not lists and objects', () => {
  assert.equal(storyProblems({ experience: JOB as unknown as Job[] }), [`experience must be a list, [] or left out for none (got ${JSON.stringify(JOB)})`]);
  assert.equal(storyProblems({ education: ['TU Berlin'] as unknown as Education[] }), ['education[0] must be an object { … } (got "TU Berlin")']);
});

story('the whole check names the content file\'s entries in one list with the rest', () => {
  const broken: Content = { ...content, experience: [{ ...JOB, role: '', end: '2020-01' }] };
  const errors = validateContent(broken, { imageExists: () => true });
  assert.equal(errors, ['experience[0] "Acme": role must not be empty (got "")', 'experience[0] "Acme": end "2020-01" is before start "2021-03"']);
});

story('the characters of a job or study are checked as every text is, named by company or institution, one line a mistake', () => {
  const errors = validateContent({ ...content, experience: [{ ...JOB, highlights: ['Cut the bundle \u202Eby half'], summary: 'one\ntwo' }], education: [{ ...STUDY, area: 'Computer\u0007Science' }] }, { imageExists: () => true });
  assert.is(errors.length, 3, errors.join('\n'));
  assert.ok(errors.some((line) => line.startsWith('experience[0] "Acme": highlights[0] ')), errors.join('\n'));
  assert.ok(errors.some((line) => line.startsWith('experience[0] "Acme": summary ')), errors.join('\n'));
  assert.ok(errors.some((line) => line.startsWith('education[0] "TU Berlin": area ')), errors.join('\n'));
});

story.run();
