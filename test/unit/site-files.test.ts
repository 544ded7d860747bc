// sitemap.xml and the web manifest, from the content (src/builder/site-files.ts). The sample's
// sitemap and robots.txt as built are build/meta.test.ts's; without posts, build/owners.test.ts's;
// under a base path, build/another-owner.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lastModified, sitemapXml, webManifest } from '../../src/builder/site-files';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { allPages, blogListPage, homePage } from '../../src/builder/site-pages';
import { templatePost } from '../helpers/site';

const files = suite('site files');

files('should date each list by its newest post, wherever it is in the file, and home and the tag index by content.updatedAt', () => {
  const posts = [{ ...templatePost, id: 'old', publishedAt: '2001-01-01' }, { ...templatePost, id: 'new', publishedAt: '2026-02-03' }, { ...templatePost, id: 'mid', publishedAt: '2020-06-30' }];
  const newer: Content = { ...content, updatedAt: '2024-01-01', posts };
  assert.is(lastModified(blogListPage(newer), newer), '2026-02-03');
  assert.is(lastModified(homePage, newer), '2024-01-01');
  // Home; /blogs and its three tags' lists (React, Accessibility, TypeScript); the index of tags.
  const xml = sitemapXml(allPages(newer), newer, '/');
  assert.equal([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]), ['2024-01-01', '2026-02-03', '2026-02-03', '2026-02-03', '2026-02-03', '2024-01-01']);
  assert.is(lastModified(blogListPage(newer), { ...newer, updatedAt: '2027-01-01' }), '2027-01-01', 'content changed after the newest post');
});

files('the manifest should name the site after the owner, in their words, its home-screen icons relative to itself', () => {
  const data = JSON.parse(webManifest(content, '/portfolio/', 2030));
  assert.equal([data.name, data.short_name, data.start_url, data.theme_color], ['Alex Carter · Portfolio', 'Alex Carter', '/portfolio/', '#0b1120']);
  assert.is(data.description, 'Alex Carter, frontend developer with Node.js backend expertise: React, TypeScript and Node.js projects, skills and contact details.');
  assert.equal(data.icons.map((icon: { src: string; sizes: string }) => `${icon.src} ${icon.sizes}`), ['favicon.svg any', 'icon-192.png 192x192', 'icon-512.png 512x512']);
});

files.run();
