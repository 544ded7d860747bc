// A uvu suite for component tests: testing-library's cleanup and every module-level
// singleton's reset() run after each test, because uvu runs all files in one process.

import { cleanup, render } from '@testing-library/react';
import { App } from '../../src/app/App';
import { suite } from 'uvu';
import { resetRouter } from '../../src/app/router/router';
import { toast } from '../../src/app/toast/store';
import { SPRITE_CLASS } from '../../src/app/ui/icon-ids';
import { iconSprite } from '../../src/prerendered/icon-paths';
import { renderToString } from 'react-dom/server';
import { MAIN_SLOT } from '../../src/app/pages/static-pages';
import { builtPage, pageDataFetch, siteData } from './site';

const realFetch = globalThis.fetch;

export function domSuite(name: string) {
  const test = suite(name);
  test.after.each(() => {
    cleanup();
    toast.reset();
    resetRouter();
    globalThis.fetch = realFetch;
    window.history.replaceState(null, '', '/');
    window.scrollTo(0, 0);
    document.body.innerHTML = '';
  });
  return test;
}

/** Collects console calls of the given kinds while `run` executes. */
export async function captureConsole<T>(kinds: ('error' | 'warn' | 'log' | 'info')[], run: () => T | Promise<T>) {
  const calls: { kind: string; args: unknown[] }[] = [];
  const originals = kinds.map((kind) => [kind, console[kind]] as const);
  for (const kind of kinds) console[kind] = (...args: unknown[]) => calls.push({ kind, args });
  try {
    const result = await run();
    return { result, calls };
  } finally {
    for (const [kind, original] of originals) console[kind] = original;
  }
}

/**
 * Renders the whole site at `url`, as a visitor arriving there sees it: the page the build
 * writes (a blog page's main content the build's, test/helpers/site.ts builtPage), hydrated.
 * In the browser App follows window.location (its `url` prop is what hydration compares
 * against), so the test window is moved there first.
 */
export function renderAt(url: string, data = siteData) {
  window.history.replaceState(null, '', url);
  // The page template's icon sprite (index.html), which the build fills and the App adds to.
  if (!document.querySelector(`.${SPRITE_CLASS}`)) document.body.insertAdjacentHTML('afterbegin', iconSprite(''));
  const { page, main } = builtPage(url, data);
  const container = document.createElement('div');
  document.body.append(container);
  // The site's blog pages, for a visit by the router, as the server would answer them.
  if (data.links.blog) globalThis.fetch = pageDataFetch(data).fetchPage;
  let html: string;
  try {
    html = renderToString(<App url={url} data={data} page={page.ref} />);
  } catch {
    // Content no build would render (the error boundary's tests): the browser renders it alone.
    return render(<App url={url} data={data} page={page.ref} />, { container });
  }
  container.innerHTML = main === null ? html : html.replace(MAIN_SLOT, () => main);
  return render(<App url={url} data={data} page={page.ref} />, { container, hydrate: true });
}
