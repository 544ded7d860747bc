// A one-page résumé made from the content (BRIEF §11), used when the owner supplies no PDF:
// name, title, contact, profile, skills and projects with their links. Text in any script:
// each character is drawn by the first of the shipped fonts that has it (src/build/fonts).

import type { Fonts, FontWeight } from '../fonts/fallback';
import { mailtoHref, telHref } from '../../app/links';
import type { Content } from '../../content/types';
import { parseHex } from '../palette/oklch';
import { sitePalette } from '../themes';
import { PdfPage, type Rgb } from './pdf';

const A4 = { width: 595.28, height: 841.89 }; // points
const MARGIN = 48;

// The document's language, for screen readers and text extraction; the site is in English.
const LANG = 'en';

export async function resumePdf(content: Content, fonts: Fonts): Promise<Uint8Array> {
  const { person } = content;
  // The palette's paper colours; the accent is the light theme's, which reads on white.
  const { paper } = sitePalette(content.accent);
  const colour = (name: keyof typeof paper): Rgb => parseHex(paper[name]);
  const [INK, MUTED, BODY, RULE, ACCENT] = [colour('ink'), colour('muted'), colour('body'), colour('rule'), colour('accent')];
  const page = await PdfPage.create(A4.width, A4.height, fonts, { title: `${person.name} – Résumé`, author: person.name, subject: person.title, lang: LANG, date: new Date(content.updatedAt) });
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN - 18;

  const paragraph = (text: string, { font = 'regular', size = 9.5, color = INK, gap = 13, indent = 0 }: { font?: FontWeight; size?: number; color?: Rgb; gap?: number; indent?: number } = {}) => {
    for (const line of page.wrapText(text, font, size, width - indent)) {
      page.text(line, MARGIN + indent, y, { font, size, color });
      y -= gap;
    }
  };
  const heading = (text: string) => {
    y -= 8;
    page.text(text.toUpperCase(), MARGIN, y, { font: 'bold', size: 10, color: ACCENT });
    y -= 5;
    page.rule(MARGIN, y, A4.width - MARGIN, y, { width: 0.6, color: RULE });
    y -= 14;
  };
  /** A run of "label: url" pieces on one line, each url clickable. */
  const links = (items: { label: string; url: string; shown: string }[], size = 9) => {
    let x = MARGIN;
    items.forEach((item, i) => {
      if (i > 0) x += page.text('   ·   ', x, y, { size, color: MUTED });
      const text = item.label ? `${item.label} ${item.shown}` : item.shown;
      const w = page.text(text, x, y, { size, color: ACCENT });
      page.link(x, y - 3, w, size + 4, item.url);
      x += w;
    });
    y -= 14;
  };

  // Header
  page.text(person.name, MARGIN, y, { font: 'bold', size: 24, color: INK });
  y -= 20;
  page.text(person.title, MARGIN, y, { font: 'bold', size: 12, color: ACCENT });
  y -= 18;
  links([
    { label: '', url: mailtoHref(person.email), shown: person.email },
    { label: '', url: telHref(person.phone), shown: person.phone },
  ]);
  page.text(person.location, MARGIN, y, { size: 9, color: MUTED });
  y -= 13;
  links([
    { label: '', url: person.siteUrl, shown: bare(person.siteUrl) },
    { label: '', url: person.githubUrl, shown: bare(person.githubUrl) },
    { label: '', url: person.linkedinUrl, shown: bare(person.linkedinUrl) },
  ]);

  heading('Profile');
  paragraph(`${person.bio[0]} ${person.bio[1]}`);

  heading('Skills');
  for (const group of content.skillGroups) {
    const label = `${group.title}: `;
    const labelWidth = page.textWidth(label, 'bold', 9.5);
    page.text(label, MARGIN, y, { font: 'bold', size: 9.5, color: INK });
    const lines = page.wrapText(group.skills.join(', '), 'regular', 9.5, width - labelWidth);
    lines.forEach((line, i) => {
      page.text(line, MARGIN + labelWidth, y, { size: 9.5, color: INK });
      if (i < lines.length - 1) y -= 13;
    });
    y -= 15;
  }

  heading('Selected projects');
  for (const project of content.projects) {
    const titleWidth = page.text(project.title, MARGIN, y, { font: 'bold', size: 10.5, color: INK });
    page.text(`  ${project.technologies.join(' · ')}`, MARGIN + titleWidth, y, { size: 8.5, color: MUTED });
    y -= 13;
    paragraph(project.description, { size: 9, gap: 12, color: BODY });
    const items = [{ label: 'Live:', url: project.liveUrl, shown: bare(project.liveUrl) }];
    if (project.githubUrl !== '#') items.push({ label: 'Code:', url: project.githubUrl, shown: bare(project.githubUrl) });
    links(items, 8.5);
    y -= 3;
  }

  if (y < MARGIN) {
    throw new Error(`The generated résumé runs ${Math.ceil(MARGIN - y)} pt past one page; shorten the bio or project descriptions in src/content/content.ts, or supply your own PDF (resumeFile).`);
  }
  return page.finish();
}

/** "https://github.com/example" -> "github.com/example". */
function bare(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
