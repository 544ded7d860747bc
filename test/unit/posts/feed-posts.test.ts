import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { calendarDate } from '../../../src/builder/posts/calendar-date';
import { WORDS_PER_MINUTE } from '../../../src/builder/posts/plain-text';
import { canonicalUrl, FeedError, MAX_FEED_ITEMS, readFeed } from '../../../src/builder/posts/feed-posts';
import { FEED_FIXTURES, feedXml, rssFeed, type FeedFixture } from '../../fixtures/feed-fixtures';

const read = (name: FeedFixture) => readFeed(feedXml(name), FEED_FIXTURES[name].url);
const ZONES = ['America/Los_Angeles', 'Asia/Tokyo', 'UTC'];
const originalTz = process.env.TZ;
const restoreTz = () => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
};

const test = suite('readFeed');

test('Medium: should read every story at its permalink without "?source=rss…", excerpting content:encoded without the repeated title, caption or tracking pixel', () => {
  const posts = read('medium');
  assert.equal(posts.map((post) => post.url), [
    'https://medium.com/@janedoe/streaming-server-components-what-actually-reaches-the-browser-6b1f0e2d9a3c',
    'https://medium.com/@janedoe/building-accessible-react-components-from-scratch-3f2a91c4d7e1',
    'https://medium.com/@janedoe/node-js-streams-a-practical-guide-for-frontend-developers-8b1d5e0a2c44',
  ]);
  assert.equal(posts[0]!.aliases, ['https://medium.com/p/6b1f0e2d9a3c'], 'the guid, no permalink, names the story too');
  const [first] = posts;
  assert.is(first!.excerpt, 'Server Components promise less JavaScript & faster pages. I measured what a streamed page really sends, byte by byte, on a mid-range phone.');
  assert.is(first!.title, 'Streaming Server Components: What Actually Reaches the Browser');
  assert.equal(first!.tags, ['react', 'server-components', 'web-performance']);
  assert.is(first!.readMinutes, 1);
});

test('DEV: should excerpt the HTML description\'s first paragraph, and claim no read time from it', () => {
  const [first] = read('dev');
  assert.is(first!.url, 'https://dev.to/janedoe/type-safe-environment-variables-in-nodejs-with-zod-4kd2');
  assert.is(first!.excerpt, 'A missing DATABASE_URL should stop the server at boot, not at the first query three hours later.');
  assert.not.match(first!.excerpt, /[<>&]/);
  assert.is(first!.readMinutes, undefined, 'a description may be the opening only');
  assert.is(first!.publishedAt, '2025-05-20');
  assert.equal(first!.tags, ['node', 'typescript', 'webdev']);
});

test('DEV: should time an eight-minute article by its content:encoded, never by a one-paragraph description', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
  const summary = `<p>${words(40)}.</p>`;
  const [summaryOnly, whole] = readFeed(rssFeed([
    { title: 'Summary only', link: 'https://dev.to/janedoe/summary', pubDate: 'Mon, 03 Nov 2025 10:00:00 GMT', description: summary },
    { title: 'Whole', link: 'https://dev.to/janedoe/whole', pubDate: 'Mon, 03 Nov 2025 10:00:00 GMT', description: summary, content: `<p>${words(8 * WORDS_PER_MINUTE)}</p>` },
  ]), 'https://dev.to/feed/janedoe');
  assert.is(summaryOnly!.readMinutes, undefined, 'not "1 min read"');
  assert.ok(summaryOnly!.excerpt.startsWith('word0 word1'));
  assert.is(whole!.readMinutes, 8);
});

test('Hashnode: should take the plain-text summary as the excerpt and claim no read time', () => {
  const [first] = read('hashnode');
  assert.is(first!.url, 'https://blog.janedoe.dev/css-anchor-positioning-tooltips');
  assert.is(first!.excerpt, 'Anchor positioning lets a tooltip follow its button with two lines of CSS. Here is what works in every browser today, and the fallback I ship for the rest. No libraries, no resize observers.');
  assert.is(first!.readMinutes, undefined, 'a summary is not the article');
  assert.equal(first!.tags, ['CSS', 'Frontend Development']);
});

test('Atom: should take the alternate link, the summary as excerpt and the content for the read time', () => {
  const [first] = read('atom');
  assert.is(first!.url, 'https://notes.janedoe.dev/2025/03/01/service-worker-rollback.html');
  assert.is(first!.excerpt, 'A kill switch for service workers, written before you need it.');
  assert.is(first!.readMinutes, 1);
  assert.ok(read('atom')[1]!.excerpt.startsWith("new Date('2024-12-01') is midnight"), 'entities in HTML content decoded once');
});

test('should prefer an entry\'s canonical link, in Atom and in RSS (atom:link), keeping the platform\'s as an alias', () => {
  const atomXml = '<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><id>https://notes.janedoe.dev/</id><updated>2025-01-01T00:00:00Z</updated>' +
    '<entry><title>Cross-posted</title><id>tag:x</id><link rel="alternate" href="https://dev.to/janedoe/cross-posted-1a2b"/>' +
    '<link rel="canonical" href="https://notes.janedoe.dev/cross-posted?utm_source=dev"/><published>2025-01-01T10:00:00Z</published><summary>A post.</summary></entry></feed>';
  const rssXml = '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>t</title><link>https://dev.to/janedoe</link><description>d</description>' +
    '<item><title>Cross-posted</title><link>https://dev.to/janedoe/cross-posted-1a2b</link><atom:link rel="canonical" href="https://notes.janedoe.dev/cross-posted"/>' +
    '<pubDate>Wed, 01 Jan 2025 10:00:00 GMT</pubDate><description>A post.</description></item></channel></rss>';
  for (const xml of [atomXml, rssXml]) {
    const [post] = readFeed(xml, 'https://dev.to/feed/janedoe');
    assert.is(post!.url, 'https://notes.janedoe.dev/cross-posted');
    assert.equal(post!.aliases, ['https://dev.to/janedoe/cross-posted-1a2b']);
  }
});

