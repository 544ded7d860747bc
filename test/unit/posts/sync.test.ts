import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { feedUrlProblem, fetchFeed } from '../../../src/builder/posts/fetch-feed';
import { formatSnapshot, parseSnapshot } from '../../../src/builder/posts/snapshot-file';
import { SNAPSHOT_ABOUT, type Snapshot } from '../../../src/builder/posts/snapshot';
import { syncPosts, SyncError } from '../../../src/builder/posts/sync';
import { syncReport } from '../../../src/builder/posts/sync-report';
import { FEED_FIXTURES, feedXml, type FeedFixture } from '../../fixtures/feed-fixtures';

const EMPTY: Snapshot = { about: SNAPSHOT_ABOUT, posts: [] };

/** A fetch that answers each address with a fixture, a status, or never (until aborted). */
function fakeFetch(answers: Record<string, FeedFixture | number | 'never'>): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const answer = answers[String(input)];
    if (answer === 'never') {
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    if (typeof answer === 'number') return new Response('nope', { status: answer, statusText: answer === 404 ? 'Not Found' : '' });
    if (!answer) throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
    return new Response(feedXml(answer), { status: 200 });
  }) as typeof fetch;
}

/** A resolver for the fake hosts: each at a public address (TEST-NET-3, RFC 5737), so no lookup leaves the test. */
const publicLookup = async () => ['203.0.113.7'];
/** A resolver that knows no host, as the system's says for a name that does not exist. */
const noSuchHost = async () => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

const sync = suite('syncPosts');

sync('should merge every feed when all of them were read', async () => {
  const { snapshot, added } = await syncPosts({
    feeds: [FEED_FIXTURES.medium.url, FEED_FIXTURES.dev.url, FEED_FIXTURES.hashnode.url],
    existing: EMPTY,
    known: [],
    fetch: fakeFetch({ [FEED_FIXTURES.medium.url]: 'medium', [FEED_FIXTURES.dev.url]: 'dev', [FEED_FIXTURES.hashnode.url]: 'hashnode' }),
    lookup: publicLookup,
  });
  assert.is(added.length, 5, 'three on Medium, then one new on DEV and one new on Hashnode (Accessible is on Medium and DEV, Zod on DEV and Hashnode, each on the same day)');
  assert.is(snapshot.posts.filter((post) => post.title.startsWith('Type-Safe')).length, 1);
});

sync('should change nothing and name each failed feed with its reason in one line', async () => {
  const feeds = ['https://medium.com/feed/@janedoe', 'https://dev.to/feed/janedoe', 'https://gone.example/rss.xml', 'https://slow.example/rss.xml'];
  const error = await syncPosts({
    feeds,
    existing: EMPTY,
    known: [],
    timeoutMs: 50,
    fetch: fakeFetch({ [feeds[0]!]: 'medium', [feeds[1]!]: 'broken', [feeds[2]!]: 404, [feeds[3]!]: 'never' }),
    lookup: publicLookup,
  }).catch((caught: unknown) => caught);
  assert.instance(error, SyncError);
  const lines = (error as SyncError).lines;
  assert.is(lines.length, 3);
  assert.is(lines[0], 'https://dev.to/feed/janedoe: not well-formed XML: it ends inside <rss> <channel> <item> <title> (cut off?)');
  assert.is(lines[1], 'https://gone.example/rss.xml: HTTP 404 Not Found');
  assert.is(lines[2], 'https://slow.example/rss.xml: no answer within 0.05 s');
  for (const line of lines) assert.not.match(line, /\n/);
});

sync.run();

// ---

const addresses = suite('fetchFeed :: addresses');

