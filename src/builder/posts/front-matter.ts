// The front matter of an owner's Markdown post: a YAML block between two "---" lines at the
// top of the file (the convention Jekyll, Hugo and Astro share), read with `yaml` (YAML 1.2,
// so `date: 2025-05-15` stays the text it is and never becomes a midnight in some time zone).

import type * as Yaml from 'yaml';
import { onFirstUse } from '../on-first-use';
import { isHttps, show } from '../validate-rules';
import { calendarDate } from './calendar-date';

const yaml = onFirstUse<typeof Yaml>('yaml'); // with the first post, not at the build's start

/** What a post's front matter says. */
export interface FrontMatter {
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  tags: string[];
  excerpt?: string;
  /** Where the article was first published, when not here: the page's canonical link. */
  canonical?: string;
}

const FENCE = '---';
const FIELDS = new Set(['title', 'date', 'tags', 'excerpt', 'canonical']);

export interface SplitPost {
  front: FrontMatter | null;
  /** The Markdown after the front matter. */
  body: string;
  /** Lines before the body, so a body line can be named as a line of the file. */
  bodyLine: number;
  problems: { line: number; message: string }[];
}

/** Splits a post file into its checked front matter and its Markdown body. */
export function splitPost(text: string): SplitPost {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE) return { front: null, body: text, bodyLine: 0, problems: [{ line: 1, message: 'must start with front matter: a line "---", then title:, date: and tags:, then "---"' }] };
  const end = lines.indexOf(FENCE, 1);
  if (end === -1) return { front: null, body: '', bodyLine: 0, problems: [{ line: 1, message: 'the front matter has no closing "---" line' }] };
  const body = lines.slice(end + 1).join('\n');
  let data: unknown;
  try {
    data = yaml().parse(lines.slice(1, end).join('\n'));
  } catch (error) {
    const line = 1 + ((error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0);
    return { front: null, body, bodyLine: end + 1, problems: [{ line, message: `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` }] };
  }
  const { front, problems } = checkFront(data);
  return { front, body, bodyLine: end + 1, problems: problems.map((message) => ({ line: 1, message })) };
}

function checkFront(data: unknown): { front: FrontMatter | null; problems: string[] } {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { front: null, problems: ['the front matter must be fields: title:, date:, tags:'] };
  const d = data as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(d)) if (!FIELDS.has(key)) problems.push(`front matter: unknown field "${key}" (known: ${[...FIELDS].join(', ')})`);
  const title = typeof d.title === 'string' ? d.title.trim() : '';
  if (!title) problems.push('front matter: title: must be some text');
  const date = typeof d.date === 'string' && calendarDate(d.date) === d.date ? d.date : '';
  if (!date) problems.push(`front matter: date: must be a calendar date, YYYY-MM-DD (got ${show(d.date)})`);
  // A tag is a word (YAML reads `2024` as a number, which is one too); never a list or a map.
  const tags = d.tags === undefined ? [] : Array.isArray(d.tags) && d.tags.every((tag) => typeof tag === 'string' || typeof tag === 'number') ? d.tags.map(String) : null;
  if (!tags || tags.some((tag) => !tag.trim() || tag.includes(','))) problems.push(`front matter: tags: must be a list of words, e.g. [React, TypeScript], each without commas (got ${show(d.tags)})`);
  if (d.excerpt !== undefined && (typeof d.excerpt !== 'string' || !d.excerpt.trim())) problems.push('front matter: excerpt: must be some text, or left out');
  if (d.canonical !== undefined && !isHttps(d.canonical)) problems.push(`front matter: canonical: must be an https: address (got ${show(d.canonical)})`);
  if (problems.length) return { front: null, problems };
  return {
    front: {
      title,
      date,
      tags: tags ?? [],
      ...(typeof d.excerpt === 'string' ? { excerpt: d.excerpt.trim() } : {}),
      ...(typeof d.canonical === 'string' ? { canonical: d.canonical } : {}),
    },
    problems,
  };
}
