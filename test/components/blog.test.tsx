// The blog list as a visitor reads it: the sample's six Medium posts, and made-up posts for the
// rules the sample does not show (order, paging, platforms, own and bare posts).
import { screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { domSuite, renderAt } from '../helpers/dom';
import { templatePost as template, withPosts } from '../helpers/site';

const page = domSuite('blog page');
const titles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

page('should frame the list: back to the portfolio, the title, the intro naming the platform, a Follow for More card', () => {
  renderAt('/blogs');
  assert.is(screen.getByRole('link', { name: 'Back to Portfolio' }).getAttribute('href'), '/');
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, 'My Blog');
  assert.ok(screen.getByText('Notes on React, TypeScript and Node.js from building real products. All articles are originally published on Medium.'));
  assert.ok(screen.getByRole('heading', { name: 'Follow for More' }));
  assert.ok(screen.getByText('New articles on frontend and Node.js development, straight from real projects.'));
  const follow = screen.getByRole('link', { name: /^Follow on Medium/ });
  assert.is(follow.getAttribute('href'), 'https://medium.com/@example');
  assert.is(follow.getAttribute('target'), '_blank');
});

page('should show each card\'s title, date, read time, count, tag links and a "Read on Medium" link in a new tab', () => {
  renderAt('/blogs/');
  assert.is(screen.getAllByRole('article').length, 6);
  const first = screen.getAllByRole('article')[0]!;
  const card = within(first);
  assert.is(card.getByRole('heading', { level: 2 }).textContent, 'Building Accessible React Components from Scratch');
  assert.is(first.querySelector('time')!.getAttribute('datetime'), '2025-05-15');
  assert.is(first.querySelector('time')!.textContent, 'May 15, 2025');
  assert.ok(card.getByText('8 min read'));
  assert.ok(first.textContent!.includes('342 claps'));
  assert.equal(card.getAllByRole('link', { name: /^(React|Accessibility|TypeScript)$/ }).map((a) => a.getAttribute('href')),
    ['/blogs/tags/react', '/blogs/tags/accessibility', '/blogs/tags/typescript']);
  const read = card.getByRole('link', { name: /^Read on Medium/ });
  assert.is(read.getAttribute('href'), 'https://medium.com/@example/building-accessible-react-components-from-scratch-3f2a91c4d7e1');
  assert.is(read.getAttribute('target'), '_blank');
  assert.is(read.getAttribute('rel'), 'noopener noreferrer');
});

page('should show posts newest first whatever their order in the file, same-day posts in file order', () => {
  renderAt('/blogs', withPosts([
    { ...template, id: 'old', title: 'Old', publishedAt: '2019-03-04' },
    { ...template, id: 'new', title: 'New', publishedAt: '2025-06-01' },
    { ...template, id: 'same-day-1', title: 'Same day, first', publishedAt: '2024-02-29' },
    { ...template, id: 'same-day-2', title: 'Same day, second', publishedAt: '2024-02-29' },
  ]));
  assert.equal(titles(), ['New', 'Same day, first', 'Same day, second', 'Old']);
  assert.is(screen.getAllByRole('article')[0]!.querySelector('time')!.textContent, 'June 1, 2025');
});

