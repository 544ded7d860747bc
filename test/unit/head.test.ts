// What each page tells search engines and link previews, from the content alone.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import * as head from '../../src/builder/head';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { fillTemplate } from '../../src/app/page-titles';
import { blogListPage, homePage, notFoundPage, sitePages } from '../../src/builder/site-pages';

/** The blog list's first page, /blogs. */
const blogPage = blogListPage(content);
import { STORY } from '../fixtures/story';

/** The owner's origin, e.g. "https://portfolio.example.com". */
const SITE = new URL(content.person.siteUrl).origin;
const card = { file: 'assets/social-card-0123456789.png', width: 1200, height: 630 };
const YEAR = 2031;
const options = { basePath: '/', year: YEAR, card };

/** The tags as a document, to query like a crawler would. */
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
const metaContent = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
const jsonLd = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);

const exports = suite('head :: exports');

exports('should export the head helpers', () => {
  for (const name of ['headTags', 'structuredData', 'careerData', 'canonicalUrl', 'absoluteUrl', 'pageDescription', 'escapeHtml'] as const) {
    assert.type(head[name], 'function', name);
  }
});

exports.run();

// ---

const urls = suite('head :: canonical and absolute URLs');

urls('should make each route canonical at the site URL, and the 404 page at none', () => {
  assert.is(head.canonicalUrl(homePage, content, '/'), `${SITE}/`);
  assert.is(head.canonicalUrl(blogPage, content, '/'), `${SITE}/blogs`);
  assert.is(head.canonicalUrl(notFoundPage, content, '/'), null);
});

urls('should put the base path between the site URL and the route', () => {
  assert.is(head.canonicalUrl(blogPage, content, '/portfolio/'), `${SITE}/portfolio/blogs`);
  assert.is(head.absoluteUrl(content, '/portfolio/', card.file), `${SITE}/portfolio/${card.file}`);
  const tags = parse(head.headTags(blogPage, content, { ...options, basePath: '/portfolio/' }) + head.deferredHeadTags('/portfolio/'));
  assert.is(tags.querySelector('link[rel="icon"][type="image/svg+xml"]')!.getAttribute('href'), '/portfolio/favicon.svg');
  assert.is(tags.querySelector('link[rel="manifest"]')!.getAttribute('href'), '/portfolio/site.webmanifest');
  assert.is(metaContent(tags, 'og:image'), `${SITE}/portfolio/${card.file}`);
});

urls.run();

// ---

const tags = suite('head :: tags per route');

for (const route of sitePages(content)) {
  tags(`${route.path} should have title, description, canonical, Open Graph and Twitter tags from the content`, () => {
    const doc = parse(head.headTags(route, content, options));
    const values: Record<string, string> = { name: content.person.name, title: content.person.title, year: String(YEAR), ...route.ref.values };
    const title = content.labels.titles[route.ref.key].replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
    const description = head.pageDescription(route, content, YEAR);
    const canonical = head.canonicalUrl(route, content, '/')!;
    assert.is(doc.title, title);
    // The owner's own description of the page, {name} and {title} filled in.
    const own = route.list?.tag
      ? content.labels.descriptions.tag.replace('{tag}', route.list.tag.name)
      : { home: content.person.homeDescription, blog: content.person.blogDescription, blogPage: content.person.blogDescription, tag: undefined, tagPage: undefined, tags: content.labels.descriptions.tags, notFound: undefined, post: undefined }[route.ref.key]; // the sample has no own posts
    assert.is(description, fillTemplate(own!, content, YEAR));
    assert.ok(description.trim() && !/\{(name|title)\}/.test(description), description);
    assert.is(metaContent(doc, 'description'), description);
    assert.is(doc.querySelector('link[rel="canonical"]')!.getAttribute('href'), canonical);
    assert.is(metaContent(doc, 'robots'), null, 'indexable');
    assert.equal(
      ['og:type', 'og:site_name', 'og:title', 'og:description', 'og:url'].map((key) => metaContent(doc, key)),
      ['website', content.person.name, title, description, canonical],
    );
    assert.equal(
      ['twitter:card', 'twitter:title', 'twitter:description'].map((key) => metaContent(doc, key)),
      ['summary_large_image', title, description],
    );
  });
}

tags('should point og:image and twitter:image at the absolute PNG card, with size and alt text', () => {
  const doc = parse(head.headTags(homePage, content, options));
  const image = `${SITE}/${card.file}`;
  const alt = `${content.person.name}, ${content.person.title}`;
  assert.equal(
    ['og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image', 'twitter:image:alt'].map((key) => metaContent(doc, key)),
    [image, 'image/png', '1200', '630', alt, image, alt],
  );
});

tags('should keep the 404 page out of search results and previews', () => {
  const doc = parse(head.headTags(notFoundPage, content, options));
  assert.is(doc.title, `Page not found · ${content.person.name} · ${YEAR}`);
  assert.is(metaContent(doc, 'robots'), 'noindex');
  assert.is(doc.querySelector('link[rel="canonical"]'), null);
  assert.is(doc.querySelector('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]'), null);
});

