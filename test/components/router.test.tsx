import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { pageTitle } from '../../src/app/page-titles';
import { domSuite, renderAt as renderSite } from '../helpers/dom';
import { blogSiteData } from '../helpers/site';

// Links between pages need a second page: the blog's (made up when the owner has no posts).
const renderAt = (url: string) => renderSite(url, blogSiteData);

const { labels, person } = content;

const backLink = () => screen.getByRole('link', { name: labels.blog.back });

const links = domSuite('router :: links');

links('should go from the blog to home without a page load, focusing the new heading', async () => {
  renderAt('/blogs');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void backLink().dispatchEvent(click));
  assert.ok(click.defaultPrevented, 'handled by the router');
  assert.is(window.location.pathname, '/');
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, person.name);
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('heading', { level: 1 })));
  // Set in an effect after the commit, as the focus is: waited for, not read at once.
  await waitFor(() => assert.is(document.title, pageTitle({ key: 'home' }, content, new Date().getFullYear())));
});

links('should leave the blog to the browser from the portfolio: the nav\'s and the footer\'s links alike', () => {
  renderAt('/');
  const blogLinks = [
    within(screen.getByRole('navigation', { name: labels.nav.label })).getByRole('link', { name: labels.nav.blog }),
    within(document.querySelector('footer')!).getByRole('link', { name: labels.footer.blogs }),
  ];
  for (const link of blogLinks) {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // Stop the browser's own default (a page load) after the router has had its say.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(click);
    assert.is(link.getAttribute('href'), '/blogs');
    assert.is(window.location.pathname, '/', `${link.textContent}: routed in the page`);
  }
});

links('should leave modified clicks (new tab, new window) to the browser', () => {
  renderAt('/blogs');
  // Stop the browser's own default (a real navigation) after the router has had its say.
  const seen: boolean[] = [];
  const afterRouter = (event: Event) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', afterRouter);
  try {
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      backLink().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
    }
    backLink().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
  } finally {
    window.removeEventListener('click', afterRouter);
  }
  assert.equal(seen, [false, false, false, false, false], 'the router prevented none of them');
  assert.is(window.location.pathname, '/blogs');
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
