// The home page's fixed texts, order and links, as a visitor of the sample reads them.
import { screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { domSuite, renderAt } from '../helpers/dom';
import { siteData, testImages } from '../helpers/site';
import { makeSiteData } from '../../src/builder/site-data';

const pairs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href')]);
const home = domSuite('home page');

home('should open with the skip link, then the bar, then hero, about, projects and contact in main, then the footer', () => {
  const { container } = renderAt('/');
  const skip = container.querySelector('a')!;
  assert.equal([skip.textContent, skip.getAttribute('href')], ['Skip to content', '#main']);
  const top = [...container.children].map((el) => el.tagName.toLowerCase()).filter((tag) => tag !== 'a' && tag !== 'section');
  assert.equal(top, ['header', 'main', 'footer']);
  assert.is(container.querySelector('main')!.id, 'main');
  assert.equal([...container.querySelector('main')!.children].map((el) => el.id), ['top', 'about', 'projects', 'contact'], 'no Experience without a career');
  assert.is(container.querySelectorAll('h1').length, 1);
});

home('should link the bar\'s items to their sections, Blog to /blogs, and Hire Me to Contact', () => {
  renderAt('/');
  const bar = within(screen.getByRole('navigation', { name: 'Main' }));
  assert.equal(bar.getAllByRole('listitem').map((li) => [li.querySelector('a')!.textContent, li.querySelector('a')!.getAttribute('href')]),
    [['Home', '#top'], ['About', '#about'], ['Projects', '#projects'], ['Contact', '#contact'], ['Blog', '/blogs']]);
  assert.is(bar.getByRole('link', { name: 'Hire Me' }).getAttribute('href'), '#contact');
});

home('should show the hero: name, title, its three buttons, the profiles then the email, and the arrow to About', () => {
  const { container } = renderAt('/');
  const hero = within(container.querySelector('#top') as HTMLElement);
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, 'Alex Carter');
  assert.ok(hero.getByText('Frontend Developer with Node.js Backend Expertise'));
  assert.is(hero.getByRole('link', { name: 'View My Work' }).getAttribute('href'), '#projects');
  assert.is(hero.getByRole('link', { name: 'Contact Me' }).getAttribute('href'), '#contact');
  const resume = hero.getByRole('link', { name: 'Download Resume' });
  assert.equal([resume.getAttribute('href'), resume.getAttribute('download')], ['/resume.pdf', 'Alex-Carter-Resume.pdf']);
  const icons = hero.getAllByRole('listitem').map((item) => item.querySelector('a')!);
  assert.equal(icons.map((a) => a.getAttribute('href')), ['https://github.com/example', 'https://www.linkedin.com/in/example', 'mailto:alex.carter@example.com']);
  assert.equal(icons.map((a) => a.getAttribute('aria-label')!.split(' ')[0]), ['GitHub', 'LinkedIn', 'Email:']);
  assert.is(hero.getByRole('link', { name: 'Scroll to About' }).getAttribute('href'), '#about');
});

home('should draw the hero art as a decorative image requested once revealed, and the portrait small before the name', () => {
  const { container } = renderAt('/');
  const art = [...container.querySelectorAll<HTMLImageElement>('#top picture img')].find((image) => /^\/assets\/img\/hero/.test(image.getAttribute('src') ?? ''))!;
  assert.equal([art.getAttribute('alt'), art.getAttribute('fetchpriority'), art.getAttribute('loading')], ['', 'high', 'lazy']);
  assert.ok(art.getAttribute('width') && art.getAttribute('height'), 'reserves its space');
  const portrait = within(container.querySelector('#top') as HTMLElement).getByRole('img', { name: 'Alex Carter' });
  assert.match(portrait.getAttribute('src')!, /^\/assets\/img\/portrait/);
  assert.ok(portrait.closest('picture')!.querySelector('source[type="image/avif"]'), 'through the image pipeline');
  assert.is(portrait.getAttribute('fetchpriority'), 'low', 'the words beside it load first');
  // Before the name, so a screen reader meets the photo with the person it shows.
  assert.ok(portrait.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING);
});

home('should leave no empty circle without a portrait', () => {
  const { portrait: _, ...person } = content.person;
  const { container } = renderAt('/', makeSiteData({ ...content, person }, testImages, siteData.sections));
  assert.is(within(container.querySelector('#top') as HTMLElement).queryByRole('img', { name: 'Alex Carter' }), null);
  assert.is(container.querySelectorAll('#top picture').length, 2, 'the two themes\' art only');
});

home('should show the bio\'s three paragraphs and the skill groups in order', () => {
  const { container } = renderAt('/');
  const about = container.querySelector('#about')!;
  assert.is(about.querySelectorAll('p').length, 4, 'the lead and three paragraphs');
  assert.match(about.querySelectorAll('p')[1]!.textContent!, /^I am a frontend developer with over 5 years/);
  assert.equal([...about.querySelectorAll('h4')].map((h) => h.textContent), ['Frontend', 'Backend', 'Tools and DevOps']);
  assert.equal([...about.querySelector('h4')!.nextElementSibling!.querySelectorAll('li')].slice(0, 3).map((li) => li.textContent), ['React', 'TypeScript', 'JavaScript (ES6+)']);
});

home('should give Contact a card per detail, Ready to Start?, and a Send Message mail with the subject and greeting', () => {
  const { container } = renderAt('/');
  const contact = within(container.querySelector('#contact') as HTMLElement);
  assert.equal([...container.querySelectorAll('#contact h3')].map((h) => h.textContent), ['Email', 'Phone', 'Location', 'Find me online', 'Ready to Start?']);
  assert.is(contact.getByRole('link', { name: 'alex.carter@example.com' }).getAttribute('href'), 'mailto:alex.carter@example.com');
  assert.is(contact.getByRole('link', { name: '+971 50 123 4567' }).getAttribute('href'), 'tel:+971501234567');
  assert.ok(contact.getByText('Dubai, UAE'));
  assert.is(contact.getByRole('link', { name: 'Download Resume' }).getAttribute('href'), '/resume.pdf');
  const mail = new URL(contact.getByRole('link', { name: 'Send Message' }).getAttribute('href')!);
  assert.equal([mail.protocol, mail.pathname, mail.searchParams.get('subject'), mail.searchParams.get('body')],
    ['mailto:', 'alex.carter@example.com', "Let's Work Together", 'Hi Alex,\n\nI came across your portfolio and would like to talk about working together.\n\nBest regards,']);
});

home('should end with a footer: short bio, quick links, contact, profiles and the copyright of this year', () => {
  const { container } = renderAt('/');
  const foot = within(container.querySelector('footer') as HTMLElement);
  assert.ok(foot.getByText('Frontend developer crafting fast, accessible web apps with React, TypeScript and Node.js.'));
  assert.equal(pairs(within(foot.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link')),
    [['About', '/#about'], ['Projects', '/#projects'], ['Blogs', '/blogs'], ['Contact', '/#contact']]);
  for (const name of ['alex.carter@example.com', '+971 50 123 4567']) assert.ok(foot.getByRole('link', { name }));
  assert.ok(foot.getByText('Dubai, UAE'));
  for (const url of ['https://github.com/example', 'https://www.linkedin.com/in/example']) assert.ok(container.querySelector(`footer a[href="${url}"]`), url);
  assert.is(foot.getByText(/^©/).textContent, `© ${new Date().getFullYear()} Alex Carter. All rights reserved.`);
});

home.run();
