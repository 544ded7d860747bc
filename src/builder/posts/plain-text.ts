// What a reader reads in a feed's HTML: its text, for an excerpt and a read time. Parsed with
// htmlparser2 (entities decoded, tags and scripts gone), never with regular expressions, so
// no tag or entity is left in an excerpt however the feed wrote its HTML.

import type * as Entities from 'entities';
import type * as Htmlparser2 from 'htmlparser2';
import { onFirstUse } from '../on-first-use';

// Loaded with the first post or feed read, not at every build's start.
const entities = onFirstUse<typeof Entities>('entities');
const htmlparser2 = onFirstUse<typeof Htmlparser2>('htmlparser2');

// Medium's help centre, "Read time": "roughly 265 WPM", so a synced Medium post reads as long here.
export const WORDS_PER_MINUTE = 265;
// The longest excerpt a card shows: three lines of a two-column card (the sample's run 140–180).
export const EXCERPT_MAX_CHARS = 200;
// The longest piece one call to the word segmenter gets (wordCount): 1 MB in 0.3 s at 512, 3 s at 16 384.
export const SEGMENT_PIECE_CHARS = 512;

// Elements whose text is no prose: not counted, not excerpted.
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math']);
// Containers whose paragraphs are asides, not the article's opening.
const ASIDES = new Set(['figure', 'li', 'blockquote', 'table', 'aside']);
// Elements that end a run of text, so "end.</p><p>Next" reads as two words.
const BLOCKS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'figure', 'figcaption', 'table', 'tr', 'td', 'th', 'hr', 'section', 'article', 'header', 'footer', 'img']);

export interface HtmlText {
  /** All the prose, code included, one space between runs. */
  text: string;
  /** The text of each paragraph outside figures, lists, quotes and tables, in order. */
  paragraphs: string[];
  /** Whether the input held any element at all (a plain-text summary holds none). */
  hasMarkup: boolean;
}

/** The text of an HTML fragment, entities decoded. */
export function htmlText(html: string): HtmlText {
  const runs: string[] = [];
  const paragraphs: string[] = [];
  const open: string[] = [];
  let skipping = 0;
  let paragraph: string[] | null = null;
  let hasMarkup = false;
  const parser = new (htmlparser2().Parser)(
    {
      onopentag(name) {
        hasMarkup = true;
        open.push(name);
        if (SKIPPED.has(name)) skipping++;
        if (BLOCKS.has(name)) runs.push(' ');
        if (name === 'p' && !open.some((tag) => ASIDES.has(tag))) paragraph = [];
      },
      ontext(text) {
        if (skipping) return;
        runs.push(text);
        paragraph?.push(text);
      },
      onclosetag(name) {
        open.pop();
        if (SKIPPED.has(name)) skipping--;
        if (BLOCKS.has(name)) runs.push(' ');
        if (name === 'p' && paragraph) {
          const text = squash(paragraph.join(''));
          if (text) paragraphs.push(text);
          paragraph = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { text: squash(runs.join('')), paragraphs, hasMarkup };
}

/** Entities decoded once more: feeds often escape a plain-text title twice ("Tom &amp;amp; Jerry"). */
export function decodeText(text: string): string {
  return squash(entities().decodeHTML(text));
}

/** Minutes to read `text` at WORDS_PER_MINUTE, never less than one. */
export function readMinutes(text: string): number {
  return Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE));
}

/**
 * The words of `text` as Intl.Segmenter finds them (Chinese or Thai too), given in pieces of at
 * most SEGMENT_PIECE_CHARS cut before a space: Node 20's segmenter takes time square in its input.
 */
export function wordCount(text: string): number {
  const words = new Intl.Segmenter('en', { granularity: 'word' });
  let count = 0;
  for (let start = 0; start < text.length; ) {
    const end = pieceEnd(text, start);
    for (const part of words.segment(text.slice(start, end))) if (part.isWordLike) count++;
    start = end;
  }
  return count;
}

/** Where the piece of `text` from `start` ends: before its last space, or where a run without one reaches the limit. */
function pieceEnd(text: string, start: number): number {
  const limit = start + SEGMENT_PIECE_CHARS;
  if (limit >= text.length) return text.length;
  for (let at = limit; at > start; at--) if (/\s/.test(text[at]!)) return at;
  // No space in the piece (Chinese, a long token): cut there anyway, never between the halves of
  // a character; a word cut in two counts twice, one word in hundreds.
  return /[\udc00-\udfff]/.test(text[limit]!) ? limit - 1 : limit;
}

/** As many whole sentences as fit in `max` characters, else the first cut at a word with an ellipsis. */
export function excerptOf(text: string, max = EXCERPT_MAX_CHARS): string {
  const clean = squash(text);
  if (clean.length <= max) return clean;
  let excerpt = '';
  // Stops at the first sentence past the limit: a megabyte-long article costs one pass over its
  // text (about 0.1 s), never the segmenter's square of it (see wordCount).
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'sentence' }).segment(clean)) {
    if ((excerpt + segment).trimEnd().length > max) break;
    excerpt += segment;
  }
  if (excerpt.trim()) return excerpt.trim();
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
