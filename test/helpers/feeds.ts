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
