import { act, fireEvent, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Project } from '../../src/content/types';
import { MAX_BADGES, PRIVATE_CODE_URL } from '../../src/app/sections/ProjectCard';
import { cardDelay } from '../../src/app/sections/ProjectCardDelay';
import { domSuite, renderAt } from '../helpers/dom';
import { siteData } from '../helpers/site';

const { labels } = content;
/** The site with other projects, to render what an owner's content would show. */
const withProjects = (projects: Project[]) => ({ ...siteData, content: { ...content, projects } });

const cards = (data = siteData) => {
  const { container } = renderAt('/', data);
  return [...container.querySelectorAll('#projects li[data-delay]')] as HTMLElement[];
};

const grid = domSuite('projects :: cards');

grid('should render the projects in order with fade-in delays from their places', () => {
  const list = cards();
  assert.equal(list.map((card) => card.querySelector('h3')!.textContent), content.projects.map((p) => p.title));
  assert.equal(list.map((card) => card.dataset.delay), content.projects.map((_, i) => String(cardDelay(i))));
});

grid('should give four, six or twelve cards delays from 0 s in 0.2 s steps, never past 1 s', () => {
  const project = content.projects[0]!;
  const delays = (count: number) =>
    cards(withProjects(Array.from({ length: count }, (_, i) => ({ ...project, title: `Project ${i}` })))).map((card) => card.dataset.delay);
  assert.equal(delays(4), ['0', '0.2', '0.4', '0.6']);
  assert.equal(delays(6), ['0', '0.2', '0.4', '0.6', '0.8', '1']);
  assert.equal(delays(12), ['0', '0.2', '0.4', '0.6', '0.8', '1', '1', '1', '1', '1', '1', '1']);
});

grid('should show at most three technology badges, then +N for the rest', () => {
  const list = cards();
  list.forEach((card, i) => {
    const project = content.projects[i]!;
    // One item per badge, the last one also holding "+N" (ProjectCard.tsx).
    const badges = [...card.querySelectorAll('ul li > span')].map((badge) => badge.querySelector('[aria-hidden]')?.textContent ?? badge.textContent);
    const expected = [...project.technologies.slice(0, MAX_BADGES), ...(project.technologies.length > MAX_BADGES ? [`+${project.technologies.length - MAX_BADGES}`] : [])];
    assert.equal(badges, expected, project.title);
  });
});

grid('should show a preview image, lazy and sized, with alternative text', () => {
  for (const card of cards()) {
    const img = card.querySelector('img')!;
    assert.is(img.getAttribute('loading'), 'lazy');
    assert.is(img.getAttribute('decoding'), 'async');
    assert.ok(img.getAttribute('width') && img.getAttribute('height'));
    assert.ok(img.getAttribute('alt')!.startsWith(`${labels.projects.screenshot} `));
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
    if (project.codeUrl === PRIVATE_CODE_URL) return;
    assert.is(code.getAttribute('href'), project.codeUrl);
    assert.is(code.getAttribute('target'), '_blank');
    assert.is(code.getAttribute('rel'), 'noopener noreferrer');
  });
});

/** The owner's projects, the second and the last with private code (an owner may have none). */
const somePrivate = () =>
  withProjects(content.projects.length > 1 ? content.projects.map((p, i) => (i === 1 || i === content.projects.length - 1 ? { ...p, codeUrl: PRIVATE_CODE_URL } : p)) : [...content.projects, { ...content.projects[0]!, title: 'Private', codeUrl: PRIVATE_CODE_URL }]);

links('should keep "#" for private code, marked disabled, going nowhere', () => {
  const data = somePrivate();
  const list = cards(data);
  const privateLinks = list.map((card) => within(card).getByRole('link', { name: /^Code/ })).filter((a) => a.getAttribute('href') === PRIVATE_CODE_URL);
  assert.is(privateLinks.length, data.content.projects.filter((p) => p.codeUrl === PRIVATE_CODE_URL).length);
  assert.ok(privateLinks.length >= 1);
  for (const a of privateLinks) {
    assert.is(a.getAttribute('aria-disabled'), 'true');
    assert.is(a.getAttribute('target'), null, 'never a new tab');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void a.dispatchEvent(click));
    assert.ok(click.defaultPrevented, 'the click does not navigate');
  }
});

links('should explain private code in a note that describes the link', () => {
  const list = cards(somePrivate());
  const a = within(list[1]!).getByRole('link', { name: /^Code/ });
  assert.is(a.getAttribute('href'), PRIVATE_CODE_URL);
  const noteId = a.getAttribute('aria-describedby')!;
  const note = document.getElementById(noteId)!;
  assert.is(note.textContent, labels.projects.privateCode);
  assert.ok(list[1]!.contains(note), 'the note is in its own card');
  // A public project's Code link has no note.
  const open = within(list[0]!).getByRole('link', { name: /^Code/ });
  assert.is(open.getAttribute('aria-describedby'), null);
});

links.run();

// ---

const fallback = domSuite('projects :: image failure');

fallback('should replace a failed image with a generated placeholder showing the title', () => {
  // The last card fails; the card before it (if any) keeps its image.
  const list = cards();
  const failing = list.length - 1;
  const { title } = content.projects[failing]!;
  fireEvent.error(list[failing]!.querySelector('img')!);
  const placeholder = list[failing]!.querySelector('img')!;
  assert.is(placeholder.dataset.placeholder, 'true');
  const src = placeholder.getAttribute('src')!;
  assert.ok(src.startsWith('data:image/svg+xml,'), 'generated locally, no request elsewhere');
  assert.ok(decodeURIComponent(src).includes(`>${title.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`)}</text>`), 'the title on the placeholder');
  assert.is(placeholder.getAttribute('alt'), `${labels.projects.screenshot} ${title}`);
  for (const other of list.slice(0, failing)) assert.is(other.querySelector('img')!.dataset.placeholder, undefined, 'other cards keep their images');
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
