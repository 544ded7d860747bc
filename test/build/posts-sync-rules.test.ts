// Its own project copy (it writes src/content/synced-posts.json and builds): feeds that bring
// what the build refuses, served from this machine. posts:sync mends or leaves out each such
// item, saying so in a line, and never writes a file the build would refuse, so the scheduled
// sync cannot commit a snapshot that fails every later deploy. (That the build refuses such a
// file in one line, before it writes a page, is own-posts.test.ts's and content-errors.test.ts's.)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SyncedPost } from '../../src/builder/posts/snapshot';
import { SNAPSHOT_FILE } from '../../src/builder/posts/snapshot-file';
import { MAX_TAG_LENGTH } from '../../src/builder/validate';
import { textOf } from '../helpers/built-site';
import { startFeedServer, type FeedServer } from '../helpers/feed-server';
import { rssFeed } from '../fixtures/feed-fixtures';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';
import { blogFields } from '../helpers/site';

let project: ProjectCopy;
let feeds: FeedServer;
const snapshotFile = () => path.join(project.dir, SNAPSHOT_FILE);
const synced = () => (JSON.parse(readFileSync(snapshotFile(), 'utf8')) as { posts: SyncedPost[] }).posts;
const sync = () => project.runAsync(['posts-sync']);

const LONG_TAG = 'x'.repeat(5_000);
// What real feeds were seen to send: no <category>, a link to this machine, a title that
// reverses itself (U+202E) or rings the bell (U+0007, written as an entity), a category of 5,000 characters.
const HOSTILE = rssFeed([
  { title: 'Notes Without Categories', link: 'https://blog.example/notes', pubDate: 'Mon, 03 Nov 2025 10:00:00 GMT', description: 'A post whose feed names no category.' },
  { title: 'The Admin Page', link: 'https://localhost/admin/delete', pubDate: 'Tue, 04 Nov 2025 10:00:00 GMT', description: 'Points at the machine that syncs.', categories: ['Ops'] },
  { title: 'Invoice \u202Efdp.exe', link: 'https://blog.example/invoice', pubDate: 'Wed, 05 Nov 2025 10:00:00 GMT', description: 'A title that reads backwards.', categories: ['Security'] },
  { title: 'Ring &#7;the Bell', link: 'https://blog.example/bell', pubDate: 'Thu, 06 Nov 2025 10:00:00 GMT', description: 'A control character in the title.', categories: ['Terminals'] },
  { title: 'One Long Category', link: 'https://blog.example/long', pubDate: 'Fri, 07 Nov 2025 10:00:00 GMT', description: 'A category no one would type.', categories: [LONG_TAG, 'CSS'] },
]);

const test = suite('posts:sync :: the build\'s rules for each item');

test.before(setup(async () => {
  feeds = await startFeedServer({ blog: { body: HOSTILE } });
  project = copyProject();
  project.replace('src/content/content.ts', /$/, `
{
  const c = content as any;
  c.feeds = ${JSON.stringify([feeds.url('blog')])};
  c.person = { ...${JSON.stringify(blogFields)}, ...c.person };
}
`);
}));
test.after(async () => {
  project?.dispose();
  await feeds?.close();
});

test('should mend what it can and leave out what it cannot, a line each, and the build should take what it wrote', async () => {
  const result = await sync();
  assert.is(result.status, 0, result.stderr);
  const lines = result.stdout.trim().split('\n');
  assert.match(lines[0]!, /^posts:sync: read 1 feed; 4 new posts, 1 left out \(the build would refuse it\); src\/content\/synced-posts\.json has 4 \(4 shown\)$/);
  assert.ok(lines.includes('      no tags: the feed gives it no categories'), result.stdout);
  assert.ok(lines.includes('      title: removed U+202E, which the site cannot show'), result.stdout);
  assert.ok(lines.includes('      title: removed U+0007, which the site cannot show'), result.stdout);
  assert.ok(lines.includes(`      tag "${'x'.repeat(20)}…" left out: 5000 characters, more than a tag's ${MAX_TAG_LENGTH} (MAX_TAG_LENGTH)`), result.stdout);
  assert.ok(lines.includes(`  ! ${feeds.url('blog')}: item 2 "The Admin Page": url must be an https: URL (got "https://localhost/admin/delete"); left out`), result.stdout);
  assert.equal(synced().map((post) => [post.title, post.tags]), [
    ['One Long Category', ['CSS']],
    ['Ring the Bell', ['Terminals']],
    ['Invoice fdp.exe', ['Security']],
    ['Notes Without Categories', []],
  ]);
  const build = project.run(['build', '--out', 'dist']);
  assert.is(build.status, 0, build.stderr);
  const blog = textOf(readFileSync(path.join(project.dir, 'dist', 'blogs', 'index.html'), 'utf8'));
  for (const title of ['One Long Category', 'Ring the Bell', 'Invoice fdp.exe', 'Notes Without Categories']) assert.ok(blog.includes(title), title);
  assert.not.ok(blog.includes('The Admin Page'));
});

test('should write nothing the build would refuse, and say why', async () => {
  // The owner's edit (or an older sync) left a tag the build refuses; a new post is in the feed.
  const edited = synced();
  edited[0]!.tags = [LONG_TAG];
  writeFileSync(snapshotFile(), `${JSON.stringify({ posts: edited }, null, 2)}\n`);
  const before = readFileSync(snapshotFile(), 'utf8');
  feeds.answers = { blog: { body: rssFeed([{ title: 'A New One', link: 'https://blog.example/new', pubDate: 'Sat, 08 Nov 2025 10:00:00 GMT', description: 'Fine.', categories: ['CSS'] }]) } };
  const result = await sync();
  assert.is(result.status, 1, result.stdout);
  assert.is(readFileSync(snapshotFile(), 'utf8'), before, 'the last good file stays');
  assert.equal(result.stderr.trim().split('\n').map((line) => line.split(' (got')[0]), [
    'Build failed: nothing written; the build would refuse src/content/synced-posts.json as synced:',
    `  - src/content/synced-posts.json: posts[0] "One Long Category": tags[0] is 5000 characters long; a tag is a word or two, at most ${MAX_TAG_LENGTH} characters (MAX_TAG_LENGTH in src/builder/validate.ts), so shorten it`,
  ]);
});

test('should print no escape sequence or control character a feed sent', async () => {
  const before = readFileSync(snapshotFile(), 'utf8');
  // A date that sets the window's title, clears the screen and moves the cursor home.
  feeds.answers = { blog: { body: rssFeed([{ title: 'Escapes', link: 'https://blog.example/escapes', pubDate: '\u001b]0;pwned\u0007\u001b[2J\u001b[1;1Hyesterday', description: 'x' }]) } };
  const result = await sync();
  assert.is(result.status, 1);
  assert.not.match(result.stderr, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/, JSON.stringify(result.stderr));
  assert.ok(result.stderr.includes(`  - ${feeds.url('blog')}: item 1 "Escapes": its date "yesterday" is neither RFC 822 nor RFC 3339\n`), JSON.stringify(result.stderr));
  assert.is(readFileSync(snapshotFile(), 'utf8'), before);
});

test.run();
