// The 404 page for any path the site does not have, and the error screen instead of a blank
// page (the 404 page in a real browser: browser/routes.test.ts).
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../src/app/pages/ErrorScreen';
import * as assert from 'uvu/assert';
import type { SiteData } from '../../src/app/site-data';
import { captureConsole, domSuite, renderAt } from '../helpers/dom';
import { siteData } from '../helpers/site';

const errors = domSuite('404 page and error screen');

errors('should show 404, "Oops! Page not found" and Return to Home for any other path, logging its path', async () => {
  const rows = [['/nope', '/nope'], ['/blogs/x', '/blogs/x'], ['/a/b/c?x=1#y', '/a/b/c'], ['/%E0%A4%A', '/%E0%A4%A']] as const;
  for (const [url, path] of rows) {
    const { calls, result } = await captureConsole(['warn'], () => renderAt(url));
    assert.is(screen.getByRole('heading', { level: 1 }).textContent, '404');
    assert.ok(screen.getByText('Oops! Page not found'));
    assert.is(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href'), '/');
    assert.equal(calls.map((c) => c.args), [['404 Error: User attempted to access non-existent route:', path]], url);
    result.unmount();
  }
});

errors('should show the error screen with its message instead of a blank page, and report it', async () => {
  function Broken(): never {
    throw new Error('The content is not what I expected');
  }
  const { calls } = await captureConsole(['error'], () => render(<ErrorBoundary labels={siteData.content.labels.error}><Broken /></ErrorBoundary>));
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, 'Unexpected Application Error!');
  assert.ok(screen.getByText('The content is not what I expected'));
  assert.is(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href'), '/');
  assert.ok(calls.length > 0, 'the error is reported to the console');
});

errors('should catch a render error inside the app and keep the toaster alive', async () => {
  // Content the Projects section cannot render (About ships prerendered, so it reads none): the
  // route table, read before the boundary, is fine.
  const broken = structuredClone(siteData) as SiteData;
  (broken.content as { projects: unknown }).projects = null;
  await captureConsole(['error'], () => renderAt('/', broken));
  assert.ok(screen.getByRole('heading', { name: 'Unexpected Application Error!' }));
  assert.ok(screen.getByRole('region', { name: /^Notifications/ }));
});

errors.run();
