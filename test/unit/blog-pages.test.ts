// The blog's list pages: paging, tags and their slugs, from the posts alone.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { blogListPages, blogTags, hrefOf, isBlogPath, listPagePath, MAX_TAG_SLUG_BYTES, paginate, POSTS_PER_PAGE, tagLinks, tagSlug, tagsPath } from '../../src/app/pages/blog-pages';
import { sitePages } from '../../src/builder/site-pages';
import type { BlogPost } from '../../src/content/types';

const post = (id: string, tags: string[], publishedAt = '2025-01-01'): BlogPost => ({
  id, title: id, excerpt: 'About it.', publishedAt, tags, url: `https://dev.to/owner/${id}`,
});
const many = (count: number) => Array.from({ length: count }, (_, i) => post(`p${i}`, ['Tag']));

const paging = suite('blog pages :: paging');

paging('should keep a page\'s worth on one page, with no neighbours', () => {
  const pages = paginate('/blogs', many(POSTS_PER_PAGE));
  assert.is(pages.length, 1);
  assert.equal([pages[0]!.path, pages[0]!.page, pages[0]!.pages, pages[0]!.newer, pages[0]!.older], ['/blogs', 1, 1, undefined, undefined]);
});

paging('should cut more into pages of POSTS_PER_PAGE, every post once, linked both ways', () => {
  const posts = many(2 * POSTS_PER_PAGE + 3);
  const pages = paginate('/blogs', posts);
  assert.equal(pages.map((page) => page.path), ['/blogs', '/blogs/page/2', '/blogs/page/3']);
  assert.equal(pages.flatMap((page) => page.posts), posts);
  assert.equal(pages.map((page) => page.posts.length), [POSTS_PER_PAGE, POSTS_PER_PAGE, 3]);
  assert.equal(pages.map((page) => [page.newer, page.older]), [[undefined, '/blogs/page/2'], ['/blogs', '/blogs/page/3'], ['/blogs/page/2', undefined]]);
  assert.equal(pages.map((page) => page.offset), [0, POSTS_PER_PAGE, 2 * POSTS_PER_PAGE]);
  assert.ok(pages.every((page) => page.total === posts.length && page.pages === 3));
});

paging('should give an empty list one page, and name pages under their list', () => {
  assert.is(paginate('/blogs', []).length, 1);
  assert.is(listPagePath('/blogs/tags/react', 1), '/blogs/tags/react');
  assert.is(listPagePath('/blogs/tags/react', 4), '/blogs/tags/react/page/4');
  assert.ok(isBlogPath('/blogs') && isBlogPath('/blogs/page/2') && !isBlogPath('/blogsx') && !isBlogPath('/'));
});

paging.run();

const tags = suite('blog pages :: tags');

tags('should slug tags for addresses: accents off Latin letters, other scripts kept, + and # spelled out', () => {
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

tags('should keep a slug short enough to name a folder, however far its tag spells out', () => {
  // "#" is spelled out, and U+FDFA decomposes into 18 letters: 40 of them would be a name of 1,400 bytes.
  for (const tag of ['#'.repeat(40), '\uFDFA'.repeat(40), '日本語'.repeat(30)]) {
    const slug = tagSlug(tag);
    assert.ok(Buffer.byteLength(slug) <= MAX_TAG_SLUG_BYTES, `${Buffer.byteLength(slug)} bytes`);
    assert.ok(slug.length > 0 && !slug.endsWith('-'), slug);
  }
  assert.is(tagSlug('日本語'.repeat(30)), '日本語'.repeat(30).slice(0, Math.floor(MAX_TAG_SLUG_BYTES / 3)), 'cut between characters');
});

tags('should make tags that differ only in case one tag, spelled as most of its posts spell it', () => {
  const posts = [post('a', ['react']), post('b', ['React']), post('c', ['React', 'CSS'])];
  const found = blogTags(posts, 'en');
  assert.equal(found.map((tag) => [tag.name, tag.slug, tag.posts.map((p) => p.id)]), [['CSS', 'css', ['c']], ['React', 'react', ['a', 'b', 'c']]]);
  const link = tagLinks(found);
  assert.is(link('react'), '/blogs/tags/react');
  assert.is(link('REACT'), '/blogs/tags/react');
});

tags('should keep clashing slugs apart with -2, -3, in the order of the tags\' names', () => {
  const found = blogTags([post('a', ['Node.js', 'node js', 'Node-JS!'])], 'en');
  assert.equal(found.map((tag) => tag.slug).sort(), ['node-js', 'node-js-2', 'node-js-3']);
  assert.is(new Set(found.map((tag) => tag.slug)).size, 3);
});

tags('should list every post on its tags\' pages, paged, and the whole list first', () => {
  const posts = [...many(POSTS_PER_PAGE + 1), post('x', ['Other'])];
  const lists = blogListPages(posts, blogTags(posts, 'en'));
  assert.equal(lists.map((list) => list.path), ['/blogs', '/blogs/page/2', '/blogs/tags/other', '/blogs/tags/tag', '/blogs/tags/tag/page/2']);
  assert.equal(lists.filter((list) => list.tag?.slug === 'tag').flatMap((list) => list.posts.map((p) => p.id)), posts.slice(0, -1).map((p) => p.id));
});

tags('should have a page of every tag as soon as one post has a tag, and none without', () => {
  const tagged = sitePages({ posts: [post('a', ['Zeta', 'alpha']), post('b', ['Alpha']), post('c', ['Alpha'])] });
  const index = tagged.find((page) => page.path === tagsPath());
  assert.ok(index, 'a page at /blogs/tags');
  assert.equal(index.tags!.map((tag) => [tag.name, tag.posts.length]), [['Alpha', 3], ['Zeta', 1]]);
  assert.is(index.file, 'blogs/tags/index.html');
  const untagged = sitePages({ posts: [post('a', []), post('b', [])] });
  assert.ok(untagged.some((page) => page.path === '/blogs') && !untagged.some((page) => page.path === tagsPath()));
});

tags.run();
