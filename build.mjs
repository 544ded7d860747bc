#!/usr/bin/env node
// @ts-check
// The one build script (STYLE.md; esbuild's own scripts/esbuild.js is the model).
// Reads top to bottom: paths and flags, then one function per artefact, then the commands.
//
//   node build.mjs build   writes dist/ (or --out <dir>; --csp-meta for hosts that cannot send headers;
//                          --no-precompress for hosts that compress on their own;
//                          --timings for each step's time and what it took from the cache)
//   node build.mjs start   builds, then serves dist/ like production (PORT, default 4173)
//   node build.mjs dev     builds to .cache/dev, serves it, rebuilds and reloads on change
//   node build.mjs pages-target   where GitHub Pages serves the site, from the content's siteUrl
//   node build.mjs posts-sync [feed…]   adds the posts of the content's feeds (or these) to src/content/synced-posts.json
//   node build.mjs import-resume <file>   writes src/content/content.ts from a JSON Resume
//
// The work is done by TypeScript modules, which esbuild bundles for Node here (Node 20 runs
// no TypeScript): the build's tools and the servers (src/build/tools.ts), the owner's content
// (src/content/content.ts), the pages (src/build/prerender.tsx) and the browser's bundle
// (src/app/client.tsx). tsc checks this file too, by the JSDoc types below.

import * as esbuild from 'esbuild';
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';

/** @typedef {typeof import('./src/build/tools')} Tools */
/** @typedef {typeof import('./src/build/prerender')} Prerender */
/** @typedef {import('./src/content/types').Content} Content */
/** @typedef {import('./src/app/images/manifest').ImageManifest} ImageManifest */
/** @typedef {import('./src/build/fonts/fallback').FontSet} FontSet */
/** @typedef {import('./src/build/head').SocialCardFile} SocialCardFile */
/** @typedef {(message: string) => void} Log */
/**
 * One step of a build: how long it took, and how many of its cached outputs it made anew or
 * found in the cache.
 * @typedef {{ name: string, ms: number, made: number, reused: number }} Step
 */
/** An image the content uses, read once, with its upright size. @typedef {{ name: string, input: Buffer, width: number, height: number, orientation: number, alpha: boolean, widths?: number[] }} SourceImage */

// --- Paths and flags ---------------------------------------------------------

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(ROOT, 'src');
const ASSET_SOURCES = path.join(SRC, 'assets'); // the owner's images and optional résumé
const CONTENT_MODULE = path.join(SRC, 'content', 'content.ts'); // named in every content problem
const TOOLS_ENTRY = path.join(SRC, 'build', 'tools.ts'); // the build's own modules and the servers
const PRERENDER_ENTRY = path.join(SRC, 'build', 'prerender.tsx'); // the App, rendered to HTML here
const CLIENT_ENTRY = path.join(SRC, 'app', 'client.tsx'); // the App, hydrated in the browser
const BOOT_ENTRY = path.join(SRC, 'app', 'boot.ts'); // inlined in every page's <head>
// Where each slow, cached output's code starts: its cache key includes every file it imports.
const RESUME_CODE = 'src/build/resume/resume.ts';
const SOCIAL_CARD_CODE = 'src/build/social-card.ts';
const EAGER_COMPILE_CODE = 'src/build/eager-compile.ts';
const PUBLIC = path.join(ROOT, 'public'); // copied to dist/ as is
const TEMPLATE = path.join(ROOT, 'index.html');
const ICON = path.join(ASSET_SOURCES, 'icon.svg'); // the owner's site icon, optional: without it the build draws one
const HERO = path.join(ASSET_SOURCES, 'hero.png'); // the social card's background
const HERO_LIGHT = 'hero-light.png'; // the hero in the light theme, optional
// The hero's art region is at most 400 CSS px wide beside the text (Hero.module.css), 1200 px
// at 3x; a smaller picture is shown smaller, never stretched.
const HERO_SIZE = '1200 px wide';
// Every font the social card and the résumé draw with, and the only ones fontconfig sees
// (src/build/fonts/fallback.ts lists them in fallback order).
const FONT_DIR = path.join(SRC, 'build', 'fonts');
const DIST = path.join(ROOT, 'dist');
const CACHE = path.join(ROOT, '.cache');
// Optimised variants keyed by source hash, and the build's other slow outputs (social card,
// icons, résumé, compressed copies, the minified stylesheet); IMAGE_CACHE_DIR points elsewhere (the bench uses an
// empty one to time a cold build).
const IMAGE_CACHE = process.env.IMAGE_CACHE_DIR ? path.resolve(process.env.IMAGE_CACHE_DIR) : path.join(CACHE, 'images');
const FONT_CACHE = path.join(CACHE, 'fontconfig');
// esbuild's results (the tools, the client, the prerender, the content), each kept with what it
// was made from (cachedBuild): this project's paths are in them, so they stay in its own .cache.
const BUNDLE_CACHE = path.join(CACHE, 'bundles');
const DEV_OUT = path.join(CACHE, 'dev');
const DEFAULT_PORT = 4173;

// Widths each image is made at, by the layout that shows it (see `sizes` in Hero.tsx and
// ProjectCard.tsx): the hero's art region, the portrait's 88 px circle and cards from one to
// three columns, at 1x–3x. The hero's drawings are "hero.png" and "hero-light.png"; the
// portrait is whichever file person.portrait names.
/** @type {Record<string, number[]>} */
const IMAGE_WIDTHS = { hero: [640, 1280, 1920], portrait: [96, 192, 288], default: [360, 720, 1080] };
// 4:2:0 chroma (sharp's default is 4:4:4) at quality 48: the screenshots about 12 % smaller
// with no difference seen at twice the size; the three cards a phone's first load fetches
// (Chrome loads lazy images well before they scroll into view) went 47 → 41 KB. Effort is
// what an owner's first build pays for: 3 encodes the sample's pictures in a third of the
// CPU of 4 (1.8 s against 5.4 s at 720 px) for 5 % more bytes at the same error, and 6 would
// save another 12 % for 2.6 times the CPU of 4.
const AVIF = { quality: 48, effort: 3, chromaSubsampling: '4:2:0' };
const WEBP = { quality: 75, effort: 5 };
// sharp encodes each image on one core on glibc Linux (its default concurrency there is 1),
// so a first build encodes as many at once as the machine has cores.
const ENCODES_AT_ONCE = Math.max(1, availableParallelism());
// Files worth precompressing; images and PDFs of images are already compressed.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|pdf)$/;

// --- The build's own code ----------------------------------------------------

/** @type {Promise<{ tools: Tools, graph: import('./src/build/code-inputs').ImportGraph }> | undefined} */
let toolsLoaded;

/**
 * The build's tools and servers (src/build/tools.ts), bundled (or taken from the cache,
 * cachedBuild) and imported once per process, on first use. Project code: an error here is a
 * bug to see whole, not an owner's slip.
 */
function loadTools() {
  toolsLoaded ??= cachedBuild('tools', {
    entryPoints: [TOOLS_ENTRY],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: path.join(CACHE, 'tools'),
  }).then(async (result) => {
    const code = result.outputFiles.find((file) => file.path.endsWith('.js'));
    if (!code || result.outputFiles.some((file) => file.path.endsWith('.css'))) {
      throw new Error(`${path.relative(ROOT, TOOLS_ENTRY)} must bundle to JavaScript alone: a module it reaches imports a stylesheet`);
    }
    return { tools: await importBundle('tools', code.text), graph: result.metafile };
  });
  return toolsLoaded;
}

/** The build's tools and servers, typed: build.mjs's steps use them, and so may scripts (bench/). */
export async function tools() {
  return (await loadTools()).tools;
}

/**
 * A key for what a cached output's code is made of: every project file `entry` reaches in
 * the tools bundle, byte for byte, and the version of every package it loads.
 * @param {string} entry a path relative to the project, as esbuild's metafile names it
 */
async function codeKey(entry) {
  const { tools: { codeInputs }, graph } = await loadTools();
  const { files, packages } = codeInputs(graph, entry);
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await fs.readFile(path.join(ROOT, file)));
  for (const name of packages) hash.update(name).update(JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version);
  return hash.digest('hex');
}

// --- esbuild's results, cached --------------------------------------------------

/** esbuild's output files, as the build reads them. @typedef {{ path: string, contents: Uint8Array, text: string }} OutputFile */
/** @typedef {{ outputFiles: OutputFile[], metafile: esbuild.Metafile }} Bundled */
/** @typedef {{ metafile: esbuild.Metafile, outputs: { path: string, contents: string }[] }} BundleEntry */

// Beside an input, the files by which esbuild resolves its imports: `imports` and `exports`
// maps, `browser`, `sideEffects`, tsconfig's paths and JSX settings.
const RESOLUTION_FILES = ['package.json', 'tsconfig.json', 'jsconfig.json'];

// Entries kept per bundle and options, the most recently used: an edit undone, a branch
// switched back, or a test's restore() finds the bundle of the code as it was.
const BUNDLE_ENTRIES = 6;

/**
 * esbuild's result for `options`, reused while nothing it was made from changed, so that a
 * rebuild of unchanged code runs no esbuild (each bundle took 7–90 ms of CPU, the tools 50,
 * and the test run makes dozens of builds). Entries are kept per bundle and options (esbuild's
 * version, `define`'s build info and every other setting) under `inputsDigest` of what esbuild
 * read: an index lists the inputs of the recent entries, and a build takes the first entry
 * whose inputs hash as they did. An entry holds the output and the metafile (the tools' code
 * keys and the shipped-code check read it). Counted for the running step like fromCache's files.
 * @param {string} name
 * @param {esbuild.BuildOptions} options with `write: false` and `metafile: true`
 * @returns {Promise<Bundled>}
 */
