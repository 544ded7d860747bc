import { act, fireEvent, screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { hasStory } from '../../src/app/sections/Experience';
import { SCROLL_THRESHOLD_PX } from '../../src/app/sections/Nav';
import { content } from '../../src/content/content';
import { domSuite, renderAt } from '../helpers/dom';

const bar = () => document.querySelector('header[data-scrolled]') as HTMLElement;
const scrollTo = (y: number) =>
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });

const scroll = domSuite('nav :: scroll state');

scroll('should be transparent at scrollY 50 and blurred at 51 (spec §4)', () => {
  assert.is(SCROLL_THRESHOLD_PX, 50);
  renderAt('/');
  assert.is(bar().dataset.scrolled, 'false');
  scrollTo(50);
  assert.is(bar().dataset.scrolled, 'false');
  scrollTo(51);
  assert.is(bar().dataset.scrolled, 'true');
  scrollTo(0);
  assert.is(bar().dataset.scrolled, 'false');
});

scroll.run();

// ---

const menu = domSuite('nav :: mobile menu');
const toggle = () => screen.getByRole('button', { name: 'Menu' });
const dropdown = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

menu('should open and close with the toggle, announcing its state', () => {
  renderAt('/');
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
  assert.is(dropdown().dataset.state, 'closed');
  fireEvent.click(toggle());
  assert.is(toggle().getAttribute('aria-expanded'), 'true');
  assert.is(dropdown().dataset.state, 'open');
  fireEvent.click(toggle());
  assert.is(dropdown().dataset.state, 'closed');
});

menu('should hold the same items, and close when one is chosen', () => {
  renderAt('/');
  fireEvent.click(toggle());
  const names = [...dropdown().querySelectorAll('a')].map((a) => a.textContent);
  // With a career the Experience item follows About (issue 26); Blog only while there are posts.
  assert.equal(names, ['Home', 'About', ...(hasStory(content) ? ['Experience'] : []), 'Projects', 'Contact', ...(content.posts.length ? ['Blog'] : []), 'Hire Me']);
  fireEvent.click(within(dropdown()).getByRole('link', { name: 'Projects' }));
  assert.is(dropdown().dataset.state, 'closed');
  fireEvent.click(toggle());
  fireEvent.click(within(dropdown()).getByRole('link', { name: 'Hire Me' }));
  assert.is(dropdown().dataset.state, 'closed');
});

menu('should close on Escape and give focus back to the toggle', () => {
  renderAt('/');
  fireEvent.click(toggle());
  (dropdown().querySelector('a') as HTMLElement).focus();
  fireEvent.keyDown(document, { key: 'Escape' });
  assert.is(dropdown().dataset.state, 'closed');
  assert.is(document.activeElement, toggle());
});

menu('should close on a click outside the bar', () => {
  renderAt('/');
  fireEvent.click(toggle());
  fireEvent.pointerDown(document.querySelector('#about')!);
  assert.is(dropdown().dataset.state, 'closed');
});

menu.run();
