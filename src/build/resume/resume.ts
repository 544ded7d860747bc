// A one-page résumé made from the content (BRIEF §11), used when the owner supplies no PDF:
// name, title, contact (what the owner gives of it), profile, skills and projects with their links. Text in any script:
// each character is drawn by the first of the shipped fonts that has it (src/build/fonts).

import type { Fonts, FontWeight } from '../fonts/fallback';
import { mailtoHref, telHref } from '../../app/links';
import type { Content } from '../../content/types';
import { parseHex } from '../palette/oklch';
import { sitePalette } from '../themes';
import { PdfPage, type Rgb } from './pdf';

const A4 = { width: 595.28, height: 841.89 }; // points
const MARGIN = 48;
const LINK_LINE = 13; // points from one line of links to the next

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
  // Whether the helpers below draw, or only move y on as drawing would (to measure a block).
  let drawing = true;
  const ink = {
    text: (text: string, x: number, at: number, options: { font?: FontWeight; size?: number; color?: Rgb }) =>
      drawing ? page.text(text, x, at, options) : page.textWidth(text, options.font ?? 'regular', options.size ?? 10),
    link: (...area: Parameters<PdfPage['link']>) => void (drawing && page.link(...area)),
  };
  /** How far `block` moves y on, measured without drawing. */
  const heightOf = (block: () => void) => {
    const start = y;
    drawing = false;
    block();
    drawing = true;
    const height = start - y;
    y = start;
    return height;
  };

  const paragraph = (text: string, { font = 'regular', size = 9.5, color = INK, gap = 13, indent = 0 }: { font?: FontWeight; size?: number; color?: Rgb; gap?: number; indent?: number } = {}) => {
    for (const line of page.wrapText(text, font, size, width - indent)) {
      ink.text(line, MARGIN + indent, y, { font, size, color });
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
  /** A run of "label url" pieces, each url clickable, wrapped onto more lines when they do not fit one. */
  const links = (items: { label: string; url: string; shown: string }[], size = 9) => {
    const separator = '   ·   ';
    const separatorWidth = page.textWidth(separator, 'regular', size);
    let x = MARGIN;
    items.forEach((item, i) => {
      const text = item.label ? `${item.label} ${item.shown}` : item.shown;
      // An address wider than the whole line is set smaller, never past the margin.
      const fit = Math.min(size, (size * width) / page.textWidth(text, 'regular', size));
      const itemWidth = page.textWidth(text, 'regular', fit);
      if (i > 0 && x + separatorWidth + itemWidth > MARGIN + width) {
        y -= LINK_LINE;
        x = MARGIN;
      } else if (i > 0) x += ink.text(separator, x, y, { size, color: MUTED });
      const w = ink.text(text, x, y, { size: fit, color: ACCENT });
      ink.link(x, y - 3, w, fit + 4, item.url);
      x += w;
    });
    y -= LINK_LINE + 1;
  };

  // Header: the name and title wrap rather than run off the page (validate.ts caps their length).
  paragraph(person.name, { font: 'bold', size: 24, gap: 26 });
  y += 6;
  paragraph(person.title, { font: 'bold', size: 12, color: ACCENT, gap: 15 });
  y -= 3;
  // Phone and location are optional: a line is left out rather than shown empty.
  links([
    { label: '', url: mailtoHref(person.email), shown: person.email },
    ...(person.phone ? [{ label: '', url: telHref(person.phone), shown: person.phone }] : []),
  ]);
  if (person.location) paragraph(person.location, { size: 9, color: MUTED });
  links([person.siteUrl, ...person.profiles.map((profile) => (typeof profile === 'string' ? profile : profile.url))].map((url) => ({ label: '', url, shown: bare(url) })));

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

  /** The technologies after a title line `titleWidth` wide: beside it if they fit, else on lines of their own. */
  const placeTechnologies = (text: string, titleWidth: number) => {
    const beside = `  ${text}`;
    if (titleWidth + page.textWidth(beside, 'regular', 8.5) <= width) {
      ink.text(beside, MARGIN + titleWidth, y, { size: 8.5, color: MUTED });
      y -= 13;
    } else {
      y -= 12;
      paragraph(text, { size: 8.5, color: MUTED, gap: 12 });
      y -= 1;
    }
  };

  const project = ({ title, technologies, description, liveUrl, codeUrl }: Content['projects'][number]) => {
    // The title wraps; the technologies follow on its last line when they fit there, else below it.
    const titleLines = page.wrapText(title, 'bold', 10.5, width);
    titleLines.forEach((line, i) => {
      const lineWidth = ink.text(line, MARGIN, y, { font: 'bold', size: 10.5, color: INK });
      if (i < titleLines.length - 1) y -= 13;
      else placeTechnologies(technologies.join(' · '), lineWidth);
    });
    paragraph(description, { size: 9, gap: 12, color: BODY });
    const items = [{ label: 'Live:', url: liveUrl, shown: bare(liveUrl) }];
    if (codeUrl !== '#') items.push({ label: 'Code:', url: codeUrl, shown: bare(codeUrl) });
    links(items, 8.5);
    y -= 3;
  };

  // The projects in the owner's order while they fit the page (up to twelve may not), then a
  // line linking to the site for the rest; the first is always drawn.
  heading('Selected projects');
  const more = (count: number) => () => links([{ label: '', url: person.siteUrl, shown: `${count} more project${count > 1 ? 's' : ''} on ${bare(person.siteUrl)}` }], 8.5);
  for (const [i, item] of content.projects.entries()) {
    const left = content.projects.length - i - 1;
    const room = heightOf(() => project(item)) + (left > 0 ? heightOf(more(left)) : 0);
    if (i > 0 && y - room < MARGIN) {
      more(left + 1)();
      break;
    }
    project(item);
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
