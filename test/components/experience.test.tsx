// The Experience section, shown when the content has a career, between About and
// Featured Projects, with its own nav item, footer link and #experience anchor; newest first;
// dates in <time> elements that read the same in every time zone. Without a career the home
// page has no trace of it.
import { screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { hasStory } from '../../src/prerendered/sections/Experience';
import { EXPERIENCE_ID } from '../../src/app/sections/Prerendered';
import { renderSections } from '../../src/builder/prerender';
import { makeSiteData } from '../../src/builder/site-data';
import { domSuite, renderAt } from '../helpers/dom';
import { testImages } from '../helpers/site';
import { STORY } from '../fixtures/story';

const { labels } = content;
/** The site data the build writes for the content with `story`: the section prerendered as it ships. */
const withStory = (story: Partial<Content>) => {
  const owner: Content = { ...content, experience: undefined, education: undefined, ...story };
  return makeSiteData(owner, testImages, renderSections(owner));
};
const renderStory = (story: Partial<Content> = STORY) => renderAt('/', withStory(story));
const sectionIds = (container: HTMLElement) => [...container.querySelector('main')!.children].map((el) => el.id);
const originalTz = process.env.TZ;

const section = domSuite('experience :: the section');

section('should stand between About and Featured Projects, with a nav item and a footer link', () => {
  const { container } = renderStory();
  assert.equal(sectionIds(container), ['top', 'about', EXPERIENCE_ID, 'projects', 'contact']);
  const bar = within(screen.getByRole('navigation', { name: labels.nav.label }));
  const items = bar.getAllByRole('listitem').map((li) => li.querySelector('a')!.getAttribute('href'));
  assert.equal(items.slice(0, 4), ['#top', '#about', `#${EXPERIENCE_ID}`, '#projects']);
  const footer = within(screen.getByRole('navigation', { name: labels.footer.quickLinks }));
  assert.is(footer.getByRole('link', { name: labels.footer.experience }).getAttribute('href'), `/#${EXPERIENCE_ID}`);
  assert.is(screen.getByRole('region', { name: labels.experience.title }).id, EXPERIENCE_ID);
});

section('should list the jobs newest first, each a list item with its role and company', () => {
  renderStory();
  const region = within(screen.getByRole('region', { name: labels.experience.title }));
  const jobs = region.getAllByRole('list')[0]!;
  assert.is(jobs.tagName, 'OL');
  const headings = within(jobs).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  assert.equal(headings, ['Senior Frontend Engineer, Northwind Labs', `Frontend Engineer, Contoso ${labels.newTab}`, 'Full-Stack Developer, Fabrikam']);
});

section('should show each period in <time> elements, "Mar 2021 – Present", in every time zone', () => {
  try {
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      const { container, unmount } = renderStory();
      const times = [...container.querySelectorAll(`#${EXPERIENCE_ID} time`)].map((t) => [t.getAttribute('datetime'), t.textContent]);
      assert.equal(times.slice(0, 3), [['2021-03', 'Mar 2021'], ['2018-06', 'Jun 2018'], ['2021-02', 'Feb 2021']], zone);
      assert.ok(container.querySelector(`#${EXPERIENCE_ID}`)!.textContent!.includes('Mar 2021 – Present'), zone);
      unmount();
    }
  } finally {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  }
});

section('should show the summary, highlights and technologies, and link the company in a new tab', () => {
  renderStory();
  const region = within(screen.getByRole('region', { name: labels.experience.title }));
  assert.ok(region.getByText(STORY.experience[1]!.summary!));
  const highlights = region.getAllByRole('list', { name: labels.experience.highlights })[0]!;
  assert.equal(within(highlights).getAllByRole('listitem').map((li) => li.textContent), STORY.experience[1]!.highlights);
  const technologies = region.getAllByRole('list', { name: labels.experience.technologies })[0]!;
  assert.equal(within(technologies).getAllByRole('listitem').map((li) => li.textContent), STORY.experience[1]!.technologies);
  const company = region.getByRole('link', { name: `Contoso ${labels.newTab}` });
  assert.is(company.getAttribute('href'), STORY.experience[0]!.url);
  assert.is(company.getAttribute('target'), '_blank');
});

section('should put the studies under an Education heading, headings in order', () => {
  const { container } = renderStory();
  const levels = [...container.querySelectorAll(`#${EXPERIENCE_ID} :is(h2, h3, h4)`)].map((h) => `${h.tagName}:${h.textContent}`);
  assert.equal(levels.slice(-3), [`H3:${labels.experience.education}`, 'H4:University College London', `H4:University of Manchester ${labels.newTab}`]);
  assert.ok(container.querySelector(`#${EXPERIENCE_ID}`)!.textContent!.includes('MSc, Human-Computer Interaction2015 – 2016'));
});

section('should be titled Education, its studies one level up, when there is no job', () => {
  const { container } = renderStory({ education: STORY.education });
  assert.ok(screen.getByRole('region', { name: labels.experience.education }));
  const levels = [...container.querySelectorAll(`#${EXPERIENCE_ID} :is(h2, h3, h4)`)].map((h) => h.tagName);
  assert.equal(levels, ['H2', 'H3', 'H3']);
  assert.is(container.querySelector(`#${EXPERIENCE_ID} ol`), null);
});

section.run();

// ---

const none = domSuite('experience :: without a career');

none('should leave the home page without it: no section, nav item or footer link', () => {
  const { container } = renderStory({ experience: [], education: [] });
  assert.equal(sectionIds(container), ['top', 'about', 'projects', 'contact']);
  assert.is(screen.queryByRole('link', { name: labels.nav.experience }), null);
  assert.is(container.querySelector(`[href$="#${EXPERIENCE_ID}"]`), null);
  assert.not.ok(hasStory({}));
  assert.not.ok(hasStory({ experience: [], education: [] }));
  assert.ok(hasStory({ education: STORY.education }));
});

none.run();
