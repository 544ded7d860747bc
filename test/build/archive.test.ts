// The blog at the size of an active writer's archive: 300 posts (test/helpers/archive-site.ts).
// Each list page holds a page's worth, newest first; each tag's list exactly its posts; no page
// is written past the end; the feeds hold every post; and the home page
// transfers the same bytes as the sample's, its data free of posts.
import { gzipSync } from 'node:zlib';
import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { PAGE_DATA_FILE, type StaticPageData } from '../../src/app/pages/static-pages';
import { content } from '../fixtures/sample/content';
import { archiveSite, ARCHIVE_SIZE, type ArchiveSite } from '../helpers/archive-site';
import { buildSite, PAGES, siteDataOf } from '../helpers/built-site';
import { setup } from '../helpers/setup';

let site: ArchiveSite;
const archive = suite('blog :: an archive of 300 posts');
archive.before(setup(async () => {
  site = await archiveSite();
}));

/** The ids of the cards of a list page's HTML, in order. */
const cardsOf = (html: string) => [...html.matchAll(/<h2 id="post-([^"]+)"/g)].map((m) => m[1]!);
const ORIGIN = new URL(content.person.siteUrl).origin;
/** Every tag by its slug, name and number of posts, in the order /blogs/tags lists them. */
const TAGS = [
  ['accessibility', 'Accessibility', 57], ['backend', 'Backend', 1], ['c-plus-plus', 'C++', 55], ['css', 'CSS', 59],
  ['express-js', 'Express.js', 1], ['javascript', 'JavaScript', 1], ['node-js', 'Node.js', 58], ['performance', 'Performance', 57],
  ['react', 'React', 58], ['responsive-design', 'Responsive Design', 1], ['security', 'Security', 1], ['three-js', 'Three.js', 1],
  ['typescript', 'TypeScript', 58], ['%E6%97%A5%E6%9C%AC%E8%AA%9E', '日本語', 57],
] as const;
const JAPANESE = '/blogs/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E';
/** A page's file: "/blogs/page/2" -> "blogs/page/2/index.html". */
const fileOf = (pagePath: string) => `${pagePath.slice(1)}/index.html`;
/** Where a list page's pager says the older posts are. */
const olderOf = (html: string) => /<a href="([^"]+)" rel="next"/.exec(html)?.[1];

/** The ids of the posts on a list and the pages after it, following each page's link to the next. */
function listed(first: string): { pages: string[]; ids: string[] } {
  const pages: string[] = [];
  const ids: string[] = [];
  for (let at: string | undefined = first; at; at = olderOf(site.read(fileOf(decodeURIComponent(at))))) {
    const html = site.read(fileOf(decodeURIComponent(at)));
    assert.ok(html.includes(`<link rel="canonical" href="${ORIGIN}${at}">`), `${at}: its own canonical URL`);
    pages.push(at);
    ids.push(...cardsOf(html));
  }
  return { pages, ids };
}

// The archive's posts are written newest first (fixtures/archive.ts): the order every list shows.
archive('should page /blogs 10 posts a page, newest first, each page linking the next, every post once', () => {
  const { pages, ids } = listed('/blogs');
  assert.equal(ids, site.posts.map((post) => post.id));
  assert.equal(pages.slice(0, 3), ['/blogs', '/blogs/page/2', '/blogs/page/3']);
  assert.is(pages.length, 30);
});

archive('should list on each tag\'s pages exactly that tag\'s posts, newest first, and link every card\'s tags there', () => {
  for (const [slug, name] of TAGS) {
    const first = `/blogs/tags/${slug}`;
    assert.ok(site.read(fileOf(decodeURIComponent(first))).includes(`<title>${name} · Blog · `), `${first}: the tag in its title`);
    assert.equal(listed(first).ids, site.posts.filter((post) => post.tags.includes(name)).map((post) => post.id), name);
  }
  const blog = site.read(PAGES.blog);
  for (const slug of ['react', 'accessibility', 'typescript']) assert.ok(blog.includes(`href="/blogs/tags/${slug}"`), slug);
});

archive('should list every tag once on /blogs/tags, by name, each with its count and a link to its list, which links back', () => {
  const html = site.read('blogs/tags/index.html');
  const entries = [...html.matchAll(/<li[^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a><span[^>]*>([^<]+)<\/span><\/li>/g)].map((m) => [m[1], m[2]!.replace(/&amp;/g, '&'), m[3]]);
  assert.equal(entries, TAGS.map(([slug, name, count]) => [`/blogs/tags/${slug}`, name, count === 1 ? '1 article' : `${count} articles`]));
  assert.ok(html.includes(`<title>Tags · Blog · ${content.person.name} · ${new Date().getFullYear()}</title>`), 'its own title');
  assert.ok(html.includes(`<link rel="canonical" href="${ORIGIN}/blogs/tags">`));
  assert.ok(site.read('sitemap.xml').includes(`<loc>${ORIGIN}/blogs/tags</loc>`));
  const data = JSON.parse(site.read(`blogs/tags/${PAGE_DATA_FILE}`)) as StaticPageData;
  assert.is(data.key, 'tags');
  assert.ok(html.includes(data.main), 'the page holds the same main content');
  // Every tag's list leads here; the whole list, /blogs itself, does not change.
  assert.ok(site.read('blogs/tags/react/index.html').includes('href="/blogs/tags"'), 'a tag\'s list links every tag');
  assert.not.ok(site.read(PAGES.blog).includes('href="/blogs/tags"'));
});

archive('should give each page its title, rel prev/next links and a sitemap entry, and each its data file for the router', () => {
  const second = site.read('blogs/page/2/index.html');
  assert.ok(second.includes(`<title>Blog, page 2 of 30 · ${content.person.name} · `));
  // On the pager's links (BlogMain.tsx says why not in the head).
  assert.match(second, /<a href="\/blogs" rel="prev"/);
  assert.match(second, /<a href="\/blogs\/page\/3" rel="next"/);
  assert.not.match(second, /<link rel="(prev|next)"/);
  const sitemap = site.read('sitemap.xml');
  assert.ok(sitemap.includes(`<loc>${ORIGIN}/blogs/page/2</loc>`));
  assert.ok(sitemap.includes(`<loc>${ORIGIN}${JAPANESE}</loc>`));
  const data = JSON.parse(site.read(`blogs/page/2/${PAGE_DATA_FILE}`)) as StaticPageData;
  assert.equal([data.key, data.values], ['blogPage', { page: '2', pages: '30' }]);
  assert.ok(second.includes(data.main), 'the page holds the same main content');
});

// Any path with no file is answered with the 404 page and its status (served-as-built.ts); the
// pages that are written are the ones the lists' links lead through (above).
archive('should write no page past the end, nor page 1 by another name', () => {
  for (const file of ['blogs/page/31/index.html', 'blogs/page/1/index.html', `${decodeURIComponent(JAPANESE).slice(1)}/page/99/index.html`]) assert.not.ok(site.exists(file), file);
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