tags('should name the icons, the manifest and both theme colours on every page', () => {
  for (const route of [homePage, blogPage, notFoundPage]) {
    const doc = parse(head.headTags(route, content, options) + head.deferredHeadTags('/'));
    const links = [...doc.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')} ${link.getAttribute('sizes') ?? ''}`.trim());
    const expectations = ['icon /favicon.svg', 'icon /favicon-32.png 32x32', 'apple-touch-icon /apple-touch-icon.png 180x180', 'manifest /site.webmanifest'];
    for (const expected of expectations) {
      assert.ok(links.includes(expected), `${route.ref.key}: ${expected} in ${links.join(', ')}`);
    }
    assert.equal([...doc.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content')), ['#0b1120', '#f4f7fb']);
    assert.is(metaContent(doc, 'color-scheme'), 'dark light');
  }
});

tags('should escape content in attributes and keep JSON-LD inside its script block', () => {
  const risky: Content = { ...content, person: { ...content.person, name: 'Ann "A&B" </script><b>' } };
  const html = head.headTags(homePage, risky, options);
  const doc = parse(html);
  assert.is(metaContent(doc, 'og:site_name'), 'Ann "A&B" </script><b>');
  assert.is(doc.querySelectorAll('script').length, 1, 'the name did not end the JSON-LD block');
  assert.is(jsonLd(doc).name, 'Ann "A&B" </script><b>');
  assert.not.match(html, /<b>/);
});

tags.run();

// ---

const ld = suite('head :: JSON-LD');

ld('should describe the owner as a schema.org Person on the home page', () => {
  const person = jsonLd(parse(head.headTags(homePage, content, options)));
  assert.is(person['@context'], 'https://schema.org');
  assert.is(person['@type'], 'Person');
  assert.is(person.name, content.person.name);
  assert.is(person.jobTitle, content.person.title);
  assert.is(person.url, `${SITE}/`);
  assert.is(person.email, `mailto:${content.person.email}`);
  const profiles = content.person.profiles.map((profile) => (typeof profile === 'string' ? profile : profile.url));
  const follow = content.person.blogFollowUrl;
  assert.equal(person.sameAs, follow && !profiles.includes(follow) ? [...profiles, follow] : profiles, 'every profile, and where they blog');
  assert.equal(person.knowsAbout, content.skillGroups.flatMap((group) => group.skills));
  if (!content.experience?.length) assert.is(person.worksFor, undefined, 'no career, no worksFor');
  if (!content.education?.length) assert.is(person.alumniOf, undefined, 'no studies, no alumniOf');
});

ld('should name the current employer as worksFor and the schools left as alumniOf', () => {
  const owner: Content = { ...content, ...STORY };
  const person = jsonLd(parse(head.headTags(homePage, owner, options)));
  assert.equal(person.worksFor, { '@type': 'Organization', name: 'Northwind Labs' });
  assert.equal(person.alumniOf, [
    { '@type': 'EducationalOrganization', name: 'University College London' },
    { '@type': 'EducationalOrganization', name: 'University of Manchester', url: 'https://www.manchester.ac.uk' },
  ]);
  const two = head.careerData({ experience: [STORY.experience[1]!, { ...STORY.experience[0]!, end: undefined }], education: [{ institution: 'Now', degree: 'PhD', startYear: 2024 }] });
  assert.equal(two, { worksFor: [{ '@type': 'Organization', name: 'Northwind Labs' }, { '@type': 'Organization', name: 'Contoso', url: 'https://contoso.example.org' }] }, 'two jobs now; a study going on is no alumnus');
});

ld('should give the phone and the address only when the owner does', () => {
  const { phone: _phone, location: _location, ...rest } = content.person;
  const without = jsonLd(parse(head.headTags(homePage, { ...content, person: rest }, options)));
  assert.not.ok('telephone' in without || 'address' in without, JSON.stringify(without));
  const withBoth = jsonLd(parse(head.headTags(homePage, { ...content, person: { ...rest, phone: '+44 (20) 7946-0958', location: 'London' } }, options)));
  assert.is(withBoth.telephone, '+442079460958');
  assert.is(withBoth.address, 'London');
});

// Only with posts: without, there is no blog page (the next test makes some).
if (content.posts.length) ld('should list the page\'s articles as an ItemList of BlogPosting with their URLs and dates, newest first, counting them all', () => {
  const list = jsonLd(parse(head.headTags(blogPage, content, options)));
  assert.is(list['@type'], 'ItemList');
  assert.is(list.url, `${SITE}/blogs`);
  assert.is(list.numberOfItems, content.posts.length);
  assert.equal(
    list.itemListElement.map((entry: { position: number; item: Record<string, unknown> }) => [entry.position, entry.item['@type'], entry.item.headline, entry.item.url, entry.item.datePublished]),
    newestFirst(content.posts).slice(0, POSTS_PER_PAGE).map((post, i) => [i + 1, 'BlogPosting', post.title, post.url, post.publishedAt]),
  );
  assert.equal(list.itemListElement[0].item.author, { '@type': 'Person', name: content.person.name, url: `${SITE}/` });
});

ld('should list posts in the order the page shows them, whatever their order in the file', () => {
  const post = { title: 'A post', excerpt: 'About it.', readTime: '3 min read', tags: ['Tag'], url: 'https://dev.to/owner/a-post' };
  const shuffled: Content = { ...content, posts: [{ ...post, id: 'older', publishedAt: '2001-02-03' }, { ...post, id: 'newer', publishedAt: '2030-04-05' }] };
  const list = jsonLd(parse(head.headTags(blogListPage(shuffled), shuffled, options)));
  assert.equal(list.itemListElement.map((entry: { item: { datePublished: string } }) => entry.item.datePublished), ['2030-04-05', '2001-02-03']);
});

ld.run();