async function cachedBuild(name, options) {
  const prefix = `${name}-${createHash('sha256').update(esbuild.version).update(JSON.stringify(options)).digest('hex').slice(0, 16)}`;
  const index = path.join(BUNDLE_CACHE, `${prefix}.json`);
  /** @param {string} digest */
  const entryFile = (digest) => path.join(BUNDLE_CACHE, `${prefix}-${digest.slice(0, 32)}.entry.json`);
  // An index or entry that cannot be read or parsed (cut short, hand-edited) is a miss.
  /** @type {string[][]} the inputs of recent entries, the last used first */
  const lists = await fs.readFile(index, 'utf8').then((text) => {
    const read = JSON.parse(text);
    return Array.isArray(read) && read.every((inputs) => Array.isArray(inputs) && inputs.every((input) => typeof input === 'string')) ? read : [];
  }).catch(() => []);
  for (const inputs of lists) {
    const digest = await inputsDigest(inputs);
    if (!digest) continue;
    const file = entryFile(digest);
    const cached = await fs.readFile(file, 'utf8').then((text) => {
      /** @type {BundleEntry} */
      const entry = JSON.parse(text);
      const outputFiles = entry.outputs.map((output) => outputFile(output.path, Buffer.from(output.contents, 'base64')));
      return { outputFiles, metafile: entry.metafile };
    }).catch(() => null);
    if (!cached) continue;
    countCached('reused');
    const now = new Date();
    await fs.utimes(file, now, now).catch(() => undefined);
    if (inputs !== lists[0]) await cacheFile(index, Buffer.from(JSON.stringify([inputs, ...lists.filter((other) => other !== inputs)])));
    return cached;
  }
  await fs.mkdir(BUNDLE_CACHE, { recursive: true });
  const begun = await fileSystemNow(BUNDLE_CACHE);
  const result = await esbuild.build(options);
  countCached('made');
  const { metafile } = result;
  if (!metafile) throw new Error(`cachedBuild('${name}') needs metafile: true, to know what to key its entry on`);
  const outputFiles = (result.outputFiles ?? []).map((output) => outputFile(output.path, output.contents));
  // "<define:__BUILD__>" and the like are made from the options, which the prefix holds.
  const inputs = Object.keys(metafile.inputs).filter((input) => !/^<.*>$/.test(input)).sort();
  // Kept only when no input changed since esbuild began: it may have read the file before the
  // change, and its output would be kept under bytes it never saw (a save while `npm run dev`
  // rebuilds, then a rebuild from the cache).
  const digest = await inputsDigest(inputs, begun);
  if (digest) {
    /** @type {BundleEntry} */
    const entry = { metafile, outputs: outputFiles.map((output) => ({ path: output.path, contents: Buffer.from(output.contents).toString('base64') })) };
    await cacheFile(entryFile(digest), Buffer.from(JSON.stringify(entry)));
    const same = JSON.stringify(inputs);
    await cacheFile(index, Buffer.from(JSON.stringify([inputs, ...lists.filter((other) => JSON.stringify(other) !== same)].slice(0, BUNDLE_ENTRIES))));
    await pruneEntries(prefix);
  }
  return { outputFiles, metafile };
}

/** Removes all but the BUNDLE_ENTRIES most recently used entries of one bundle and options. @param {string} prefix */
async function pruneEntries(prefix) {
  const names = (await fs.readdir(BUNDLE_CACHE)).filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.entry.json'));
  const used = await Promise.all(names.map(async (name) => ({ name, at: (await fs.stat(path.join(BUNDLE_CACHE, name)).catch(() => null))?.mtimeMs ?? 0 })));
  used.sort((a, b) => b.at - a.at);
  await Promise.all(used.slice(BUNDLE_ENTRIES).map(({ name }) => fs.rm(path.join(BUNDLE_CACHE, name), { force: true })));
}

/** @param {string} file @param {Uint8Array} contents @returns {OutputFile} */
function outputFile(file, contents) {
  return { path: file, contents, text: Buffer.from(contents).toString('utf8') };
}

/**
 * One hex hash of everything a bundle was made from: each input's bytes (the metafile's inputs),
 * and, in each folder from an input's up to the project's (a package's file: up to its
 * node_modules), the names (a symbolic link's with its target) and RESOLUTION_FILES. A new
 * file there can change what an import resolves to: esbuild tries `./x.tsx` before `./x.ts`,
 * finds a nearer node_modules, reads a new package.json. Null when one cannot be read, or,
 * given `since` (the file system's clock, fileSystemNow), when one changed since then
 * (`since` is inclusive: a change in the same tick may be after it).
 * @param {string[]} inputs the metafile's, from the project's folder
 * @param {number} [since]
 */
async function inputsDigest(inputs, since) {
  const files = inputs.map((input) => path.resolve(ROOT, input));
  /** @type {Set<string>} */
  const dirs = new Set();
  for (const file of files) {
    for (let dir = path.dirname(file); !dirs.has(dir); dir = path.dirname(dir)) {
      dirs.add(dir);
      if (dir === ROOT || path.basename(dir) === 'node_modules' || dir === path.dirname(dir)) break;
    }
  }
  /** @type {string[]} */
  const read = [...files, ...dirs];
  // The build's own output in the project's folder (CACHE, DIST and the swap's "dist.old-…")
  // is no import's target, and comes and goes with builds.
  const ownOutput = /^(\.cache|dist|dist\.(old|new)-.*)$/;
  /** @param {string} dir */
  const listing = async (dir) => {
    const entries = (await fs.readdir(dir, { withFileTypes: true })).filter((entry) => dir !== ROOT || !ownOutput.test(entry.name));
    const names = await Promise.all(entries.map(async (entry) => (entry.isSymbolicLink() ? `${entry.name} -> ${await fs.readlink(path.join(dir, entry.name))}` : entry.name)));
    const present = RESOLUTION_FILES.filter((name) => names.includes(name)).map((name) => path.join(dir, name));
    read.push(...present);
    return [...names.sort(), ...(await Promise.all(present.map(async (file) => sha256(await fs.readFile(file)))))];
  };
  try {
    const parts = await Promise.all([
      ...files.map(async (file) => [file, sha256(await fs.readFile(file))]),
      ...[...dirs].sort().map(async (dir) => [dir, ...(await listing(dir))]),
    ]);
    // Each stat after its read: a change after esbuild read a file shows in one or the other.
    if (since !== undefined) {
      const changed = await Promise.all(read.map(async (entry) => (await fs.stat(entry)).ctimeMs >= since));
      if (changed.includes(true)) return null;
    }
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  } catch {
    return null;
  }
}

/**
 * Now by the file system's clock: the change time of a file written now, with the file
 * system's own granularity (a kernel tick, or whole seconds on some) and clock, which the
 * inputs' change times are compared with.
 * @param {string} dir
 */
async function fileSystemNow(dir) {
  const marker = path.join(dir, `now-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  await fs.writeFile(marker, '');
  try {
    return (await fs.stat(marker)).ctimeMs;
  } finally {
    await fs.rm(marker, { force: true });
  }
}

// --- Content check -----------------------------------------------------------

/**
 * Fails the build with every problem the content and its images have, all at once, each
 * naming the file, the entry and the field (BRIEF §10). Returns the images it uses (read
 * once here, with their upright size) and warnings: screenshots their card crops noticeably,
 * animations shown still, image files nothing uses, sample content still in place.
 * @param {Content} content
 * @param {string} basePath
 * @param {{ written: Content, snapshot: Snapshot, own: OwnPost[], problems: string[] }} writing the posts beside the content module (readWriting), and the content as written
 * @returns {Promise<{ images: SourceImage[], warnings: string[] }>}
 */
async function checkContent(content, basePath, writing) {
  const t = await tools();
  const contentFile = path.relative(ROOT, CONTENT_MODULE);
  // A problem with a synced or Markdown post names its own file (postSources), not content.ts.
  const postSources = t.postSources(writing.written, writing.snapshot.posts, writing.own, t.SNAPSHOT_FILE);
  const ownFiles = postSources.filter((source) => source !== null);
  const problems = t
    .validateContent(content, {
      imageExists: (name) => existsSync(path.join(ASSET_SOURCES, name)),
      inspectAsset: (name) => t.inspectAsset(ASSET_SOURCES, name),
      basePath,
      postSources,
    })
    .map((problem) => (ownFiles.some((file) => problem.startsWith(`${file}:`)) ? problem : `${contentFile}: ${problem}`));
  problems.push(...writing.problems);
  // Published as it is at /favicon.svg, where a script in it would run on a host without headers.
  const iconProblem = existsSync(ICON) ? t.svgProblem(await fs.readFile(ICON, 'utf8')) : null;
  if (iconProblem) problems.push(`${path.relative(ROOT, ICON)} ${iconProblem}: it is published as it is, so fix it, or delete it to get the icon drawn in your accent`);
  if (!existsSync(HERO)) {
    problems.push(
      `${path.relative(ROOT, HERO)} is missing: it is the hero's background artwork (in both themes unless ${HERO_LIGHT} is beside it) ` +
        `and the social card's background; put a PNG ${HERO_SIZE} or larger there`,
    );
  }
  // Only images the content uses are built; each is named by its first user.
  /** @type {Map<string, { where: string, card?: boolean, widths?: number[] }>} */
  const uses = new Map([[path.basename(HERO), { where: path.relative(ROOT, HERO) }]]);
  if (existsSync(path.join(ASSET_SOURCES, HERO_LIGHT))) uses.set(HERO_LIGHT, { where: path.relative(ROOT, path.join(ASSET_SOURCES, HERO_LIGHT)) });
  if (content.person.portrait) uses.set(content.person.portrait, { where: `${contentFile}: person: portrait src/assets/${content.person.portrait}`, widths: IMAGE_WIDTHS.portrait });
  content.projects.forEach((project, i) => {
    if (!uses.has(project.imageUrl)) uses.set(project.imageUrl, { where: `${contentFile}: projects[${i}] ${JSON.stringify(project.title)}: imageUrl src/assets/${project.imageUrl}`, card: true });
  });
  for (const post of writing.own) {
    for (const { name, line } of post.images) {
      if (!t.isSourceImage(name)) problems.push(`${post.file}:${line}: image ${name} must be ${t.SOURCE_FORMAT_NAMES} in src/assets/`);
      else if (!existsSync(path.join(ASSET_SOURCES, name))) problems.push(`${post.file}:${line}: image src/assets/${name} does not exist`);
      else if (!uses.has(name)) uses.set(name, { where: `${post.file}:${line}: image src/assets/${name}` });
    }
  }
  /** @type {SourceImage[]} */
  const images = [];
  /** @type {(string | null)[]} */
  const warnings = [];
  for (const [name, { where, card, widths }] of uses) {
    if (typeof name !== 'string' || !t.isSourceImage(name) || !existsSync(path.join(ASSET_SOURCES, name))) continue; // validateContent said why
    const input = await fs.readFile(path.join(ASSET_SOURCES, name));
    let facts;
    try {
      facts = await imageFacts(input);
    } catch (error) {
      problems.push(`${where} cannot be read as an image (${/** @type {Error} */ (error).message}); save it again as ${t.SOURCE_FORMAT_NAMES}`);
      continue;
    }
    const { width, height, orientation, alpha, pages } = facts;
    images.push({ name, input, width, height, orientation, alpha, widths });
    if (card) warnings.push(t.cropWarning(where, width, height));
    if (pages > 1) warnings.push(`${where} is animated; the site shows its first frame`);
  }
  if (problems.length) {
    throw new BuildError(`the content has ${problems.length} problem${problems.length > 1 ? 's' : ''}:\n  - ${problems.join('\n  - ')}`);
  }
  const unused = (await listFiles(ASSET_SOURCES)).filter((name) => t.isSourceImage(name) && !uses.has(name));
  if (unused.length) {
    warnings.push(`${unused.length > 1 ? 'these images in src/assets/ are' : 'this image in src/assets/ is'} not named in the content, so the site leaves ${unused.length > 1 ? 'them' : 'it'} out: ${unused.join(', ')}`);
  }
  const messages = warnings.filter((warning) => warning !== null).map((warning) => `Warning: ${warning}`);
  const sample = t.sampleLeftovers(content, sampleArtInUse(t.SAMPLE.files, images));
  if (sample) messages.push(sample);
  return { images, warnings: messages };
}

