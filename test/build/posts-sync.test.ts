// Its own project copy (it writes src/content/synced-posts.json and builds): `npm run
// posts:sync` against fixture feeds shaped like Medium's, DEV's and Hashnode's, served from
// this machine, then the build of what it wrote.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SyncedPost } from '../../src/builder/posts/snapshot';
import type { BlogPost } from '../../src/content/types';
import { SNAPSHOT_FILE } from '../../src/builder/posts/snapshot-file';
import { fillIn } from '../../src/app/page-titles';
import { content } from '../fixtures/sample/content';
import { textOf } from '../helpers/built-site';
import { startFeedServer, type FeedServer } from '../helpers/feed-server';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { ROOT } from '../helpers/env';
import { setup } from '../helpers/setup';
import { blogFields } from '../helpers/site';

const NO_NETWORK = path.join(ROOT, 'test', 'fixtures', 'no-network.mjs');

let project: ProjectCopy;
let feeds: FeedServer;
const snapshotText = () => readFileSync(path.join(project.dir, SNAPSHOT_FILE), 'utf8');
const synced = () => (JSON.parse(snapshotText()) as { posts: SyncedPost[] }).posts;
const byTitle = (title: string) => synced().find((post) => post.title === title);
const sync = (env: Record<string, string> = {}) => project.runAsync(['posts-sync'], { env });

const test = suite('posts:sync :: fixture feeds from a local server');

// Two of the feeds' articles the owner wrote in content.ts by hand (the sample has them; any
// other owner gets them here), which a sync must not bring again.
const HAND_WRITTEN: BlogPost[] = [
  {
    id: 'accessible-react-components', title: 'Building Accessible React Components from Scratch', excerpt: 'Menus, dialogs and tooltips.',
    publishedAt: '2025-05-15', tags: ['React'], url: 'https://medium.com/@example/building-accessible-react-components-from-scratch-3f2a91c4d7e1',
  },
  {
    id: 'node-streams-for-frontend-developers', title: 'Node.js Streams: A Practical Guide for Frontend Developers', excerpt: 'Streams explained.',
    publishedAt: '2025-04-02', tags: ['Node.js'], url: 'https://medium.com/@example/node-js-streams-a-practical-guide-for-frontend-developers-8b1d5e0a2c44',
  },
];

test.before(setup(async () => {
  feeds = await startFeedServer({ medium: 'medium', dev: 'dev', hashnode: 'hashnode' });
  project = copyProject();
  // The owner lists three feeds, Medium preferred, in content.ts, and has the blog's lines.
  project.replace('src/content/content.ts', /$/, `
{
  const c = content as any;
  c.feeds = ${JSON.stringify(['medium', 'dev', 'hashnode'].map(feeds.url))};
  for (const post of ${JSON.stringify(HAND_WRITTEN)}) if (!c.posts.some((p: any) => p.title === post.title)) c.posts = [...c.posts, post];
  c.person = { ...${JSON.stringify(blogFields)}, ...c.person };
}
`);
}));
test.after(async () => {
  project?.dispose();
  await feeds?.close();
});

test('should add the feeds\' new posts, skipping those written in content.ts and keeping a cross-post once', async () => {
  const result = await sync();
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, /posts:sync: read 3 feeds; 3 new posts; src\/content\/synced-posts\.json has 3 \(3 shown\)/);
  assert.equal(synced().map((post) => [post.title, post.url]), [
    ['CSS Anchor Positioning: Tooltips Without JavaScript', 'https://blog.janedoe.dev/css-anchor-positioning-tooltips'],
    ['Streaming Server Components: What Actually Reaches the Browser', 'https://medium.com/@janedoe/streaming-server-components-what-actually-reaches-the-browser-6b1f0e2d9a3c'],
    ['Type-Safe Environment Variables in Node.js with Zod', 'https://dev.to/janedoe/type-safe-environment-variables-in-nodejs-with-zod-4kd2'],
  ], 'Accessible and Streams are written by hand; Zod is on DEV and Hashnode and kept from DEV, listed first');
});

test('a later sync should keep what dropped out of the feed, and the owner\'s edits', async () => {
  const edited = JSON.parse(snapshotText()) as { posts: SyncedPost[] };
  const [anchor, streaming, zod] = edited.posts;
  Object.assign(anchor!, { hidden: true });
  Object.assign(streaming!, { excerpt: 'What a streamed page sends.', reactions: 120 });
  Object.assign(zod!, { reactions: '' });
  writeFileSync(path.join(project.dir, SNAPSHOT_FILE), JSON.stringify(edited, null, 2));
  feeds.answers = { medium: 'mediumLater', dev: 'dev', hashnode: 'hashnode' }; // Streaming is no longer in it
  const result = await sync();
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, /1 new post; .* has 4 \(3 shown\)/);
  assert.is(synced()[0]!.title, 'Edge Caching for React Server Components');
  assert.equal(byTitle(streaming!.title), streaming, 'dropped from the feed, kept as edited');
  assert.equal(byTitle(anchor!.title), anchor, 'still hidden, not added again');
  assert.equal(byTitle(zod!.title), zod);
});

