import { act, fireEvent, screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { hasStory } from '../../src/prerendered/sections/Experience';
import { SCROLL_THRESHOLD_PX } from '../../src/app/sections/Nav';
import { content } from '../fixtures/sample/content';
import { domSuite, renderAt } from '../helpers/dom';

const bar = () => document.querySelector('header[data-scrolled]') as HTMLElement;
const scrollTo = (y: number) =>
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });

const scroll = domSuite('nav :: scroll state');

scroll('should be transparent at scrollY 50 and blurred at 51', () => {
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
  // With a career the Experience item follows About; Blog only while there are posts.
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

/** The scrim behind the open sheet: the page's one element after the bar that is neither main nor a list. */
const scrim = () => document.querySelector('header')!.nextElementSibling as HTMLElement;

menu('should lay a scrim over the page while open, which closes it and gives focus back to the toggle', () => {
  renderAt('/');
  assert.is(scrim().tagName, 'MAIN', 'no scrim while closed');
  fireEvent.click(toggle());
  assert.is(scrim().tagName, 'DIV');
  (dropdown().querySelector('a') as HTMLElement).focus();
  fireEvent.click(scrim());
  assert.is(dropdown().dataset.state, 'closed');
  assert.is(scrim().tagName, 'MAIN', 'the scrim goes with it');
  assert.is(document.activeElement, toggle());
});

menu('should mark the section in view as the current item, and no item while closed', () => {
  renderAt('/');
  const current = () => [...dropdown().querySelectorAll('a[aria-current]')].map((a) => `${a.textContent}=${a.getAttribute('aria-current')}`);
  assert.equal(current(), []);
  // happy-dom lays nothing out: every section's top is 0, above a third of the screen, so
  // the last section of the page is the one in view.
  fireEvent.click(toggle());
  assert.equal(current(), [`${content.labels.nav.contact}=location`]);
  fireEvent.click(toggle());
  assert.equal(current(), []);
});

menu('should bring focus that leaves the bar while open back to the toggle', () => {
  renderAt('/');
  fireEvent.click(toggle());
  (document.querySelector('#about a, #projects a') as HTMLElement).focus();
  assert.is(document.activeElement, toggle());
  fireEvent.click(toggle());
  const outside = document.querySelector('#projects a') as HTMLElement;
  outside.focus();
  assert.is(document.activeElement, outside, 'closed, focus goes anywhere');
});

menu.run();
