import { act, fireEvent, render, screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { App } from '../../src/App';
import { content } from '../../src/content/content';
import { domSuite, renderAt } from '../helpers/dom';
import { siteData } from '../helpers/site';

const cards = () => {
  renderAt('/');
  return [...document.querySelectorAll('#projects li[data-delay]')] as HTMLElement[];
};

const grid = domSuite('projects :: cards');

grid('should render the six projects in order with their fade-in delays', () => {
  const list = cards();
  assert.equal(list.map((card) => card.querySelector('h3')!.textContent), content.projects.map((p) => p.title));
  assert.equal(list.map((card) => card.dataset.delay), ['0', '0.2', '0.4', '0.6', '0.8', '1']);
});

grid('should show at most three technology badges, then +N for the rest', () => {
  const list = cards();
  list.forEach((card, i) => {
    const project = content.projects[i]!;
    // One item per badge, the last one also holding "+N" (ProjectCard.tsx).
    const badges = [...card.querySelectorAll('ul li > span')].map((badge) => badge.querySelector('[aria-hidden]')?.textContent ?? badge.textContent);
    const expected = [...project.technologies.slice(0, 3), ...(project.technologies.length > 3 ? [`+${project.technologies.length - 3}`] : [])];
    assert.equal(badges, expected, project.title);
  });
});

grid('should show a preview image, lazy and sized, with alternative text', () => {
  for (const card of cards()) {
    const img = card.querySelector('img')!;
    assert.is(img.getAttribute('loading'), 'lazy');
    assert.is(img.getAttribute('decoding'), 'async');
    assert.ok(img.getAttribute('width') && img.getAttribute('height'));
    assert.match(img.getAttribute('alt')!, /^Screenshot of /);
    assert.is(card.querySelectorAll('picture source').length, 2, 'AVIF and WebP');
  }
});

grid.run();

// ---

const links = domSuite('projects :: links');

links('should open Code and Live links in a new tab, safely, and say so', () => {
  cards().forEach((card, i) => {
    const project = content.projects[i]!;
    const live = within(card).getByRole('link', { name: /^Live/ });
    assert.is(live.getAttribute('href'), project.liveUrl);
    assert.is(live.getAttribute('target'), '_blank');
    assert.is(live.getAttribute('rel'), 'noopener noreferrer');
    assert.match(live.textContent!, /\(opens in a new tab\)$/);
    const code = within(card).getByRole('link', { name: /^Code/ });
    if (project.githubUrl === '#') return;
    assert.is(code.getAttribute('href'), project.githubUrl);
    assert.is(code.getAttribute('target'), '_blank');
    assert.is(code.getAttribute('rel'), 'noopener noreferrer');
  });
});

links('should keep "#" for private code, marked disabled, going nowhere', () => {
  const list = cards();
  const privateLinks = list.map((card) => within(card).getByRole('link', { name: /^Code/ })).filter((a) => a.getAttribute('href') === '#');
  assert.is(privateLinks.length, 2);
  for (const a of privateLinks) {
    assert.is(a.getAttribute('aria-disabled'), 'true');
    assert.is(a.getAttribute('target'), null, 'never a new tab');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void a.dispatchEvent(click));
    assert.ok(click.defaultPrevented, 'the click does not navigate');
  }
});

links('should explain private code in a tooltip on focus', () => {
  const list = cards();
  const a = within(list[2]!).getByRole('link', { name: /^Code/ });
  act(() => a.focus());
  const tip = screen.getByRole('tooltip');
  assert.is(tip.textContent, 'Source code is private');
  assert.is(a.getAttribute('aria-describedby'), tip.id);
});

links.run();

// ---

const fallback = domSuite('projects :: image failure');

fallback('should replace a failed image with a generated placeholder showing the title', () => {
  const list = cards();
  const img = list[3]!.querySelector('img')!;
  fireEvent.error(img);
  const placeholder = list[3]!.querySelector('img')!;
  assert.is(placeholder.dataset.placeholder, 'true');
  const src = placeholder.getAttribute('src')!;
  assert.ok(src.startsWith('data:image/svg+xml,'), 'generated locally, no request elsewhere');
  assert.match(decodeURIComponent(src), />Grocery Bud<\/text>/);
  assert.is(placeholder.getAttribute('alt'), 'Screenshot of Grocery Bud');
  assert.is(list[4]!.querySelector('img')!.dataset.placeholder, undefined, 'other cards keep their images');
});

fallback.run();

// ---

const early = domSuite('projects :: image failed before hydration');

early('should notice an image that failed before React was listening', () => {
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')!;
  // A browser reports a broken image as complete with no pixels.
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
  try {
    const list = cards();
    assert.is(list[0]!.querySelector('img')!.dataset.placeholder, 'true');
  } finally {
    Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
  }
});

early.run();
