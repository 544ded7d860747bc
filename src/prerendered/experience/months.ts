// Months of a career, "2021-03" -> "Mar 2021", the same in every time zone: formatted in UTC
// from its own numbers (new Date('2021-03') shows February west of UTC). Years are numbers.

import type { Education, Job } from '../../content/types';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
// "Mar 2021": the short month, as LinkedIn and most résumés write it, in the site's language
// (the same Intl data formats the posts' dates, src/prerendered/blog/formatPostDate.ts).
const SHORT_MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };

/** Months since year 0 for "YYYY-MM" (so two compare and subtract), or null for anything else: "2021-3", "2021-13", "March 2021". */
export function monthNumber(value: unknown): number | null {
  const match = typeof value === 'string' ? MONTH.exec(value) : null;
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

/** "2021-03" -> "Mar 2021" in `locale`. Throws RangeError for a value that is not a month; the build has checked every one. */
export function formatMonth(value: string, locale: string): string {
  const month = monthNumber(value);
  if (month === null) throw new RangeError(`not a YYYY-MM month: ${JSON.stringify(value)}`);
  return new Intl.DateTimeFormat(locale, SHORT_MONTH).format(Date.UTC(Math.floor(month / 12), month % 12, 1));
}

/** One end of a period as the page shows it: a <time> with its machine-readable value, or the word for "still there". */
export type PeriodEnd = { dateTime: string; text: string } | { dateTime: null; text: string };

/** A job's start and end: "Mar 2021" – "Present". */
export function jobPeriod(job: Pick<Job, 'start' | 'end'>, present: string, locale: string): [PeriodEnd, PeriodEnd] {
  return [
    { dateTime: job.start, text: formatMonth(job.start, locale) },
    job.end ? { dateTime: job.end, text: formatMonth(job.end, locale) } : { dateTime: null, text: present },
  ];
}

/** A study's years: "2012" – "2016", "2020" – "Present", or the one year given alone (an end year only: the year of the degree). */
export function studyPeriod(study: Pick<Education, 'startYear' | 'endYear'>, present: string): PeriodEnd[] {
  const year = (value: number): PeriodEnd => ({ dateTime: String(value), text: String(value) });
  if (study.startYear === undefined) return study.endYear === undefined ? [] : [year(study.endYear)];
  if (study.endYear === study.startYear) return [year(study.startYear)];
  return [year(study.startYear), study.endYear === undefined ? { dateTime: null, text: present } : year(study.endYear)];
}

/** A period as one line of text, "Mar 2021 – Present" (the résumé's and the print's form; an en dash, as typesetting has it). */
export function periodText(ends: readonly PeriodEnd[]): string {
  return ends.map((end) => end.text).join(' – ');
}
