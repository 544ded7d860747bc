// The résumé made from the content when the owner brings no PDF: one A4 page when it fits, else
// more, each later page headed with the name and numbered. Projects never add a page: those that
// fit, then a line linking to the rest on the site.

import type { Fonts } from '../fonts/fallback';
import { mailtoHref, telHref } from '../../app/links';
import { localeOf } from '../../app/locale';
import { fillIn } from '../../app/page-titles';
import type { Content } from '../../content/types';
import { placeBlocks, type Frame, type Placement } from './pages';
import { PdfPage } from './pdf';
import { blockHeight, Pen, type Block } from './pen';
import { sectionBlocks } from './sections';
import { A4, bare, links, MARGIN, paperColours, paragraph, WIDTH, type Paper } from './style';

// The first baseline on page 1 (room for the name's capitals) and under later pages' running head.
const FIRST_BASELINE = A4.height - MARGIN - 18;
const RUNNING_HEAD = A4.height - MARGIN + 6;
const NEXT_TOP = RUNNING_HEAD - 26;
// The page number sits in the bottom margin, on pages of a résumé longer than one.
const PAGE_NUMBER_BASELINE = MARGIN - 24;

export async function resumePdf(content: Content, fonts: Fonts): Promise<Uint8Array> {
  const { person } = content;
  const page = await PdfPage.create(A4.width, A4.height, fonts, { title: fillIn(content.labels.resume.title, { name: person.name }), author: person.name, subject: person.title, lang: localeOf(content), date: new Date(content.updatedAt) });
  // The palette's paper colours (src/builder/themes.ts).
  const paper = paperColours(content);
  const pen = new Pen(page, paper, FIRST_BASELINE, true);
  header(pen, content);

  const { blocks, placements } = layout(content, page, paper, { firstTop: pen.y, nextTop: NEXT_TOP, bottom: MARGIN });
  const pages = (placements.at(-1)?.page ?? 0) + 1;
  let current = 0;
  blocks.forEach((block, i) => {
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

/**
 * The blocks and where they go: the story whole, then as many projects as fit on the page they
 * start on (the first always), with the line to the rest.
 */
function layout(content: Content, page: PdfPage, paper: Paper, frame: Frame): { blocks: Block[]; placements: Placement[] } {
  const { story, projects, more } = sectionBlocks(content);
  const heights = new Map<Block, number>();
  const place = (blocks: Block[]) =>
    placeBlocks(
      blocks.map((block) => {
        if (!heights.has(block)) heights.set(block, blockHeight(block, page, paper));
        return { name: block.name, height: heights.get(block)!, keepWithNext: block.keepWithNext };
      }),
      frame,
    );
  const lastPage = (placements: Placement[]) => placements.at(-1)!.page;
  // projects[0] is the heading: the heading and the first project go in together.
  const total = projects.length - 1;
  const withProjects = (count: number) => [...story, ...projects.slice(0, count + 1), ...(count < total ? [more(total - count)] : [])];
  let blocks = withProjects(1);
  let placements = place(blocks);
  const pagesWithFirst = lastPage(placements);
  for (let count = 2; count <= total; count++) {
    const next = withProjects(count);
    const nextPlacements = place(next);
    if (lastPage(nextPlacements) > pagesWithFirst) break;
    [blocks, placements] = [next, nextPlacements];
  }
  return { blocks, placements };
}

/** Page 1's top: the name and title (they wrap rather than run off the page; validate.ts caps their length), how to reach the person and where they are online. */
function header(pen: Pen, { person }: Content): void {
  paragraph(pen, person.name, { font: 'bold', size: 24, gap: 26 });
  pen.down(-6);
  paragraph(pen, person.title, { font: 'bold', size: 12, color: pen.paper.accent, gap: 15 });
  pen.down(3);
  // Phone and location are optional: a line is left out rather than shown empty.
  links(pen, [
    { label: '', url: mailtoHref(person.email), shown: person.email },
    ...(person.phone ? [{ label: '', url: telHref(person.phone), shown: person.phone }] : []),
  ]);
  if (person.location) paragraph(pen, person.location, { size: 9, color: pen.paper.muted });
  links(pen, [person.siteUrl, ...person.profiles.map((profile) => (typeof profile === 'string' ? profile : profile.url))].map((url) => ({ label: '', url, shown: bare(url) })));
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
