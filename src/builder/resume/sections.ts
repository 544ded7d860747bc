// The résumé's sections as blocks the layout places (pages.ts): profile, experience, education,
// skills, then the projects, which give way when the page is full.

import { jobPeriod, periodText, studyPeriod } from '../../prerendered/experience/months';
import { newestJobsFirst, newestStudiesFirst } from '../../prerendered/experience/order';
import type { Content, Education, Job, Labels, Project } from '../../content/types';
import { localeOf } from '../../app/locale';
import { fillIn } from '../../app/page-titles';
import type { Block, Pen } from './pen';
import { bare, heading, links, MARGIN, paragraph, WIDTH } from './style';

// Room between the title line and the dates at its right.
const DATES_GAP = 12;
// A highlight's bullet, and how far its text is indented.
const BULLET = '•';
const BULLET_INDENT = 12;

/** The story's blocks, then the projects' heading and blocks, and the line to the projects left out. */
export interface ResumeBlocks {
  story: Block[];
  projects: Block[];
  more(count: number): Block;
}

export function sectionBlocks(content: Content): ResumeBlocks {
  const { person, labels } = content;
  const jobs = newestJobsFirst(content.experience ?? []);
  const studies = newestStudiesFirst(content.education ?? []);
  const present = labels.experience.present;
  const words = labels.resume;
  const locale = localeOf(content);
  const titled = (title: string, entries: Block[]): Block[] => [{ name: title, keepWithNext: true, draw: (pen) => heading(pen, title, locale) }, ...entries];
  return {
    story: [
      ...titled(words.profile, [{ name: 'person.bio', draw: (pen) => paragraph(pen, `${person.bio[0]} ${person.bio[1]}`) }]),
      ...(jobs.length ? titled(labels.experience.title, jobs.map((job) => ({ name: `experience ${JSON.stringify(job.company)}`, draw: (pen) => jobBlock(pen, job, present, locale) }))) : []),
      ...(studies.length ? titled(labels.experience.education, studies.map((study) => ({ name: `education ${JSON.stringify(study.institution)}`, draw: (pen) => studyBlock(pen, study, present) }))) : []),
      ...titled(words.skills, [{ name: 'skillGroups', draw: (pen) => skills(pen, content) }]),
    ],
    projects: titled(words.projects, content.projects.map((project) => ({ name: `projects ${JSON.stringify(project.title)}`, draw: (pen) => projectBlock(pen, project, words) }))),
    more: (count) => ({
      name: 'the line to the other projects',
      draw: (pen) => links(pen, [{ label: '', url: person.siteUrl, shown: moreProjects(words.moreProjects, count, bare(person.siteUrl), locale) }], 8.5),
    }),
  };
}

function skills(pen: Pen, content: Content): void {
  for (const group of content.skillGroups) {
    const label = `${group.title}: `;
    const labelWidth = pen.width(label, { font: 'bold', size: 9.5 });
    pen.text(label, MARGIN, { font: 'bold', size: 9.5, color: pen.paper.ink });
    const lines = pen.wrap(group.skills.join(', '), WIDTH - labelWidth, { size: 9.5 });
    lines.forEach((line, i) => {
      pen.text(line, MARGIN + labelWidth, { size: 9.5, color: pen.paper.ink });
      if (i < lines.length - 1) pen.down(13);
    });
    pen.down(15);
  }
}

/** The title, which wraps, with the technologies on its last line when they fit there, else below it; the description; the links. */
function projectBlock(pen: Pen, { title, technologies, description, liveUrl, codeUrl }: Project, words: Labels['resume']): void {
  const bold = { font: 'bold', size: 10.5, color: pen.paper.ink } as const;
  const titleLines = pen.wrap(title, WIDTH, bold);
  titleLines.forEach((line, i) => {
    const lineWidth = pen.text(line, MARGIN, bold);
    if (i < titleLines.length - 1) pen.down(13);
    else placeTechnologies(pen, technologies.join(' · '), lineWidth);
  });
  paragraph(pen, description, { size: 9, gap: 12, color: pen.paper.body });
  const items = [{ label: words.live, url: liveUrl, shown: bare(liveUrl) }];
  if (codeUrl !== '#') items.push({ label: words.code, url: codeUrl, shown: bare(codeUrl) });
  links(pen, items, 8.5);
  pen.down(3);
}