addresses('should take https: anywhere and http: only on localhost', async () => {
  assert.is(feedUrlProblem('https://medium.com/feed/@jane'), null);
  assert.is(feedUrlProblem('http://127.0.0.1:8080/feed.xml'), null);
  assert.is(feedUrlProblem('http://localhost/feed.xml'), null);
  assert.match(feedUrlProblem('http://medium.com/feed/@jane')!, /https:/);
  assert.match(feedUrlProblem('medium.com/feed')!, /not an address/);
  let called = false;
  const fetch = (async () => {
    called = true;
    return new Response('');
  }) as unknown as typeof globalThis.fetch;
  await fetchFeed('http://medium.com/feed/@jane', { fetch }).catch(() => {});
  assert.not.ok(called, 'refused before any request');
});

addresses('should say when the host cannot be reached', async () => {
  const error = await fetchFeed('https://nowhere.example/feed', { fetch: fakeFetch({}), lookup: noSuchHost }).catch((caught: Error) => caught);
  assert.is((error as Error).message, 'could not be fetched (ENOTFOUND)');
});

addresses.run();

// ---

const file = suite('parseSnapshot');

file('should read back what a sync writes', async () => {
  const { snapshot } = await syncPosts({ feeds: [FEED_FIXTURES.medium.url], existing: EMPTY, known: [], fetch: fakeFetch({ [FEED_FIXTURES.medium.url]: 'medium' }), lookup: publicLookup });
  const text = formatSnapshot(snapshot);
  assert.equal(parseSnapshot(text), { snapshot, problems: [] });
  assert.match(text, /^\{\n {2}"about": /);
});

file('should name the post and field of an owner\'s slip, and the line of broken JSON', () => {
  const post = { id: 'a', title: 'A', url: 'http://x.example/a', publishedAt: '2025-02-30', tags: ['a,b'], excerpt: 'E', feed: 'f', reactions: 'many' };
  const { problems } = parseSnapshot(JSON.stringify({ posts: [post] }));
  assert.equal(problems.map((problem) => problem.split(' (got')[0]), [
    'posts[0] "A": url must be an https: address',
    'posts[0] "A": publishedAt must be a date, YYYY-MM-DD',
    'posts[0] "A": tags must be a list of words without commas',
    'posts[0] "A": reactions must be a whole number, "" or left out',
  ]);
  assert.match(parseSnapshot('{\n  "posts": [\n    {"id": "a",}\n  ]\n}').problems[0]!, /^line 3, column \d+: not valid JSON/);
  assert.equal(parseSnapshot(null).problems, []);
});

file.run();

// ---

const report = suite('syncReport');

report('should say every move, and every move refused, with both addresses', () => {
  const post = { id: 'popular', title: 'My Most Popular Post!', url: 'https://medium.com/@janedoe/popular-1a2b', publishedAt: '2025-05-20', tags: [], excerpt: 'E.', feed: 'https://medium.com/feed/@janedoe' };
  const kept = { ...post, id: 'other', title: 'Other', url: 'https://dev.to/janedoe/other-4kd2', feed: 'https://dev.to/feed/janedoe' };
  const text = syncReport(
    {
      snapshot: { about: SNAPSHOT_ABOUT, posts: [post, kept] },
      added: [],
      moved: [{ post, from: 'https://dev.to/janedoe/popular-4kd2' }],
      notMoved: [{ post: kept, feed: 'https://medium.com/feed/@janedoe', url: 'https://phish.example/login' }],
      leftOut: [],
      repairs: [],
    },
    2,
    'src/content/synced-posts.json',
  );
  assert.equal(text.split('\n'), [
    'posts:sync: read 2 feeds; no new posts, 1 moved to a feed you prefer, 1 not moved (see below); src/content/synced-posts.json has 2 (2 shown)',
    '  → My Most Popular Post!: moved from https://dev.to/janedoe/popular-4kd2 to https://medium.com/@janedoe/popular-1a2b (https://medium.com/feed/@janedoe, which you list before)',
    '  ! Other: kept at https://dev.to/janedoe/other-4kd2; https://medium.com/feed/@janedoe lists the same title at https://phish.example/login, which is not on that feed\'s own profile, so nothing moved (edit its url yourself if it is yours)',
  ]);
});

report.run();
