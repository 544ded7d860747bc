import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import type { Content } from '../../src/content/types';
import { textWidth, wrapText } from '../../src/resume/pdf';
import { resumePdf } from '../../src/resume/resume';
import { readPdf } from '../helpers/pdf-text';

const resume = suite('resumePdf');

resume('should be a valid one-page PDF', () => {
  const pdf = readPdf(resumePdf(content));
  assert.is(pdf.pages, 1);
  assert.is(pdf.info, 'Alex Carter – Résumé');
});

resume('should carry the name, title, contact, every skill and every project', () => {
  const pdf = readPdf(resumePdf(content));
  const text = pdf.text.join(' ');
  for (const expected of [content.person.name, content.person.title, content.person.email, content.person.phone, content.person.location]) {
    assert.ok(text.includes(expected), expected);
  }
  for (const skill of content.skillGroups.flatMap((group) => group.skills)) assert.ok(text.includes(skill), skill);
  for (const project of content.projects) assert.ok(text.includes(project.title), project.title);
});

resume('should link to live demos and public code, not to private "#"', () => {
  const { links } = readPdf(resumePdf(content));
  for (const project of content.projects) {
    assert.ok(links.includes(project.liveUrl), project.liveUrl);
    if (project.githubUrl !== '#') assert.ok(links.includes(project.githubUrl), project.githubUrl);
  }
  assert.not.ok(links.includes('#'));
  assert.ok(links.includes(`mailto:${content.person.email}`));
});

resume('should refuse content that does not fit on one page', () => {
  const bio = content.person.bio;
  const long: Content = { ...content, person: { ...content.person, bio: [bio[0].repeat(12), bio[1], bio[2]] } };
  assert.throws(() => resumePdf(long), /runs \d+ pt past one page/);
});

resume.run();

// ---

const metrics = suite('pdf text metrics');

metrics('should measure with Helvetica widths and wrap within the width', () => {
  assert.is(textWidth('A', 'regular', 10), 6.67);
  assert.is(textWidth('A', 'bold', 10), 7.22);
  const lines = wrapText('one two three four five six seven', 'regular', 10, 60);
  assert.ok(lines.length > 1);
  for (const line of lines) assert.ok(textWidth(line, 'regular', 10) <= 60, line);
});

metrics.run();
