// The whole build, top to bottom: one step per artefact, each in the module named beside it.
// It writes into a fresh folder in .cache and swaps that in only when every step succeeded,
// so a failed build leaves the last good site in place.

import * as fs from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { pagesMetaTags } from './deploy-configs';
import { ASSETS_DIR, headerRules } from '../server/headers';
import { BuildError } from './build-error';
import { basePathFor } from './base-path';
import { buildBundles, loadContent } from './bundles';
import { buildIcons, buildSocialCard } from './cards-and-icons';
import { checkContent, readWriting } from './content-check';
import { buildFeeds, buildJsonResume, buildResume, buildSiteFiles } from './documents';
import { fontSet } from './fonts/fallback';
import type { SocialCardFile } from './head';
import { buildImages } from './images';
import { countingFor, writeFile, type Step } from './output-cache';
import { buildInlineCode, buildPages } from './pages';
import { ASSET_SOURCES, CACHE, DIST, FONT_DIR } from './paths';
import { renderMarkdown } from './posts/markdown';
import { withAllPosts } from './posts/site-posts';
import { buildDeployConfigs, checkSiteLinks, compress, copyPublic } from './publish';
import { formatReport, formatSteps, showWarnings, sizeReport, type SizeRow } from './report';
import { isDirectory, makeWorldReadable, removeAbandoned, restoreAbandoned, STAGING_PREFIX, swapIn } from './swap';
import { sitePalette } from './themes';
import { localDay } from './validate';

export interface BuildOptions {
  outDir?: string;
  dev?: boolean;
  /** basePathFor's (BASE_PATH, else siteUrl's path) unless given. */
  basePath?: string;
  /** A CSP in a <meta> of every page, for hosts that cannot send headers (GitHub Pages). */
  cspMeta?: boolean;
  /** The .br/.gz copies, which only nginx and `npm start` read (the Pages hosts compress on their own). */
  precompress?: boolean;
  /** Print each step's time and what it took from the cache. */
  timings?: boolean;
  log?: (text: string) => void;
  warn?: (text: string) => void;
}

export interface BuildResult {
  outDir: string;
  report: SizeRow[];
  metafile: esbuild.Metafile;
  pages: string[];
  steps: Step[];
}

export async function build({ outDir = DIST, dev = false, basePath: givenBase, cspMeta = false, precompress = !dev, timings = false, log = console.log, warn = console.warn }: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const steps: Step[] = [];
  /** Runs one step, timing it and counting the cached outputs it reused or made. */
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    // A step run several times (each own post's card) is one line: its times and counts add up.
    let entry = steps.find((known) => known.name === name);
    if (!entry) steps.push((entry = { name, ms: 0, made: 0, reused: 0 }));
    const begun = performance.now();
    try {
      return await countingFor(entry, run);
    } finally {
      entry.ms += performance.now() - begun;
    }
  };
  // Checked first, so a typo in --out fails in a second instead of after the whole build.
  if (!(await isDirectory(path.dirname(outDir)))) throw new BuildError(`--out ${outDir}: its parent folder ${path.dirname(outDir)} does not exist; create it first`);
  await fs.mkdir(CACHE, { recursive: true });
  // Before anything that may fail: a build killed mid-swap may have left the last good site aside.
  await restoreAbandoned(outDir);
  await removeAbandoned(CACHE, STAGING_PREFIX);
  await removeAbandoned(path.dirname(outDir), `${path.basename(outDir)}.`);
  const staging = await fs.mkdtemp(path.join(CACHE, `${STAGING_PREFIX}${process.pid}-`));
  try {
    const written = await step('content', () => loadContent());
    const basePath = givenBase ?? basePathFor(written.person.siteUrl);
    // The build's one clock: the year its pages show and the day its content check measures dates from.
    const now = new Date();
    const year = now.getFullYear();
    const { js, css, prerender, metafile } = await step('bundles', () => buildBundles({ buildInfo: { basePath, year }, dev }));
    // The posts beside content.ts (synced, and the owner's Markdown) join those written in it.
    const writing = await step('posts', () => readWriting());
    const content = withAllPosts(written, writing.snapshot.posts, writing.own);
    const { images: sources, warnings } = await step('content check', () => checkContent(content, basePath, { ...writing, written }, localDay(now)));
    // An accent that had to move to reach AA contrast is said in one line (palette/accent.ts).
    showWarnings([...warnings, ...sitePalette(content.accent).adjustments.map((line) => `Note: ${line}`)], warn);
    const images = await step('images', () => buildImages(staging, basePath, log, sources));
    // Read once: the social card and the résumé draw with the same fonts.
    const fonts = fontSet(FONT_DIR);
    const card = await step('social card', () => buildSocialCard(staging, content, fonts));
    // Each own post's card shows its title where the site's shows the owner's.
    const postCards: Record<string, SocialCardFile> = {};
    for (const post of writing.own) postCards[post.id] = await step('post cards', () => buildSocialCard(staging, { ...content, person: { ...content.person, title: post.title } }, fonts));
    // Own posts' bodies, from Markdown, with their images as the variants just built.
    const bodies: Record<string, string> = {};
    for (const post of writing.own) bodies[post.id] = renderMarkdown(post.markdown, { images, basePath });
    for (const file of js) await writeFile(path.join(staging, ASSETS_DIR, file.name), file.contents);
    const scriptUrl = `${basePath}${ASSETS_DIR}/${js[0]!.name}`;
    const inline = await step('inline code', () => buildInlineCode({ css, content, scriptUrl, dev }));
    const rules = headerRules({ scriptHashes: inline.scriptHashes, styleHashes: inline.styleHashes, basePath });
    const metaTags = cspMeta ? pagesMetaTags({ rules, basePath }) : '';
    const pages = await step('pages', () => buildPages({ outDir: staging, prerender, inline, metaTags, content, images, basePath, year, card, postCards, bodies, dev }));
    const resume = await step('résumé', () => buildResume(staging, content, ASSET_SOURCES, { fonts, cache: true }));
    await step('resume.json', () => buildJsonResume(staging, content, basePath));
    await step('icons', () => buildIcons(staging, content));
    await step('site files', () => buildSiteFiles(staging, content, basePath, now));
    if (content.posts.length) await step('feeds', () => buildFeeds(staging, content, basePath, year)); // no posts, no blog: no feeds
    await step('public/', () => copyPublic(staging));
    const links = await step('link check', () => checkSiteLinks(staging, content, basePath, dev));
    await step('deploy configs', () => buildDeployConfigs(staging, rules, basePath));
    if (precompress) await step('compression', () => compress(staging));
    // The last step that reads the new site, before it is swapped in: a step that fails must leave the last good one.
    const report = await step('size report', () => sizeReport(staging));
    await step('swap', async () => {
      await makeWorldReadable(staging);
      await swapIn(staging, outDir);
    });
    log(`${formatReport(report, performance.now() - started, outDir)}\n${resume}\nlinks: all ${links} internal links and anchors resolve`);
    if (timings) log(formatSteps(steps));
    return { outDir, report, metafile, pages, steps };
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}
