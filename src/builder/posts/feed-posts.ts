// One feed, RSS 2.0 or Atom 1.0, read into posts: feedsmith parses it; this module decides what
// each item means for a card (link, calendar date, tags, excerpt, read time). The shapes of
// Medium, DEV, Hashnode and blogs' Atom are in test/fixtures/feeds.

import type * as FastXmlParser from 'fast-xml-parser';
import type * as Feedsmith from 'feedsmith';
import { onFirstUse } from '../on-first-use';
import { show } from '../validate-rules';
import { calendarDate } from './calendar-date';
import { decodeText, excerptOf, htmlText, readMinutes } from './plain-text';

const feedsmith = onFirstUse<typeof Feedsmith>('feedsmith');
const xmlParser = onFirstUse<typeof FastXmlParser>('fast-xml-parser');
type ParsedFeed = ReturnType<typeof Feedsmith.parseFeed>;

/** A post as a feed describes it. */
export interface FeedPost {
  title: string;
  /** The article's own address (its canonical link when the feed names one, without tracking parameters). */
  url: string;
  /** Calendar date, YYYY-MM-DD, in the feed's own offset. */
  publishedAt: string;
  tags: string[];
  excerpt: string;
  /** Only when the feed carries the whole article (content:encoded, Atom's content), not a summary of it. */
  readMinutes?: number;
  /** Other addresses of the same article (Medium's https://medium.com/p/<id> guid, the platform's copy of a canonical one). */
  aliases: string[];
}

// The most items one feed may list (Medium lists 10, DEV 30, a blog's archive a few hundred).
export const MAX_FEED_ITEMS = 1_000;

/** A feed that cannot be read, with why in a few words. */
export class FeedError extends Error {}

// Query parameters that only say where a click came from: Medium's "?source=rss-…", utm_*.
const TRACKING_PARAMETER = (name: string, value: string) => name.startsWith('utm_') || (name === 'source' && value.startsWith('rss'));

/** Every post in a feed's XML; `feedUrl` resolves relative links. Throws FeedError. */
export function readFeed(xml: string, feedUrl: string): FeedPost[] {
  const wellFormed = xmlParser().XMLValidator.validate(xml);
  if (wellFormed !== true) {
    const { line, col, msg } = wellFormed.err;
    // Elements still open at the end: the response was cut off (fast-xml-parser lists them, at line 1).
    const open = /^Invalid '\[(.*)\]' found/s.exec(msg)?.[1]?.match(/"[^"]+"/g);
    if (open) throw new FeedError(`not well-formed XML: it ends inside <${open.map((name) => name.slice(1, -1)).join('> <')}> (cut off?)`);
    throw new FeedError(`not well-formed XML at line ${line}, column ${col}: ${msg.replace(/\s+/g, ' ')}`);
  }
  let parsed: ParsedFeed;
  try {
    parsed = feedsmith().parseFeed(xml);
  } catch {
    throw new FeedError('is XML but neither an RSS 2.0 nor an Atom feed');
  }
  if (parsed.format !== 'rss' && parsed.format !== 'atom') throw new FeedError(`is a ${parsed.format} feed; posts:sync reads RSS 2.0 and Atom`);
  const count = (parsed.format === 'rss' ? parsed.feed.items : parsed.feed.entries)?.length ?? 0;
  if (count > MAX_FEED_ITEMS) throw new FeedError(`lists ${count} items; posts:sync reads feeds of up to ${MAX_FEED_ITEMS} (MAX_FEED_ITEMS in src/builder/posts/feed-posts.ts)`);
  if (parsed.format === 'rss') return (parsed.feed.items ?? []).map((item, index) => checked(index, item.title, () => fromRss(item, feedUrl)));
  return (parsed.feed.entries ?? []).map((entry, index) => checked(index, entry.title?.value, () => fromAtom(entry, feedUrl)));
}

type RssItem = NonNullable<Extract<ParsedFeed, { format: 'rss' }>['feed']['items']>[number];
type AtomEntry = NonNullable<Extract<ParsedFeed, { format: 'atom' }>['feed']['entries']>[number];

function fromRss(item: RssItem, feedUrl: string): FeedPost {
  const permalink = item.guid && item.guid.isPermaLink !== false ? item.guid.value : undefined;
  const link = required('link', item.link ?? permalink);
  // An article first published elsewhere may name its original (<atom:link rel="canonical">).
  const canonical = item.atom?.links?.find((entry) => entry.rel === 'canonical')?.href;
  // content:encoded is the article, the description its summary (Medium, WordPress); without it,
  // an HTML description opens the article (DEV) and plain text sums it up (Hashnode). Only
  // content:encoded is surely whole, so only it gives a read time.
  const description = item.description ? htmlText(item.description) : undefined;
  const full = item.content?.encoded ? htmlText(item.content.encoded) : undefined;
  const article = full ?? (description?.hasMarkup ? description : undefined);
  const summary = full && description ? description : description?.hasMarkup ? undefined : description;
  return post({
    title: decodeText(required('title', item.title)),
    link: canonical ?? link,
    other: canonical ? link : undefined,
    guid: item.guid?.value,
    date: required('pubDate', text(item.pubDate ?? item.dc?.dates?.[0])),
    tags: (item.categories ?? []).map((category) => category.name ?? ''),
    article: article && { ...article },
    fullText: full?.text,
    summary: summary?.text,
    feedUrl,
  });
}