/** @typedef {{ width: number, height: number, orientation: number, alpha: boolean, pages: number }} ImageFacts */

/**
 * What the build needs to know of a source image (its upright size, EXIF orientation,
 * transparency, frames), read by sharp once and then kept in the image cache by the bytes'
 * hash: a build whose images are all cached then never loads sharp, which took about 0.15 s
 * of CPU of every build's 0.8. A file sharp cannot read throws, and nothing is kept.
 * @param {Buffer} input
 * @returns {Promise<ImageFacts>}
 */
async function imageFacts(input) {
  const file = path.join(IMAGE_CACHE, `facts-${createHash('sha256').update(input).digest('hex').slice(0, 20)}.json`);
  const cached = await fs.readFile(file, 'utf8').then((text) => /** @type {ImageFacts} */ (JSON.parse(text))).catch(() => null);
  if (cached && [cached.width, cached.height, cached.orientation, cached.pages].every(Number.isInteger) && typeof cached.alpha === 'boolean') return cached;
  const metadata = await (await loadSharp())(input).metadata();
  // A camera's JPG is often stored sideways with an EXIF orientation; the variants are made upright.
  const { width, height } = metadata.autoOrient;
  /** @type {ImageFacts} */
  const facts = { width, height, orientation: metadata.orientation ?? 1, alpha: metadata.hasAlpha === true, pages: metadata.pages ?? 1 };
  await fs.mkdir(IMAGE_CACHE, { recursive: true });
  await cacheFile(file, Buffer.from(JSON.stringify(facts)));
  return facts;
}

/** @type {Promise<typeof import('sharp').default> | undefined} */
let sharpLoaded;

/** sharp, loaded on first use: a build with every image cached needs none of it. */
function loadSharp() {
  return (sharpLoaded ??= import('sharp').then((module) => module.default));
}

/**
 * The images in use that are still the sample art, byte for byte (the hashes are in src/build/sample-leftovers.ts).
 * @param {Readonly<Record<string, string>>} sampleFiles
 * @param {SourceImage[]} images
 */
function sampleArtInUse(sampleFiles, images) {
  return images
    .filter(({ name, input }) => sampleFiles[name] && createHash('sha256').update(input).digest('hex').startsWith(sampleFiles[name]))
    .map(({ name }) => name)
    .sort();
}

// --- Writing: synced and own posts ---------------------------------------------

/** @typedef {import('./src/build/posts/own-posts').OwnPost} OwnPost */
/** @typedef {import('./src/build/posts/snapshot').Snapshot} Snapshot */

/**
 * The posts beside the content module: the synced ones (src/content/synced-posts.json, written
 * by posts-sync) and the owner's Markdown posts (src/content/posts/*.md), read and checked.
 * Every problem names its file (and line); the build reports them with the content's.
 * @returns {Promise<{ snapshot: Snapshot, own: OwnPost[], problems: string[] }>}
 */
async function readWriting() {
  const t = await tools();
  const snapshotFile = path.join(ROOT, t.SNAPSHOT_FILE);
  const read = t.parseSnapshot(existsSync(snapshotFile) ? await fs.readFile(snapshotFile, 'utf8') : null);
  const problems = read.problems.map((problem) => `${t.SNAPSHOT_FILE}: ${problem}`);
  /** @type {OwnPost[]} */
  const own = [];
  const dir = path.join(ROOT, t.OWN_POSTS_DIR);
  for (const name of (await listFiles(dir)).filter((file) => file.endsWith('.md') && !file.includes('/'))) {
    const { post, problems: postProblems } = t.readOwnPost(`${t.OWN_POSTS_DIR}/${name}`, await fs.readFile(path.join(dir, name), 'utf8'));
    problems.push(...postProblems);
    if (post) own.push(post);
  }
  return { snapshot: read.snapshot, own, problems };
}

// --- Images ------------------------------------------------------------------

/**
 * Turns each image the content uses (checkContent read them) into AVIF and WebP at the
 * widths the layout needs (BRIEF §9), upright. Encoded variants are cached by content, not
 * name: a picture renamed, moved or used twice is never encoded again. The encodes run
 * ENCODES_AT_ONCE at a time (sharp gives each one core on glibc Linux).
 * @param {string} outDir
 * @param {string} basePath
 * @param {Log} log
 * @param {SourceImage[]} sources
 * @returns {Promise<ImageManifest>}
 */
