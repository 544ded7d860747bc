// The home page says who the owner is in microformats2 (an h-card), as an IndieWeb reader or a
// webmention receiver reads it: checked with a microformats2 parser on the built page.

import { mf2 } from 'microformats-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, PAGES } from '../helpers/built-site';

const test = suite('identity :: h-card');
const site = buildSite();

test("should describe the owner in one h-card: name, photo, title, note, site, email and every profile", () => {
  const { items } = mf2(site.read(PAGES.home), { baseUrl: 'https://portfolio.example.com/' });
  const cards = items.filter((item) => item.type?.includes('h-card'));
  assert.is(cards.length, 1);
  const { photo, ...properties } = cards[0]!.properties;
  // The portrait's fallback file (named by its bytes).
  assert.match(JSON.stringify(photo), /^\["https:\/\/portfolio\.example\.com\/assets\/img\/portrait-\d+-[0-9a-f]{10}\.\w+"\]$/);
  assert.equal(properties, {
    name: ['Alex Carter'],
    'job-title': ['Frontend Developer with Node.js Backend Expertise'],
    note: [
      'I am a frontend developer with over 5 years of experience turning product ideas into polished, responsive interfaces. Most of my work lives in React and TypeScript, from design systems to complex, data-heavy dashboards.',
      'On the backend I work with Node.js, Express and NestJS, designing REST APIs, modelling data in PostgreSQL and MongoDB, and securing it all with JWT authentication. Owning both sides lets me ship features end to end.',
      'I measure my work by how it feels on a cheap phone on a slow connection: fast first paint, no layout shift, and a keyboard and screen-reader experience as good as the mouse one.',
    ],
    url: ['https://portfolio.example.com', 'https://github.com/example', 'https://www.linkedin.com/in/example'],
    uid: ['https://portfolio.example.com'],
    email: ['mailto:alex.carter@example.com'],
  });
});

test.run();
