import { screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { formatPostDate } from '../../src/app/blog/formatPostDate';
import { newestFirst } from '../../src/app/blog/newestFirst';
import { content } from '../../src/content/content';
import type { BlogPost } from '../../src/content/types';
import { domSuite, renderAt } from '../helpers/dom';
import { siteData } from '../helpers/site';
import { makeSiteData } from '../../src/app/site-data';

const { labels, person } = content;
const text = labels.blog;
/** The site with other posts, to render what an owner's content would show. */
const withPosts = (posts: BlogPost[]) => makeSiteData({ ...content, posts }, siteData.images, siteData.sections);

const page = domSuite('blog page');

page('should link back to the portfolio and show the title and the owner\'s intro, then the spec\'s Medium sentence', () => {
  renderAt('/blogs');
  assert.is(screen.getByRole('link', { name: text.back }).getAttribute('href'), '/');
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, text.title);
  assert.is(screen.getByText(/originally published on Medium/).textContent, `${person.blogIntro} All articles are originally published on Medium.`);
});

page('should list every post newest first, each with date, read time, claps, tags and a Read on Medium link', () => {
  renderAt('/blogs/');
  const articles = screen.getAllByRole('article');
  const posts = newestFirst(content.posts);
  assert.is(articles.length, content.posts.length);
  articles.forEach((article, i) => {
    const post = posts[i]!;
    const card = within(article);
    assert.is(card.getByRole('heading', { level: 2 }).textContent, post.title);
    assert.is(article.querySelector('time')!.getAttribute('datetime'), post.publishedAt);
    assert.is(article.querySelector('time')!.textContent, formatPostDate(post.publishedAt));
    assert.ok(card.getByText(post.readTime));
    assert.ok(article.textContent!.includes(`${post.claps} ${text.claps}`), `${post.id}: "{claps} claps"`);
    for (const tag of post.tags) assert.ok(card.getByText(tag));
    const read = card.getByRole('link', { name: new RegExp(`^${text.read}`) });
    assert.is(read.getAttribute('href'), post.mediumUrl);
    assert.is(read.getAttribute('target'), '_blank');
    assert.is(read.getAttribute('rel'), 'noopener noreferrer');
  });
});

page('should show posts newest first whatever their order in the file, same-day posts in file order', () => {
  const post = content.posts[0]!;
  const posts = [
    { ...post, id: 'old', title: 'Old', publishedAt: '2019-03-04' },
    { ...post, id: 'new', title: 'New', publishedAt: '2025-06-01' },
    { ...post, id: 'same-day-1', title: 'Same day, first', publishedAt: '2024-02-29' },
    { ...post, id: 'same-day-2', title: 'Same day, second', publishedAt: '2024-02-29' },
  ];
  renderAt('/blogs', withPosts(posts));
  const titles = screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
  assert.equal(titles, ['New', 'Same day, first', 'Same day, second', 'Old']);
  assert.is(screen.getAllByRole('article')[0]!.querySelector('time')!.textContent, 'June 1, 2025');
});

page('should list one post, or twenty, all of them', () => {
  const post = content.posts[0]!;
  for (const count of [1, 20]) {
    const posts = Array.from({ length: count }, (_, i) => ({ ...post, id: `post-${i}`, title: `Post ${i}` }));
    const { unmount } = renderAt('/blogs', withPosts(posts));
    assert.is(screen.getAllByRole('article').length, count);
    unmount();
  }
});

page('should show " claps" for an empty claps value, as the spec says', () => {
  // The owner's posts may all have claps; an empty one is made here.
  renderAt('/blogs', withPosts([{ ...content.posts[0]!, claps: '' }]));
  const article = screen.getByRole('article');
  assert.ok([...article.querySelectorAll('span')].some((span) => span.textContent === ` ${text.claps}`));
});

page('should end with a Follow for More card in the owner\'s words, linking to Medium in a new tab', () => {
  renderAt('/blogs');
  assert.ok(screen.getByRole('heading', { name: text.followTitle }));
  assert.ok(screen.getByText(person.blogFollowText));
  const follow = screen.getByRole('link', { name: new RegExp(`^${text.follow}`) });
  assert.is(follow.getAttribute('href'), person.mediumUrl);
  assert.is(follow.getAttribute('target'), '_blank');
});

page.run();
