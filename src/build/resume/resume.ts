// The résumé made from the content (BRIEF §11), used when the owner supplies no PDF: name,
// title, contact, profile, experience, skills, projects and education, with clickable links.
// One A4 page when it fits; when it does not, the parts that do not fit go on a second page
// (pages.ts decides where), each later page headed with the name, every page numbered. Text
// in any script: each character is drawn by the first of the shipped fonts that has it
// (src/build/fonts).

import type { Fonts } from '../fonts/fallback';
import { mailtoHref, telHref } from '../../app/links';
import type { Content } from '../../content/types';
import { placeBlocks } from './pages';
import { PdfPage } from './pdf';
import { blockHeight, Pen, type Block } from './pen';
import { sectionBlocks } from './sections';
import { A4, bare, links, MARGIN, paperColours, WIDTH } from './style';

// The document's language, for screen readers and text extraction; the site is in English.
const LANG = 'en';
// Where the first baseline is on page 1 (under the top margin, room for the name's capitals)
// and on later pages (under the running head: the name and a hairline).
const FIRST_BASELINE = A4.height - MARGIN - 18;
const RUNNING_HEAD = A4.height - MARGIN + 6;
const NEXT_TOP = RUNNING_HEAD - 26;
// The page number sits in the bottom margin, on pages of a résumé longer than one.
const PAGE_NUMBER_BASELINE = MARGIN - 24;

export async function resumePdf(content: Content, fonts: Fonts): Promise<Uint8Array> {
  const { person } = content;
  const page = await PdfPage.create(A4.width, A4.height, fonts, { title: `${person.name} – Résumé`, author: person.name, subject: person.title, lang: LANG, date: new Date(content.updatedAt) });
  // The palette's paper colours (src/build/themes.ts).
  const paper = paperColours(content);
  const pen = new Pen(page, paper, FIRST_BASELINE, true);
  header(pen, content);

  const blocks = sectionBlocks(content);
  const placements = placeBlocks(
    blocks.map((block) => ({ name: block.name, height: blockHeight(block, page, paper), keepWithNext: block.keepWithNext })),
    { firstTop: pen.y, nextTop: NEXT_TOP, bottom: MARGIN },
  );
  const pages = (placements.at(-1)?.page ?? 0) + 1;
  let current = 0;
  blocks.forEach((block: Block, i) => {
    const { page: on, y } = placements[i]!;
    if (on !== current) {
      page.addPage();
      current = on;
      runningHead(new Pen(page, paper, RUNNING_HEAD, true), content);
    }
    if (pages > 1 && (i === 0 || on !== placements[i - 1]!.page)) pageNumber(new Pen(page, paper, PAGE_NUMBER_BASELINE, true), on + 1, pages);
    pen.y = y;
    block.draw(pen);
  });
  return page.finish();
}

/** Page 1's top: the name, the title, how to reach the person and where they are online. */
function header(pen: Pen, { person }: Content): void {
  pen.text(person.name, MARGIN, { font: 'bold', size: 24, color: pen.paper.ink });
  pen.down(20);
  pen.text(person.title, MARGIN, { font: 'bold', size: 12, color: pen.paper.accent });
  pen.down(18);
  links(pen, [
    { label: '', url: mailtoHref(person.email), shown: person.email },
    { label: '', url: telHref(person.phone), shown: person.phone },
  ]);
  pen.text(person.location, MARGIN, { size: 9, color: pen.paper.muted });
  pen.down(13);
  links(pen, [person.siteUrl, person.githubUrl, person.linkedinUrl].map((url) => ({ label: '', url, shown: bare(url) })));
}

/** A later page's top: the name, so a loose page still says whose it is. */
function runningHead(pen: Pen, { person }: Content): void {
  pen.text(person.name, MARGIN, { font: 'bold', size: 10, color: pen.paper.ink });
  pen.down(8);
  pen.rule(MARGIN, MARGIN + WIDTH, { width: 0.6, color: pen.paper.rule });
}

/** "Page 2 of 2", at the right of the bottom margin. */
function pageNumber(pen: Pen, page: number, pages: number): void {
  const text = `Page ${page} of ${pages}`;
  pen.text(text, MARGIN + WIDTH - pen.width(text, { size: 8 }), { size: 8, color: pen.paper.muted });
}