/** "3 more projects on alexcarter.dev", in the plural form the count takes in the site's language. */
function moreProjects(forms: Labels['resume']['moreProjects'], count: number, site: string, locale: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fillIn(form, { count: String(count), site });
}

/** The technologies after a title line `titleWidth` wide: beside it if they fit, else on lines of their own. */
function placeTechnologies(pen: Pen, text: string, titleWidth: number): void {
  const beside = `  ${text}`;
  if (titleWidth + pen.width(beside, { size: 8.5 }) <= WIDTH) {
    pen.text(beside, MARGIN + titleWidth, { size: 8.5, color: pen.paper.muted });
    pen.down(13);
  } else {
    pen.down(12);
    paragraph(pen, text, { size: 8.5, color: pen.paper.muted, gap: 12 });
    pen.down(1);
  }
}

/** "Senior Engineer, Acme" in bold, dates at the right; place, summary, highlights and technologies below. */
function jobBlock(pen: Pen, job: Job, present: string, locale: string): void {
  titleWithDates(pen, job.role, job.company, job.url, periodText(jobPeriod(job, present, locale)));
  if (job.location) {
    pen.text(job.location, MARGIN, { size: 8.5, color: pen.paper.muted });
    pen.down(12);
  }
  if (job.summary) paragraph(pen, job.summary, { size: 9, gap: 12, color: pen.paper.body });
  for (const highlight of job.highlights ?? []) {
    pen.text(BULLET, MARGIN + 2, { size: 9, color: pen.paper.muted });
    paragraph(pen, highlight, { size: 9, gap: 12, color: pen.paper.body, indent: BULLET_INDENT });
  }
  if (job.technologies?.length) paragraph(pen, job.technologies.join(' · '), { size: 8.5, gap: 12, color: pen.paper.muted });
  pen.down(5);
}

/** The institution in bold (a link when it has an address) with "2015 – 2016" at the right; "MSc, Computer Science" below, as LinkedIn lists a study. */
function studyBlock(pen: Pen, study: Education, present: string): void {
  const dates = periodText(studyPeriod(study, present));
  const room = datesAtRight(pen, dates);
  const bold = { font: 'bold', size: 10.5, color: study.url ? pen.paper.accent : pen.paper.ink } as const;
  const lines = pen.wrap(study.institution, room, bold);
  lines.forEach((line) => {
    const width = pen.text(line, MARGIN, bold);
    if (study.url) pen.link(MARGIN, width, 10.5, study.url);
    pen.down(13);
  });
  paragraph(pen, [study.degree, study.area].filter(Boolean).join(', '), { size: 9, gap: 12, color: pen.paper.body });
  pen.down(4);
}

/** Dates at the right of the current line; returns the room they leave for the text at the left. */
function datesAtRight(pen: Pen, dates: string): number {
  if (!dates) return WIDTH;
  const width = pen.width(dates, { size: 9 });
  pen.text(dates, MARGIN + WIDTH - width, { size: 9, color: pen.paper.muted });
  return WIDTH - width - DATES_GAP;
}

/** "<title>, <place>" wrapped in the room the dates leave; the place links to its address. */
function titleWithDates(pen: Pen, title: string, place: string, url: string | undefined, dates: string): void {
  const room = datesAtRight(pen, dates);
  const bold = { font: 'bold', size: 10.5, color: pen.paper.ink } as const;
  const titleLines = pen.wrap(`${title},`, room, bold);
  let x = MARGIN;
  titleLines.forEach((line, i) => {
    x = MARGIN + pen.text(line, MARGIN, bold);
    if (i < titleLines.length - 1) pen.down(13);
  });
  // The place follows the title on its last line when it fits there, else on a line of its own.
  const placeStyle = { size: 10.5, color: url ? pen.paper.accent : pen.paper.ink } as const;
  const spaced = ` ${place}`;
  if (x + pen.width(spaced, placeStyle) > MARGIN + room) {
    pen.down(13);
    x = MARGIN;
  }
  const shown = x === MARGIN ? place : spaced;
  const placeWidth = pen.text(shown, x, placeStyle);
  if (url) pen.link(x, placeWidth, 10.5, url);
  pen.down(13);
}
