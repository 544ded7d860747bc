// The blog's own feeds: Atom 1.0 (RFC 4287) at /blogs/feed.xml and JSON Feed 1.1 at
// /blogs/feed.json, every post newest first, at absolute URLs.

import { FEED_JSON_PATH, FEED_XML_PATH } from '../../app/links';

/** Where the feeds are, relative to the site's root. */
export const FEED_XML = FEED_XML_PATH.slice(1);
export const FEED_JSON = FEED_JSON_PATH.slice(1);
// Both formats want an instant: noon UTC is the same calendar day from UTC-12 to UTC+11.
const DAY_TIME = 'T12:00:00Z';

export interface FeedEntry {
  title: string;
  /** Absolute: the post's page here, or the article on its platform. */
  url: string;
  publishedAt: string;
  tags: readonly string[];
  excerpt: string;
}

export interface SiteFeed {
  /** "My Blog | Jane Doe". */
  title: string;
  description: string;
  author: string;
  /** The blog page, absolute. */
  blogUrl: string;
  /** The site's home, absolute: where the feeds live (blogUrl's folder). */
  homeUrl: string;
  /** The page language, as the HTML's lang. */
  language: string;
  /** The newest post's date or the content's, whichever is later. */
  updated: string;
  /** Newest first. */
  entries: readonly FeedEntry[];
}

/** Atom 1.0, RFC 4287: each entry's id is its URL (a post's address never changes). */
export function atomFeed(feed: SiteFeed): string {
  const self = new URL(FEED_XML, feed.homeUrl).href;
  const entries = feed.entries.map((entry) =>
    [
      '  <entry>',
      `    <id>${xml(entry.url)}</id>`,
      `    <title>${xml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(entry.url)}"/>`,
      `    <published>${entry.publishedAt}${DAY_TIME}</published>`,
      `    <updated>${entry.publishedAt}${DAY_TIME}</updated>`,
      `    <summary>${xml(entry.excerpt)}</summary>`,
      ...entry.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">`,
    `  <id>${xml(feed.blogUrl)}</id>`,
    `  <title>${xml(feed.title)}</title>`,
    `  <subtitle>${xml(feed.description)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${xml(feed.blogUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <updated>${feed.updated}${DAY_TIME}</updated>`,
    `  <author><name>${xml(feed.author)}</name><uri>${xml(feed.homeUrl)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** JSON Feed 1.1: an item's `url` is where it is read, `id` the same address. */
export function jsonFeed(feed: SiteFeed): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      description: feed.description,
      home_page_url: feed.blogUrl,
      feed_url: new URL(FEED_JSON, feed.homeUrl).href,
      language: feed.language,
      authors: [{ name: feed.author, url: feed.homeUrl }],
      items: feed.entries.map((entry) => ({
        id: entry.url,
        url: entry.url,
        title: entry.title,
        summary: entry.excerpt,
        content_text: entry.excerpt,
        date_published: `${entry.publishedAt}${DAY_TIME}`,
        tags: entry.tags,
      })),
    },
    null,
    2,
  )}\n`;
}

/** Text and attribute values for XML: the five predefined entities. */
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}
