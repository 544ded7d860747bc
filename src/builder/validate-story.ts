// The content check's part for the owner's career (content.experience and content.education),
// in validate.ts's words: one line per mistake naming the entry and the field, e.g.
//   experience[2] "Acme": end "2019-01" is before start "2021-03"

import type { Content, Education, Job } from '../content/types';
import { monthNumber } from '../prerendered/experience/months';
import { isUrl, show } from './validate-rules';

// A job's summary is "one line": about two lines of the résumé's 9 pt text, three of a phone's card.
export const MAX_SUMMARY_LENGTH = 180;
// A highlight is a sentence: at most this many characters, three lines of the résumé.
export const MAX_HIGHLIGHT_LENGTH = 280;
// Years a study may name: a typo such as 20016 or 216 is caught, any real degree passes.
const YEARS = { min: 1900, max: 2100 };

/** Every problem of content.experience and content.education. */
export function storyProblems(content: Pick<Content, 'experience' | 'education'>): string[] {
  const problems: string[] = [];
  for (const [key, check] of [['experience', jobProblems], ['education', studyProblems]] as const) {
    const list: unknown = content[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push(`${key} must be a list, [] or left out for none (got ${show(list)})`);
      continue;
    }
    list.forEach((item: unknown, i) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) problems.push(`${key}[${i}] must be an object { … } (got ${show(item)})`);
      else problems.push(...(check as (entry: never, at: number) => string[])(item as never, i));
    });
  }
  return problems;
}

function jobProblems(job: Job, i: number): string[] {
  const entry = `experience[${i}] ${show(job.company)}`;
  const problems = [
    text('company', job.company),
    text('role', job.role),
    optionalText('location', job.location),
    month('start', job.start, true),
    month('end', job.end, false),
    optionalText('summary', job.summary, MAX_SUMMARY_LENGTH),
    list('highlights', job.highlights, MAX_HIGHLIGHT_LENGTH),
    list('technologies', job.technologies),
    url('url', job.url),
  ];
  const [start, end] = [monthNumber(job.start), monthNumber(job.end)];
  if (start !== null && end !== null && end < start) problems.push(`end ${show(job.end)} is before start ${show(job.start)}`);
  return problems.filter((problem): problem is string => problem !== null).map((problem) => `${entry}: ${problem}`);
}

function studyProblems(study: Education, i: number): string[] {
  const entry = `education[${i}] ${show(study.institution)}`;
  const problems = [text('institution', study.institution), optionalText('degree', study.degree), optionalText('area', study.area), year('startYear', study.startYear), year('endYear', study.endYear), url('url', study.url)];
  if (!filled(study.degree) && !filled(study.area)) problems.push('needs a degree ("BSc"), an area ("Computer Science") or both');
  const { startYear, endYear } = study;
  if (Number.isInteger(startYear) && Number.isInteger(endYear) && endYear! < startYear!) problems.push(`endYear ${endYear} is before startYear ${startYear}`);
  return problems.filter((problem): problem is string => problem !== null).map((problem) => `${entry}: ${problem}`);
}

// --- Field rules: each returns "<field> <what is wrong>" or null ---------------------

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function text(field: string, value: unknown): string | null {
  if (value === undefined) return `${field} is missing`;
  return filled(value) ? null : `${field} must not be empty (got ${show(value)})`;
}

function optionalText(field: string, value: unknown, maxLength?: number): string | null {
  if (value === undefined) return null;
  if (!filled(value)) return `${field} must not be empty; leave it out instead (got ${show(value)})`;
  return tooLong(field, value, maxLength);
}

// A line break is named by the check every text has (validate-text.ts), once.
function tooLong(field: string, value: string, maxLength?: number): string | null {
  const length = [...value].length;
  return maxLength !== undefined && length > maxLength ? `${field} is ${length} characters long; shorten it to at most ${maxLength}` : null;
}

function month(field: string, value: unknown, required: boolean): string | null {
  if (value === undefined) return required ? `${field} is missing` : null;
  if (monthNumber(value) !== null) return null;
  return `${field} must be a month written YYYY-MM, such as "2021-03"${required ? '' : ', or left out while it goes on'} (got ${show(value)})`;
}

function year(field: string, value: unknown): string | null {
  if (value === undefined) return null;
  if (Number.isInteger(value) && (value as number) >= YEARS.min && (value as number) <= YEARS.max) return null;
  return `${field} must be a year from ${YEARS.min} to ${YEARS.max} written as a number, such as 2016 (got ${show(value)})`;
}

function list(field: string, value: unknown, maxLength?: number): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return `${field} must be a list of texts, or left out (got ${show(value)})`;
  for (const [j, item] of value.entries()) {
    if (!filled(item)) return `${field}[${j}] must not be empty (got ${show(item)})`;
    const long = tooLong(`${field}[${j}]`, item, maxLength);
    if (long) return long;
  }
  return null;
}

function url(field: string, value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' && isUrl(value, ['https:']) ? null : `${field} must be an https: URL, or left out (got ${show(value)})`;
}
