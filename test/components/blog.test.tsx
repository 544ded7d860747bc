import { screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { formatPostDate } from '../../src/prerendered/blog/formatPostDate';
import { hrefOf, POSTS_PER_PAGE, tagPath, tagSlug } from '../../src/app/pages/blog-pages';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { fillIn } from '../../src/app/page-titles';
import { content } from '../fixtures/sample/content';
import { domSuite, renderAt } from '../helpers/dom';
import { followText, platformsSentence, reactionText, readText, templatePost as template, withPosts } from '../helpers/site';

const { labels } = content;
const text = labels.blog;
const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const page = domSuite('blog page');

if (content.posts.length > 0) {
  const { person } = content;

  page('should link back to the portfolio and show the title, the owner\'s intro, then where the posts are published', () => {
    renderAt('/blogs');
    assert.is(screen.getByRole('link', { name: text.back }).getAttribute('href'), '/');
    assert.is(screen.getByRole('heading', { level: 1 }).textContent, text.title);
    assert.ok(screen.getByText(`${person.blogIntro} ${platformsSentence()}`));
  });

  page('should list the newest posts, a page\'s worth, each with date, read time, count, tags and a "Read on" link', () => {
    renderAt('/blogs/');
    const articles = screen.getAllByRole('article');
    const posts = newestFirst(content.posts).slice(0, POSTS_PER_PAGE);
    assert.is(articles.length, posts.length);
    articles.forEach((article, i) => {
      const post = posts[i]!;
      const card = within(article);
      assert.is(card.getByRole('heading', { level: 2 }).textContent, post.title);
      assert.is(article.querySelector('time')!.getAttribute('datetime'), post.publishedAt);
      assert.is(article.querySelector('time')!.textContent, formatPostDate(post.publishedAt, 'en'));
      if (post.readTime) assert.ok(card.getByText(post.readTime)); // optional: none shown without it
      const count = reactionText(post);
      if (count !== null) assert.ok(article.textContent!.includes(count), `${post.id}: "${count}"`);
      for (const tag of post.tags) assert.is(card.getByRole('link', { name: tag }).getAttribute('href'), hrefOf(tagPath(tagSlug(tag))), `${tag}: its list`);
      const read = card.getByRole('link', { name: new RegExp(`^${readText(post)}`) });
      assert.is(read.getAttribute('href'), post.url);
      assert.is(read.getAttribute('target'), '_blank');
      assert.is(read.getAttribute('rel'), 'noopener noreferrer');
    });
  });

  page('should end with a Follow for More card in the owner\'s words, linking to their profile in a new tab', () => {
    renderAt('/blogs');
    assert.ok(screen.getByRole('heading', { name: text.followTitle }));
    assert.ok(screen.getByText(person.blogFollowText!));
    const follow = screen.getByRole('link', { name: new RegExp(`^${followText()}`) });
    assert.is(follow.getAttribute('href'), person.blogFollowUrl);
    assert.is(follow.getAttribute('target'), '_blank');
  });
} else {
  page('should have no blog: /blogs is the 404 page, and no page links to it', () => {
    renderAt('/blogs');
    assert.is(screen.getByRole('heading', { level: 1 }).textContent, labels.notFound.code);
    assert.is(document.querySelectorAll('a[href$="/blogs"]').length, 0);
    renderAt('/');
    assert.is(document.querySelectorAll('a[href$="/blogs"]').length, 0, 'no Blog item, no footer link');
  });
}

page('should show posts newest first whatever their order in the file, same-day posts in file order', () => {
  const posts = [
    { ...template, id: 'old', title: 'Old', publishedAt: '2019-03-04' },
    { ...template, id: 'new', title: 'New', publishedAt: '2025-06-01' },
    { ...template, id: 'same-day-1', title: 'Same day, first', publishedAt: '2024-02-29' },
    { ...template, id: 'same-day-2', title: 'Same day, second', publishedAt: '2024-02-29' },
  ];
  renderAt('/blogs', withPosts(posts));
  const titles = screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
  assert.equal(titles, ['New', 'Same day, first', 'Same day, second', 'Old']);
  assert.is(screen.getAllByRole('article')[0]!.querySelector('time')!.textContent, 'June 1, 2025');
});

page('should list one post on one page with no pager; more than a page\'s worth on pages linked both ways', () => {
  const one = renderAt('/blogs', withPosts([{ ...template, id: 'post-0', title: 'Post 0' }]));
  assert.is(screen.getAllByRole('article').length, 1);
  assert.is(screen.queryByRole('navigation', { name: text.pages }), null, 'one page, no pager');
  one.unmount();
  const count = 2 * POSTS_PER_PAGE + 1;
  // Newest first: post-0 is the newest.
  const posts = Array.from({ length: count }, (_, i) => ({ ...template, id: `post-${i}`, title: `Post ${i}`, publishedAt: `2025-01-${String(31 - i).padStart(2, '0')}` }));
  const data = withPosts(posts);
  const pages = [['/blogs', 0], ['/blogs/page/2', POSTS_PER_PAGE], ['/blogs/page/3', 2 * POSTS_PER_PAGE]] as const;
  pages.forEach(([url, first], i) => {
    const { unmount } = renderAt(url, data);
    const titles = screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
    assert.equal(titles, posts.slice(first, first + POSTS_PER_PAGE).map((post) => post.title), url);
    const pager = screen.getByRole('navigation', { name: text.pages });
    const newer = within(pager).queryByRole('link', { name: new RegExp(text.newer) });
    const older = within(pager).queryByRole('link', { name: new RegExp(text.older) });
    assert.is(newer?.getAttribute('href') ?? null, i > 0 ? pages[i - 1]![0] : null, `${url}: newer`);
    assert.is(older?.getAttribute('href') ?? null, i < pages.length - 1 ? pages[i + 1]![0] : null, `${url}: older`);
    assert.ok(pager.textContent!.includes(fillIn(text.pageOf, { page: String(i + 1), pages: '3' })));
    unmount();
  });
});

page('should show " claps" for an empty count on Medium, and no count where none is given', () => {
  const medium = { ...template, id: 'on-medium', url: 'https://medium.com/@owner/on-medium', reactions: '' as const };
  const own = { ...template, id: 'on-my-site', url: 'https://owner.example/blog/on-my-site', reactions: undefined };
  renderAt('/blogs', withPosts([medium, own]));
  const [first, second] = screen.getAllByRole('article');
  assert.ok([...first!.querySelectorAll('span')].some((span) => span.textContent === ` ${text.reactions.claps}`));
  for (const word of Object.values(text.reactions)) assert.not.ok(second!.textContent!.includes(word), `no "${word}" without a count`);
});

page('should name each post\'s platform, and all of them in the intro', () => {
  const posts = [
    { ...template, id: 'a', url: 'https://dev.to/owner/a', reactions: 5 },
    { ...template, id: 'b', url: 'https://medium.com/@owner/b', reactions: 7 },
    { ...template, id: 'c', url: 'https://dev.to/owner/c', reactions: 1 },
    { ...template, id: 'd', url: 'https://owner.hashnode.dev/d', reactions: 2 },
  ];
  renderAt('/blogs', withPosts(posts, { blogFollowUrl: 'https://dev.to/owner' }));
  assert.ok(screen.getByText(new RegExp(`${escape(fillIn(text.intro, { platforms: 'DEV, Medium, and Hashnode' }))}$`)), 'most posts first');
  const cards = screen.getAllByRole('article').map((article) => article.textContent!);
  const read = (platform: string) => fillIn(text.read, { platform });
  const expected = [[read('DEV'), `5 ${text.reactions.reactions}`], [read('Medium'), `7 ${text.reactions.claps}`], [read('DEV')], [read('Hashnode'), `2 ${text.reactions.likes}`]];
  expected.forEach((words, i) => {
    for (const word of words) assert.ok(cards[i]!.includes(word), `${posts[i]!.id}: ${word}`);
  });
  assert.ok(screen.getByRole('link', { name: new RegExp(`^${escape(fillIn(text.follow, { platform: 'DEV' }))}`) }));
});

page('an own post\'s card should open it here; a synced one without a count, read time or tags should show none', () => {
  const { readTime: _time, reactions: _count, ...bare } = template;
  const posts = [
    { ...bare, id: 'own', title: 'Own', url: '/blogs/own' }, // as the build writes a Markdown post
    // A feed's item may have no categories.
    { ...bare, id: 'synced', title: 'Synced', url: 'https://medium.com/@owner/synced', tags: [] },
  ];
  renderAt('/blogs', withPosts(posts));
  const [own, synced] = screen.getAllByRole('article');
  const ownLink = within(own!).getByRole('link', { name: new RegExp(`^${escape(text.readHere)}`) });
  assert.is(ownLink.getAttribute('href'), '/blogs/own');
  assert.is(ownLink.getAttribute('target'), null, 'in this tab');
  assert.ok(ownLink.textContent!.startsWith(text.readHere));
  const syncedLink = within(synced!).getByRole('link', { name: new RegExp(`^${escape(fillIn(text.read, { platform: 'Medium' }))}`) });
  assert.is(syncedLink.getAttribute('target'), '_blank');
  assert.ok(syncedLink.textContent!.startsWith(fillIn(text.read, { platform: 'Medium' })));
  for (const card of [own!, synced!]) {
    assert.not.ok(Object.values(text.reactions).some((word) => card.textContent!.includes(` ${word}`)), 'no count');
    assert.is(card.querySelectorAll('p span').length, 1, 'the date alone, no read time');
  }
  assert.ok(within(own!).getByRole('list', { name: text.tags }));
  assert.is(within(synced!).queryByRole('list', { name: text.tags }), null, 'no empty list of tags');
});

page.run();