page('should list one post on one page with no pager; more than a page\'s worth on pages linked both ways', () => {
  const one = renderAt('/blogs', withPosts([{ ...template, id: 'post-0', title: 'Post 0' }]));
  assert.is(screen.getAllByRole('article').length, 1);
  assert.is(screen.queryByRole('navigation', { name: 'More articles' }), null, 'one page, no pager');
  one.unmount();
  // 21 posts, post-0 the newest: pages of 10, 10 and 1.
  const posts = Array.from({ length: 2 * POSTS_PER_PAGE + 1 }, (_, i) => ({ ...template, id: `post-${i}`, title: `Post ${i}`, publishedAt: `2025-01-${String(31 - i).padStart(2, '0')}` }));
  const data = withPosts(posts);
  const rows = [
    ['/blogs', 'Post 0', 'Post 9', null, '/blogs/page/2', 'Page 1 of 3'],
    ['/blogs/page/2', 'Post 10', 'Post 19', '/blogs', '/blogs/page/3', 'Page 2 of 3'],
    ['/blogs/page/3', 'Post 20', 'Post 20', '/blogs/page/2', null, 'Page 3 of 3'],
  ] as const;
  for (const [url, first, last, newer, older, pageOf] of rows) {
    const { unmount } = renderAt(url, data);
    assert.equal([titles()[0], titles().at(-1)], [first, last], url);
    const pager = within(screen.getByRole('navigation', { name: 'More articles' }));
    assert.is(pager.queryByRole('link', { name: /Newer articles/ })?.getAttribute('href') ?? null, newer, `${url}: newer`);
    assert.is(pager.queryByRole('link', { name: /Older articles/ })?.getAttribute('href') ?? null, older, `${url}: older`);
    assert.ok(screen.getByRole('navigation', { name: 'More articles' }).textContent!.includes(pageOf), url);
    unmount();
  }
});

page('should name each post\'s platform and its word for a count, " claps" for an empty count, all platforms in the intro, most posts first', () => {
  const posts = [
    { ...template, id: 'a', url: 'https://dev.to/owner/a', reactions: 5 },
    { ...template, id: 'b', url: 'https://medium.com/@owner/b', reactions: 7 },
    { ...template, id: 'c', url: 'https://dev.to/owner/c', reactions: 1 },
    { ...template, id: 'd', url: 'https://owner.hashnode.dev/d', reactions: 2 },
    { ...template, id: 'e', url: 'https://medium.com/@owner/e', reactions: '' as const },
  ];
  renderAt('/blogs', withPosts(posts, { blogFollowUrl: 'https://dev.to/owner' }));
  assert.ok(screen.getByText(/All articles are originally published on DEV, Medium, and Hashnode\.$/));
  const cards = screen.getAllByRole('article').map((article) => article.textContent!);
  const expected = [['Read on DEV', '5 reactions'], ['Read on Medium', '7 claps'], ['Read on DEV', '1 reactions'], ['Read on Hashnode', '2 likes'], ['Read on Medium']];
  expected.forEach((words, i) => {
    for (const word of words) assert.ok(cards[i]!.includes(word), `${posts[i]!.id}: ${word}`);
  });
  const empty = screen.getAllByRole('article')[4]!;
  assert.ok([...empty.querySelectorAll('span')].some((span) => span.textContent === ' claps'), 'an empty count on Medium');
  assert.ok(screen.getByRole('link', { name: /^Follow on DEV/ }));
});

page('an own post\'s card should open it here; a post without a count, read time or tags should show none', () => {
  const { readTime: _time, reactions: _count, ...bare } = template;
  renderAt('/blogs', withPosts([
    { ...bare, id: 'own', title: 'Own', url: '/blogs/own' }, // as the build writes a Markdown post
    { ...bare, id: 'synced', title: 'Synced', url: 'https://medium.com/@owner/synced', tags: [] }, // a feed's item may have no categories
  ]));
  const [own, synced] = screen.getAllByRole('article');
  const ownLink = within(own!).getByRole('link', { name: /^Read the post/ });
  assert.is(ownLink.getAttribute('href'), '/blogs/own');
  assert.is(ownLink.getAttribute('target'), null, 'in this tab');
  assert.is(within(synced!).getByRole('link', { name: /^Read on Medium/ }).getAttribute('target'), '_blank');
  for (const card of [own!, synced!]) {
    assert.not.match(card.textContent!, / (claps|likes|reactions)/, 'no count');
    assert.is(card.querySelectorAll('p span').length, 1, 'the date alone, no read time');
  }
  assert.ok(within(own!).getByRole('list', { name: 'Tags' }));
  assert.is(within(synced!).queryByRole('list', { name: 'Tags' }), null, 'no empty list of tags');
});

page.run();
