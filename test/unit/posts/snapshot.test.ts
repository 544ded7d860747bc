import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFeed } from '../../../src/builder/posts/feed-posts';
import { CROSS_POST_DAYS } from '../../../src/builder/posts/article-index';
import { mergeSnapshot, onProfile, slugOf, SNAPSHOT_ABOUT, type KnownPost, type Snapshot } from '../../../src/builder/posts/snapshot';
import { FEED_FIXTURES, feedXml, rssFeed, type FeedFixture } from '../../fixtures/feed-fixtures';

const EMPTY: Snapshot = { about: SNAPSHOT_ABOUT, posts: [] };
// How a new post's read time is written (labels.blog.readTime).
const READ_TIME = '{minutes} min read';
const fetched = (...names: FeedFixture[]) => names.map((name) => ({ feed: FEED_FIXTURES[name].url, posts: readFeed(feedXml(name), FEED_FIXTURES[name].url) }));
const titles = (snapshot: Snapshot) => snapshot.posts.map((post) => post.title);

// A later sync keeping what dropped out of the feed and the owner's edits, end to end:
// build/posts-sync.test.ts.
const test = suite('mergeSnapshot');

test('a second sync of the same feeds should change nothing', () => {
  const first = mergeSnapshot(EMPTY, fetched('medium', 'dev'), [], READ_TIME).snapshot;
  const second = mergeSnapshot(first, fetched('medium', 'dev'), [], READ_TIME);
  assert.equal(second.snapshot, first);
  assert.equal(second.added, []);
});

