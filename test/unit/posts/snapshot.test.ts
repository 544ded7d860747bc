import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFeed } from '../../../src/builder/posts/feed-posts';
import { mergeSnapshot, slugOf, SNAPSHOT_ABOUT, type KnownPost, type Snapshot } from '../../../src/builder/posts/snapshot';
import { FEED_FIXTURES, feedXml, type FeedFixture } from '../../helpers/feeds';

const EMPTY: Snapshot = { about: SNAPSHOT_ABOUT, posts: [] };
const fetched = (...names: FeedFixture[]) => names.map((name) => ({ feed: FEED_FIXTURES[name].url, posts: readFeed(feedXml(name), FEED_FIXTURES[name].url) }));
const titles = (snapshot: Snapshot) => snapshot.posts.map((post) => post.title);

const grows = suite('mergeSnapshot :: only grows');

grows('should keep a story that dropped out of the feed, and add the new one on top', () => {
  const first = mergeSnapshot(EMPTY, fetched('medium'), []).snapshot;
  const { snapshot, added } = mergeSnapshot(first, fetched('mediumLater'), []);
  assert.equal(added.map((post) => post.title), ['Edge Caching for React Server Components']);
  assert.equal(titles(snapshot), [
    'Edge Caching for React Server Components',
    'Streaming Server Components: What Actually Reaches the Browser',
    'Building Accessible React Components from Scratch',
    'Node.js Streams: A Practical Guide for Frontend Developers',
  ]);
});

grows('a second sync of the same feeds should change nothing', () => {
  const first = mergeSnapshot(EMPTY, fetched('medium', 'dev'), []).snapshot;
  const second = mergeSnapshot(first, fetched('medium', 'dev'), []);
  assert.equal(second.snapshot, first);
  assert.equal(second.added, []);
});

grows.run();

// ---

const edits = suite('mergeSnapshot :: the owner\'s edits');

edits('should survive a sync: a shorter excerpt, a hidden post, a reactions count, a retitled post', () => {
  const first = mergeSnapshot(EMPTY, fetched('medium'), []).snapshot;
  const [streaming, accessible, streams] = first.posts;
  const edited: Snapshot = {
    ...first,
    posts: [
      { ...streaming!, excerpt: 'What a streamed page really sends.', reactions: 342 },
      { ...accessible!, hidden: true },
      { ...streams!, title: 'Node.js Streams for Frontend Developers', reactions: '' },
    ],
  };
  const { snapshot } = mergeSnapshot(edited, fetched('mediumLater'), []);
  const byId = new Map(snapshot.posts.map((post) => [post.id, post]));
  assert.equal(byId.get(streaming!.id), edited.posts[0]);
  assert.equal(byId.get(accessible!.id), edited.posts[1], 'still hidden, not brought back');
  assert.equal(byId.get(streams!.id), edited.posts[2], 'a retitled post that left the feed stays as edited');
  assert.is(snapshot.posts.length, 4);
});

edits.run();

// ---

const duplicates = suite('mergeSnapshot :: cross-posts');

duplicates('should keep an article found on two platforms once, from the feed listed first', () => {
  const mediumFirst = mergeSnapshot(EMPTY, fetched('medium', 'dev'), []).snapshot;
  const accessible = mediumFirst.posts.filter((post) => post.title === 'Building Accessible React Components from Scratch');
  assert.is(accessible.length, 1, 'same title, same day');
  assert.match(accessible[0]!.url, /^https:\/\/medium\.com\//);
  const devFirst = mergeSnapshot(EMPTY, fetched('dev', 'medium'), []).snapshot;
  assert.match(devFirst.posts.find((post) => post.title === accessible[0]!.title)!.url, /^https:\/\/dev\.to\//);
});

duplicates('should move an article to a preferred feed listed later, keeping every other field', () => {
  const mediumOnly = mergeSnapshot(EMPTY, fetched('medium'), []).snapshot;
  const edited = { ...mediumOnly, posts: mediumOnly.posts.map((post) => ({ ...post, excerpt: `${post.title}.`, reactions: 7 })) };
  const { snapshot, moved } = mergeSnapshot(edited, fetched('dev', 'medium'), []);
  const accessible = snapshot.posts.find((post) => post.title === 'Building Accessible React Components from Scratch')!;
  assert.is(accessible.url, 'https://dev.to/janedoe/building-accessible-react-components-from-scratch-2m7p');
  assert.is(accessible.feed, FEED_FIXTURES.dev.url);
  assert.is(accessible.excerpt, 'Building Accessible React Components from Scratch.');
  assert.is(accessible.reactions, 7);
  assert.equal(moved.map((post) => post.id), [accessible.id]);
});

duplicates('should match the same address however it is spelt, and never add what the owner wrote by hand', () => {
  const known: KnownPost[] = [{ id: 'streams', title: 'Streams, by hand', url: 'https://www.medium.com/@janedoe/node-js-streams-a-practical-guide-for-frontend-developers-8b1d5e0a2c44/', publishedAt: '2025-04-02' }];
  const zod: KnownPost = { id: 'zod', title: 'Type-safe environment variables in Node.js with Zod', url: 'https://jane.example/blogs/zod', publishedAt: '2025-05-20' };
  const { snapshot } = mergeSnapshot(EMPTY, fetched('medium', 'dev', 'hashnode'), [...known, zod]);
  assert.not.ok(titles(snapshot).includes('Node.js Streams: A Practical Guide for Frontend Developers'));
  assert.not.ok(titles(snapshot).includes('Type-Safe Environment Variables in Node.js with Zod'), 'title and day match an own post');
  assert.ok(titles(snapshot).includes('CSS Anchor Positioning: Tooltips Without JavaScript'));
});

duplicates.run();

// ---

const ids = suite('mergeSnapshot :: ids');

ids('should give each post a unique slug of its title', () => {
  assert.is(slugOf('Node.js Streams: A Practical Guide'), 'node-js-streams-a-practical-guide');
  assert.is(slugOf('Ünïcode café'), 'unicode-cafe');
  const known: KnownPost[] = [{ id: 'building-accessible-react-components-from-scratch', title: 'Other', url: 'https://x.example/a', publishedAt: '2020-01-01' }];
  const { snapshot } = mergeSnapshot(EMPTY, fetched('medium'), known);
  assert.ok(snapshot.posts.some((post) => post.id === 'building-accessible-react-components-from-scratch-2'));
});

ids.run();
