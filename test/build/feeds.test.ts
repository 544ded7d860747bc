// The blog's own feeds in the sample's build: /blogs/feed.xml (Atom) and /blogs/feed.json
// (JSON Feed), read back by a feed-reading library, and linked from every page (both servers send
// them with their registered types: served-as-built.ts). An owner with no posts has none
// (owners.test.ts).
import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';
import { BUILT_PAGES, buildPagesSite, buildSite, PAGES, PAGES_BASE } from '../helpers/built-site';

const site = buildSite();
const pagesSite = buildPagesSite();
const posts = newestFirst(content.posts);
const blogUrl = new URL('blogs', content.person.siteUrl).href;

const atom = suite('feeds :: Atom');

atom('feed.xml should be well-formed Atom listing every post newest first, at absolute addresses', () => {
  const text = site.read('blogs/feed.xml');
  assert.is(XMLValidator.validate(text), true);
  const feed = parseAtomFeed(text);
  assert.is(feed.id, blogUrl);
  assert.equal(feed.links?.find((link) => link.rel === 'self')?.href, new URL('blogs/feed.xml', content.person.siteUrl).href);
  assert.equal(feed.entries?.map((entry) => entry.title?.value), posts.map((post) => post.title));
  assert.equal(feed.entries?.map((entry) => entry.links?.[0]?.href), posts.map((post) => post.url));
  assert.equal(feed.entries?.map((entry) => entry.published?.slice(0, 10)), posts.map((post) => post.publishedAt));
  assert.equal(feed.entries?.map((entry) => entry.summary?.value), posts.map((post) => post.excerpt));
});

atom.run();

// ---

const json = suite('feeds :: JSON Feed');

json('feed.json should be JSON Feed 1.1 with the same posts in the same order', () => {
  const feed = parseJsonFeed(site.read('blogs/feed.json'));
  assert.is(feed.feed_url, new URL('blogs/feed.json', content.person.siteUrl).href);
  assert.is(feed.home_page_url, blogUrl);
  assert.equal(feed.items?.map((item) => [item.title, item.url]), posts.map((post) => [post.title, post.url]));
});

json('a sub-path build should put the base path in every address of the site', () => {
  const feed = parseJsonFeed(pagesSite.read('blogs/feed.json'));
  assert.match(feed.feed_url!, new RegExp(`^https://[^/]+${PAGES_BASE}blogs/feed\\.json$`));
  assert.match(feed.home_page_url!, new RegExp(`${PAGES_BASE}blogs$`));
});

json.run();

// ---

const links = suite('feeds :: discovery');

links('every page\'s <head> should link both feeds', () => {
  for (const file of BUILT_PAGES) {
    const head = site.read(file).split('</head>')[0]!;
    assert.match(head, /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/blogs\/feed\.xml">/, file);
    assert.match(head, /<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="\/blogs\/feed\.json">/, file);
  }
  assert.match(pagesSite.read(PAGES.home), new RegExp(`href="${PAGES_BASE}blogs/feed\\.xml"`));
});

links.run();
