// The home page's fixed texts, counts, order and links, as a visitor reads them.
import { screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { resumeFileName, telHref } from '../../src/app/links';
import { hasStory } from '../../src/prerendered/sections/Experience';
import { domSuite, renderAt } from '../helpers/dom';
import { siteData, testImages } from '../helpers/site';
import { makeSiteData } from '../../src/builder/site-data';

const { profiles } = siteData.links;
// Without posts the site has no blog page, and no link to one.
const blog = content.posts.length > 0;

// An owner with a career has the Experience section, its nav item and footer link;
// the sample has none, and its page has none of them.
const story = hasStory(content);
/** `items` with `extra` after About when the content has a career. */
const afterAbout = <T,>(items: T[], extra: T): T[] => (story ? [items[0]!, items[1]!, extra, ...items.slice(2)] : items);

const renderHome = () => renderAt('/');
const link = (name: string | RegExp) => screen.getAllByRole('link', { name })[0] as HTMLAnchorElement;

const layout = domSuite('home :: layout');

layout('should put nav, hero, about, projects, contact and footer in that order', () => {
  const { container } = renderHome();
  const top = [...container.children].map((el) => el.tagName.toLowerCase()).filter((tag) => tag !== 'a' && tag !== 'section');
  assert.equal(top, ['header', 'main', 'footer'], 'fixed bar, main, footer');
  const sections = [...container.querySelector('main')!.children].map((el) => el.id);
  assert.equal(sections, afterAbout(['top', 'about', 'projects', 'contact'], 'experience'), 'hero, about, (experience,) projects, contact');
  assert.is(container.querySelectorAll('h1').length, 1, 'one h1');
});

layout('should offer a skip link to the main content first', () => {
  const { container } = renderHome();
  const first = container.querySelector('a');
  assert.is(first?.textContent, content.labels.skipLink);
  assert.is(first?.getAttribute('href'), '#main');
  assert.ok(container.querySelector('main#main'));
});

layout.run();

// ---

const nav = domSuite('home :: navigation');

nav('should link Home, About, Projects, Contact to their sections and Blog to /blogs (when there are posts)', () => {
  renderHome();
  const bar = within(screen.getByRole('navigation', { name: content.labels.nav.label }));
  const items = bar.getAllByRole('listitem').map((li) => {
    const a = li.querySelector('a')!;
    return [a.textContent, a.getAttribute('href')];
  });
  assert.equal(items, afterAbout([['Home', '#top'], ['About', '#about'], ['Projects', '#projects'], ['Contact', '#contact'], ...(blog ? [['Blog', '/blogs']] : [])], ['Experience', '#experience']));
  assert.is(bar.getByRole('link', { name: 'Hire Me' }).getAttribute('href'), '#contact');
});

nav.run();

// ---

const hero = domSuite('home :: hero');

hero('should show the name, the exact title and the intro', () => {
  renderHome();
  assert.is(screen.getByRole('heading', { level: 1 }).textContent, content.person.name);
  assert.ok(within(screen.getByRole('region', { name: content.person.name })).getByText(content.person.title));
  assert.ok(screen.getByText(content.person.intro));
});

hero('should have the three buttons, the social icons and the scroll arrow', () => {
  const { container } = renderHome();
  const section = within(container.querySelector('#top') as HTMLElement);
  assert.is(section.getByRole('link', { name: 'View My Work' }).getAttribute('href'), '#projects');
  assert.is(section.getByRole('link', { name: 'Contact Me' }).getAttribute('href'), '#contact');
  const resume = section.getByRole('link', { name: 'Download Resume' });
  assert.is(resume.getAttribute('href'), '/resume.pdf');
  assert.is(resume.getAttribute('download'), resumeFileName(content.person));
  // The owner's profiles in their order, each named by its network, then the email.
  const icons = section.getAllByRole('listitem').map((item) => item.querySelector('a')!);
  assert.equal(icons.map((a) => a.getAttribute('href')), [...profiles.map((profile) => profile.url), `mailto:${content.person.email}`]);
  profiles.forEach((profile, i) => assert.match(icons[i]!.getAttribute('aria-label')!, new RegExp(`^${profile.name.replace(/\./g, '\\.')} `)));
  assert.is(section.getByRole('link', { name: content.labels.hero.scrollDown }).getAttribute('href'), '#about');
});

hero('should draw its background from a static asset of the site, high priority once revealed', () => {
  const { container } = renderHome();
  // The artwork, not the owner's portrait (which is named by the owner's name).
  const img = [...container.querySelectorAll<HTMLImageElement>('#top picture img')].find((image) => /\/hero/.test(image.getAttribute('src') ?? ''))!;
  assert.ok(img, 'the hero artwork');
  assert.is(img.getAttribute('alt'), '', 'decorative');
  assert.is(img.getAttribute('fetchpriority'), 'high');
  assert.is(img.getAttribute('loading'), 'lazy', 'requested when shown, after the first paint');
  assert.match(img.getAttribute('src')!, /^\/assets\/img\/hero/);
  assert.ok(img.getAttribute('width') && img.getAttribute('height'), 'reserves its space');
});

hero('should show the owner\'s portrait small and round when the content names one, named by the owner\'s name', () => {
  const data = makeSiteData({ ...content, person: { ...content.person, portrait: 'portrait.png' } }, testImages, siteData.sections);
  const { container } = renderAt('/', data);
  const portrait = within(container.querySelector('#top') as HTMLElement).getByRole('img', { name: content.person.name }) as HTMLImageElement;
  assert.match(portrait.getAttribute('src')!, /^\/assets\/img\/portrait/);
  assert.ok(portrait.getAttribute('width') && portrait.getAttribute('height'), 'reserves its space');
  assert.ok(portrait.closest('picture')!.querySelector('source[type="image/avif"]'), 'through the image pipeline');
  assert.is(portrait.getAttribute('fetchpriority'), 'low', 'the words beside it load first');
  // Before the name, so a screen reader meets the photo with the person it shows.
  assert.ok(portrait.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING);
});

hero('should leave no empty circle without a portrait', () => {
  const { portrait: _, ...person } = content.person;
  const { container } = renderAt('/', makeSiteData({ ...content, person }, testImages, siteData.sections));
  const hero = container.querySelector('#top') as HTMLElement;
  assert.is(within(hero).queryByRole('img', { name: content.person.name }), null);
  assert.is(hero.querySelectorAll('picture').length, 2, 'the two themes\' art only');
});

hero.run();

// ---

const about = domSuite('home :: about');

about('should show a three-paragraph bio and every skill group with all its skills, in order', () => {
  const { container } = renderHome();
  const section = container.querySelector('#about')!;
  assert.equal([...section.querySelectorAll('p')].slice(1).map((p) => p.textContent), [...content.person.bio], 'three bio paragraphs besides the lead');
  const groups = [...section.querySelectorAll('h4')].map((h) => [h.textContent, [...h.nextElementSibling!.querySelectorAll('li')].map((li) => li.textContent)]);
  assert.equal(groups, content.skillGroups.map((group) => [group.title, [...group.skills]]));
});

about.run();

// ---

const contact = domSuite('home :: contact');

contact('should show email, phone and location cards (those the owner gives) and a Ready to Start? card, in the owner\'s words', () => {
  const { container } = renderHome();
  const section = within(container.querySelector('#contact') as HTMLElement);
  const { phone, location } = content.person;
  assert.is(section.getByRole('link', { name: content.person.email }).getAttribute('href'), `mailto:${content.person.email}`);
  if (phone) {
    assert.is(section.getByRole('link', { name: phone }).getAttribute('href'), telHref(phone));
    assert.match(telHref(phone), /^tel:\+?\d+$/);
  }
  if (location) assert.ok(section.getByText(location));
  const cards = container.querySelectorAll('#contact h3');
  assert.equal([...cards].slice(0, -2).map((h) => h.textContent), [
    content.labels.contact.email, ...(phone ? [content.labels.contact.phone] : []), ...(location ? [content.labels.contact.location] : []),
  ], 'a card for each detail given, none for one left out');
  assert.ok(section.getByRole('heading', { name: content.labels.contact.readyTitle }));
  assert.ok(section.getByText(content.person.contactLead), 'the lead under the heading');
  assert.ok(section.getByText(content.person.availability), 'the Ready to Start? text');
  assert.is(section.getAllByRole('link', { name: new RegExp(`^${content.labels.social.email}:`) }).length, 1, 'social links');
  assert.is(section.getByRole('link', { name: 'Download Resume' }).getAttribute('href'), '/resume.pdf');
});

contact('Send Message should open a mail with subject "Let\'s Work Together" and a greeting body', () => {
  renderHome();
  const href = link('Send Message').getAttribute('href')!;
  const url = new URL(href);
  assert.is(url.protocol, 'mailto:');
  assert.is(url.pathname, content.person.email);
  assert.is(url.searchParams.get('subject'), "Let's Work Together");
  assert.is(url.searchParams.get('body'), content.message.body);
});

contact.run();

// ---

const footer = domSuite('home :: footer');

footer('should have a short bio, quick links, contact details, social icons and the copyright', () => {
  const { container } = renderHome();
  const foot = within(container.querySelector('footer') as HTMLElement);
  assert.ok(foot.getByText(content.person.shortBio));
  const quick = within(foot.getByRole('navigation', { name: content.labels.footer.quickLinks }));
  const links = [['About', '/#about'], ['Projects', '/#projects'], ...(blog ? [['Blogs', '/blogs']] : []), ['Contact', '/#contact']];
  if (story) links.splice(1, 0, ['Experience', '/#experience']);
  assert.equal(quick.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]), links);
  assert.ok(foot.getByRole('link', { name: content.person.email }));
  if (content.person.phone) assert.ok(foot.getByRole('link', { name: content.person.phone }));
  else assert.not.ok(container.querySelector('footer a[href^="tel:"]'), 'no phone, no phone line');
  if (content.person.location) assert.ok(foot.getByText(content.person.location));
  for (const profile of profiles) assert.ok(foot.getAllByRole('link').some((a) => a.getAttribute('href') === profile.url), profile.url);
  assert.is(foot.getByText(/^©/).textContent, `© ${new Date().getFullYear()} ${content.person.name}. ${content.labels.footer.rights}`);
});

footer.run();
