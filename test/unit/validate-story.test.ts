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

story('should name each mistake of a job or study in one line: dates, months, names, texts, lists, links, years', () => {
  const job = 'experience[1] "Acme"';
  const study = 'education[0] "TU Berlin"';
  const rows: [string[], string[]][] = [
    [withJob({ end: '2019-01' }), [`${job}: end "2019-01" is before start "2021-03"`]],
    [withStudy({ endYear: 2010 }), [`${study}: endYear 2010 is before startYear 2012`]],
    [withJob({ start: 'March 2021' }), [`${job}: start must be a month written YYYY-MM, such as "2021-03" (got "March 2021")`]],
    [withJob({ end: '2021-13' }), [`${job}: end must be a month written YYYY-MM, such as "2021-03", or left out while it goes on (got "2021-13")`]],
    [withJob({ start: undefined }), [`${job}: start is missing`]],
    [withJob({ role: '' }), [`${job}: role must not be empty (got "")`]],
    [withJob({ role: undefined }), [`${job}: role is missing`]],
    [withJob({ company: '  ' }), ['experience[1] "  ": company must not be empty (got "  ")']],
    // A line break is named once, by the check every text has (validate-text.ts, below).
    [withJob({ summary: 'one\ntwo' }), []],
    [withJob({ summary: 'x'.repeat(MAX_SUMMARY_LENGTH) }), []],
    [withJob({ summary: 'x'.repeat(MAX_SUMMARY_LENGTH + 1) }), [`${job}: summary is ${MAX_SUMMARY_LENGTH + 1} characters long; shorten it to at most ${MAX_SUMMARY_LENGTH}`]],
    [withJob({ highlights: ['ok', 'y'.repeat(MAX_HIGHLIGHT_LENGTH + 1)] }), [`${job}: highlights[1] is ${MAX_HIGHLIGHT_LENGTH + 1} characters long; shorten it to at most ${MAX_HIGHLIGHT_LENGTH}`]],
    [withJob({ summary: '' }), [`${job}: summary must not be empty; leave it out instead (got "")`]],
    [withJob({ technologies: 'React' }), [`${job}: technologies must be a list of texts, or left out (got "React")`]],
    [withJob({ highlights: ['a', ''] }), [`${job}: highlights[1] must not be empty (got "")`]],
    [withJob({ url: 'http://acme.example.org' }), [`${job}: url must be an https: URL, or left out (got "http://acme.example.org")`]],
    [withStudy({ startYear: '2012' }), [`${study}: startYear must be a year from 1900 to 2100 written as a number, such as 2016 (got "2012")`]],
    [withStudy({ endYear: 20016 }), [`${study}: endYear must be a year from 1900 to 2100 written as a number, such as 2016 (got 20016)`]],
    [withStudy({ degree: undefined, area: undefined }), [`${study}: needs a degree ("BSc"), an area ("Computer Science") or both`]],
    [withStudy({ degree: undefined }), []],
    [storyProblems({ experience: JOB as unknown as Job[] }), [`experience must be a list, [] or left out for none (got ${JSON.stringify(JOB)})`]],
    [storyProblems({ education: ['TU Berlin'] as unknown as Education[] }), ['education[0] must be an object { … } (got "TU Berlin")']],
  ];
  rows.forEach(([problems, expected], i) => assert.equal(problems, expected, `row ${i + 1}`));
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
