import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { pageTitle } from '../../src/app/page-titles';
import { blogListPage } from '../../src/builder/site-pages';

/** The blog list's first page, /blogs. */
const blogPage = blogListPage(content);
import { domSuite, renderAt as renderSite } from '../helpers/dom';
import { blogSiteData } from '../helpers/site';

// Links between pages need a second page: the blog's (made up when the owner has no posts).
const renderAt = (url: string) => renderSite(url, blogSiteData);

const { labels, person } = content;

const footerLink = (name: string) => within(document.querySelector('footer')!).getByRole('link', { name });

const links = domSuite('router :: links');

links('should go from home to the blog without a page load, focusing the new heading', async () => {
  renderAt('/');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void footerLink('Blogs').dispatchEvent(click));
  assert.ok(click.defaultPrevented, 'handled by the router');
  assert.is(window.location.pathname, '/blogs');
  // Its main content comes from its data file (pages/static-pages.ts).
  await waitFor(() => assert.is(screen.getByRole('heading', { level: 1 }).textContent, labels.blog.title));
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('heading', { level: 1 })));
  // Set in an effect after the commit, as the focus is: waited for, not read at once.
  await waitFor(() => assert.is(document.title, pageTitle(blogPage.ref, content, new Date().getFullYear())));
});

links('should leave modified clicks (new tab, new window) to the browser', () => {
  renderAt('/');
  // Stop the browser's own default (a real navigation) after the router has had its say.
  const seen: boolean[] = [];
  const afterRouter = (event: Event) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', afterRouter);
  try {
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      footerLink('Blogs').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
    }
    footerLink('Blogs').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
  } finally {
    window.removeEventListener('click', afterRouter);
  }
  assert.equal(seen, [false, false, false, false, false], 'the router prevented none of them');
  assert.is(window.location.pathname, '/');
});

links('should come back to the portfolio, and Back and Forward should show the right page', async () => {
  renderAt('/blogs');
  fireEvent.click(screen.getByRole('link', { name: labels.blog.back }));
  assert.is(window.location.pathname, '/');
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, person.name);
  act(() => {
    window.history.back();
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The blog page left its HTML behind: it comes back from its data file.
  await waitFor(() => assert.is(screen.getByRole('heading', { level: 1 }).textContent, labels.blog.title));
  act(() => {
    window.history.forward();
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, person.name);
});

links('Return to Home on the 404 page should lead home', () => {
  renderAt('/nope');
  fireEvent.click(screen.getByRole('link', { name: labels.notFound.home }));
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, person.name);
});

links.run();
