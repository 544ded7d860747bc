// sitemap.xml, robots.txt and the web manifest, from the content (src/build/site-files.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PNG_ICONS } from '../../src/build/favicons';
import { lastModified, robotsTxt, sitemapXml, webManifest } from '../../src/build/site-files';
import { content } from '../../src/content/content';
import type { Content } from '../../src/content/types';
import { allRoutes, routes } from '../../src/routes';

const [homeRoute, blogRoute] = routes;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

const sitemap = suite('sitemapXml');

sitemap('should list every route at its absolute URL, and never the 404 page', () => {
  const xml = sitemapXml(allRoutes, content, '/');
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'));
  assert.equal(locs(xml), ['https://portfolio.example.com/', 'https://portfolio.example.com/blogs']);
  assert.not.match(xml, /404/);
});

sitemap('should date the blog list by its newest post and the home page by content.updatedAt', () => {
  const newer: Content = { ...content, updatedAt: '2024-01-01', posts: [...content.posts, { ...content.posts[0]!, id: 'new', publishedAt: '2026-02-03' }] };
  assert.is(lastModified(blogRoute, newer), '2026-02-03');
  assert.is(lastModified(homeRoute, newer), '2024-01-01');
  const xml = sitemapXml(allRoutes, newer, '/');
  assert.equal([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]), ['2024-01-01', '2026-02-03']);
});

sitemap('should follow the base path', () => {
  assert.equal(locs(sitemapXml(allRoutes, content, '/portfolio/')), ['https://portfolio.example.com/portfolio/', 'https://portfolio.example.com/portfolio/blogs']);
});

sitemap.run();

// ---

const robots = suite('robotsTxt');

robots('should allow everything and name the sitemap by its absolute URL', () => {
  assert.is(robotsTxt(content, '/'), 'User-agent: *\nAllow: /\n\nSitemap: https://portfolio.example.com/sitemap.xml\n');
  assert.match(robotsTxt(content, '/portfolio/'), /Sitemap: https:\/\/portfolio\.example\.com\/portfolio\/sitemap\.xml/);
});

robots.run();

// ---

const manifest = suite('webManifest');

manifest('should name the site and list the home-screen icons relative to itself', () => {
  const data = JSON.parse(webManifest(content, '/portfolio/', 2030));
  assert.is(data.name, 'Alex Carter · Portfolio');
  assert.is(data.short_name, 'Alex Carter');
  assert.is(data.start_url, '/portfolio/');
  assert.is(data.theme_color, '#0b1120');
  assert.equal(data.icons.map((icon: { src: string; sizes: string }) => `${icon.src} ${icon.sizes}`), ['favicon.svg any', 'icon-192.png 192x192', 'icon-512.png 512x512']);
  assert.equal(PNG_ICONS.map((icon) => icon.size), [32, 180, 192, 512]);
});

manifest.run();
