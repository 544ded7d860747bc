import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { FeedPost } from '../../../src/builder/posts/feed-posts';
import { checkItem, MAX_FEED_TAGS, MAX_FEED_TITLE_LENGTH, MAX_FEED_URL_LENGTH, type CheckedItem } from '../../../src/builder/posts/item-check';

const ITEM: FeedPost = { title: 'A Post', url: 'https://blog.example/a-post', publishedAt: '2025-11-03', tags: ['CSS'], excerpt: 'What it is about.', aliases: [] };
const problemOf = (result: CheckedItem) => ('problem' in result ? result.problem : null);
const repairsOf = (result: CheckedItem) => ('repairs' in result ? result.repairs : null);

const check = suite('checkItem');

check(`should keep an item the build takes as it is, and leave out a title over ${MAX_FEED_TITLE_LENGTH} characters and a link over ${MAX_FEED_URL_LENGTH}, or one with no text for an excerpt, in a short line`, () => {
  assert.equal(checkItem(ITEM, 'item 1 "A Post"'), { post: ITEM, repairs: [] });
  assert.is(problemOf(checkItem({ ...ITEM, title: 'T'.repeat(MAX_FEED_TITLE_LENGTH) }, 'item 1')), null, 'the longest title kept');
  const title = problemOf(checkItem({ ...ITEM, title: 'T'.repeat(1_000_000) }, 'item 1'));
  assert.is(title, `item 1: title is 1000000 characters long, more than a feed's title may be (${MAX_FEED_TITLE_LENGTH}, MAX_FEED_TITLE_LENGTH); left out`);
  const url = `https://blog.example/${'a'.repeat(MAX_FEED_URL_LENGTH)}`;
  assert.is(problemOf(checkItem({ ...ITEM, url }, 'item 2')), `item 2: url is ${url.length} characters long, more than a link may be (${MAX_FEED_URL_LENGTH}, MAX_FEED_URL_LENGTH); left out`);
});

check(`should keep the first ${MAX_FEED_TAGS} tags and say so`, () => {
  const tags = Array.from({ length: 30 }, (_, i) => `tag ${i}`);
  const result = checkItem({ ...ITEM, tags }, 'item 1');
  assert.equal('post' in result && result.post.tags, tags.slice(0, MAX_FEED_TAGS));
  assert.equal(repairsOf(result), [`tags: kept the first ${MAX_FEED_TAGS} of 30 (MAX_FEED_TAGS)`]);
});

check('should leave out an item with no text for an excerpt, in the build\'s words', () => {
  assert.is(problemOf(checkItem({ ...ITEM, excerpt: '' }, 'item 1 "A Post"')), 'item 1 "A Post": excerpt must not be empty (got ""); left out');
});

check.run();
