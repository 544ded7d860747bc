// What each page tells search engines and link previews, from the content alone.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import * as head from '../../src/builder/head';
import { blogListPage, homePage, notFoundPage, sitePages } from '../../src/builder/site-pages';
import { STORY } from '../fixtures/story';

/** The blog list's first page, /blogs. */
const blogPage = blogListPage(content);
const card = { file: 'assets/social-card-0123456789.png', width: 1200, height: 630 };
const YEAR = 2031;
const options = { basePath: '/', year: YEAR, card };

/** The tags as a document, to query like a crawler would. */
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
const metaContent = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
const jsonLd = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);

const test = suite('head tags');

test('should make each route canonical at the site URL, the 404 page at none, the base path between', () => {
  assert.is(head.canonicalUrl(homePage, content, '/'), 'https://portfolio.example.com/');
  assert.is(head.canonicalUrl(blogPage, content, '/'), 'https://portfolio.example.com/blogs');
  assert.is(head.canonicalUrl(notFoundPage, content, '/'), null);
  assert.is(head.canonicalUrl(blogPage, content, '/portfolio/'), 'https://portfolio.example.com/portfolio/blogs');
  const tags = parse(head.headTags(blogPage, content, { ...options, basePath: '/portfolio/' }) + head.deferredHeadTags('/portfolio/'));
  assert.is(tags.querySelector('link[rel="icon"][type="image/svg+xml"]')!.getAttribute('href'), '/portfolio/favicon.svg');
  assert.is(tags.querySelector('link[rel="manifest"]')!.getAttribute('href'), '/portfolio/site.webmanifest');
  assert.is(metaContent(tags, 'og:image'), `https://portfolio.example.com/portfolio/${card.file}`);
});

test('should give each page its title, the owner\'s description, canonical, Open Graph and Twitter tags', () => {
  const rows = [
    ['/', 'Alex Carter · Frontend Developer with Node.js Backend Expertise · Portfolio 2031',
      'Alex Carter, frontend developer with Node.js backend expertise: React, TypeScript and Node.js projects, skills and contact details.'],
    ['/blogs', 'Blog · Alex Carter · 2031', 'Articles by Alex Carter on React, TypeScript and Node.js, originally published on Medium.'],
    ['/blogs/tags', 'Tags · Blog · Alex Carter · 2031', 'Every topic Alex Carter writes about, each with its articles.'],
    ['/blogs/tags/react', 'React · Blog · Alex Carter · 2031', 'Articles by Alex Carter tagged React.'],
  ] as const;
  for (const [path, title, description] of rows) {
    const doc = parse(head.headTags(sitePages(content).find((page) => page.path === path)!, content, options));
    const canonical = `https://portfolio.example.com${path}`;
    assert.is(doc.title, title);
    assert.is(metaContent(doc, 'description'), description, path);
    assert.is(doc.querySelector('link[rel="canonical"]')!.getAttribute('href'), canonical);
    assert.is(metaContent(doc, 'robots'), null, 'indexable');
    assert.equal(['og:type', 'og:site_name', 'og:title', 'og:description', 'og:url'].map((key) => metaContent(doc, key)), ['website', 'Alex Carter', title, description, canonical]);
    assert.equal(['twitter:card', 'twitter:title', 'twitter:description'].map((key) => metaContent(doc, key)), ['summary_large_image', title, description]);
  }
});

test('should point og:image and twitter:image at the absolute PNG card, with size and alt text', () => {
  const doc = parse(head.headTags(homePage, content, options));
  const image = `https://portfolio.example.com/${card.file}`;
  const alt = 'Alex Carter, Frontend Developer with Node.js Backend Expertise';
  assert.equal(
    ['og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image', 'twitter:image:alt'].map((key) => metaContent(doc, key)),
    [image, 'image/png', '1200', '630', alt, image, alt],
  );
});

test('should escape content in attributes and keep JSON-LD inside its script block', () => {
  const risky: Content = { ...content, person: { ...content.person, name: 'Ann "A&B" </script><b>' } };
  const html = head.headTags(homePage, risky, options);
  const doc = parse(html);
  assert.is(metaContent(doc, 'og:site_name'), 'Ann "A&B" </script><b>');
  assert.is(doc.querySelectorAll('script').length, 1, 'the name did not end the JSON-LD block');
  assert.is(jsonLd(doc).name, 'Ann "A&B" </script><b>');
  assert.not.match(html, /<b>/);
});

test('should describe the owner as a schema.org Person on the home page', () => {
  const person = jsonLd(parse(head.headTags(homePage, content, options)));
  assert.equal([person['@context'], person['@type'], person.name, person.jobTitle, person.url, person.email],
    ['https://schema.org', 'Person', 'Alex Carter', 'Frontend Developer with Node.js Backend Expertise', 'https://portfolio.example.com/', 'mailto:alex.carter@example.com']);
  assert.equal(person.sameAs, ['https://github.com/example', 'https://www.linkedin.com/in/example', 'https://medium.com/@example'], 'every profile, and where they blog');
  assert.equal([person.knowsAbout.length, ...person.knowsAbout.slice(0, 2)], [24, 'React', 'TypeScript']);
  assert.equal([person.worksFor, person.alumniOf], [undefined, undefined], 'no career, no worksFor or alumniOf');
});

test('should name the current employer as worksFor and the schools left as alumniOf', () => {
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

test('should give the phone and the address only when the owner does', () => {
  const { phone: _phone, location: _location, ...rest } = content.person;
  const without = jsonLd(parse(head.headTags(homePage, { ...content, person: rest }, options)));
  assert.not.ok('telephone' in without || 'address' in without, JSON.stringify(without));
  const withBoth = jsonLd(parse(head.headTags(homePage, { ...content, person: { ...rest, phone: '+44 (20) 7946-0958', location: 'London' } }, options)));
  assert.is(withBoth.telephone, '+442079460958');
  assert.is(withBoth.address, 'London');
});

test('should list posts in the order the page shows them, whatever their order in the file', () => {
  const post = { title: 'A post', excerpt: 'About it.', readTime: '3 min read', tags: ['Tag'], url: 'https://dev.to/owner/a-post' };
  const shuffled: Content = { ...content, posts: [{ ...post, id: 'older', publishedAt: '2001-02-03' }, { ...post, id: 'newer', publishedAt: '2030-04-05' }] };
  const list = jsonLd(parse(head.headTags(blogListPage(shuffled), shuffled, options)));
  assert.equal(list.itemListElement.map((entry: { item: { datePublished: string } }) => entry.item.datePublished), ['2030-04-05', '2001-02-03']);
});

test.run();