test.run();

// ---

const dates = suite('readFeed :: calendar dates');
dates.after(restoreTz);

dates('should keep the date in the feed\'s own offset in every time zone the sync may run in', () => {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    const [tokyoMorning, laNight] = read('atom');
    assert.is(tokyoMorning!.publishedAt, '2025-03-01', `${zone}: 00:30 +09:00 is 28 February in UTC`);
    assert.is(laNight!.publishedAt, '2024-12-01', `${zone}: 23:30 -08:00 is 2 December in UTC`);
    assert.is(read('medium')[0]!.publishedAt, '2025-06-06', `${zone}: 23:40 GMT`);
  }
});

dates('the naive way really moves the date (so the test above can fail)', () => {
  process.env.TZ = 'Asia/Tokyo';
  assert.is(new Date('2024-12-01T23:30:00-08:00').getDate(), 2);
  process.env.TZ = 'America/Los_Angeles';
  assert.is(new Date('2025-03-01T00:30:00+09:00').getDate(), 28);
});

dates('calendarDate should read RFC 822 and RFC 3339 shapes and refuse what is no date', () => {
  assert.is(calendarDate('Fri, 06 Jun 2025 23:40:12 GMT'), '2025-06-06');
  assert.is(calendarDate('6 June 2025 10:00:00 +0200'), '2025-06-06');
  assert.is(calendarDate('Sun, 01 Dec 24 23:30:00 -0800'), '2024-12-01');
  assert.is(calendarDate('2025-03-01T00:30:00+09:00'), '2025-03-01');
  assert.is(calendarDate('2025-03-01'), '2025-03-01');
  assert.is(calendarDate('Thu, 31 Apr 2025 10:00:00 GMT'), null, 'no 31 April');
  assert.is(calendarDate('yesterday'), null);
});

dates.run();

// ---

const problems = suite('readFeed :: problems');

problems('should say where XML does not parse or was cut off, when it is no feed, and which item lacks a field', () => {
  assert.throws(() => read('broken'), (error: Error) => error instanceof FeedError && error.message === 'not well-formed XML: it ends inside <rss> <channel> <item> <title> (cut off?)');
  assert.throws(() => readFeed('<rss>\n<channel>\n<item>x</itme></channel></rss>', 'https://x.example/feed'), /^not well-formed XML at line 3, column \d+: Expected closing tag 'item'/);
  assert.throws(() => readFeed('<html><body>Not here</body></html>', 'https://x.example/feed'), /neither an RSS 2\.0 nor an Atom feed/);
  const noDate = '<rss version="2.0"><channel><title>t</title><link>https://x.example</link><description>d</description><item><title>Lost</title><link>https://x.example/a</link></item></channel></rss>';
  assert.throws(() => readFeed(noDate, 'https://x.example/feed'), /^item 1 "Lost": it has no pubDate$/);
  const plain = '<rss version="2.0"><channel><title>t</title><link>http://x.example</link><description>d</description><item><title>Old</title><link>http://x.example/a</link><pubDate>Fri, 06 Jun 2025 10:00:00 GMT</pubDate></item></channel></rss>';
  assert.throws(() => readFeed(plain, 'https://x.example/feed'), /item 1 "Old": its link http:\/\/x\.example\/a is not https:/);
});

problems(`should read up to ${MAX_FEED_ITEMS} items and refuse a feed of more`, () => {
  const items = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `Post ${i}`, link: `https://blog.example/${i}`, pubDate: 'Mon, 03 Nov 2025 10:00:00 GMT', description: 'A post.' }));
  assert.is(readFeed(rssFeed(items(MAX_FEED_ITEMS)), 'https://blog.example/feed').length, MAX_FEED_ITEMS);
  assert.throws(
    () => readFeed(rssFeed(items(MAX_FEED_ITEMS + 1)), 'https://blog.example/feed'),
    (error: Error) => error instanceof FeedError && error.message === `lists ${MAX_FEED_ITEMS + 1} items; posts:sync reads feeds of up to ${MAX_FEED_ITEMS} (MAX_FEED_ITEMS in src/builder/posts/feed-posts.ts)`,
  );
});

problems('should quote a long title short when an item has a problem', () => {
  const xml = rssFeed([{ title: 'T'.repeat(1_000_000), link: 'https://blog.example/a', pubDate: 'yesterday', description: 'A post.' }]);
  assert.throws(() => readFeed(xml, 'https://blog.example/feed'), (error: Error) => error.message === `item 1 "${'T'.repeat(80)}…": its date "yesterday" is neither RFC 822 nor RFC 3339`);
});

problems('canonicalUrl should drop tracking parameters and fragments but keep real queries', () => {
  assert.is(canonicalUrl('https://blog.example/p?id=4&utm_source=rss&utm_medium=feed#top', 'https://blog.example/feed'), 'https://blog.example/p?id=4');
  assert.is(canonicalUrl('/2025/post.html', 'https://blog.example/feed.xml'), 'https://blog.example/2025/post.html');
});

problems.run();
