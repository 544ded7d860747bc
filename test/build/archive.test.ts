// The blog at the size of an active writer's archive: 300 posts (test/helpers/archive-site.ts).
// Each list page holds a page's worth, newest first; each tag's list exactly its posts; a page
// past the end is the 404 page with its status; the feeds hold every post; and the home page
// transfers the same bytes as the sample's, its data free of posts.
import { gzipSync } from 'node:zlib';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { blogTags, hrefOf, POSTS_PER_PAGE, tagPath, tagsPath } from '../../src/app/pages/blog-pages';
import { fillIn, pageTitle } from '../../src/app/page-titles';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { PAGE_DATA_FILE, type StaticPageData } from '../../src/app/pages/static-pages';
import { content } from '../fixtures/sample/content';
import { archiveSite, ARCHIVE_SIZE, type ArchiveSite } from '../helpers/archive-site';
import { buildSite, PAGES, siteDataOf } from '../helpers/built-site';
import { request } from '../helpers/http';
import { serve } from '../helpers/serve';
import { setup } from '../helpers/setup';

let site: ArchiveSite;
const archive = suite('blog :: an archive of 300 posts');
archive.before(setup(async () => {
  site = await archiveSite();
}));

/** The ids of the cards of a list page's HTML, in order. */
const cardsOf = (html: string) => [...html.matchAll(/<h2 id="post-([^"]+)"/g)].map((m) => m[1]!);
/** A page's file: "/blogs/page/2" -> "blogs/page/2/index.html". */
const fileOf = (pagePath: string) => `${pagePath.slice(1)}/index.html`;
/** Where a list page's pager says the older posts are. */
const olderOf = (html: string) => /<a href="([^"]+)" rel="next"/.exec(html)?.[1];

archive('should page /blogs by POSTS_PER_PAGE, newest first, each page linking the next, every post once', () => {
  const expected = newestFirst(site.posts).map((post) => post.id);
  const seen: string[] = [];
  const pages: string[] = [];
  for (let at: string | undefined = '/blogs'; at; at = olderOf(site.read(fileOf(decodeURIComponent(at))))) {
    pages.push(at);
    const cards = cardsOf(site.read(fileOf(decodeURIComponent(at))));
    assert.ok(cards.length > 0 && cards.length <= POSTS_PER_PAGE, `${at}: ${cards.length} cards`);
    seen.push(...cards);
  }
  assert.equal(seen, expected);
  assert.is(pages.length, Math.ceil(ARCHIVE_SIZE / POSTS_PER_PAGE));
  assert.equal(pages.slice(0, 3), ['/blogs', '/blogs/page/2', '/blogs/page/3']);
});

archive('should list on each tag\'s pages exactly that tag\'s posts, newest first, and link every card\'s tags there', () => {
  const tags = blogTags(newestFirst(site.posts), 'en');
  assert.ok(tags.some((tag) => tag.slug === '日本語') && tags.some((tag) => tag.slug === 'c-plus-plus'), tags.map((tag) => tag.slug).join(' '));
  for (const tag of tags) {
    const expected = newestFirst(site.posts).filter((post) => post.tags.some((name) => name.toLowerCase() === tag.name.toLowerCase())).map((post) => post.id);
    const seen: string[] = [];
    for (let at: string | undefined = hrefOf(tagPath(tag.slug)); at; at = olderOf(site.read(fileOf(decodeURIComponent(at))))) {
      const html = site.read(fileOf(decodeURIComponent(at)));
      assert.ok(html.includes(`<title>${tag.name.replace('&', '&amp;')}`), `${at}: the tag in its title`);
      assert.ok(html.includes(`<link rel="canonical" href="${new URL(content.person.siteUrl).origin}${at}">`), `${at}: its own canonical URL`);
      seen.push(...cardsOf(html));
    }
    assert.equal(seen, expected, tag.name);
  }
  const first = site.read(PAGES.blog);
  for (const tag of newestFirst(site.posts)[0]!.tags) assert.ok(first.includes(`href="${hrefOf(tagPath(blogTags(site.posts, 'en').find((t) => t.name.toLowerCase() === tag.toLowerCase())!.slug))}"`), tag);
});

