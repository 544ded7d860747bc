// The theme toggle in the navigation and the blog's top bar: a named button whose
// pressed state says "dark", which switches and remembers, and hydrates over HTML that could
// not know the visitor's theme without a warning.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as assert from 'uvu/assert';
import { App } from '../../src/app/App';
import { THEME_ATTRIBUTE } from '../../src/app/theme/theme';
import { fakeSystem } from '../helpers/color-scheme';
import { homePage } from '../../src/builder/site-pages';
import { captureConsole, domSuite, renderAt } from '../helpers/dom';
import { siteData } from '../helpers/site';

const { theme: labels } = siteData.content.labels;
const toggle = () => screen.getByRole('button', { name: labels.dark });
let system: ReturnType<typeof fakeSystem>;
let root: Root | undefined;

const test = domSuite('ThemeToggle');
test.after.each(() => {
  act(() => root?.unmount());
  root = undefined;
  system.restore();
});

test('should show the theme in use as its pressed state, following the OS by default', () => {
  system = fakeSystem(false);
  renderAt('/');
  assert.is(toggle().getAttribute('aria-pressed'), 'true');
  act(() => system.switchTo(true));
  assert.is(toggle().getAttribute('aria-pressed'), 'false');
});

test('should switch the page on click and remember the choice', () => {
  system = fakeSystem(false);
  renderAt('/');
  fireEvent.click(toggle());
  assert.is(document.documentElement.dataset[THEME_ATTRIBUTE], 'light');
  assert.is(localStorage.getItem(THEME_ATTRIBUTE), 'light');
  assert.is(toggle().getAttribute('aria-pressed'), 'false');
  fireEvent.click(toggle());
  assert.is(document.documentElement.dataset[THEME_ATTRIBUTE], 'dark');
  assert.is(localStorage.getItem(THEME_ATTRIBUTE), 'dark');
  assert.is(toggle().getAttribute('aria-pressed'), 'true');
});

test('should be in the navigation of the home page and the top bar of the blog page', () => {
  system = fakeSystem(false);
  renderAt('/');
  assert.ok(toggle().closest('nav'), 'home: in the navigation');
  cleanup();
  renderAt('/blogs');
  assert.ok(toggle().closest('header'), 'blog: in the top bar');
});

test('should hydrate HTML rendered without a theme, for a visitor who chose light, with no warning', async () => {
  system = fakeSystem(false);
  const html = renderToString(<App url="/" data={siteData} page={homePage.ref} />);
  assert.not.match(html, /aria-pressed/, 'the prerender cannot know the theme');
  // What the boot script does before the first paint for a returning visitor:
  localStorage.setItem(THEME_ATTRIBUTE, 'light');
  document.documentElement.dataset[THEME_ATTRIBUTE] = 'light';
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const { calls } = await captureConsole(['error', 'warn'], async () => {
    await act(async () => {
      root = hydrateRoot(container, <App url="/" data={siteData} page={homePage.ref} />, { onRecoverableError: (error) => console.error(error) });
    });
  });
  assert.equal(calls, []);
  assert.is(toggle().getAttribute('aria-pressed'), 'false');
});

test.run();
