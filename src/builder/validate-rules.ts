// The rules a content field is checked by, and how a message shows a value: shared by the
// content check's parts (validate.ts, validate-person.ts, validate-text.ts).

import { parsePostDate } from '../prerendered/blog/formatPostDate';
import { isSourceImage, SOURCE_FORMAT_NAMES } from './image-sources';

// How far after the build's day a date may be: a little ahead (scheduled, another time zone) is
// fine; the year 9999 is a slip that would stand first in every list and date the feeds for ever.
export const MAX_YEARS_AHEAD = 1;

// A post's id is its card's HTML id and #fragment, and an own post's page: a slug.
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type Rule = 'text' | 'url' | 'code-url' | 'date' | 'image' | 'file' | 'list';

/** What is wrong with `value` by `rule` ("must be an https: URL (got …)"), or null. */
export function findProblem(value: unknown, rule: Rule, imageExists: (name: string) => boolean): string | null {
  if (rule === 'list') {
    if (!Array.isArray(value) || value.length === 0) return 'must be a non-empty list';
    const blank = value.findIndex((item) => typeof item !== 'string' || !item.trim());
    if (blank < 0) return null;
    return typeof value[blank] === 'string' ? `has an empty item at [${blank}]` : `must be a list of texts; [${blank}] is ${show(value[blank])}`;
  }
  if (typeof value !== 'string' || !value.trim()) return value === undefined ? 'is missing' : `must not be empty (got ${show(value)})`;
  switch (rule) {
    case 'url':
      return isUrl(value, ['https:']) ? null : `must be an https: URL (got ${show(value)})`;
    case 'code-url':
      return value === '#' || isUrl(value, ['https:']) ? null : `must be an https: URL or '#' for private code (got ${show(value)})`;
    case 'date':
      return parsePostDate(value) !== null ? null : `must be a real calendar date written YYYY-MM-DD (got ${show(value)})`;
    case 'image':
    case 'file':
      if (!staysInAssets(value)) return `must be a path inside src/assets/, such as "projects/app.png" (got ${show(value)})`;
      if (rule === 'image' && !isSourceImage(value)) return `must be a ${SOURCE_FORMAT_NAMES} image (got ${show(value)})`;
      return imageExists(value) ? null : `names ${rule === 'image' ? 'an image' : 'a file'} that does not exist: src/assets/${value}`;
    default:
      return null;
  }
}

/**
 * Whether `name` names a file inside src/assets/ (the build publishes what it reads): no address,
 * no absolute path, no backslash, no ".." step, and none of these %-escaped either (a Markdown
 * image's address is a URL, where %2e%2e is "..").
 */
export function staysInAssets(name: string): boolean {
  const forms = [name];
  try {
    forms.push(decodeURIComponent(name));
  } catch {
    // Not a URL's escapes ("100%.png"): the name as written is all there is to check.
  }
  return forms.every((form) => !/^[a-z][a-z0-9+.-]*:/i.test(form) && !form.startsWith('/') && !form.includes('\\') && !form.split('/').includes('..'));
}

/** What is wrong with a YYYY-MM-DD date more than MAX_YEARS_AHEAD after `today`, or null. */
export function futureDateProblem(value: unknown, today: string): string | null {
  if (typeof value !== 'string' || parsePostDate(value) === null) return null; // the date rule says so
  const latest = latestDate(today);
  if (value <= latest) return null;
  return `is more than ${MAX_YEARS_AHEAD === 1 ? 'a year' : `${MAX_YEARS_AHEAD} years`} after the build's day, ${today} (the latest it takes is ${latest}, MAX_YEARS_AHEAD in src/builder/validate-rules.ts); write the day it was published (got ${show(value)})`;
}

/** `today` MAX_YEARS_AHEAD later, YYYY-MM-DD (29 February to 1 March). */
function latestDate(today: string): string {
  const day = parsePostDate(today);
  if (day === null) throw new RangeError(`today must be a date written YYYY-MM-DD (got ${show(today)})`);
  const date = new Date(day);
  date.setUTCFullYear(date.getUTCFullYear() + MAX_YEARS_AHEAD);
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is an https: address (any host). */
export const isHttps = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value) && new URL(value).protocol === 'https:';

export function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && (url.protocol !== 'https:' || url.hostname.includes('.'));
  } catch {
    return false;
  }
}

// Characters a terminal would act on or reorder rather than show: controls, and the bidi
// embeddings, overrides and isolates (the "Trojan Source" set). A message shows them escaped.
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A value as a message quotes it: JSON, with every character a terminal would not show plainly escaped. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.replace(UNSHOWABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
