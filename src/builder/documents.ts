// The files made from the content besides the pages: the résumé PDF and resume.json, the
// blog's feeds, and sitemap.xml, robots.txt and the web manifest.

import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { RESUME_PATH } from '../app/links';
import type { Content } from '../content/types';
import { fontSet, type FontSet } from './fonts/fallback';
import { jsonResume, RESUME_JSON_PATH } from './json-resume/export';
import { codeKey, fromCache, writeFile } from './output-cache';
import { ASSET_SOURCES, FONT_DIR, IMAGE_CACHE } from './paths';
import { atomFeed, FEED_JSON, FEED_XML, jsonFeed } from './posts/feeds-out';
import { siteFeed } from './posts/site-posts';
import { pageCount } from './resume/pdf';
import { resumePdf } from './resume/resume';
import { robotsTxt, ROBOTS, SECURITY_TXT, securityTxt, sitemapXml, SITEMAP, webManifest } from './site-files';
import { ATPROTO_DID_PATH } from '../app/links';
import { WEB_MANIFEST } from './favicons';
import { allPages } from './site-pages';

/**
 * The owner's PDF as it is, or one made from the content; returns the build's line about it.
 * With `cache` a drawn one (half a second) is kept like the images, by what it is made from.
 */
export async function buildResume(outDir: string, content: Content, assetsDir = ASSET_SOURCES, { fonts, cache = false }: { fonts?: FontSet; cache?: boolean } = {}): Promise<string> {
  const target = path.join(outDir, RESUME_PATH.slice(1));
  if (content.resumeFile) {
    await fs.copyFile(path.join(assetsDir, content.resumeFile), target);
    return `résumé: resume.pdf is src/assets/${content.resumeFile}, as it is`;
  }
  const set = fonts ?? fontSet(FONT_DIR);
  const draw = async () => resumePdf(content, await set.parsed());
  let pdf: Uint8Array;
  if (cache) {
    // The posts are not on the résumé: a new post (posts-sync adds them) does not redraw it.
    const { posts, ...drawn } = content;
    const key = createHash('sha256').update(await codeKey()).update(JSON.stringify(drawn));
    for (const bytes of set.bytes) key.update(bytes);
    pdf = await fs.readFile(await fromCache(path.join(IMAGE_CACHE, `resume-${key.digest('hex').slice(0, 16)}.pdf`), draw));
  } else {
    pdf = await draw();
  }
  await writeFile(target, pdf);
  const pages = pageCount(pdf);
  if (pages === 1) return 'résumé: resume.pdf is one page';
  // Recruiters read two; more is said, not refused, so the Download Resume button always works.
  const advice = pages > 2 ? '; recruiters read two at most: shorten the descriptions and highlights in src/content/content.ts' : '';
  return `résumé: resume.pdf is ${pages} pages, as the content runs past one${advice}`;
}

/** resume.json beside resume.pdf: the content as a JSON Resume (json-resume/export.ts), for any JSON Resume tool. */
export async function buildJsonResume(outDir: string, content: Content, basePath: string): Promise<void> {
  await writeFile(path.join(outDir, RESUME_JSON_PATH.slice(1)), `${JSON.stringify(jsonResume(content, basePath), null, 2)}\n`);
}

/** /blogs/feed.xml (Atom) and /blogs/feed.json (JSON Feed): every post, newest first, at absolute addresses. */
export async function buildFeeds(outDir: string, content: Content, basePath: string, year: number): Promise<void> {
  const feed = siteFeed(content, { basePath, year });
  await writeFile(path.join(outDir, FEED_XML), atomFeed(feed));
  await writeFile(path.join(outDir, FEED_JSON), jsonFeed(feed));
}

/** sitemap.xml, robots.txt, the web manifest, security.txt when asked for (site-files.ts) and a Bluesky handle's DID. `now`: the build's clock. */
export async function buildSiteFiles(outDir: string, content: Content, basePath: string, now: Date): Promise<void> {
  const year = now.getFullYear();
  if (content.securityTxt) await writeFile(path.join(outDir, SECURITY_TXT), securityTxt(content, basePath, now));
  // The DID alone, no line break: what Bluesky compares with the account's.
  if (content.person.blueskyDid) await writeFile(path.join(outDir, ATPROTO_DID_PATH.slice(1)), content.person.blueskyDid);
  await writeFile(path.join(outDir, SITEMAP), sitemapXml(allPages(content), content, basePath));
  await writeFile(path.join(outDir, ROBOTS), robotsTxt(content, basePath));
  await writeFile(path.join(outDir, WEB_MANIFEST), webManifest(content, basePath, year));
}
