// The content check the build runs first: every problem of the content, its posts and its
// images at once, each naming the file, the entry and the field; and the warnings to show.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../content/types';
import { inspectAsset, resolvesOutside } from './asset-file';
import { BuildError } from './build-error';
import { cropWarning, isSourceImage, SOURCE_FORMAT_NAMES } from './image-sources';
import { IMAGE_WIDTHS, loadSharp, type SourceImage } from './images';
import { cacheFile, listFiles } from './output-cache';
import { ASSET_SOURCES, CONTENT_MODULE, fromRoot, HERO, HERO_LIGHT, ICON, IMAGE_CACHE, ROOT } from './paths';
import { OWN_POSTS_DIR, readOwnPost, type OwnPost } from './posts/own-posts';
import { postSources } from './posts/site-posts';
import type { Snapshot } from './posts/snapshot';
import { parseSnapshot, SNAPSHOT_FILE } from './posts/snapshot-file';
import { SAMPLE, sampleLeftovers } from './sample-leftovers';
import { svgProblem } from './svg-safety';
import { validateContent } from './validate';

// The hero's art region is at most 400 CSS px wide (Hero.module.css): 1200 px at 3x.
const HERO_SIZE = '1200 px wide';

export interface Writing {
  snapshot: Snapshot;
  own: OwnPost[];
  problems: string[];
}

/** The synced posts and the owner's Markdown posts, read and checked, each problem naming its file. */
export async function readWriting(): Promise<Writing> {
  const snapshotFile = path.join(ROOT, SNAPSHOT_FILE);
  const read = parseSnapshot(existsSync(snapshotFile) ? await fs.readFile(snapshotFile, 'utf8') : null);
  const problems = read.problems.map((problem) => `${SNAPSHOT_FILE}: ${problem}`);
  const own: OwnPost[] = [];
  const dir = path.join(ROOT, OWN_POSTS_DIR);
  for (const name of (await listFiles(dir)).filter((file) => file.endsWith('.md') && !file.includes('/'))) {
    const { post, problems: postProblems } = readOwnPost(`${OWN_POSTS_DIR}/${name}`, await fs.readFile(path.join(dir, name), 'utf8'));
    problems.push(...postProblems);
    if (post) own.push(post);
  }
  return { snapshot: read.snapshot, own, problems };
}