test('should keep an article found on two platforms once, from the feed listed first', () => {
  const mediumFirst = mergeSnapshot(EMPTY, fetched('medium', 'dev'), [], READ_TIME).snapshot;
  const accessible = mediumFirst.posts.filter((post) => post.title === 'Building Accessible React Components from Scratch');
  assert.is(accessible.length, 1, 'same title, same day');
  assert.match(accessible[0]!.url, /^https:\/\/medium\.com\//);
  const devFirst = mergeSnapshot(EMPTY, fetched('dev', 'medium'), [], READ_TIME).snapshot;
  assert.match(devFirst.posts.find((post) => post.title === accessible[0]!.title)!.url, /^https:\/\/dev\.to\//);
});

test('should move an article to a preferred feed listed later, keeping every other field', () => {
  const mediumOnly = mergeSnapshot(EMPTY, fetched('medium'), [], READ_TIME).snapshot;
  const edited = { ...mediumOnly, posts: mediumOnly.posts.map((post) => ({ ...post, excerpt: `${post.title}.`, reactions: 7 })) };
  const { snapshot, moved } = mergeSnapshot(edited, fetched('dev', 'medium'), [], READ_TIME);
  const accessible = snapshot.posts.find((post) => post.title === 'Building Accessible React Components from Scratch')!;
  assert.is(accessible.url, 'https://dev.to/janedoe/building-accessible-react-components-from-scratch-2m7p');
  assert.is(accessible.feed, FEED_FIXTURES.dev.url);
  assert.is(accessible.excerpt, 'Building Accessible React Components from Scratch.');
  assert.is(accessible.reactions, 7);
  assert.equal(moved.map(({ post, from }) => [post.id, from]), [[accessible.id, mediumOnly.posts.find((post) => post.id === accessible.id)!.url]]);
});

// The owner's post, brought by DEV (listed second), with their own excerpt and count.
const POPULAR = { title: 'My Most Popular Post!', pubDate: 'Tue, 20 May 2025 09:00:00 GMT', description: 'From the feed.', categories: ['react'] };
const fromDev = () => {
  const xml = rssFeed([{ ...POPULAR, link: 'https://dev.to/janedoe/my-most-popular-post-4kd2' }], 'https://dev.to/janedoe');
  const { snapshot } = mergeSnapshot(EMPTY, [{ feed: FEED_FIXTURES.dev.url, posts: readFeed(xml, FEED_FIXTURES.dev.url) }], [], READ_TIME);
  return { ...snapshot, posts: snapshot.posts.map((post) => ({ ...post, excerpt: 'My words.', reactions: 342 })) };
};
/** The feed listed first (Medium's) with one item of that title and day. */
const mediumWith = (item: { link: string; canonical?: string; guid?: string }) => {
  const xml = rssFeed([{ ...POPULAR, link: item.link }], 'https://medium.com/@janedoe')
    .replace('<rss version="2.0"', '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"')
    .replace('</item>', `${item.canonical ? `<atom:link rel="canonical" href="${item.canonical}"/>` : ''}${item.guid ? `<guid isPermaLink="false">${item.guid}</guid>` : ''}</item>`);
  return { feed: FEED_FIXTURES.medium.url, posts: readFeed(xml, FEED_FIXTURES.medium.url) };
};

test('a feed listed first should not re-point a post by its title to an address off its own profile', () => {
  const before = fromDev();
  const { snapshot, moved, notMoved } = mergeSnapshot(before, [mediumWith({ link: 'https://medium.com/@janedoe/my-most-popular-post-1a2b', canonical: 'https://phish.example/login' }), fetched('dev')[0]!], [], READ_TIME);
  assert.equal(snapshot.posts.find((post) => post.title === POPULAR.title), before.posts[0], 'the owner\'s post, where it was');
  assert.equal(moved, []);
  assert.equal(notMoved.map(({ post, feed, url }) => [post.id, feed, url]), [[before.posts[0]!.id, FEED_FIXTURES.medium.url, 'https://phish.example/login']]);
});

test('should move a post when the new address is on the preferred feed\'s profile, or names the old one', () => {
  const before = fromDev();
  const onMedium = mergeSnapshot(before, [mediumWith({ link: 'https://medium.com/@janedoe/my-most-popular-post-1a2b' })], [], READ_TIME);
  assert.is(onMedium.snapshot.posts[0]!.url, 'https://medium.com/@janedoe/my-most-popular-post-1a2b');
  assert.is(onMedium.snapshot.posts[0]!.excerpt, 'My words.');
  assert.equal(onMedium.moved.map(({ from }) => from), ['https://dev.to/janedoe/my-most-popular-post-4kd2']);
  // Off Medium's profile (the owner's own blog as canonical), but the item names the DEV copy as its own.
  const canonical = mergeSnapshot(before, [mediumWith({ link: 'https://dev.to/janedoe/my-most-popular-post-4kd2', canonical: 'https://jane.example/popular' })], [], READ_TIME);
  assert.is(canonical.snapshot.posts[0]!.url, 'https://jane.example/popular');
  assert.equal(canonical.notMoved, []);
});

test('onProfile should take a feed\'s host, and its /@name or /name on Medium and DEV', () => {
  const rows: [string, string, boolean][] = [
    ['https://medium.com/@janedoe/a-story-1a2b', 'https://medium.com/feed/@janedoe', true],
    ['https://www.medium.com/@JaneDoe/a-story-1a2b', 'https://medium.com/feed/@janedoe', true],
    ['https://medium.com/@someone-else/a-story-1a2b', 'https://medium.com/feed/@janedoe', false],
    ['https://dev.to/janedoe/a-post-4kd2', 'https://dev.to/feed/janedoe', true],
    ['https://dev.to/janedoe-phish/a-post', 'https://dev.to/feed/janedoe', false],
    ['https://blog.janedoe.dev/a-post', 'https://blog.janedoe.dev/rss.xml', true],
    ['https://phish.example/login', 'https://blog.janedoe.dev/rss.xml', false],
    ['https://janedoe.dev.phish.example/a', 'https://janedoe.dev/feed.xml', false],
  ];
  for (const [url, feed, on] of rows) assert.is(onProfile(url, feed), on, url);
});

/** One feed of items with this title, one per date given (RFC 822), on `host`'s profile. */
const titled = (feed: string, profile: string, title: string, ...dates: string[]) => {
  const xml = rssFeed(dates.map((pubDate, i) => ({ title, link: `${profile}/${slugOf(title)}-${i}`, pubDate, description: 'A post.', categories: ['css'] })), profile);
  return { feed, posts: readFeed(xml, feed) };
};
const MEDIUM = ['https://medium.com/feed/@janedoe', 'https://medium.com/@janedoe'] as const;
const DEV = ['https://dev.to/feed/janedoe', 'https://dev.to/janedoe'] as const;

test(`should keep a cross-post once when its copies are less than ${CROSS_POST_DAYS} days apart, across midnight too`, () => {
  const title = 'Container Queries in Practice';
  for (const devDate of ['Mon, 10 Nov 2025 09:00:00 +0000', 'Thu, 13 Nov 2025 18:00:00 +0000', 'Sat, 15 Nov 2025 08:00:00 +0000']) {
    const { snapshot } = mergeSnapshot(EMPTY, [titled(...MEDIUM, title, 'Sun, 09 Nov 2025 23:30:00 GMT'), titled(...DEV, 'Container queries in practice!', devDate)], [], READ_TIME);
    assert.equal(snapshot.posts.map((post) => [post.publishedAt, post.url]), [['2025-11-09', 'https://medium.com/@janedoe/container-queries-in-practice-0']], devDate);
  }
  // Written by hand in content.ts the day before: not brought again either.
  const known: KnownPost[] = [{ id: 'cq', title, url: 'https://jane.example/cq', publishedAt: '2025-11-08' }];
  assert.equal(mergeSnapshot(EMPTY, [titled(...MEDIUM, title, 'Sun, 09 Nov 2025 23:30:00 GMT')], known, READ_TIME).snapshot.posts, []);
});

test(`should keep posts of one title ${CROSS_POST_DAYS} days or more apart as two: a week, a year`, () => {
  const weekly = mergeSnapshot(EMPTY, [titled(...MEDIUM, 'Weekly Notes', 'Sun, 16 Nov 2025 10:00:00 GMT', 'Sun, 09 Nov 2025 10:00:00 GMT')], [], READ_TIME);
  assert.equal(weekly.snapshot.posts.map((post) => post.publishedAt), ['2025-11-16', '2025-11-09']);
  const yearly = mergeSnapshot(EMPTY, [titled(...MEDIUM, 'What I Read This Year', 'Sun, 09 Nov 2025 10:00:00 GMT'), titled(...DEV, 'What I Read This Year', 'Sat, 09 Nov 2024 10:00:00 GMT')], [], READ_TIME);
  assert.equal(yearly.snapshot.posts.map((post) => [post.publishedAt, post.feed]), [['2025-11-09', MEDIUM[0]], ['2024-11-09', DEV[0]]]);
  // And a later sync finds each by its own address.
  assert.equal(mergeSnapshot(yearly.snapshot, [titled(...DEV, 'What I Read This Year', 'Sat, 09 Nov 2024 10:00:00 GMT')], [], READ_TIME).added, []);
});

test('should match the same address however it is spelt, and never add what the owner wrote by hand', () => {
  const known: KnownPost[] = [{ id: 'streams', title: 'Streams, by hand', url: 'https://www.medium.com/@janedoe/node-js-streams-a-practical-guide-for-frontend-developers-8b1d5e0a2c44/', publishedAt: '2025-04-02' }];
  const zod: KnownPost = { id: 'zod', title: 'Type-safe environment variables in Node.js with Zod', url: 'https://jane.example/blogs/zod', publishedAt: '2025-05-20' };
  const { snapshot } = mergeSnapshot(EMPTY, fetched('medium', 'dev', 'hashnode'), [...known, zod], READ_TIME);
  assert.not.ok(titles(snapshot).includes('Node.js Streams: A Practical Guide for Frontend Developers'));
  assert.not.ok(titles(snapshot).includes('Type-Safe Environment Variables in Node.js with Zod'), 'title and day match an own post');
  assert.ok(titles(snapshot).includes('CSS Anchor Positioning: Tooltips Without JavaScript'));
});

test('should give each post a unique slug of its title', () => {
  assert.is(slugOf('Node.js Streams: A Practical Guide'), 'node-js-streams-a-practical-guide');
  assert.is(slugOf('Ünïcode café'), 'unicode-cafe');
  const known: KnownPost[] = [{ id: 'building-accessible-react-components-from-scratch', title: 'Other', url: 'https://x.example/a', publishedAt: '2020-01-01' }];
  const { snapshot } = mergeSnapshot(EMPTY, fetched('medium'), known, READ_TIME);
  assert.ok(snapshot.posts.some((post) => post.id === 'building-accessible-react-components-from-scratch-2'));
});

test.run();