async function buildImages(outDir, basePath, log, sources) {
  const t = await tools();
  const { ASSETS_DIR } = t;
  await fs.mkdir(IMAGE_CACHE, { recursive: true });
  await fs.mkdir(path.join(outDir, ASSETS_DIR, 'img'), { recursive: true });
  let announced = false;
  let done = 0;
  const started = performance.now();
  const encodes = limiter(ENCODES_AT_ONCE);
  /** @type {Map<string, Promise<string>>} */
  const encoding = new Map();
  /**
   * The cache file of one variant, encoded by `make` unless cached: once per build, however
   * many sources share it.
   * @param {string} file @param {() => Promise<Buffer>} make
   */
  const variant = (file, make) => {
    let cached = encoding.get(file);
    if (!cached) encoding.set(file, (cached = fromCache(file, () => encodes(make))));
    return cached;
  };
  const entries = await Promise.all(
    sources.map(async ({ name, input, width: sourceWidth, height: sourceHeight, orientation, alpha, widths: own }) => {
      // Variants cached before orientation was honoured were sideways, and before faint pixels
      // were quieted larger; such a source gets new names.
      const settings = [AVIF, WEBP, ...(orientation > 1 ? ['upright'] : []), ...(alpha ? [`faint<${t.FAINT_ALPHA}`] : [])];
      const hash = createHash('sha256').update(input).update(JSON.stringify(settings)).digest('hex').slice(0, 10);
      const wanted = own ?? IMAGE_WIDTHS[name.split(/[/.-]/)[0] ?? ''] ?? IMAGE_WIDTHS.default ?? [];
      const widths = [...new Set(wanted.map((width) => Math.min(width, sourceWidth)))];
      const stem = name.replace(/\.[^./]+$/, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      let fresh = 0;
      const files = await Promise.all(
        widths.map(async (width) => {
          /** @type {Promise<import('sharp').Sharp> | undefined} */
          let quiet; // made once for both formats
          return Promise.all(
            /** @type {const} */ (['avif', 'webp']).map(async (format) => {
              const cached = await variant(path.join(IMAGE_CACHE, `${hash}-${width}.${format}`), async () => {
                if (!announced) log(`Optimising images (first build, or new images; cached in ${path.relative(ROOT, IMAGE_CACHE)} afterwards) …`);
                announced = true;
                fresh++;
                const sharp = await loadSharp();
                const pipeline = alpha ? (await (quiet ??= quieted(sharp, input, width))).clone() : sharp(input).autoOrient().resize({ width, withoutEnlargement: true });
                return (format === 'avif' ? pipeline.avif(AVIF) : pipeline.webp(WEBP)).toBuffer();
              });
              const file = `${stem}-${width}-${hash}.${format}`;
              await fs.copyFile(cached, path.join(outDir, ASSETS_DIR, 'img', file));
              return `${basePath}${ASSETS_DIR}/img/${file} ${width}w`;
            }),
          );
        }),
      );
      done++;
      if (fresh) log(`  [${done}/${sources.length}] ${name}: ${fresh} variant${fresh > 1 ? 's' : ''}, ${((performance.now() - started) / 1000).toFixed(1)} s in`);
      const avif = files.map(([variant]) => variant);
      const webp = files.map(([, variant]) => variant);
      const largest = /** @type {number} */ (widths.at(-1));
      /** @type {[string, ImageManifest[string]]} */
      const entry = [
        name,
        {
          width: largest,
          height: Math.round((sourceHeight * largest) / sourceWidth),
          avif: avif.join(', '),
          webp: webp.join(', '),
          src: /** @type {string} */ (webp[Math.min(1, widths.length - 1)]).split(' ')[0] ?? '',
        },
      ];
      return entry;
    }),
  );
  /** @type {ImageManifest} */
  const manifest = Object.fromEntries(entries);
  // The hero has a drawing per theme (Hero.tsx); an owner who brings only hero.png gets it in both.
  manifest[HERO_LIGHT] ??= /** @type {ImageManifest[string]} */ (manifest[path.basename(HERO)]);
  return manifest;
}

/**
 * Runs at most `count` of the tasks given to it at once, the others in turn.
 * @param {number} count
 */
function limiter(count) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  return async (task) => {
    if (running >= count) await new Promise((/** @type {(value?: unknown) => void} */ resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/**
 * An image with transparency at one width, its nearly transparent pixels' colour quieted
 * (src/build/faint-pixels.ts says why: the sample hero's AVIF halves), ready to encode.
 * @param {typeof import('sharp').default} sharp
 * @param {Buffer} input
 * @param {number} width
 */
async function quieted(sharp, input, width) {
  const t = await tools();
  const { data, info } = await sharp(input).autoOrient().resize({ width, withoutEnlargement: true })
    .toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const quiet = t.quietFaintPixels(data, info.width, info.height);
  return sharp(quiet, { raw: { width: info.width, height: info.height, channels: 4 } });
}

// --- Bundles -----------------------------------------------------------------

/**
 * The browser bundle, the prerender bundle and the content, built with the same settings
 * (the content on its own, so that a slip in it is shown as a code frame by the tools).
 * Minified CSS-module class names depend on the set of stylesheets in a bundle, so the two
 * stylesheets must be identical, or the HTML would name classes the CSS lacks.
 * @param {{ buildInfo: import('./src/app/build-info').BuildInfo, dev: boolean }} options
 */
async function buildBundles({ buildInfo, dev }) {
  const t = await tools();
  /** @type {esbuild.BuildOptions} */
  const shared = {
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    jsx: 'automatic',
    // React's JSX runtime through plain ES bindings, for every bundle (src/app/jsx-runtime.ts says why).
    jsxImportSource: '#jsx',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    define: { __BUILD__: JSON.stringify(buildInfo), 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    legalComments: 'none',
    logLevel: 'silent',
    write: false,
    metafile: true,
  };
  // React itself is external in the prerender bundle and picks its build from the environment.
  process.env.NODE_ENV = dev ? 'development' : 'production';
  /** @type {esbuild.BuildOptions} */
  const forNode = { ...shared, platform: 'node', packages: 'external', outdir: path.join(CACHE, 'prerender') };
  const bundles = Promise.all([
    cachedBuild('client', {
      ...shared,
      entryPoints: { client: CLIENT_ENTRY },
      platform: 'browser',
      outdir: path.join(DIST, t.ASSETS_DIR),
      entryNames: '[name]-[hash]',
      // No file-wide V8 compile hint (//# allFunctionsCalledOnLoad): measured without it on a
      // quiet machine, / was 30 ms faster to FCP and 43 ms to LCP (npm run bench -- --ablate,
      // issue 23). Only React's module functions are compiled eagerly (shippedScript).
    }),
    cachedBuild('prerender', { ...forNode, entryPoints: { prerender: PRERENDER_ENTRY } }),
    cachedBuild('content', { ...forNode, entryPoints: { content: CONTENT_MODULE }, minify: false }),
  ]);
  const [client, server, contentBundle] = await bundles.catch((error) => Promise.reject(esbuildError(t, error)));
  /** @param {Bundled} result @param {string} extension */
  const output = (result, extension) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  if (output(client, '.css') !== output(server, '.css')) {
    throw new BuildError('The client and prerender bundles produced different CSS; import stylesheets only from components under App.');
  }
  const shipped = Object.keys(client.metafile.inputs).filter((input) => /^src\/(build|server)\//.test(input));
  if (shipped.length) throw new BuildError(`browser code imports build-time or server code, which would ship to every visitor: ${shipped.join(', ')}`);
  const js = await Promise.all(client.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => shippedScript(t, file, dev)));
  /** @type {Prerender} */
  const prerender = await importBundle('prerender', output(server, '.js'));
  /** @type {{ content: Content }} */
  const { content } = await importBundle('content', output(contentBundle, '.js')).catch((error) => Promise.reject(unknownNameError(t, error)));
  return { js, css: output(client, '.css'), prerender, content, metafile: client.metafile };
}

/**
 * A browser script as it ships: in a production build with React's CommonJS modules compiled
 * eagerly (src/build/eager-compile.ts says why), and named by the hash of those bytes, as its
 * name is what a year-long cache keys on. Cached by esbuild's bytes and the transform's code:
 * parsing the bundle takes about 0.2 s, and most rebuilds leave the script as it was.
 * @param {Tools} t
 * @param {OutputFile} file
 * @param {boolean} dev
 * @returns {Promise<{ name: string, contents: Uint8Array }>}
 */
async function shippedScript(t, file, dev) {
  const name = path.basename(file.path);
  if (dev) return { name, contents: file.contents };
  const key = createHash('sha256').update(file.contents).update(await codeKey(EAGER_COMPILE_CODE)).digest('hex').slice(0, 32);
  const cached = await fromCache(path.join(IMAGE_CACHE, `script-${key}.js`), async () => Buffer.from(await t.compileCommonJsEagerly(file.text)));
  const contents = await fs.readFile(cached);
  // esbuild's [hash] is eight characters of A–Z and 0–9; this one is eight of hex, upper case.
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
  return { name: name.replace(/-[A-Z0-9]+\.js$/, `-${hash}.js`), contents };
}

// --- Pages -------------------------------------------------------------------

/**
 * The stylesheet and the boot script, inlined in every page so the first paint needs one
 * request; their hashes go into the CSP instead of 'unsafe-inline'. The boot script loads
 * the bundle after the first paint (src/app/boot.ts says why).
 * @param {{ css: string, content: Content, scriptUrl: string, dev: boolean }} options
 */
async function buildInlineCode({ css, content, scriptUrl, dev }) {
  const t = await tools();
  // Print rules included (src/build/print-css.ts says why they go last and stay inline), the
  // named breakpoints' widths put in (src/build/media-css.ts).
  const styles = t.printRulesLast(t.resolveBreakpoints(await minify(`${css}\n${t.constantsCss(content)}`, 'css', dev))).trim();
  // Bundled, as it shares the theme's storage key with src/app/theme/theme.ts.
  const boot = await bundleInline(t, BOOT_ENTRY, dev, { __CLIENT_SCRIPT__: JSON.stringify(scriptUrl) });
  return { styles, boot, scriptHashes: [sha256(boot)], styleHashes: [sha256(styles)] };
}

/**
 * Renders every page to static HTML (BRIEF §1). `metaTags` (a CSP for hosts that cannot
 * send headers) go first in <head>, as a meta policy only governs what follows it.
 * The blog's pages (lists, tag lists, own posts) get their main content, rendered once by the
 * build (src/app/pages/StaticPage.tsx says why), in their slot and in a small file beside
 * them for a visit by the router; own posts their own social card.
 * @param {{ outDir: string, prerender: Prerender, inline: { styles: string, boot: string }, metaTags: string, content: Content,
 *   images: ImageManifest, basePath: string, year: number, card: SocialCardFile, postCards: Record<string, SocialCardFile>,
 *   bodies: Record<string, string>, dev: boolean }} options
 */
async function buildPages({ outDir, prerender, inline: { styles, boot }, metaTags, content, images, basePath, year, card, postCards, bodies, dev }) {
  const t = await tools();
  const template = await fs.readFile(TEMPLATE, 'utf8');
  // Title, description, canonical, social tags, JSON-LD and icons come from src/build/head.ts.
  /** @param {import('./src/build/site-pages').SitePage} page */
  const head = (page) =>
    [
      metaTags,
      t.headTags(page, content, { basePath, year, card: (page.post && postCards[page.post.id]) ?? card }),
      `<script>${boot}</script>`,
      `<style>${styles}</style>`,
      t.deferredHeadTags(basePath),
      dev ? `<script type="module" src="${t.RELOAD_SCRIPT}"></script>` : '',
    ].filter(Boolean).join('\n');
  const data = t.makeSiteData(content, images, prerender.renderSections(content));
  const mainOf = prerender.blogMains(content, bodies);
  // The pages this content has (src/build/site-pages.ts): no posts, no blog. Each page's
  // sprite holds the icons it draws, counted once its main content is in (String.replace with
  // a function: a "$&" in a post stays as written). The home and 404 pages' go into the site
  // data, a blog page's into its own file, for the browser to swap in after a route change.
  const rendered = prerender.allPages(content).map((page) => {
    const main = mainOf(page);
    const app = prerender.renderPage(page, data);
    const filled = main === null ? app : app.replace(t.MAIN_SLOT, () => main);
    return { page, app: filled, main, symbols: t.iconSymbols(t.iconsUsedIn(filled)) };
  });
  /** @type {Record<string, string>} */
  const sprites = {};
  for (const { page, main, symbols } of rendered) if (main === null) sprites[page.ref.key] = symbols;
  const siteData = await buildSiteData(outDir, { ...data, sprites }, basePath);
  for (const { page, app, main, symbols } of rendered) {
    const dir = path.join(outDir, path.dirname(page.file));
    if (main !== null) await writeFile(path.join(dir, t.PAGE_DATA_FILE), JSON.stringify({ ...page.ref, main, sprite: symbols }));
    const slots = { head: head(page), icons: t.iconSprite(symbols), app, siteData, page: escapeAttribute(JSON.stringify(page.ref)) };
    await writeFile(path.join(outDir, page.file), fill(template, slots));
  }
  return rendered.map(({ page }) => page.file);
}

/** Text as a double-quoted attribute's value. @param {string} text */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The content and image manifest the client hydrates from, as one hashed JSON file shared by
 * every page (src/app/site-data.ts says why it is not inlined); returns its URL.
 * @param {string} outDir
 * @param {import('./src/app/site-data').SiteData} data
 * @param {string} basePath
 */
async function buildSiteData(outDir, data, basePath) {
  const { ASSETS_DIR } = await tools();
  const json = JSON.stringify(data);
  const file = `${ASSETS_DIR}/site-data-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  await writeFile(path.join(outDir, file), json);
  return `${basePath}${file}`;
}

// --- Social card ---------------------------------------------------------------

/**
 * The 1200×630 PNG link previews show (og:image), drawn from the content (src/build/social-card.ts).
 * Cached like the images, by what it is drawn from (its code included), and named by that
 * key so a changed card gets a new URL that chat apps and LinkedIn have not cached.
 * Exported for the build tests.
 * @param {string} outDir
 * @param {Content} content
 * @param {FontSet} [fonts]
 * @returns {Promise<SocialCardFile>}
 */
export async function buildSocialCard(outDir, content, fonts) {
  const t = await tools();
  fonts ??= t.fontSet(FONT_DIR);
  const palette = t.sitePalette(content.accent).dark;
  const [background, icon] = await Promise.all([fs.readFile(HERO), iconSvg(palette)]);
  const input = { person: content.person, palette, background, icon, fontDir: FONT_DIR, cacheDir: FONT_CACHE };
  const key = createHash('sha256')
    .update(t.socialCardKey(input, fonts.bytes))
    .update(await codeKey(SOCIAL_CARD_CODE));
  const stem = `social-card-${key.digest('hex').slice(0, 10)}`;
  // A character no font has would be drawn as a box: said, but not fatal. Kept beside the
  // card, as they depend on what it does, so a cached card needs no font parsed.
  const missing = await fromCache(path.join(IMAGE_CACHE, `${stem}.missing.json`), async () =>
    Buffer.from(JSON.stringify(t.socialCardMissingGlyphs(content.person, await fonts.parsed()))),
  );
  for (const warning of /** @type {string[]} */ (JSON.parse(await fs.readFile(missing, 'utf8')))) console.warn(`warning: ${warning}`);
  const name = `${stem}.png`;
  const cached = await fromCache(path.join(IMAGE_CACHE, name), () => t.renderSocialCard(input));
  const file = `${t.ASSETS_DIR}/${name}`;
  await writeFile(path.join(outDir, file), await fs.readFile(cached));
  return { file, ...t.SOCIAL_CARD };
}

// --- The blog's feeds ----------------------------------------------------------------

/**
 * /blogs/feed.xml (Atom) and /blogs/feed.json (JSON Feed): every post, newest first, at
 * absolute addresses (src/build/posts/feeds-out.ts). Every page's <head> links them (head.ts).
 * @param {string} outDir
 * @param {Content} content
 * @param {string} basePath
 * @param {number} year
 */
async function buildFeeds(outDir, content, basePath, year) {
  const t = await tools();
  const feed = t.siteFeed(content, { basePath, year });
  await writeFile(path.join(outDir, t.FEED_XML), t.atomFeed(feed));
  await writeFile(path.join(outDir, t.FEED_JSON), t.jsonFeed(feed));
}

// --- Icons, sitemap, robots.txt, web manifest ------------------------------------

/**
 * The site icon: the owner's src/assets/icon.svg byte for byte (checkContent refused an unsafe
 * one), or, without one, the code mark drawn in the accent's colours (src/build/favicons.ts).
 * @param {import('./src/build/themes').Palette} palette the dark theme's, the icon's ground
 * @returns {Promise<Buffer>}
 */
async function iconSvg(palette) {
  const t = await tools();
  return existsSync(ICON) ? fs.readFile(ICON) : Buffer.from(t.defaultIconSvg(palette));
}

/**
 * Every favicon from the one icon (src/build/favicons.ts lists them).
 * @param {string} outDir
 * @param {Content} content
 */
async function buildIcons(outDir, content) {
  const t = await tools();
  const palette = t.sitePalette(content.accent).dark;
  const svg = await iconSvg(palette);
  const hash = createHash('sha256').update(svg).update(palette.bg).digest('hex').slice(0, 10);
  await writeFile(path.join(outDir, t.FAVICON_SVG), svg);
  for (const icon of t.PNG_ICONS) {
    const cached = await fromCache(path.join(IMAGE_CACHE, `${icon.file.replace(/\.png$/, '')}-${hash}.png`), async () => {
      // Drawn at the target size (not scaled from one bitmap), so every size is sharp:
      // sharp reads SVG at 72 dpi, so the density that makes its width `size` pixels is this.
      const sharp = await loadSharp();
      const { width = icon.size } = await sharp(svg).metadata();
      const pipeline = sharp(svg, { density: (72 * icon.size) / width }).resize(icon.size, icon.size);
      return (icon.opaque ? pipeline.flatten({ background: palette.bg }) : pipeline).png({ compressionLevel: 9 }).toBuffer();
    });
    await fs.copyFile(cached, path.join(outDir, icon.file));
  }
  const source = t.PNG_ICONS.find((icon) => icon.file === t.ICO_SOURCE);
  if (!source) throw new Error(`${t.ICO_SOURCE} is not one of the PNG icons`);
  const png = await fs.readFile(path.join(outDir, source.file));
  await fs.writeFile(path.join(outDir, t.FAVICON_ICO), t.icoFromPng(png, source.size));
}

/**
 * sitemap.xml, robots.txt and the web manifest (src/build/site-files.ts).
 * @param {string} outDir
 * @param {Prerender} prerender
 * @param {Content} content
 * @param {string} basePath
 * @param {number} year
 */
async function buildSiteFiles(outDir, prerender, content, basePath, year) {
  const t = await tools();
  await writeFile(path.join(outDir, t.SITEMAP), t.sitemapXml(t.allPages(content), content, basePath));
  await writeFile(path.join(outDir, t.ROBOTS), t.robotsTxt(content, basePath));
  await writeFile(path.join(outDir, t.WEB_MANIFEST), t.webManifest(content, basePath, year));
}

// --- Link check ------------------------------------------------------------------

/**
 * Fails the build if any internal link or #anchor in a page leads nowhere (src/build/link-check.ts).
 * @param {string} outDir
 * @param {Prerender} prerender
 * @param {Content} content
 * @param {string} basePath
 * @param {boolean} dev
 */
async function checkLinks(outDir, prerender, content, basePath, dev) {
  const t = await tools();
  const files = new Set(await listFiles(outDir));
  const allPages = t.allPages(content);
  const routes = new Map(allPages.flatMap((page) => (page.path ? [[page.path, page.file]] : [])));
  const pages = await t.mapAtMost(allPages, t.FILES_AT_ONCE, async (route) => ({
    file: route.file,
    // The 404 page is served at any unknown path, however deep: a relative link must work there too.
    url: route.path ? `${basePath}${route.path.slice(1)}` : `${basePath}no/such/page`,
    html: await fs.readFile(path.join(outDir, route.file), 'utf8'),
  }));
  const served = new Set(dev ? [t.RELOAD_SCRIPT] : []); // answered by the dev server, not a file
  const { problems, checked } = t.checkLinks(pages, { routes, files, basePath, served });
  if (problems.length) throw new BuildError(`${problems.length} broken link${problems.length > 1 ? 's' : ''}:\n  - ${problems.join('\n  - ')}`);
  return checked;
}

// --- Résumé ------------------------------------------------------------------

/**
 * The owner's PDF, byte for byte, when content.resumeFile names one; otherwise one made from
 * the content (BRIEF §11): one page when it fits, more when it does not (src/build/resume/pages.ts).
 * Returns what the build says of it, in one line. Exported, with the folder to read from, for the build tests.
 * Drawing one takes about half a second (pdfkit loads, every line is shaped), so with
 * `cache` it is cached like the images, by everything it is made from: its code (the
 * résumé's modules and the packages they load), the content and the fonts.
 * @param {string} outDir
 * @param {Content} content
 * @param {string} [assetsDir]
 * @param {{ fonts?: FontSet, cache?: boolean }} [options]
 * @returns {Promise<string>}
 */
export async function buildResume(outDir, content, assetsDir = ASSET_SOURCES, { fonts, cache = false } = {}) {
  const t = await tools();
  const target = path.join(outDir, t.RESUME_PATH.slice(1));
  if (content.resumeFile) {
    await fs.copyFile(path.join(assetsDir, content.resumeFile), target);
    return `résumé: resume.pdf is src/assets/${content.resumeFile}, as it is`;
  }
  const set = fonts ?? t.fontSet(FONT_DIR);
  const draw = async () => t.resumePdf(content, await set.parsed());
  /** @type {Uint8Array} */
  let pdf;
  if (cache) {
    // The posts are not on the résumé: a new post (posts-sync adds them) does not redraw it.
    const { posts, ...drawn } = content;
    const key = createHash('sha256').update(await codeKey(RESUME_CODE)).update(JSON.stringify(drawn));
    for (const bytes of set.bytes) key.update(bytes);
    pdf = await fs.readFile(await fromCache(path.join(IMAGE_CACHE, `resume-${key.digest('hex').slice(0, 16)}.pdf`), draw));
  } else {
    pdf = await draw();
  }
  await writeFile(target, pdf);
  const pages = t.pageCount(pdf);
  if (pages === 1) return 'résumé: resume.pdf is one page';
  // Recruiters read two; more is said, not refused, so the Download Resume button always works.
  const advice = pages > 2 ? '; recruiters read two at most: shorten the descriptions and highlights in src/content/content.ts' : '';
  return `résumé: resume.pdf is ${pages} pages, as the content runs past one${advice}`;
}

/**
 * resume.json beside resume.pdf: the content as a JSON Resume (src/build/json-resume/export.ts),
 * so any JSON Resume tool reads the owner's career. Exported for the build tests.
 * @param {string} outDir
 * @param {Content} content
 * @param {string} basePath
 */
export async function buildJsonResume(outDir, content, basePath) {
  const t = await tools();
  await writeFile(path.join(outDir, t.RESUME_JSON_PATH.slice(1)), `${JSON.stringify(t.jsonResume(content, basePath), null, 2)}\n`);
}

// --- Static files, headers and compression -------------------------------------

/**
 * public/ as is. A symbolic link is refused: copied as a link it would point into the build
 * machine (relative links even rewritten to its absolute paths), and nginx refuses to follow
 * links (`disable_symlinks on`).
 * @param {string} outDir
 */
async function copyPublic(outDir) {
  if (!existsSync(PUBLIC)) return;
  const entries = await fs.readdir(PUBLIC, { recursive: true, withFileTypes: true });
  const links = entries.filter((entry) => entry.isSymbolicLink()).map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  if ((await fs.lstat(PUBLIC)).isSymbolicLink()) links.unshift(path.relative(ROOT, PUBLIC));
  if (links.length) {
    throw new BuildError(`public/ may hold files and folders only; replace ${links.length > 1 ? 'these symbolic links' : 'this symbolic link'} with a copy of ${links.length > 1 ? 'their targets' : 'its target'}:\n  - ${links.join('\n  - ')}`);
  }
  await fs.cp(PUBLIC, outDir, { recursive: true });
}

/**
 * `_headers` for Netlify and Cloudflare Pages (server.ts serves by the same file) and the
 * nginx server block, both from the same rules (src/server/headers.ts, deploy-configs.ts).
 * @param {string} outDir
 * @param {import('./src/server/headers').HeaderRule[]} rules
 * @param {string} basePath
 */
async function buildDeployConfigs(outDir, rules, basePath) {
  const t = await tools();
  await writeFile(path.join(outDir, '_headers'), t.formatHeadersFile(rules));
  await writeFile(path.join(outDir, t.NGINX_CONFIG_FILE), t.nginxConfig({ rules, basePath }));
}

/**
 * Brotli and gzip siblings for every text file, served by Accept-Encoding. Brotli at its
 * best quality takes about half a second for the client bundle alone, so the pairs are cached
 * by the bytes they were made from: a rebuild compresses only what changed.
 * @param {string} outDir
 */
async function compress(outDir) {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const cache = path.join(IMAGE_CACHE, 'compressed');
  await fs.mkdir(cache, { recursive: true });
  const t = await tools();
  // Largest first, a few at a time: the client bundle's brotli alone takes about half a
  // second, and started last it would keep the step waiting on it alone.
  const names = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
  const sizes = await Promise.all(names.map(async (file) => ({ file, bytes: (await fs.stat(path.join(outDir, file))).size })));
  const files = sizes.sort((a, b) => b.bytes - a.bytes).map(({ file }) => file);
  await t.mapAtMost(files, t.FILES_AT_ONCE, async (file) => {
    const data = await fs.readFile(path.join(outDir, file));
    const key = path.join(cache, createHash('sha256').update(data).digest('hex').slice(0, 32));
    const [br, gz] = await Promise.all([
      fromCache(`${key}.br`, () => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } })),
      fromCache(`${key}.gz`, () => gzip(data, { level: 9 })),
    ]);
    await Promise.all([fs.copyFile(br, path.join(outDir, `${file}.br`)), fs.copyFile(gz, path.join(outDir, `${file}.gz`))]);
  });
}

// --- The whole build -----------------------------------------------------------

/**
 * Builds into a fresh folder and swaps it in only when every step succeeded, so a failed
 * build leaves the last good site in place. The base path is BASE_PATH's unless given.
 * `timings` prints each step's time and what it took from the cache (`--timings`); the
 * result's `steps` says the same for tests. `precompress: false` (`--no-precompress`) leaves
 * out the .br/.gz copies, which only nginx and `npm start` read: GitHub Pages, Netlify and
 * Cloudflare Pages compress on their own, and their build machines start with no cache, so
 * every deploy would compress every page at brotli's best quality for nothing.
 * @param {{ outDir?: string, dev?: boolean, basePath?: string, cspMeta?: boolean, precompress?: boolean, timings?: boolean, log?: Log, warn?: Log }} [options]
 */
export async function build({ outDir = DIST, dev = false, basePath: givenBase, cspMeta = false, precompress = !dev, timings = false, log = console.log, warn = console.warn } = {}) {
  const started = performance.now();
  /** @type {Step[]} */
  const steps = [];
  /**
   * Runs one step of the build, timing it and counting the cached outputs it reused or made.
   * @template T @param {string} name @param {() => Promise<T>} run @returns {Promise<T>}
   */
  const step = async (name, run) => {
    // A step run several times (each own post's card) is one line: its times and counts add up.
    let entry = steps.find((known) => known.name === name);
    if (!entry) steps.push((entry = { name, ms: 0, made: 0, reused: 0 }));
    const begun = performance.now();
    try {
      return await stepCounts.run(entry, run);
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
    const t = await step('tools', () => tools());
    const basePath = givenBase ?? t.normaliseBase(process.env.BASE_PATH ?? '');
    const buildInfo = { basePath, year: new Date().getFullYear() };
    const { year } = buildInfo;
    const bundles = await step('bundles', () => buildBundles({ buildInfo, dev }));
    const { js, css, prerender, metafile } = bundles;
    // The posts beside content.ts (synced, and the owner's Markdown) join those written in it.
    const writing = await step('posts', () => readWriting());
    const content = t.withAllPosts(bundles.content, writing.snapshot.posts, writing.own);
    const { images: sources, warnings } = await step('content check', () => checkContent(content, basePath, { ...writing, written: bundles.content }));
    // An accent that had to move to reach AA contrast is said in one line (src/build/palette/accent.ts).
    showWarnings([...warnings, ...t.sitePalette(content.accent).adjustments.map((line) => `Note: ${line}`)], warn);
    const images = await step('images', () => buildImages(staging, basePath, log, sources));
    // Read once: the social card and the résumé draw with the same fonts.
    const fonts = await step('fonts', async () => t.fontSet(FONT_DIR));
    const card = await step('social card', () => buildSocialCard(staging, content, fonts));
    // Each own post's card shows its title where the site's shows the owner's.
    /** @type {Record<string, SocialCardFile>} */
    const postCards = {};
    for (const post of writing.own) postCards[post.id] = await step('post cards', () => buildSocialCard(staging, { ...content, person: { ...content.person, title: post.title } }, fonts));
    // Own posts' bodies, from Markdown, with their images as the variants just built.
    /** @type {Record<string, string>} */
    const bodies = {};
    for (const post of writing.own) bodies[post.id] = t.renderMarkdown(post.markdown, { images, basePath });
    for (const file of js) await writeFile(path.join(staging, t.ASSETS_DIR, file.name), file.contents);
    const scriptUrl = `${basePath}${t.ASSETS_DIR}/${/** @type {{ name: string }} */ (js[0]).name}`;
    const inline = await step('inline code', () => buildInlineCode({ css, content, scriptUrl, dev }));
    const rules = t.headerRules({ scriptHashes: inline.scriptHashes, styleHashes: inline.styleHashes, basePath });
    const metaTags = cspMeta ? t.pagesMetaTags({ rules, basePath }) : '';
    const pages = await step('pages', () => buildPages({ outDir: staging, prerender, inline, metaTags, content, images, basePath, year, card, postCards, bodies, dev }));
    const resume = await step('résumé', () => buildResume(staging, content, ASSET_SOURCES, { fonts, cache: true }));
    await step('resume.json', () => buildJsonResume(staging, content, basePath));
    await step('icons', () => buildIcons(staging, content));
    await step('site files', () => buildSiteFiles(staging, prerender, content, basePath, year));
    if (content.posts.length) await step('feeds', () => buildFeeds(staging, content, basePath, year)); // no posts, no blog: no feeds
    await step('public/', () => copyPublic(staging));
    const links = await step('link check', () => checkLinks(staging, prerender, content, basePath, dev));
    await step('deploy configs', () => buildDeployConfigs(staging, rules, basePath));
    if (precompress) await step('compression', () => compress(staging));
    // Everything that can fail happens before the swap, the size report too (it once ran out
    // of file handles on a site of 10,000 tags after the swap), so a failed build leaves the
    // last good site; after the swap, only the lines below.
    const report = await sizeReport(staging);
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

// --- Swapping the new site in -------------------------------------------------------

const STAGING_PREFIX = 'build-';
// Permissions of the output, whatever the umask or mkdtemp's 0700: any web server user reads it.
const DIR_MODE = 0o755;
const FILE_MODE = 0o644;

/** @param {string} dir */
async function makeWorldReadable(dir) {
  await fs.chmod(dir, DIR_MODE);
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    await fs.chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? DIR_MODE : FILE_MODE);
  }
}

/**
 * Replaces outDir with the finished build so that at every moment outDir holds one whole
 * site, old or new: the new one is renamed in right after the old one is renamed aside, and
 * the old one is deleted only then. Staging sits in .cache; when outDir is on another file
 * system (EXDEV), the build is first copied next to outDir, where the renames work.
 * The side folders are named "<outDir>.<old|new>-<pid>-…", so a build killed midway leaves
 * nothing the next one does not clear (removeAbandoned), and one killed between the two
 * renames leaves the old site aside, which the next build puts back first (restoreAbandoned).
 * @param {string} staging
 * @param {string} outDir
 */
async function swapIn(staging, outDir) {
  /** @param {string} kind */
  const side = (kind) => `${outDir}.${kind}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const fresh = side('new');
  try {
    await fs.rename(staging, fresh);
  } catch (error) {
    if (errorCode(error) !== 'EXDEV') throw error;
    await fs.cp(staging, fresh, { recursive: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
  const old = side('old');
  const hadOld = await fs.rename(outDir, old).then(
    () => true,
    (error) => {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    },
  );
  await fs.rename(fresh, outDir);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

/**
 * Puts the last good site back where a build killed between the swap's two renames left none:
 * outDir missing, and the old site renamed aside as "<outDir>.old-<pid>-…" by a process that is
 * gone. Without this, removeAbandoned would delete the only good site. (That build's new site,
 * "<outDir>.new-…", may be a partial copy from another file system; the old one was whole.)
 * @param {string} outDir
 */
async function restoreAbandoned(outDir) {
  if (existsSync(outDir)) return;
  const dir = path.dirname(outDir);
  const aside = await abandoned(dir, `${path.basename(outDir)}.old-`);
  if (!aside.length) return;
  // More than one only if several builds were killed so: the one renamed aside last (rename sets ctime).
  const changed = await Promise.all(aside.map(async (name) => ({ name, at: (await fs.stat(path.join(dir, name))).ctimeMs })));
  const last = changed.sort((a, b) => b.at - a.at)[0];
  if (last) await fs.rename(path.join(dir, last.name), outDir);
}

/**
 * Removes "<prefix><pid>-…" folders in dir whose build process is gone (killed or crashed).
 * @param {string} dir
 * @param {string} prefix
 */
async function removeAbandoned(dir, prefix) {
  for (const name of await abandoned(dir, prefix)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
}

/**
 * Names of the "<prefix>[old-|new-]<pid>-…" entries in dir whose build process is gone.
 * @param {string} dir
 * @param {string} prefix
 */
async function abandoned(dir, prefix) {
  const names = existsSync(dir) ? await fs.readdir(dir) : [];
  return names.filter((name) => {
    if (!name.startsWith(prefix)) return false;
    const pid = Number(/^(?:(?:old|new)-)?(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    return pid > 0 && !isRunning(pid);
  });
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** @param {string} dir */
async function isDirectory(dir) {
  return (await fs.stat(dir).catch(() => null))?.isDirectory() ?? false;
}

// --- Reporting -------------------------------------------------------------------

// The warnings last shown: the dev server rebuilds in one process, and says them again only when they change.
let shownWarnings = '';

/** @param {string[]} warnings @param {Log} warn */
function showWarnings(warnings, warn) {
  const text = warnings.join('\n');
  if (text && text !== shownWarnings) warn(text);
  shownWarnings = text;
}

/**
 * esbuild's errors and a word left without quotes as a BuildError with a code frame (src/build/code-frame.ts); anything else as it is.
 * @param {Tools} t
 * @param {unknown} error
 */
function esbuildError(t, error) {
  const message = t.esbuildMessage(error, ROOT);
  return message ? new BuildError(message) : error;
}

/** @param {Tools} t @param {unknown} error */
function unknownNameError(t, error) {
  const message = t.unknownNameMessage(error, path.join(SRC, 'content'), ROOT);
  return message ? new BuildError(message) : error;
}

/** @typedef {{ file: string, bytes: number, gzip: number }} SizeRow */

/**
 * Each file's size, and gzipped size, a few files at a time (FILES_AT_ONCE): a site with
 * thousands of pages ran out of file handles reading them all at once.
 * @param {string} outDir @returns {Promise<SizeRow[]>}
 */
async function sizeReport(outDir) {
  const t = await tools();
  const files = (await listFiles(outDir)).filter((file) => !/\.(br|gz)$/.test(file));
  return t.mapAtMost(files, t.FILES_AT_ONCE, async (file) => {
    const data = await fs.readFile(path.join(outDir, file));
    return { file, bytes: data.length, gzip: COMPRESSIBLE.test(file) ? zlib.gzipSync(data, { level: 9 }).length : data.length };
  });
}

/** @param {SizeRow[]} report @param {number} ms @param {string} outDir */
function formatReport(report, ms, outDir) {
  /** @param {number} bytes */
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
  const rows = [...report].sort((a, b) => a.file.localeCompare(b.file));
  const width = rows.reduce((widest, row) => Math.max(widest, row.file.length), 0);
  const lines = rows.map((row) => `  ${row.file.padEnd(width)} ${kib(row.bytes)} ${COMPRESSIBLE.test(row.file) ? `${kib(row.gzip)} gzip` : ''}`);
  const total = report.reduce((sum, row) => sum + row.bytes, 0);
  return `${lines.join('\n')}\n${path.relative(ROOT, outDir) || '.'}/: ${rows.length} files, ${kib(total).trim()}, built in ${(ms / 1000).toFixed(2)} s`;
}

// --- Helpers -----------------------------------------------------------------------

class BuildError extends Error {}
/** A JSON Resume that cannot be imported, or content.ts that may not be replaced: said in one block, no stack. */
class ImportError extends Error {}

/** @param {unknown} error */
function errorCode(error) {
  return /** @type {NodeJS.ErrnoException} */ (error).code;
}

/**
 * Imports bundled code (Node imports files, not strings) through a file in .cache that is
 * gone again once loaded. The name carries the code's hash, so a dev rebuild with unchanged
 * code reuses the loaded module, and the process id, so parallel builds never share a file.
 * @param {string} name
 * @param {string} text
 * @returns {Promise<any>} the module, typed by the caller
 */
async function importBundle(name, text) {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  await fs.mkdir(CACHE, { recursive: true });
  const file = path.join(CACHE, `${name}-${hash}-${process.pid}.mjs`);
  await fs.writeFile(file, text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await fs.rm(file, { force: true });
  }
}

/**
 * Cached by what it is made from, so that an unchanged stylesheet starts no esbuild.
 * @param {string} code @param {esbuild.Loader} loader @param {boolean} dev
 */
async function minify(code, loader, dev) {
  /** @type {esbuild.TransformOptions} */
  const options = { loader, minify: !dev, legalComments: 'none' };
  const key = createHash('sha256').update(esbuild.version).update(JSON.stringify(options)).update(code).digest('hex').slice(0, 32);
  const cached = await fromCache(path.join(IMAGE_CACHE, `minified-${key}.${loader}`), async () => Buffer.from((await esbuild.transform(code, options)).code));
  return (await fs.readFile(cached, 'utf8')).trim();
}

/**
 * A small script for inlining in <head>, with its imports bundled in; IIFE keeps its names out of the global scope.
 * @param {Tools} t
 * @param {string} entry
 * @param {boolean} dev
 * @param {Record<string, string>} define
 */
async function bundleInline(t, entry, dev, define) {
  /** @type {esbuild.BuildOptions} */
  const options = { entryPoints: [entry], absWorkingDir: ROOT, bundle: true, format: 'iife', minify: !dev, define, write: false, metafile: true, legalComments: 'none', logLevel: 'silent' };
  const result = await cachedBuild(path.basename(entry, path.extname(entry)), options).catch((error) => Promise.reject(esbuildError(t, error)));
  return /** @type {OutputFile} */ (result.outputFiles[0]).text.trim();
}

/** Every file under dir, relative to it with "/" separators, sorted. @param {string} dir */
async function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The step a cache lookup counts for, while build() runs one (each step runs in its own context). */
const stepCounts = new AsyncLocalStorage();

/**
 * A file of the build cache: `file` when it is there, else made by `make` and kept. Either way
 * counted for the running step, so `--timings` and the tests see what a build redid.
 * @param {string} file
 * @param {() => Uint8Array | Promise<Uint8Array>} make
 * @returns {Promise<string>} the file
 */
async function fromCache(file, make) {
  if (existsSync(file)) {
    countCached('reused');
    return file;
  }
  await cacheFile(file, make());
  countCached('made');
  return file;
}

/**
 * Counts one cached output, made anew or reused, for the step that runs (if build() runs one).
 * @param {'made' | 'reused'} how
 */
function countCached(how) {
  /** @type {Step | undefined} */
  const counts = stepCounts.getStore();
  if (counts) counts[how]++;
}

/**
 * Each step's time, and for those with cached outputs how many it reused and made.
 * @param {Step[]} steps
 */
function formatSteps(steps) {
  const width = Math.max(...steps.map((entry) => entry.name.length));
  const lines = steps.map(({ name, ms, made, reused }) => {
    const cache = made + reused ? `  ${made ? `made ${made}, ` : 'cached: '}reused ${reused}` : '';
    return `  ${name.padEnd(width)} ${ms.toFixed(0).padStart(6)} ms${cache}`;
  });
  return `steps:\n${lines.join('\n')}`;
}

/**
 * Writes a file of the build cache whole or not at all (a temporary file renamed into place),
 * so a build killed midway never leaves half a file that a later build would take as done.
 * @param {string} file
 * @param {Uint8Array | Promise<Uint8Array>} data
 */
async function cacheFile(file, data) {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  // The script is cached before the images step makes the folder on a first build.
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(temporary, await data);
  await fs.rename(temporary, file);
}

/** @param {string} file @param {string | Uint8Array} data */
async function writeFile(file, data) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
}

/** @param {string} template @param {Record<string, string>} slots */
function fill(template, slots) {
  return template.replace(/<!--(\w+)-->/g, (match, name) => slots[name] ?? match);
}

/** @param {string | Uint8Array} text */
function sha256(text) {
  return createHash('sha256').update(text).digest('base64');
}

/** PORT, checked before anything is built. @param {Tools} t */
function port(t) {
  const value = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new t.ListenError(`PORT must be a number from 0 to 65535 (got "${process.env.PORT}")`);
  return value;
}

/** The port a listening server got (PORT=0 picks a free one). @param {import('node:http').Server} server */
function portOf(server) {
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}

// --- Commands ----------------------------------------------------------------------

async function start() {
  const t = await tools();
  const listenPort = port(t);
  const basePath = t.normaliseBase(process.env.BASE_PATH ?? '');
  const { outDir } = await build({ basePath });
  const server = await t.startServer({ root: outDir, port: listenPort, host: process.env.HOST ?? '127.0.0.1', basePath });
  console.log(`\nServing dist/ like production at http://localhost:${portOf(server)}${basePath}`);
}

// What `npm run dev` rebuilds on: the sources, the template and public/, which may appear later.
const DEV_WATCHED = [SRC, PUBLIC, TEMPLATE];

async function dev() {
  const t = await tools();
  const listenPort = port(t);
  const basePath = t.normaliseBase(process.env.BASE_PATH ?? '');
  /** @type {import('./src/server/server').SiteServer | undefined} */
  let server;
  /** @param {string[]} changed */
  const rebuild = async (changed) => {
    try {
      await build({ outDir: DEV_OUT, dev: true, basePath, log: () => {} });
      console.log(`rebuilt at ${new Date().toLocaleTimeString()} (${changed.map((file) => path.relative(ROOT, file)).join(', ')})`);
      server?.reload();
    } catch (error) {
      // The last good build stays in DEV_OUT and is served on; the next save tries again.
      console.error(error instanceof BuildError ? `Build failed: ${error.message}` : error);
    }
  };
  // Watching begins before the first build, so a save during it is built right after it.
  // (src/server/dev-watch.ts says why not fs.watch.)
  const watcher = await t.watchForRebuild(DEV_WATCHED, rebuild);
  await watcher.build(() => build({ outDir: DEV_OUT, dev: true, basePath }));
  server = await t.startServer({ root: DEV_OUT, port: listenPort, dev: true, basePath });
  console.log(`\nDev server at http://localhost:${portOf(server)}${basePath} (rebuilds and reloads on change)`);
}

/**
 * `node build.mjs pages-target`: the base path and custom domain GitHub Pages serves the site
 * at, from person.siteUrl (src/server/pages-target.ts), said in one line; in GitHub Actions
 * also written to $GITHUB_OUTPUT as `base_path` and `cname` (empty on <owner>.github.io), and
 * checked against the repository (GITHUB_REPOSITORY). The Pages workflow builds with them.
 */
async function pagesTargetCommand() {
  const t = await tools();
  const { person } = await loadContent();
  /** @type {import('./src/server/pages-target').PagesTarget} */
  let target;
  try {
    target = t.pagesTarget(person.siteUrl, process.env.GITHUB_REPOSITORY);
  } catch (error) {
    throw new BuildError(`${path.relative(ROOT, CONTENT_MODULE)}: ${/** @type {Error} */ (error).message}`);
  }
  const { basePath, cname, warning } = target;
  // "::warning::" is how a step tells GitHub Actions to show a warning on the run.
  if (warning) console.log(`${process.env.GITHUB_ACTIONS ? '::warning::' : 'Warning: '}${path.relative(ROOT, CONTENT_MODULE)}: ${warning}`);
  console.log(`GitHub Pages: base path ${basePath}${cname ? `, custom domain ${cname} (CNAME)` : ''}`);
  if (process.env.GITHUB_OUTPUT) await fs.appendFile(process.env.GITHUB_OUTPUT, `base_path=${basePath}\ncname=${cname ?? ''}\n`);
}

// A feed that takes longer is reported as down (src/build/posts/fetch-feed.ts); tests shorten it.
const FEED_TIMEOUT_ENV = 'FEED_TIMEOUT_MS';

/**
 * `npm run posts:sync [-- <feed url>…]`: fetches the feeds the content lists (or these) and
 * adds their new posts to src/content/synced-posts.json, which the build reads with no network
 * (src/build/posts/snapshot.ts has the rules). A feed that fails changes nothing: one line per
 * failed feed, exit code 1.
 */
async function postsSyncCommand() {
  const t = await tools();
  const content = await loadContent();
  const urls = process.argv.slice(3).filter((arg) => !arg.startsWith('--'));
  const feeds = urls.length ? urls : [...(content.feeds ?? [])];
  if (!feeds.length) {
    throw new BuildError(`no feeds to read: list yours in ${path.relative(ROOT, CONTENT_MODULE)} (feeds: ['https://medium.com/feed/@you']) or name them: npm run posts:sync -- <feed url>`);
  }
  const { snapshot, own, problems } = await readWriting();
  if (problems.length) throw new BuildError(`the posts cannot be synced until these are fixed:\n  - ${problems.join('\n  - ')}`);
  const basePath = t.normaliseBase(process.env.BASE_PATH ?? '');
  const known = t.knownPosts(content, own, (sitePath) => new URL(basePath + sitePath.slice(1), content.person.siteUrl).href);
  const timeoutMs = process.env[FEED_TIMEOUT_ENV] ? Number(process.env[FEED_TIMEOUT_ENV]) : undefined;
  let result;
  try {
    result = await t.syncPosts({ feeds, existing: snapshot, known, ...(timeoutMs ? { timeoutMs } : {}) });
  } catch (error) {
    if (!(error instanceof t.SyncError)) throw error;
    // Each line quotes what a feed sent (a date, a link, a status text): printed without its escape sequences.
    throw new BuildError(`nothing changed; ${error.lines.length > 1 ? `${error.lines.length} feeds` : 'a feed'} could not be read:\n  - ${error.lines.map(t.printable).join('\n  - ')}`);
  }
  // Never a file the build would refuse: the last good one stays, and the owner learns why.
  const refused = t.syncedPostsProblems(content, snapshot, result.snapshot, own, basePath);
  if (refused.length) throw new BuildError(`nothing written; the build would refuse ${t.SNAPSHOT_FILE} as synced:\n  - ${refused.map(t.printable).join('\n  - ')}`);
  const file = path.join(ROOT, t.SNAPSHOT_FILE);
  const text = t.formatSnapshot(result.snapshot);
  const before = existsSync(file) ? await fs.readFile(file, 'utf8') : null;
  // Written whole or not at all (a temporary file renamed into place), and only when it changed.
  if (text !== before) await cacheFile(file, Buffer.from(text));
  console.log(t.syncReport(result, feeds.length, t.SNAPSHOT_FILE));
}

/** The owner's content alone (src/content/content.ts), bundled and imported, for a command that builds nothing. */
async function loadContent() {
  const t = await tools();
  const result = await esbuild
    .build({ entryPoints: [CONTENT_MODULE], absWorkingDir: ROOT, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', write: false, logLevel: 'silent' })
    .catch((error) => Promise.reject(esbuildError(t, error)));
  /** @type {{ content: Content }} */
  const { content } = await importBundle('content', /** @type {esbuild.OutputFile} */ (result.outputFiles[0]).text).catch((error) => Promise.reject(unknownNameError(t, error)));
  return content;
}

/**
 * `node build.mjs import-resume <file>` (`npm run import-resume -- <file>`): the owner's JSON
 * Resume, checked against the official schema, made into src/content/content.ts over what it
 * holds now (src/build/json-resume/import.ts); then one line each for what went where, what
 * found no place and what is still the owner's to write. Nothing is written unless the file is
 * valid, the new content passes the build's content check, and git has the current content.ts
 * committed: the import replaces the whole file, and git is how it is undone (README "JSON Resume").
 */
async function importResumeCommand() {
  const t = await tools();
  const contentFile = path.relative(ROOT, CONTENT_MODULE);
  const argument = process.argv[3];
  if (!argument) throw new ImportError('name the file: npm run import-resume -- path/to/resume.json');
  // npm runs scripts in the project folder; a relative path is the owner's, from where they typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const text = await fs.readFile(file, 'utf8').catch((error) => {
    throw new ImportError(`cannot read ${argument} (${errorCode(error) ?? error.message}); ${contentFile} is unchanged`);
  });
  const read = await t.readJsonResume(text, file, ROOT);
  if (read.problems) throw new ImportError(`${problemList(read.problems)}\n${contentFile} is unchanged.`);
  const current = await loadContent();
  const { content, report } = t.contentFromJsonResume(read.resume, current, { today: localDay() });
  const problems = t.validateContent(content, { imageExists: (name) => existsSync(path.join(ASSET_SOURCES, name)), basePath: '/' });
  if (problems.length) throw new ImportError(`the imported content would not build:\n${problemList(problems.map((problem) => `${contentFile}: ${problem}`))}\n${contentFile} is unchanged.`);
  const uncommitted = uncommittedContent();
  if (uncommitted) throw new ImportError(`${uncommitted}; ${contentFile} is unchanged.`);
  const header = [
    `Every word, link and number a visitor sees. Written by npm run import-resume from ${path.basename(file)}:`,
    'the person, experience, education, skills and projects come from it, the rest from the content.ts',
    'it replaced (git diff shows what changed). Yours to edit from here; npm run build checks it.',
  ];
  const temporary = `${CONTENT_MODULE}.${process.pid}.tmp`;
  await fs.writeFile(temporary, t.contentModuleSource(content, header));
  await fs.rename(temporary, CONTENT_MODULE);
  /** @param {string} title @param {string[]} lines */
  const block = (title, lines) => (lines.length ? [`${title}`, ...lines.map((line) => `  ${line}`), ''] : []);
  console.log(
    [
      `Imported ${argument} into ${contentFile}. git diff shows what changed; git checkout -- ${contentFile} undoes it.`,
      '',
      ...block('Placed:', report.placed),
      ...block('Not placed (the site has no place for these):', report.unplaced),
      ...block('Still yours to write:', report.toWrite),
      'Next: npm run build (or npm start) and read the site.',
    ].join('\n'),
  );
}

/**
 * Why content.ts may not be replaced, or '' when git has it committed as it is: the import
 * refuses rather than keep backups (README "JSON Resume" says why).
 */
function uncommittedContent() {
  const file = path.relative(ROOT, CONTENT_MODULE);
  /** @param {string[]} args */
  const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const tracked = git(['ls-files', '--error-unmatch', '--', file]);
  if (tracked.error) return `git is not installed; the import replaces ${file} only where git can show and undo what it changed`;
  if (tracked.status !== 0) {
    return `${file} is not committed to git (or the project is not a git repository); commit it first (git init, git add -A, git commit), so that git can show and undo what the import changes`;
  }
  const status = git(['status', '--porcelain', '--', file]).stdout.trim();
  return status ? `${file} has changes that are not committed; commit them (git commit -am "My content") or undo them (git checkout -- ${file}) first, so that the import loses none of your work` : '';
}

/** @param {string[]} problems */
function problemList(problems) {
  return `${problems.length} problem${problems.length > 1 ? 's' : ''}:\n  - ${problems.join('\n  - ')}`;
}

/** Today in the owner's calendar, YYYY-MM-DD: the imported content's updatedAt. */
function localDay() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

// What `node build.mjs build` takes (the header of this file says what each does).
const BUILD_OPTIONS = /** @type {const} */ ({
  out: { type: 'string' },
  'csp-meta': { type: 'boolean' },
  'no-precompress': { type: 'boolean' },
  timings: { type: 'boolean' },
});

/**
 * The build command's options from its arguments. A misspelt or unknown one fails the build
 * with the list, rather than being ignored: a Pages build without --csp-meta would publish
 * pages whose policy no header carries.
 */
function buildOptionsFromArgs() {
  const names = Object.entries(BUILD_OPTIONS).map(([name, { type }]) => `--${name}${type === 'string' ? ' <dir>' : ''}`);
  try {
    const { values } = parseArgs({ args: process.argv.slice(3), options: BUILD_OPTIONS, strict: true, allowPositionals: false });
    return {
      outDir: values.out ? path.resolve(values.out) : DIST,
      cspMeta: values['csp-meta'] === true,
      precompress: values['no-precompress'] !== true,
      timings: values.timings === true,
    };
  } catch (error) {
    // Node's message goes on with advice about positional arguments, which this command has none of.
    const why = error instanceof Error ? error.message.split('. ')[0] : String(error);
    throw new BuildError(`${why}. node build.mjs build takes ${names.join(', ')}`);
  }
}

/** @type {Record<string, () => Promise<void>>} */
const commands = {
  build: async () => {
    await build(buildOptionsFromArgs());
  },
  start,
  dev,
  'pages-target': pagesTargetCommand,
  'posts-sync': postsSyncCommand,
  'import-resume': importResumeCommand,
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const command = commands[process.argv[2] ?? 'build'];
  if (!command) {
    console.error(`Unknown command "${process.argv[2]}". Use: node build.mjs build | start | dev | pages-target | posts-sync | import-resume <file>`);
    process.exit(2);
  }
  command().catch(async (error) => {
    const listenError = toolsLoaded && (await tools()).ListenError;
    if (error instanceof BuildError) console.error(`Build failed: ${error.message}`);
    else if (error instanceof ImportError) console.error(`Import failed: ${error.message}`);
    else if (listenError && error instanceof listenError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
