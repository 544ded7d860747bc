// The blog's list pages: paging, tags and their slugs, from the posts alone.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { blogTags, hrefOf, isBlogPath, listPagePath, MAX_TAG_SLUG_BYTES, paginate, tagLinks, tagSlug, tagsPath } from '../../src/app/pages/blog-pages';
import { sitePages } from '../../src/builder/site-pages';
import type { BlogPost } from '../../src/content/types';

const post = (id: string, tags: string[], publishedAt = '2025-01-01'): BlogPost => ({
  id, title: id, excerpt: 'About it.', publishedAt, tags, url: `https://dev.to/owner/${id}`,
});

const test = suite('blog list pages and tags');

// The paging of /blogs and each tag's list, every post once and newest first, is checked on a
// built archive of 300 posts in build/archive.test.ts.
test('should give an empty list one page, and name pages under their list', () => {
  assert.is(paginate('/blogs', []).length, 1);
  assert.is(listPagePath('/blogs/tags/react', 1), '/blogs/tags/react');
  assert.is(listPagePath('/blogs/tags/react', 4), '/blogs/tags/react/page/4');
  assert.ok(isBlogPath('/blogs') && isBlogPath('/blogs/page/2') && !isBlogPath('/blogsx') && !isBlogPath('/'));
});

test('should slug tags for addresses: accents off Latin letters, other scripts kept, + and # spelled out', () => {
  assert.is(tagSlug('React'), 'react');
  assert.is(tagSlug('Node.js'), 'node-js');
  assert.is(tagSlug('Café Society'), 'cafe-society');
  assert.is(tagSlug('C++'), 'c-plus-plus');
  assert.is(tagSlug('C#'), 'c-sharp');
  assert.is(tagSlug('日本語'), '日本語');
  assert.is(tagSlug('ガイド'), 'ガイド', 'Japanese voiced marks are letters, not accents');
  assert.is(tagSlug('Ελληνικά'), 'ελληνικά');
  assert.is(tagSlug('!!!'), 'tag');
  assert.is(hrefOf('/blogs/tags/日本語'), '/blogs/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E');
});

test('should keep a slug short enough to name a folder, however far its tag spells out', () => {
  // "#" is spelled out, and U+FDFA decomposes into 18 letters: 40 of them would be a name of 1,400 bytes.
  for (const tag of ['#'.repeat(40), '\uFDFA'.repeat(40), '日本語'.repeat(30)]) {
    const slug = tagSlug(tag);
    assert.ok(Buffer.byteLength(slug) <= MAX_TAG_SLUG_BYTES, `${Buffer.byteLength(slug)} bytes`);
    assert.ok(slug.length > 0 && !slug.endsWith('-'), slug);
  }
  assert.is(tagSlug('日本語'.repeat(30)), '日本語'.repeat(30).slice(0, Math.floor(MAX_TAG_SLUG_BYTES / 3)), 'cut between characters');
});

test('should make tags that differ only in case one tag, spelled as most of its posts spell it', () => {
  const posts = [post('a', ['react']), post('b', ['React']), post('c', ['React', 'CSS'])];
  const found = blogTags(posts, 'en');
  assert.equal(found.map((tag) => [tag.name, tag.slug, tag.posts.map((p) => p.id)]), [['CSS', 'css', ['c']], ['React', 'react', ['a', 'b', 'c']]]);
  const link = tagLinks(found);
  assert.is(link('react'), '/blogs/tags/react');
  assert.is(link('REACT'), '/blogs/tags/react');
});

test('should keep clashing slugs apart with -2, -3, in the order of the tags\' names', () => {
  const found = blogTags([post('a', ['Node.js', 'node js', 'Node-JS!'])], 'en');
  assert.equal(found.map((tag) => tag.slug).sort(), ['node-js', 'node-js-2', 'node-js-3']);
  assert.is(new Set(found.map((tag) => tag.slug)).size, 3);
});

test('should have a page of every tag as soon as one post has a tag, and none without', () => {
  const tagged = sitePages({ posts: [post('a', ['Zeta', 'alpha']), post('b', ['Alpha']), post('c', ['Alpha'])] });
  const index = tagged.find((page) => page.path === tagsPath());
  assert.ok(index, 'a page at /blogs/tags');
  assert.equal(index.tags!.map((tag) => [tag.name, tag.posts.length]), [['Alpha', 3], ['Zeta', 1]]);
  assert.is(index.file, 'blogs/tags/index.html');
  const untagged = sitePages({ posts: [post('a', []), post('b', [])] });
  assert.ok(untagged.some((page) => page.path === '/blogs') && !untagged.some((page) => page.path === tagsPath()));
});

test.run();
