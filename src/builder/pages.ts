// Every page as static HTML: the template filled with its <head>, the App's HTML and the data it
// hydrates from. The stylesheet and boot script are inlined (one request to first paint), their
// hashes in the CSP.

import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { MAIN_SLOT, PAGE_DATA_FILE } from '../app/pages/static-pages';
import type { SiteData } from '../app/site-data';
import { iconSprite, iconsUsedIn, iconSymbols } from '../prerendered/icon-paths';
import type { ImageManifest } from '../app/images/manifest';
import type { Content } from '../content/types';
import { ASSETS_DIR } from '../server/headers';
import { RELOAD_SCRIPT } from '../server/server';
import { bootScript, minify, type PrerenderModule } from './bundles';
import { constantsCss } from './constants-css';
import { deferredHeadTags, escapeHtml, headTags, type SocialCardFile } from './head';
import { resolveBreakpoints } from './media-css';
import { writeFile } from './output-cache';
import { TEMPLATE } from './paths';
import { printRulesLast } from './print-css';
import { makeSiteData } from './site-data';
import type { SitePage } from './site-pages';
import { directionOf, localeOf } from '../app/locale';

export interface InlineCode {
  styles: string;
  boot: string;
  scriptHashes: string[];
  styleHashes: string[];
}

/** The stylesheet (print rules last, breakpoints' widths in) and the boot script, with their hashes. */
export async function buildInlineCode({ css, content, scriptUrl, dev }: { css: string; content: Content; scriptUrl: string; dev: boolean }): Promise<InlineCode> {
  const styles = printRulesLast(resolveBreakpoints(await minify(`${css}\n${constantsCss(content)}`, 'css', dev))).trim();
  const boot = await bootScript(scriptUrl, dev);
  return { styles, boot, scriptHashes: [sha256Base64(boot)], styleHashes: [sha256Base64(styles)] };
}

export interface PageOptions {
  outDir: string;
  prerender: PrerenderModule;
  inline: InlineCode;
  /** A CSP for hosts that cannot send headers: first in <head>, as a meta policy only governs what follows it. */
  metaTags: string;
  content: Content;
  images: ImageManifest;
  basePath: string;
  year: number;
  card: SocialCardFile;
  postCards: Record<string, SocialCardFile>;
  bodies: Record<string, string>;
  dev: boolean;
}

/**
 * Renders every page to static HTML. A blog page's main content goes in its slot and in a small
 * file beside it for a visit by the router; an own post gets its own card.
 */
export async function buildPages({ outDir, prerender, inline: { styles, boot }, metaTags, content, images, basePath, year, card, postCards, bodies, dev }: PageOptions): Promise<string[]> {
  const template = await fs.readFile(TEMPLATE, 'utf8');
  const language = languageAttributes(localeOf(content));
  const head = (page: SitePage) =>
    [
      metaTags,
      headTags(page, content, { basePath, year, card: (page.post && postCards[page.post.id]) ?? card }),
      `<script>${boot}</script>`,
      `<style>${styles}</style>`,
      deferredHeadTags(basePath),
      dev ? `<script type="module" src="${RELOAD_SCRIPT}"></script>` : '',
    ].filter(Boolean).join('\n');
  const data = makeSiteData(content, images, prerender.renderSections(content, images));
  const mainOf = prerender.blogMains(content, bodies);
  // Each page's sprite holds the icons it draws once its main is in (a replace function, so "$&"
  // in a post stays). Home's and 404's go into the site data, a blog page's into its own file.
  const rendered = prerender.allPages(content).map((page) => {
    const main = mainOf(page);
    const app = prerender.renderPage(page, data);
    const filled = main === null ? app : app.replace(MAIN_SLOT, () => main);
    return { page, app: filled, main, symbols: iconSymbols(iconsUsedIn(filled)) };
  });
  const sprites: Record<string, string> = {};
  for (const { page, main, symbols } of rendered) if (main === null) sprites[page.ref.key] = symbols;
  const siteData = await buildSiteData(outDir, { ...data, sprites }, basePath);
  for (const { page, app, main, symbols } of rendered) {
    const dir = path.join(outDir, path.dirname(page.file));
    if (main !== null) await writeFile(path.join(dir, PAGE_DATA_FILE), JSON.stringify({ ...page.ref, main, sprite: symbols }));
    const slots = { language, head: head(page), icons: iconSprite(symbols), app, siteData, page: escapeHtml(JSON.stringify(page.ref)) };
    await writeFile(path.join(outDir, page.file), fill(template, slots));
  }
  return rendered.map(({ page }) => page.file);
}

/** The site data, one hashed JSON file shared by every page; returns its URL. */
async function buildSiteData(outDir: string, data: SiteData, basePath: string): Promise<string> {
  const json = JSON.stringify(data);
  const file = `${ASSETS_DIR}/site-data-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  await writeFile(path.join(outDir, file), json);
  return `${basePath}${file}`;
}

/** <html>'s lang, and dir for a language written right to left (left to right is the default). */
export function languageAttributes(locale: string): string {
  return `lang="${escapeHtml(locale)}"${directionOf(locale) === 'rtl' ? ' dir="rtl"' : ''}`;
}

/** The template's `<!--name-->` slots, filled. */
function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/<!--(\w+)-->/g, (match, name: string) => slots[name] ?? match);
}

function sha256Base64(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}
