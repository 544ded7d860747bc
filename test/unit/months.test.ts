// A career's months read the same in every time zone, and newest first.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as months from '../../src/prerendered/experience/months';
import { newestJobsFirst, newestStudiesFirst } from '../../src/prerendered/experience/order';
import type { Job } from '../../src/content/types';

const { formatMonth, jobPeriod, monthNumber, periodText, studyPeriod } = months;
const originalTz = process.env.TZ;

const test = suite('career months');
test.after(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// Every zone's months, read from the page: test/components/experience.test.tsx.
test('the naive way really is wrong west of UTC (so the zone tests can fail)', () => {
  process.env.TZ = 'America/Los_Angeles';
  assert.is(new Date('2021-03').toLocaleDateString('en-US', { month: 'short', year: 'numeric' }), 'Feb 2021');
});

test('should refuse what is not a YYYY-MM month, and count months so that two compare and subtract', () => {
  for (const bad of ['2021-3', '2021-13', '2021-00', 'March 2021', '2021-03-01', '21-03', '']) {
    assert.is(monthNumber(bad), null, bad);
    assert.throws(() => formatMonth(bad, 'en'), RangeError, bad);
  }
  assert.is(monthNumber(undefined), null);
  assert.is(monthNumber(202103), null);
  assert.is(monthNumber('2021-03')! - monthNumber('2020-12')!, 3);
  assert.ok(monthNumber('2020-12')! < monthNumber('2021-01')!);
});

test('should read "Mar 2021 – Present" for the job you have now, and show years of study, one year alone, or none', () => {
  const ends = jobPeriod({ start: '2021-03' }, 'Present', 'en');
  assert.equal(ends, [{ dateTime: '2021-03', text: 'Mar 2021' }, { dateTime: null, text: 'Present' }]);
  assert.is(periodText(ends), 'Mar 2021 – Present');
  assert.is(periodText(jobPeriod({ start: '2018-06', end: '2021-02' }, 'Present', 'en')), 'Jun 2018 – Feb 2021');
  assert.is(periodText(studyPeriod({ startYear: 2012, endYear: 2016 }, 'Present')), '2012 – 2016');
  assert.is(periodText(studyPeriod({ startYear: 2023 }, 'Present')), '2023 – Present');
  assert.is(periodText(studyPeriod({ endYear: 2016 }, 'Present')), '2016');
  assert.is(periodText(studyPeriod({ startYear: 2016, endYear: 2016 }, 'Present')), '2016');
  assert.equal(studyPeriod({}, 'Present'), []);
  assert.equal(studyPeriod({ startYear: 2012, endYear: 2016 }, 'Present')[0], { dateTime: '2012', text: '2012' });
});

const job = (company: string, start: string, end?: string): Job => ({ company, role: 'Engineer', start, ...(end ? { end } : {}) });

test('should put the latest start first, the current job first of the same month', () => {
  const jobs = [job('A', '2015-01', '2017-06'), job('B', '2020-02'), job('C', '2017-07', '2020-01'), job('D', '2020-02', '2020-09'), job('E', '2020-02')];
  assert.equal(newestJobsFirst(jobs).map((j) => j.company), ['B', 'E', 'D', 'C', 'A']);
  assert.equal(jobs.map((j) => j.company), ['A', 'B', 'C', 'D', 'E'], 'the owner\'s list is left as it was');
});

test('should put studies still going on first, then by end and start year', () => {
  const studies = [
    { institution: 'BSc', startYear: 2008, endYear: 2012 },
    { institution: 'Now', startYear: 2023 },
    { institution: 'MSc', startYear: 2012, endYear: 2014 },
    { institution: 'Course', endYear: 2014 },
    { institution: 'Undated' },
  ];
  assert.equal(newestStudiesFirst(studies).map((s) => s.institution), ['Now', 'MSc', 'Course', 'BSc', 'Undated']);
});

test.run();