/** Fails the build with every problem at once; returns the images in use and the warnings to show. */
export async function checkContent(content: Content, basePath: string, writing: Writing & { written: Content }, today: string): Promise<{ images: SourceImage[]; warnings: string[] }> {
  const contentFile = fromRoot(CONTENT_MODULE);
  // A problem with a synced or Markdown post names its own file (postSources), not content.ts.
  const sources = postSources(writing.written, writing.snapshot.posts, writing.own, SNAPSHOT_FILE);
  const ownFiles = sources.filter((source) => source !== null);
  const problems = validateContent(content, {
    imageExists: (name) => existsSync(path.join(ASSET_SOURCES, name)),
    inspectAsset: (name) => inspectAsset(ASSET_SOURCES, name),
    basePath,
    postSources: sources,
    today,
  }).map((problem) => (ownFiles.some((file) => problem.startsWith(`${file}:`)) ? problem : `${contentFile}: ${problem}`));
  problems.push(...writing.problems);
  // Published as it is at /favicon.svg, where a script in it would run on a host without headers.
  const iconProblem = existsSync(ICON) ? svgProblem(await fs.readFile(ICON, 'utf8')) : null;
  if (iconProblem) problems.push(`${fromRoot(ICON)} ${iconProblem}: it is published as it is, so fix it, or delete it to get the icon drawn in your accent`);
  if (!existsSync(HERO)) {
    problems.push(
      `${fromRoot(HERO)} is missing: it is the hero's background artwork (in both themes unless ${HERO_LIGHT} is beside it) ` +
        `and the social card's background; put a PNG ${HERO_SIZE} or larger there`,
    );
  }
  // Only images the content uses are built; each is named by its first user.
  const uses = new Map<string, { where: string; card?: boolean; widths?: number[] }>([[path.basename(HERO), { where: fromRoot(HERO) }]]);
  if (existsSync(path.join(ASSET_SOURCES, HERO_LIGHT))) uses.set(HERO_LIGHT, { where: fromRoot(path.join(ASSET_SOURCES, HERO_LIGHT)) });
  if (content.person.portrait) uses.set(content.person.portrait, { where: `${contentFile}: person: portrait src/assets/${content.person.portrait}`, widths: IMAGE_WIDTHS.portrait });
  content.projects.forEach((project, i) => {
    if (!uses.has(project.imageUrl)) uses.set(project.imageUrl, { where: `${contentFile}: projects[${i}] ${JSON.stringify(project.title)}: imageUrl src/assets/${project.imageUrl}`, card: true });
  });
  for (const post of writing.own) {
    for (const { name, line } of post.images) {
      if (!isSourceImage(name)) problems.push(`${post.file}:${line}: image ${name} must be ${SOURCE_FORMAT_NAMES} in src/assets/`);
      else if (!existsSync(path.join(ASSET_SOURCES, name))) problems.push(`${post.file}:${line}: image src/assets/${name} does not exist`);
      else if (!uses.has(name)) uses.set(name, { where: `${post.file}:${line}: image src/assets/${name}` });
    }
  }
  const images: SourceImage[] = [];
  const warnings: (string | null)[] = [];
  for (const [name, { where, card, widths }] of uses) {
    if (typeof name !== 'string' || !isSourceImage(name) || !existsSync(path.join(ASSET_SOURCES, name))) continue; // validateContent said why
    if (resolvesOutside(ASSET_SOURCES, name)) {
      problems.push(`${where} is a symbolic link to a file outside src/assets/, which the build would publish; copy the image itself into src/assets/`);
      continue;
    }
    const input = await fs.readFile(path.join(ASSET_SOURCES, name));
    let facts: ImageFacts;
    try {
      facts = await imageFacts(input);
    } catch (error) {
      // Only the picture's own fault is the owner's to fix; a cache that cannot be written fails the build as it is.
      if (!(error instanceof UnreadableImage)) throw error;
      problems.push(`${where} cannot be read as an image (${(error as Error).message}); save it again as ${SOURCE_FORMAT_NAMES}`);
      continue;
    }
    const { width, height, orientation, alpha, pages } = facts;
    images.push({ name, input, width, height, orientation, alpha, widths });
    if (card) warnings.push(cropWarning(where, width, height));
    if (pages > 1) warnings.push(`${where} is animated; the site shows its first frame`);
  }
  if (problems.length) {
    throw new BuildError(`the content has ${problems.length} problem${problems.length > 1 ? 's' : ''}:\n  - ${problems.join('\n  - ')}`);
  }
  const unused = (await listFiles(ASSET_SOURCES)).filter((name) => isSourceImage(name) && !uses.has(name));
  if (unused.length) {
    warnings.push(`${unused.length > 1 ? 'these images in src/assets/ are' : 'this image in src/assets/ is'} not named in the content, so the site leaves ${unused.length > 1 ? 'them' : 'it'} out: ${unused.join(', ')}`);
  }
  const messages = warnings.filter((warning) => warning !== null).map((warning) => `Warning: ${warning}`);
  const sample = sampleLeftovers(content, sampleArtInUse(images));
  if (sample) messages.push(sample);
  return { images, warnings: messages };
}

interface ImageFacts extends Pick<SourceImage, 'width' | 'height' | 'orientation' | 'alpha'> {
  pages: number;
}

/**
 * A source image's upright size, orientation, transparency and frames, read by sharp once and
 * kept by its bytes' hash, so a build whose images are all encoded never loads sharp.
 */
/** A file sharp cannot decode: the owner's to save again. */
class UnreadableImage extends Error {}

async function imageFacts(input: Buffer): Promise<ImageFacts> {
  const file = path.join(IMAGE_CACHE, `facts-${createHash('sha256').update(input).digest('hex').slice(0, 20)}.json`);
  const cached = (await fs.readFile(file, 'utf8').then((text) => JSON.parse(text)).catch(() => null)) as ImageFacts | null;
  if (cached && [cached.width, cached.height, cached.orientation, cached.pages].every(Number.isInteger) && typeof cached.alpha === 'boolean') return cached;
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(input).metadata();
  } catch (error) {
    throw new UnreadableImage((error as Error).message);
  }
  // A camera's JPG is often stored sideways with an EXIF orientation; the variants are made upright.
  const { width, height } = metadata.autoOrient;
  const facts: ImageFacts = { width, height, orientation: metadata.orientation ?? 1, alpha: metadata.hasAlpha === true, pages: metadata.pages ?? 1 };
  await cacheFile(file, Buffer.from(JSON.stringify(facts)));
  return facts;
}

/** The images in use that are still the sample art, byte for byte (the hashes are in sample-leftovers.ts). */
function sampleArtInUse(images: SourceImage[]): string[] {
  const files: Readonly<Record<string, string>> = SAMPLE.files;
  return images
    .filter(({ name, input }) => files[name] && createHash('sha256').update(input).digest('hex').startsWith(files[name]!))
    .map(({ name }) => name)
    .sort();
}
