// CSS custom properties and rules generated from the TypeScript constants and the theme
// palettes, so a number or colour is written once and the HTML needs no style
// attributes (the CSP has no 'unsafe-inline').

import type { Content } from '../content/types';
import { actionsRowCss, nameFitCss } from './name-fit';
import { cardDelay } from '../app/sections/ProjectCardDelay';
import { TOAST_GAP_PX, TOAST_WIDTH_PX } from '../app/toast/store';
import { POST_COLUMN_PX } from './posts/markdown';
import { sitePalette, themeCss } from './themes';

/** A printed page's margins, in millimetres: room for a printer's grip on A4 and Letter alike. */
export const PAGE_MARGIN_MM = { block: 14, inline: 16 } as const;

export function constantsCss(content: Content): string {
  // One rule per delay the cards use (ProjectCard's data-delay), so no number is written twice.
  const delays = [...new Set(content.projects.map((_, index) => cardDelay(index)))];
  return [
    themeCss(sitePalette(content.accent)),
    `:root{--toast-width:${TOAST_WIDTH_PX}px;--toast-gap:${TOAST_GAP_PX}px;--post-column:${POST_COLUMN_PX}px}`,
    nameFitCss(content.person.name),
    actionsRowCss([content.labels.hero.viewWork, content.labels.hero.contactMe, content.labels.hero.downloadResume]),
    // @page takes no custom property, so the margins are written here, from their constant.
    `@media print{@page{margin:${PAGE_MARGIN_MM.block}mm ${PAGE_MARGIN_MM.inline}mm}}`,
    ...delays.map((delay) => `[data-delay="${delay}"]{animation-delay:${delay}s}`),
  ].join('\n');
}
