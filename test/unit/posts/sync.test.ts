// Feed addresses, the synced posts' file and the sync's report. Merging feeds, refusing to
// change anything when one fails, and a later sync reading back the file an earlier one wrote,
// end to end, are build/posts-sync.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { feedUrlProblem, fetchFeed } from '../../../src/builder/posts/fetch-feed';
import { formatSnapshot, parseSnapshot } from '../../../src/builder/posts/snapshot-file';
import { SNAPSHOT_ABOUT, type Snapshot } from '../../../src/builder/posts/snapshot';
import { syncReport } from '../../../src/builder/posts/sync-report';
import { feedXml, type FeedFixture } from '../../fixtures/feed-fixtures';

const EMPTY: Snapshot = { about: SNAPSHOT_ABOUT, posts: [] };

/** A fetch that answers each address with a fixture feed, and fails for any other as an unknown host does. */
function fakeFetch(answers: Record<string, FeedFixture>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const answer = answers[String(input)];
    if (!answer) throw new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
    return new Response(feedXml(answer), { status: 200 });
  }) as typeof fetch;
}

/** A resolver that knows no host, as the system's says for a name that does not exist. */
const noSuchHost = async () => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

const test = suite('feeds, the synced posts file and the sync report');

test('a feed address should be https: anywhere and http: only on localhost', async () => {
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

test('should say when the host cannot be reached', async () => {
  const error = await fetchFeed('https://nowhere.example/feed', { fetch: fakeFetch({}), lookup: noSuchHost }).catch((caught: Error) => caught);
  assert.is((error as Error).message, 'could not be fetched (ENOTFOUND)');
});

test('the synced posts file should name the post and field of an owner\'s slip, and the line of broken JSON', () => {
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
  assert.match(formatSnapshot(EMPTY), /^\{\n {2}"about": /, 'the note to the owner opens the file');
});

test('the sync report should say every move, and every move refused, with both addresses', () => {
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

test.run();
