// The Experience section, shown when the content has a career (test/fixtures/story.ts: three
// jobs, the current one listed second, and two studies), between About and Featured Projects.
import { screen, within } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { renderSections } from '../../src/builder/prerender';
import { makeSiteData } from '../../src/builder/site-data';
import { domSuite, renderAt } from '../helpers/dom';
import { testImages } from '../helpers/site';
import { STORY } from '../fixtures/story';

/** The home page the build writes for the sample with `story`: the section prerendered as it ships. */
const renderStory = (story: Partial<Content> = STORY) => {
  const owner: Content = { ...content, experience: undefined, education: undefined, ...story };
  return renderAt('/', makeSiteData(owner, testImages, renderSections(owner)));
};
const sectionIds = (container: HTMLElement) => [...container.querySelector('main')!.children].map((el) => el.id);
const headings = (container: HTMLElement) => [...container.querySelectorAll('#experience :is(h2, h3, h4)')].map((h) => `${h.tagName}:${h.textContent}`);
const originalTz = process.env.TZ;

const section = domSuite('experience');

section('should stand between About and Featured Projects, with a nav item and a footer link', () => {
  const { container } = renderStory();
  assert.equal(sectionIds(container), ['top', 'about', 'experience', 'projects', 'contact']);
  const bar = within(screen.getByRole('navigation', { name: 'Main' }));
  assert.equal(bar.getAllByRole('listitem').slice(0, 4).map((li) => li.querySelector('a')!.getAttribute('href')), ['#top', '#about', '#experience', '#projects']);
  assert.is(within(screen.getByRole('navigation', { name: 'Quick Links' })).getByRole('link', { name: 'Experience' }).getAttribute('href'), '/#experience');
  assert.is(screen.getByRole('region', { name: 'Experience' }).id, 'experience');
});

section('should list the jobs newest first, with summary, highlights, technologies and the company linked in a new tab', () => {
  const { container } = renderStory();
  const region = within(screen.getByRole('region', { name: 'Experience' }));
  const jobs = region.getAllByRole('list')[0]!;
  assert.is(jobs.tagName, 'OL');
  assert.equal(within(jobs).getAllByRole('heading', { level: 3 }).map((h) => h.textContent),
    ['Senior Frontend Engineer, Northwind Labs', 'Frontend Engineer, Contoso (opens in a new tab)', 'Full-Stack Developer, Fabrikam']);
  assert.ok(region.getByText('Lead engineer of the design system used by eleven product teams.'));
  const [highlights] = region.getAllByRole('list', { name: 'Highlights' });
  assert.equal(within(highlights!).getAllByRole('listitem').map((li) => li.textContent), ['Moved 140 components to a token-based theme', 'Cut the JavaScript by 38% with route-level code splitting']);
  const [technologies] = region.getAllByRole('list', { name: 'Technologies' });
  assert.equal(within(technologies!).getAllByRole('listitem').map((li) => li.textContent), ['React', 'TypeScript', 'Storybook', 'Playwright']);
  const company = region.getByRole('link', { name: 'Contoso (opens in a new tab)' });
  assert.equal([company.getAttribute('href'), company.getAttribute('target')], ['https://contoso.example.org', '_blank']);
  assert.equal(headings(container).slice(-3), ['H3:Education', 'H4:University College London', 'H4:University of Manchester (opens in a new tab)'], 'the studies under Education');
  assert.ok(container.querySelector('#experience')!.textContent!.includes('MSc, Human-Computer Interaction2015 – 2016'));
});

section('should show each period in <time> elements, "Mar 2021 – Present", in every time zone', () => {
  try {
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      const { container, unmount } = renderStory();
      const times = [...container.querySelectorAll('#experience time')].map((t) => [t.getAttribute('datetime'), t.textContent]);
      assert.equal(times.slice(0, 3), [['2021-03', 'Mar 2021'], ['2018-06', 'Jun 2018'], ['2021-02', 'Feb 2021']], zone);
      assert.ok(container.querySelector('#experience')!.textContent!.includes('Mar 2021 – Present'), zone);
      unmount();
    }
  } finally {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  }
});

section('should be titled Education, its studies one level up, when there is no job', () => {
  const { container } = renderStory({ education: STORY.education });
  assert.ok(screen.getByRole('region', { name: 'Education' }));
  assert.equal(headings(container).map((h) => h.slice(0, 2)), ['H2', 'H3', 'H3']);
  assert.is(container.querySelector('#experience ol'), null);
});

section('should leave no trace without a career: no section, nav item or footer link', () => {
  const { container } = renderStory({ experience: [], education: [] });
  assert.equal(sectionIds(container), ['top', 'about', 'projects', 'contact']);
  assert.is(container.querySelector('[href$="#experience"]'), null);
});

section.run();
