// What lets the web verify the owner: profile links marked rel="me" (Mastodon's verified
// links), and on a post's page the owner's Mastodon handle (fediverse:creator).

import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { TooltipProvider } from '../../src/app/tooltip/Tooltip';
import { SocialLinks } from '../../src/app/ui/SocialLinks';
import { headTags } from '../../src/builder/head';
import { mastodonHandle } from '../../src/builder/platforms';
import { homePage, type SitePage } from '../../src/builder/site-pages';
import type { BlogPost, Content } from '../../src/content/types';
import { content } from '../fixtures/sample/content';

const test = suite('identity');
const SITE = 'https://jane.example';

test('should mark every profile link rel="me", and not the email link', () => {
  const profiles = [
    { url: 'https://fosstodon.org/@jane', name: 'Mastodon', icon: 'mastodon' as const },
    { url: 'https://github.com/jane', name: 'GitHub', icon: 'github' as const },
  ];
  const html = renderToStaticMarkup(
    <TooltipProvider>
      <SocialLinks person={content.person} labels={content.labels} profiles={profiles} />
    </TooltipProvider>,
  );
  const list = document.createElement('div');
  list.innerHTML = html;
  const rels = [...list.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.getAttribute('rel')]);
  assert.equal(rels, [
    ['https://fosstodon.org/@jane', 'me noopener noreferrer'],
    ['https://github.com/jane', 'me noopener noreferrer'],
    [`mailto:${content.person.email}`, null],
  ]);
});

test("should find the owner's Mastodon handle in either form of profile address", () => {
  assert.is(mastodonHandle(['https://github.com/jane', 'https://fosstodon.org/@jane'], SITE), '@jane@fosstodon.org');
  assert.is(mastodonHandle([{ url: 'https://social.example/users/jane', network: 'mastodon' }], SITE), '@jane@social.example');
  assert.is(mastodonHandle(['https://github.com/jane'], SITE), null);
});

test("should credit a post's page to the owner's Mastodon handle, and no other page", () => {
  const post: BlogPost = { id: 'a-post', title: 'A post', excerpt: 'About it.', publishedAt: '2025-06-01', tags: [], url: '/blogs/a-post' };
  const postPage: SitePage = { path: '/blogs/a-post', file: 'blogs/a-post/index.html', ref: { key: 'post', values: { post: 'A post' } }, post };
  const options = { basePath: '/', year: 2031, card: { file: 'assets/card.png', width: 1200, height: 630 } };
  const withMastodon: Content = { ...content, person: { ...content.person, profiles: [...content.person.profiles, 'https://fosstodon.org/@alex'] } };
  const creator = (page: SitePage, owner = withMastodon) => /<meta name="fediverse:creator" content="([^"]+)">/.exec(headTags(page, owner, options))?.[1] ?? null;
  assert.is(creator(postPage), '@alex@fosstodon.org');
  assert.is(creator(homePage), null);
  assert.is(creator(postPage, content), null, 'no Mastodon profile');
});

test.run();