function fromAtom(entry: AtomEntry, feedUrl: string): FeedPost {
  const alternate = entry.links?.find((link) => (link.rel ?? 'alternate') === 'alternate' && (!link.type || link.type === 'text/html')) ?? entry.links?.find((link) => !link.rel);
  const canonical = entry.links?.find((link) => link.rel === 'canonical')?.href;
  const content = entry.content?.value ? atomText(entry.content) : undefined;
  const title = required('title', entry.title?.value);
  const link = required('link rel="alternate"', alternate?.href ?? (isUrl(entry.id) ? entry.id : undefined));
  return post({
    title: entry.title?.type === 'html' || entry.title?.type === 'xhtml' ? htmlText(title).text : decodeText(title),
    link: canonical ?? link,
    other: canonical ? link : undefined,
    guid: entry.id,
    date: required('published', text(entry.published ?? entry.updated)),
    tags: (entry.categories ?? []).map((category) => category.label ?? category.term ?? ''),
    article: content,
    // <content> is the entry's whole text (RFC 4287, 4.1.3); <summary> only a summary.
    fullText: content?.text,
    summary: entry.summary?.value ? atomText(entry.summary).text : undefined,
    feedUrl,
  });
}

interface ItemParts {
  title: string;
  /** The article's own address: its canonical link when the feed gives one, else its link. */
  link: string;
  /** The feed's link when a canonical one replaced it (a cross-post's copy on this platform). */
  other?: string;
  guid?: string;
  date: string;
  tags: string[];
  /** The article, or the part of it the feed gives, for the excerpt's opening. */
  article?: ReturnType<typeof htmlText>;
  /** The article's whole text, when the feed surely carries it (content:encoded, Atom's content): the read time's. */
  fullText?: string;
  summary?: string;
  feedUrl: string;
}

function post({ title, link, other, guid, date, tags, article, fullText, summary, feedUrl }: ItemParts): FeedPost {
  const url = canonicalUrl(link, feedUrl);
  const publishedAt = calendarDate(date);
  if (!publishedAt) throw new FeedError(`its date "${date}" is neither RFC 822 nor RFC 3339`);
  const opening = article?.paragraphs.join(' ') || article?.text || '';
  const excerpt = excerptOf(summary || opening);
  if (!title) throw new FeedError('its title is empty');
  // Other addresses of the same article, so a later sync or another feed finds it by any of them.
  const aliases = [...new Set([other, guid].filter(isUrl).map((address) => canonicalUrl(address, feedUrl)))].filter((address) => address !== url);
  return {
    title,
    url,
    publishedAt,
    tags: uniqueTags(tags),
    excerpt,
    ...(fullText ? { readMinutes: readMinutes(fullText) } : {}),
    aliases,
  };
}

/** An Atom text construct as text: type="html" and "xhtml" hold markup, "text" (the default) none. */
function atomText({ value = '', type }: { value?: string; type?: string }): ReturnType<typeof htmlText> {
  return type === 'html' || type === 'xhtml' ? htmlText(value) : { text: decodeText(value), paragraphs: [decodeText(value)], hasMarkup: false };
}

/** The link as an absolute https: address without tracking parameters or fragment. */
export function canonicalUrl(link: string, feedUrl: string): string {
  let url: URL;
  try {
    url = new URL(link.trim(), feedUrl);
  } catch {
    throw new FeedError(`its link "${link}" is no address`);
  }
  for (const [name, value] of [...url.searchParams]) if (TRACKING_PARAMETER(name, value)) url.searchParams.delete(name);
  url.hash = '';
  // The site links only to https: addresses (src/builder/validate.ts).
  if (url.protocol !== 'https:') throw new FeedError(`its link ${url.href} is not https:`);
  return url.href;
}

/** Tags as the feed names them, without commas (JSON-LD joins them with commas), each once. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => decodeText(tag).replace(/,/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

function required(field: string, value: string | undefined): string {
  if (!value?.trim()) throw new FeedError(`it has no ${field}`);
  return value;
}

/** Runs one item's reading, naming the item in any problem: 'item 3 "Title": its date …'. */
function checked<T>(index: number, title: string | undefined, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    throw new FeedError(`${itemName(index, title && decodeText(title))}: ${error.message}`);
  }
}

// How much of a feed's text a message quotes: enough to recognise a title by.
const QUOTED_CHARS = 80;

/** 'item 3 "Title"', the title quoted as the content check quotes values, and cut short when long. */
export function itemName(index: number, title?: string): string {
  if (!title) return `item ${index + 1}`;
  const chars = [...title];
  return `item ${index + 1} ${show(chars.length > QUOTED_CHARS ? `${chars.slice(0, QUOTED_CHARS).join('')}…` : title)}`;
}

/** A date as feedsmith leaves it: the feed's own text. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isUrl(text: string | undefined): text is string {
  return !!text && /^https?:\/\//i.test(text);
}
