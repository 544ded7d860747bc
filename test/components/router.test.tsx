// Links between the site's pages: the router takes those it can show in the page, and leaves
// the others to the browser (modified clicks: unit/router.test.ts; Back and Forward:
// components/blog-pages.test.tsx; the 404 page's link: browser/routes.test.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { domSuite, renderAt } from '../helpers/dom';

const links = domSuite('router :: links');

links('should go from the blog to home without a page load, focusing the new heading and naming the page', async () => {
  renderAt('/blogs');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => void screen.getByRole('link', { name: 'Back to Portfolio' }).dispatchEvent(click));
  assert.ok(click.defaultPrevented, 'handled by the router');
  assert.is(window.location.pathname, '/');
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, 'Alex Carter');
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('heading', { level: 1 })));
  // Set in an effect after the commit, as the focus is: waited for, not read at once.
  await waitFor(() => assert.is(document.title, `Alex Carter · Frontend Developer with Node.js Backend Expertise · Portfolio ${new Date().getFullYear()}`));
});

links('should leave the blog to the browser from the portfolio: the nav\'s and the footer\'s links alike', () => {
  renderAt('/');
  const blogLinks = [
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }),
    within(document.querySelector('footer')!).getByRole('link', { name: 'Blogs' }),
  ];
  for (const link of blogLinks) {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // Stop the browser's own default (a page load) after the router has had its say.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(click);
    assert.is(link.getAttribute('href'), '/blogs');
    assert.is(window.location.pathname, '/', `${link.textContent}: left to the browser`);
  }
});

links.run();