archive('should list every tag once on /blogs/tags, by name, each with its count and a link to its list, which links back', () => {
  const tags = blogTags(newestFirst(site.posts), 'en');
  const html = site.read(fileOf(tagsPath()));
  const entries = [...html.matchAll(/<li[^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a><span[^>]*>([^<]+)<\/span><\/li>/g)].map((m) => [m[1], m[2], m[3]]);
  const unescape = (text: string) => text.replace(/&amp;/g, '&');
  const forms = content.labels.blog.articles;
  const plural = new Intl.PluralRules('en');
  assert.equal(
    entries.map(([href, name, count]) => [href, unescape(name!), count]),
    tags.map((tag) => [hrefOf(tagPath(tag.slug)), tag.name, fillIn(forms[plural.select(tag.posts.length)] ?? forms.other, { count: String(tag.posts.length) })]),
  );
  const origin = new URL(content.person.siteUrl).origin;
  assert.ok(html.includes(`<title>${pageTitle({ key: 'tags' }, content, new Date().getFullYear())}</title>`), 'its own title');
  assert.ok(html.includes(`<link rel="canonical" href="${origin}${tagsPath()}">`));
  assert.ok(site.read('sitemap.xml').includes(`<loc>${origin}${tagsPath()}</loc>`));
  const data = JSON.parse(site.read(`${tagsPath().slice(1)}/${PAGE_DATA_FILE}`)) as StaticPageData;
  assert.is(data.key, 'tags');
  assert.ok(html.includes(data.main), 'the page holds the same main content');
  // Every tag's list leads here; the whole list, /blogs itself, does not change.
  const tagPage = site.read(fileOf(tagPath(tags[0]!.slug)));
  assert.ok(tagPage.includes(`href="${tagsPath()}"`), 'a tag\'s list links every tag');
  assert.not.ok(site.read(PAGES.blog).includes(`href="${tagsPath()}"`));
});

archive('should give each page its title, canonical URL, rel prev/next links and a sitemap entry, and each its data file for the router', () => {
  const second = site.read('blogs/page/2/index.html');
  const origin = new URL(content.person.siteUrl).origin;
  assert.match(second, /<title>[^<]*2[^<]*<\/title>/);
  assert.ok(second.includes(`<link rel="canonical" href="${origin}/blogs/page/2">`));
  // On the pager's links (BlogMain.tsx says why not in the head).
  assert.match(second, /<a href="\/blogs" rel="prev"/);
  assert.match(second, /<a href="\/blogs\/page\/3" rel="next"/);
  assert.not.match(second, /<link rel="(prev|next)"/);
  const sitemap = site.read('sitemap.xml');
  assert.ok(sitemap.includes(`<loc>${origin}/blogs/page/2</loc>`));
  assert.ok(sitemap.includes(`<loc>${origin}${hrefOf(tagPath('日本語'))}</loc>`));
  const data = JSON.parse(site.read(`blogs/page/2/${PAGE_DATA_FILE}`)) as StaticPageData;
  assert.equal([data.key, data.values], ['blogPage', { page: '2', pages: String(Math.ceil(ARCHIVE_SIZE / POSTS_PER_PAGE)) }]);
  assert.ok(second.includes(data.main), 'the page holds the same main content');
});

archive('should answer a page past the end, and page 1 by another name, with the 404 page and its status', async () => {
  const server = await serve(site.dir);
  try {
    const last = Math.ceil(ARCHIVE_SIZE / POSTS_PER_PAGE);
    const [lastPage, past, one, tagPast] = await Promise.all(
      [`/blogs/page/${last}`, `/blogs/page/${last + 1}`, '/blogs/page/1', `${hrefOf(tagPath('日本語'))}/page/99`].map((target) => request(server.url, { target })),
    );
    assert.is(lastPage!.status, 200);
    for (const response of [past, one, tagPast]) {
      assert.is(response!.status, 404);
      assert.ok(response!.body.toString().includes(content.labels.notFound.message));
    }
  } finally {
    await server.close();
  }
});

archive('should keep every post in the feeds, whatever the paging', () => {
  const feed = JSON.parse(site.read('blogs/feed.json')) as { items: { url: string }[] };
  assert.equal(feed.items.map((item) => item.url).sort(), site.posts.map((post) => post.url).sort());
  assert.is((site.read('blogs/feed.xml').match(/<entry>/g) ?? []).length, ARCHIVE_SIZE);
});

archive('should load the home page with the same bytes as the sample\'s, its data holding no post', () => {
  const sample = buildSite();
  const gz = (text: string) => gzipSync(text, { level: 9 }).length;
  const homeOf = (read: (file: string) => string) => {
    const html = read(PAGES.home);
    const dataUrl = /data-site-data="\/([^"]+)"/.exec(html)![1]!;
    return { html: gz(html), data: gz(read(dataUrl)), raw: read(dataUrl) };
  };
  const small = homeOf(sample.read);
  const big = homeOf(site.read);
  assert.ok(Math.abs(big.html + big.data - (small.html + small.data)) <= 1024, `home: ${big.html + big.data} bytes gzip at ${ARCHIVE_SIZE} posts, ${small.html + small.data} with the sample's`);
  const data = siteDataOf({ ...sample, read: site.read }, site.read(PAGES.home)) as { content: Record<string, unknown> };
  assert.not.ok('posts' in data.content, 'no posts in the site data');
  for (const post of site.posts.slice(-3)) assert.not.ok(big.raw.includes(post.title), post.title);
});

archive.run();
