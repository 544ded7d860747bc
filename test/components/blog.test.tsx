import { render, screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { App } from '../../src/App';
import { content } from '../../src/content/content';
import { domSuite, renderAt } from '../helpers/dom';
import { siteData } from '../helpers/site';

const page = domSuite('blog page');

page('should link back to the portfolio and show the title and intro', () => {
  renderAt('/blogs');
  assert.is(screen.getByRole('link', { name: 'Back to Portfolio' }).getAttribute('href'), '/');
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, 'My Blog');
  assert.match(screen.getByText(/originally published on Medium/).textContent!, /All articles are originally published on Medium\./);
});

page('should list six article cards with date, read time, claps, tags and a Read on Medium link', () => {
  renderAt('/blogs/');
  const articles = screen.getAllByRole('article');
  assert.is(articles.length, 6);
  articles.forEach((article, i) => {
    const post = content.posts[i]!;
    const card = within(article);
    assert.is(card.getByRole('heading', { level: 2 }).textContent, post.title);
    assert.is(article.querySelector('time')!.getAttribute('datetime'), post.publishedAt);
    assert.ok(card.getByText(post.readTime));
    assert.ok(article.textContent!.includes(`${post.claps} claps`), `${post.id}: "{claps} claps"`);
    for (const tag of post.tags) assert.ok(card.getByText(tag));
    const read = card.getByRole('link', { name: /^Read on Medium/ });
    assert.is(read.getAttribute('href'), post.mediumUrl);
    assert.is(read.getAttribute('target'), '_blank');
    assert.is(read.getAttribute('rel'), 'noopener noreferrer');
  });
  assert.is(articles[0]!.querySelector('time')!.textContent, 'May 15, 2025');
});

page('should show " claps" for an empty claps value, as the spec says', () => {
  renderAt('/blogs');
  const index = content.posts.findIndex((post) => post.claps === '');
  const article = screen.getAllByRole('article')[index]!;
  assert.ok([...article.querySelectorAll('span')].some((span) => span.textContent === ' claps'));
});

page('should end with a Follow for More card linking to Medium in a new tab', () => {
  renderAt('/blogs');
  assert.ok(screen.getByRole('heading', { name: 'Follow for More' }));
  const follow = screen.getByRole('link', { name: /^Follow on Medium/ });
  assert.is(follow.getAttribute('href'), content.person.mediumUrl);
  assert.is(follow.getAttribute('target'), '_blank');
});

page.run();
