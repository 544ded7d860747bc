// The fixture feeds (test/fixtures/feeds), shaped like what Medium, DEV, Hashnode and a Jekyll
// blog publish, with the addresses they are published at. Read from disk, never fetched.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';

export const FEED_FIXTURES = {
  medium: { file: 'medium.xml', url: 'https://medium.com/feed/@janedoe' },
  dev: { file: 'dev.xml', url: 'https://dev.to/feed/janedoe' },
  hashnode: { file: 'hashnode.xml', url: 'https://blog.janedoe.dev/rss.xml' },
  atom: { file: 'atom.xml', url: 'https://notes.janedoe.dev/feed.xml' },
  mediumLater: { file: 'medium-later.xml', url: 'https://medium.com/feed/@janedoe' },
  broken: { file: 'broken.xml', url: 'https://dev.to/feed/janedoe' },
} as const;

export type FeedFixture = keyof typeof FEED_FIXTURES;

export function feedXml(name: FeedFixture): string {
  return readFileSync(path.join(ROOT, 'test', 'fixtures', 'feeds', FEED_FIXTURES[name].file), 'utf8');
}

/** One item of a feed a test writes: RSS 2.0's fields, as text (escape nothing: rssFeed does). */
export interface RssItem {
  title: string;
  link: string;
  pubDate: string;
  description?: string;
  /** The whole article, as HTML (content:encoded). */
  content?: string;
  categories?: string[];
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An RSS 2.0 feed of these items, as a blog engine writes one. */
export function rssFeed(items: readonly RssItem[], link = 'https://blog.example'): string {
  const entries = items.map((item) =>
    [
      '<item>',
      `<title>${xmlText(item.title)}</title>`,
      `<link>${xmlText(item.link)}</link>`,
      `<pubDate>${item.pubDate}</pubDate>`,
      ...(item.description !== undefined ? [`<description>${xmlText(item.description)}</description>`] : []),
      ...(item.content !== undefined ? [`<content:encoded>${xmlText(item.content)}</content:encoded>`] : []),
      ...(item.categories ?? []).map((category) => `<category>${xmlText(category)}</category>`),
      '</item>',
    ].join(''),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">' +
    `<channel><title>A blog</title><link>${link}</link><description>Posts</description>${entries.join('\n')}</channel></rss>`
  );
}
