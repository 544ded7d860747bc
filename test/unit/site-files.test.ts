// sitemap.xml, robots.txt and the web manifest, from the content (src/builder/site-files.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PNG_ICONS } from '../../src/builder/favicons';
import { lastModified, robotsTxt, sitemapXml, webManifest } from '../../src/builder/site-files';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { fillTemplate } from '../../src/app/page-titles';
import { BLOG_PATH as BLOG, hrefOf, tagSlug } from '../../src/app/pages/blog-pages';
import { allPages, blogListPage, homePage, sitePages } from '../../src/builder/site-pages';
import { templatePost } from '../helpers/site';

/** The owner's origin, e.g. "https://portfolio.example.com". */
const SITE = new URL(content.person.siteUrl).origin;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

const sitemap = suite('sitemapXml');

sitemap('should list every page at its absolute URL, tag lists included, and never the 404 page', () => {
  const xml = sitemapXml(allPages(content), content, '/');
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'));
  const tags = [...new Set(content.posts.flatMap((post) => post.tags.map((tag) => tag.toLowerCase())))];
  assert.equal(locs(xml), sitePages(content).filter((page) => !page.post?.canonical).map((page) => `${SITE}${hrefOf(page.path)}`));
  assert.is(locs(xml).filter((url) => url.startsWith(`${SITE}/blogs/tags/`)).length, tags.length, 'a list for each tag');
  assert.not.match(xml, /404/);
});

sitemap('should list the blog, and its tags, only while there are posts', () => {
  const withPost: Content = { ...content, posts: [{ ...templatePost, tags: ['Node.js', 'Café'] }] };
  assert.equal(locs(sitemapXml(allPages(withPost), withPost, '/')), [`${SITE}/`, `${SITE}/blogs`, `${SITE}/blogs/tags/cafe`, `${SITE}/blogs/tags/${tagSlug('Node.js')}`, `${SITE}/blogs/tags`]);
  const none: Content = { ...content, posts: [] };
  assert.equal(locs(sitemapXml(allPages(none), none, '/')), [`${SITE}/`]);
});

sitemap('should date the blog list by its newest post, wherever it is in the file, and the home page by content.updatedAt', () => {
  const post = templatePost;
  const posts = [{ ...post, id: 'old', publishedAt: '2001-01-01' }, { ...post, id: 'new', publishedAt: '2026-02-03' }, { ...post, id: 'mid', publishedAt: '2020-06-30' }];
  const newer: Content = { ...content, updatedAt: '2024-01-01', posts };
  assert.is(lastModified(blogListPage(newer), newer), '2026-02-03');
  assert.is(lastModified(homePage, newer), '2024-01-01');
  const xml = sitemapXml(allPages(newer), newer, '/');
  // Home, then /blogs and each of the posts' tags' lists, each list by its newest post, then
  // the index of tags (a page of names, not of posts) by content.updatedAt.
  assert.equal([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]), ['2024-01-01', ...[BLOG, ...post.tags].map(() => '2026-02-03'), '2024-01-01']);
  assert.is(lastModified(blogListPage(newer), { ...newer, updatedAt: '2027-01-01' }), '2027-01-01', 'content changed after the newest post');
});

sitemap('should follow the base path', () => {
  const withPost: Content = { ...content, posts: [{ ...templatePost, tags: ['Tag'] }] };
  assert.equal(locs(sitemapXml(allPages(withPost), withPost, '/portfolio/')), [`${SITE}/portfolio/`, `${SITE}/portfolio/blogs`, `${SITE}/portfolio/blogs/tags/tag`, `${SITE}/portfolio/blogs/tags`]);
});

sitemap.run();

// ---

const robots = suite('robotsTxt');

robots('should allow everything and name the sitemap by its absolute URL', () => {
  assert.is(robotsTxt(content, '/'), `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  assert.ok(robotsTxt(content, '/portfolio/').includes(`\nSitemap: ${SITE}/portfolio/sitemap.xml\n`));
});

robots.run();

// ---

const manifest = suite('webManifest');

manifest('should name the site after the owner, describe it in their words and list the home-screen icons relative to itself', () => {
  const data = JSON.parse(webManifest(content, '/portfolio/', 2030));
  assert.is(data.name, fillTemplate(content.labels.meta.appName, content, 2030));
  assert.ok(data.name.includes(content.person.name), data.name);
  assert.is(data.short_name, content.person.name);
  assert.is(data.description, fillTemplate(content.person.homeDescription, content, 2030));
  assert.is(data.start_url, '/portfolio/');
  assert.is(data.theme_color, '#0b1120');
  assert.equal(data.icons.map((icon: { src: string; sizes: string }) => `${icon.src} ${icon.sizes}`), ['favicon.svg any', 'icon-192.png 192x192', 'icon-512.png 512x512']);
  assert.equal(PNG_ICONS.map((icon) => icon.size), [32, 180, 192, 512]);
});

manifest.run();
