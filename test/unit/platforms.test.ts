// A profile's icon and name, and a post's platform, read from the address alone
// (src/builder/platforms.ts), and what the pages get of them (src/builder/site-data.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ICON_PATHS } from '../../src/prerendered/icon-paths';
import { hostName, NETWORKS, networkOf, postPlatform, profileLink } from '../../src/builder/platforms';
import { blogWords, platformsPhrase, siteLinks } from '../../src/builder/site-data';
import { content } from '../fixtures/sample/content';
import type { BlogPost, NetworkId } from '../../src/content/types';

const SITE = 'https://jane.dev';

const test = suite('platforms');

test('should know each network by its host (a subdomain or www. too), Mastodon on a known instance or by /@user, the owner\'s own domain as a website, and nothing else', () => {
  const cases: [string, NetworkId | null, string?][] = [
    ['https://github.com/jane', 'github'], ['https://gitlab.com/jane', 'gitlab'],
    ['https://www.linkedin.com/in/jane', 'linkedin'], ['https://x.com/jane', 'x'], ['https://twitter.com/jane', 'x'],
    ['https://bsky.app/profile/jane.bsky.social', 'bluesky'], ['https://stackoverflow.com/users/123/jane', 'stackoverflow'],
    ['https://www.youtube.com/@jane', 'youtube'], ['https://dev.to/jane', 'dev'], ['https://medium.com/@jane', 'medium', 'a known network before /@user'],
    ['https://jane.medium.com', 'medium'], ['https://jane.hashnode.dev', 'hashnode'], ['https://jane.substack.com', 'substack'],
    ['https://dribbble.com/jane', 'dribbble'], ['https://www.behance.net/jane', 'behance'], ['https://codepen.io/jane', 'codepen'],
    ['https://mastodon.social/@jane', 'mastodon'], ['https://hachyderm.io/@jane', 'mastodon'],
    ['https://social.jane-friends.org/@jane', 'mastodon', 'an instance of its own'],
    ['https://social.jane-friends.org/users/jane', null, 'another address shape says nothing'],
    ['https://www.tiktok.com/@jane', null, 'not every /@user is Mastodon'],
    ['https://jane.dev/about', 'website'], ['https://blog.jane.dev', 'website'],
    ['https://janedoe.dev', null], ['https://notgithub.com/jane', null, 'a host that merely ends like one'],
  ];
  for (const [url, id, why] of cases) assert.is(networkOf(url, SITE), id, why ?? url);
  assert.is(networkOf('https://www.jane.dev', 'https://portfolio.jane.dev'), 'website');
});

test('should name a profile by the network the owner names, else its address\'s, or by its host with a website or link icon', () => {
  assert.equal(profileLink('https://github.com/jane', SITE), { url: 'https://github.com/jane', name: 'GitHub', icon: 'github' });
  assert.equal(profileLink('https://twitter.com/jane', SITE), { url: 'https://twitter.com/jane', name: 'X', icon: 'x' });
  assert.equal(profileLink('https://www.jane.dev/cv', SITE), { url: 'https://www.jane.dev/cv', name: 'jane.dev', icon: 'website' });
  assert.equal(profileLink('https://www.kaggle.com/jane', SITE), { url: 'https://www.kaggle.com/jane', name: 'kaggle.com', icon: 'link' });
  assert.is(profileLink('https://xn--ukasz-j7a.dev', SITE).name, 'łukasz.dev', 'a host in its own script');
  // The network the owner names goes over the address.
  assert.equal(profileLink({ url: 'https://social.example.org/users/jane', network: 'mastodon' }, SITE), { url: 'https://social.example.org/users/jane', name: 'Mastodon', icon: 'mastodon' });
  assert.equal(profileLink({ url: 'https://janedoe.net', network: 'website' }, SITE), { url: 'https://janedoe.net', name: 'janedoe.net', icon: 'website' });
});

test('should have an icon for every network, a website and any other link', () => {
  for (const id of [...Object.keys(NETWORKS), 'website', 'link']) assert.ok(id in ICON_PATHS, id);
});

test('should give each writing platform its name and what it counts', () => {
  assert.equal(postPlatform('https://medium.com/@jane/a-post-1a2b', SITE), { name: 'Medium', reaction: 'claps' });
  assert.equal(postPlatform('https://dev.to/jane/a-post', SITE), { name: 'DEV', reaction: 'reactions' });
  assert.equal(postPlatform('https://jane.hashnode.dev/a-post', SITE), { name: 'Hashnode', reaction: 'likes' });
  assert.equal(postPlatform('https://jane.substack.com/p/a-post', SITE), { name: 'Substack', reaction: 'likes' });
  assert.equal(postPlatform('https://jane.dev/blog/a-post', SITE), { name: 'jane.dev', reaction: 'reactions' }, 'the owner\'s own site');
  assert.equal(postPlatform('https://css-tricks.com/a-post', SITE), { name: 'css-tricks.com', reaction: 'reactions' });
  assert.is(hostName('https://www.jane.dev/blog'), 'jane.dev');
});

const post = (id: string, url: string, reactions?: number | ''): BlogPost => ({
  id, url, title: id, excerpt: 'x', publishedAt: '2025-01-01', readTime: '1 min read', tags: ['x'], ...(reactions === undefined ? {} : { reactions }),
});

test('should join the posts\' platforms most posts first, a tie in the posts\' order', () => {
  assert.is(platformsPhrase(['DEV'], 'en'), 'DEV');
  assert.is(platformsPhrase(['Medium', 'DEV', 'DEV'], 'en'), 'DEV and Medium');
  assert.is(platformsPhrase(['jane.dev', 'DEV', 'Hashnode'], 'en'), 'jane.dev, DEV, and Hashnode');
  assert.is(platformsPhrase([], 'en'), '');
});

test('should write each card\'s words, the blog\'s lead and its follow link in the platforms\' names', () => {
  const person = { ...content.person, siteUrl: SITE, blogIntro: 'On the web.', blogFollowUrl: 'https://dev.to/jane' };
  const links = blogWords({ ...content, person, posts: [post('a', 'https://medium.com/@jane/a', ''), post('b', 'https://dev.to/jane/b', 4), post('c', 'https://dev.to/jane/c')] });
  const date = 'January 1, 2025';
  assert.equal(links.posts, {
    a: { date, read: 'Read on Medium', count: ' claps' },
    b: { date, read: 'Read on DEV', count: '4 reactions' },
    c: { date, read: 'Read on DEV', count: null },
  });
  assert.is(links.lead, 'On the web. All articles are originally published on DEV and Medium.');
  assert.is(links.follow, 'Follow on DEV');
  const none = blogWords({ ...content, person: { ...person, blogFollowUrl: undefined }, posts: [] });
  assert.equal([none.follow, none.posts], ['', {}]);
});

test('should keep the owner\'s order of profiles', () => {
  const person = { ...content.person, siteUrl: SITE, profiles: ['https://codepen.io/jane', 'https://bsky.app/profile/jane', 'https://github.com/jane'] };
  assert.equal(siteLinks({ ...content, person }).profiles.map((p) => p.name), ['CodePen', 'Bluesky', 'GitHub']);
});

test.run();
