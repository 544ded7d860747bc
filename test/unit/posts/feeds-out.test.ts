import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { atomFeed, jsonFeed, type SiteFeed } from '../../../src/builder/posts/feeds-out';

const FEED: SiteFeed = {
  title: 'My Blog | Jane Doe',
  description: 'Notes on <React> & "Node.js"',
  author: 'Jane Doe',
  blogUrl: 'https://jane.example/portfolio/blogs',
  homeUrl: 'https://jane.example/portfolio/',
  language: 'en',
  updated: '2025-06-20',
  entries: [
    { title: 'Streams Without Surprises', url: 'https://jane.example/portfolio/blogs/streams', publishedAt: '2025-06-20', tags: ['Node.js'], excerpt: 'Back-pressure & you.' },
    { title: "Tom & Jerry's <Generics>", url: 'https://dev.to/jane/generics-1a2b?x=1&y=2', publishedAt: '2025-05-15', tags: [], excerpt: 'Types.' },
  ],
};

const test = suite('feeds out');

test('the Atom feed should be well-formed XML that a feed reader reads back whole, newest first', () => {
  const text = atomFeed(FEED);
  assert.is(XMLValidator.validate(text), true);
  const feed = parseAtomFeed(text);
  assert.is(feed.title?.value, 'My Blog | Jane Doe');
  assert.is(feed.subtitle?.value, 'Notes on <React> & "Node.js"');
  assert.equal(feed.links?.map((link) => [link.rel, link.href]), [['alternate', FEED.blogUrl], ['self', 'https://jane.example/portfolio/blogs/feed.xml']]);
  assert.equal(feed.entries?.map((entry) => entry.title?.value), ['Streams Without Surprises', "Tom & Jerry's <Generics>"]);
  assert.equal(feed.entries?.map((entry) => entry.links?.[0]?.href), [FEED.entries[0]!.url, 'https://dev.to/jane/generics-1a2b?x=1&y=2']);
  assert.is(feed.entries?.[0]?.published, '2025-06-20T12:00:00Z');
  assert.equal(feed.entries?.[0]?.categories?.map((category) => category.term), ['Node.js']);
});

test('the JSON Feed should be JSON Feed 1.1 that a feed reader reads back, with absolute URLs and dates on their day in every time zone', () => {
  const text = jsonFeed(FEED);
  const raw = JSON.parse(text) as { version: string };
  assert.is(raw.version, 'https://jsonfeed.org/version/1.1');
  const feed = parseJsonFeed(text);
  assert.is(feed.feed_url, 'https://jane.example/portfolio/blogs/feed.json');
  assert.is(feed.home_page_url, FEED.blogUrl);
  assert.equal(feed.items?.map((item) => [item.url, item.date_published]), [
    [FEED.entries[0]!.url, '2025-06-20T12:00:00Z'],
    [FEED.entries[1]!.url, '2025-05-15T12:00:00Z'],
  ]);
  // Noon UTC: each date's calendar day in every time zone from UTC-12 to UTC+11.
  const published = feed.items![0]!.date_published!;
  for (const zone of ['Pacific/Pago_Pago', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Noumea']) {
    assert.is(new Date(published).toLocaleDateString('en-CA', { timeZone: zone }), '2025-06-20', zone);
  }
});

test.run();