test('a failed feed, or one that does not answer in time, should change nothing and say which feed and why, one line each', async () => {
  const before = snapshotText();
  feeds.answers = { medium: 'never', dev: 'broken', hashnode: 503 };
  // Long enough for the two that answer on a busy machine.
  const result = await sync({ FEED_TIMEOUT_MS: '2000' });
  assert.is(result.status, 1);
  assert.is(snapshotText(), before);
  assert.equal(result.stderr.trim().split('\n'), [
    'Build failed: nothing changed; 3 feeds could not be read:',
    `  - ${feeds.url('medium')}: no answer within 2 s`,
    `  - ${feeds.url('dev')}: not well-formed XML: it ends inside <rss> <channel> <item> <title> (cut off?)`,
    `  - ${feeds.url('hashnode')}: HTTP 503 Service Unavailable`,
  ]);
});

test('the guard the offline build runs under should catch a fetch (so its silence means something)', async () => {
  const result = await project.runAsync(['posts-sync'], { env: { NODE_OPTIONS: `--import=${pathToFileURL(NO_NETWORK).href}` } });
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`no-network: fetch ${feeds.url('medium').replace(/\./g, '\\.')}`));
  assert.match(result.stderr, /Build failed: nothing changed/);
});

test('feeds named on the command line replace the content\'s, and plain http: is for localhost only', async () => {
  const result = await project.runAsync(['posts-sync', 'http://feeds.example/rss.xml']);
  assert.is(result.status, 1);
  assert.match(result.stderr, /http:\/\/feeds\.example\/rss\.xml: must be an https: address \(plain http: only for localhost\)/);
});

test('the build should list the synced posts on /blogs, newest first, without the hidden one, offline', () => {
  // Every connection and name lookup refused in the build's process (test/fixtures/no-network.mjs).
  const result = project.run(['build', '--out', 'dist'], { env: { NODE_OPTIONS: `--import=${pathToFileURL(NO_NETWORK).href}` } });
  assert.is(result.status, 0, result.stderr);
  assert.not.match(result.stderr, /no-network:/);
  const html = readFileSync(path.join(project.dir, 'dist', 'blogs', 'index.html'), 'utf8');
  const text = textOf(html);
  const order = ['Edge Caching for React Server Components', 'Streaming Server Components', 'Type-Safe Environment Variables', 'Building Accessible React Components'].map((title) => text.indexOf(title));
  assert.ok(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!)), `newest first: ${order}`);
  assert.not.ok(text.includes('CSS Anchor Positioning'), 'hidden');
  assert.ok(text.includes('What a streamed page sends.'), 'the owner\'s excerpt');
  assert.is(html.split('>Type-Safe Environment Variables in Node.js with Zod</h2>').length - 1, 1, 'a cross-post has one card');
  assert.match(html, /href="https:\/\/dev\.to\/janedoe\/type-safe-environment-variables-in-nodejs-with-zod-4kd2"/);
  // Each card names its post's platform and counts with its word: the owner's 120 on Medium are
  // claps, the '' on DEV shows the word alone; a post with no count shows none.
  const { blog } = content.labels;
  const card = (title: string) => textOf(/<li[^>]*><article[\s\S]*?<\/article><\/li>/g[Symbol.match](html)!.find((li) => li.includes(`>${title}`))!);
  const streamingCard = card('Streaming Server Components: What Actually Reaches the Browser');
  assert.ok(streamingCard.includes(`120 ${blog.reactions.claps}`) && streamingCard.includes(fillIn(blog.read, { platform: 'Medium' })), streamingCard);
  const zodCard = card('Type-Safe Environment Variables in Node.js with Zod');
  assert.ok(zodCard.includes(` ${blog.reactions.reactions}`) && zodCard.includes(fillIn(blog.read, { platform: 'DEV' })), zodCard);
  // A read time only where the feed carries the whole article (Medium's content:encoded); DEV's
  // description may be its first paragraph alone, and the card shows the date without one.
  assert.match(streamingCard, /\d+ min read/);
  assert.not.match(zodCard, /min read/);
  const edgeCard = card('Edge Caching for React Server Components');
  assert.not.ok(Object.values(blog.reactions).some((word) => edgeCard.includes(` ${word}`)), edgeCard);
});

test.run();
