// What the build makes of an owner's own images and addresses, through the real CLI on a
// throwaway copy: any format sharp reads, photos upright, a warning for a noticeable crop and
// for unused files, siteUrl's path kept; and the sample warning, from the project's own build,
// only while the sample remains.
import { hrefOf } from '../../src/app/pages/blog-pages';
import { sitePages } from '../../src/builder/site-pages';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SAMPLE, sampleLeftovers } from '../../src/builder/sample-leftovers';
import { content } from '../fixtures/sample/content';
import { isSampleContent } from '../../src/content/sample';
import { cropWarning } from '../../src/builder/image-sources';
import { buildSite } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';

/** Replaces text in whichever content module holds it (the content may span several files). */
function replaceInContent(project: ProjectCopy, find: string | RegExp, replacement: string, { ifPresent = false } = {}) {
  // The owner's content only: src/content/sample.ts names the sample (the marker the warning
  // compares with) and is not the owner's to edit.
  const dir = path.join(project.dir, 'src', 'content');
  const holds = (file: string) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    return typeof find === 'string' ? text.includes(find) : new RegExp(find.source).test(text);
  };
  const files = readdirSync(dir).filter((file) => /\.ts$/.test(file) && file !== 'sample.ts' && holds(file));
  assert.ok(files.length || ifPresent, `no file in src/content holds ${String(find)}`);
  for (const file of files) project.replace(`src/content/${file}`, find, replacement);
}

/** The site data a built page hydrates from. */
function siteData(dist: string, basePath: string): { images: Record<string, { width: number; height: number; avif: string; webp: string }> } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const url = /data-site-data="([^"]+)"/.exec(html)?.[1];
  assert.ok(url, 'the page names no site data');
  return JSON.parse(readFileSync(path.join(dist, url.slice(basePath.length)), 'utf8'));
}

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

// --- The sample

const sample = suite('build :: the sample warning');
// The project as it is, built by the real CLI: the run's shared build (helpers/built-site.ts).
const site = buildSite();

sample('should name, in one block, what is still sample and where', () => {
  // hero-light.png is optional: an owner may bring none.
  const inUse = [...new Set(['hero.png', 'hero-light.png', ...(content.person.portrait ? [content.person.portrait] : []), ...content.projects.map((project) => project.imageUrl)])]
    .filter((name) => existsSync(path.join(ROOT, 'test/fixtures/sample/assets', name)));
  const unchanged = inUse.filter((name) => {
    const hash = SAMPLE.files[name];
    return hash && createHash('sha256').update(readFileSync(path.join(ROOT, 'test/fixtures/sample/assets', name))).digest('hex').startsWith(hash);
  });
  // The shipped sample's art is all recognised, byte for byte, and named in the warning:
  // a redrawn picture needs its new hash in SAMPLE.files (src/builder/sample-leftovers.ts).
  if (isSampleContent(content)) assert.equal(unchanged.sort(), Object.keys(SAMPLE.files).sort(), 'the sample art in src/assets');
  const expected = sampleLeftovers(content, unchanged.sort());
  if (content.person.name === SAMPLE.name) assert.ok(expected, 'the shipped sample should be reported');
  if (expected) assert.ok(site.stderr.includes(expected), site.stderr);
  else assert.not.match(site.stderr, /sample/);
});

sample.run();

// --- An owner's site

const owner = suite('build :: images and addresses an owner brings');
const BASE = '/portfolio/';
const SITE = 'https://owner.github.io/portfolio';
const WEBP = 'projects/shot.webp';
const ROTATED = 'projects/photo.jpg';
const FOUR_THREE = 'projects/four-three.png';
const SPARE = 'projects/spare.png';
// The photo is stored 250×400 with a red band along its top; orientation 6 turns it 90° clockwise.
const PHOTO = { stored: { width: 250, height: 400 }, band: 100 };
let project: ProjectCopy;
let result: CommandResult;
let dist: string;

owner.before(setup(async () => {
  project = copyProject();
  const asset = (name: string) => `src/assets/${name}`;
  replaceInContent(project, `'${content.person.name}'`, `'Sam Owner'`);
  replaceInContent(project, `'${content.person.siteUrl}'`, `'${SITE}'`);
  // The sample's addresses, if the content still has any (an owner's has their own).
  replaceInContent(project, new RegExp(SAMPLE.domain.replace(/\./g, '\\.'), 'g'), 'owner.dev', { ifPresent: true });
  const [first, second, third, ...rest] = content.projects;
  project.write(asset(WEBP), await solid(400, 250, '#2a6').webp().toBuffer());
  const band = await solid(PHOTO.stored.width, PHOTO.band, '#f00').png().toBuffer();
  project.write(
    asset(ROTATED),
    await solid(PHOTO.stored.width, PHOTO.stored.height, '#00f')
      .composite([{ input: band, top: 0, left: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  project.write(asset(FOUR_THREE), await solid(400, 300, '#a62').png().toBuffer());
  project.write(asset(SPARE), await solid(300, 200, '#666').png().toBuffer());
  project.replace(CONTENT, `imageUrl: '${first!.imageUrl}'`, `imageUrl: '${WEBP}'`);
  project.replace(CONTENT, `imageUrl: '${second!.imageUrl}'`, `imageUrl: '${ROTATED}'`);
  project.replace(CONTENT, `imageUrl: '${third!.imageUrl}'`, `imageUrl: '${FOUR_THREE}'`);
  for (const [i, other] of rest.entries()) project.write(asset(other.imageUrl), await solid(480, 300, `#3${i}${i}`).png().toBuffer());
  project.write(asset('hero.png'), await solid(640, 360, '#123').png().toBuffer());
  project.write(asset('hero-light.png'), await solid(640, 360, '#def').png().toBuffer());
  if (content.person.portrait) project.write(asset(content.person.portrait), await solid(256, 256, '#975').png().toBuffer());
  result = project.run(['build'], { env: { BASE_PATH: BASE } });
  assert.is(result.status, 0, result.stderr);
  dist = path.join(project.dir, 'dist');
}));
owner.after(() => project?.dispose());

owner('should not warn about the sample once the name, the addresses and the art are replaced', () => {
  assert.not.ok(result.stderr.includes(SAMPLE.name), result.stderr);
  assert.not.match(result.stderr, /sample/i);
});

owner('should turn a WebP screenshot into AVIF and WebP variants', () => {
  const entry = siteData(dist, BASE).images[WEBP];
  assert.ok(entry, 'the WebP screenshot is not in the site data');
  assert.equal([entry.width, entry.height], [400, 250]);
  for (const url of [...entry.avif.split(', '), ...entry.webp.split(', ')].map((item) => item.split(' ')[0]!)) {
    assert.ok(readFileSync(path.join(dist, url.slice(BASE.length))).length > 0, url);
  }
});

owner('should turn a JPG with EXIF orientation 6 upright, in both formats', async () => {
  const entry = siteData(dist, BASE).images[ROTATED];
  assert.ok(entry, 'the photo is not in the site data');
  assert.equal([entry.width, entry.height], [PHOTO.stored.height, PHOTO.stored.width], 'the manifest has the upright size');
  for (const set of [entry.avif, entry.webp]) {
    const largest = set.split(', ').at(-1)!.split(' ')[0]!;
    const { data, info } = await sharp(path.join(dist, largest.slice(BASE.length))).raw().toBuffer({ resolveWithObject: true });
    assert.equal([info.width, info.height], [entry.width, entry.height], largest);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const middle = Math.round(info.height / 2);
    // Turned clockwise, the stored top band is the right-hand side.
    const [red, , blue] = pixel(info.width - PHOTO.band / 2, middle);
    assert.ok(red! > 200 && blue! < 60, `${largest}: the right side should be red, got ${pixel(info.width - PHOTO.band / 2, middle)}`);
    const [red2, , blue2] = pixel(PHOTO.band / 2, middle);
    assert.ok(red2! < 60 && blue2! > 200, `${largest}: the left side should be blue, got ${pixel(PHOTO.band / 2, middle)}`);
  }
});

owner('should warn, naming the file and the entry, when a 4:3 screenshot is cropped noticeably', () => {
  const where = `${CONTENT}: projects[2] ${JSON.stringify(content.projects[2]!.title)}: imageUrl src/assets/${FOUR_THREE}`;
  assert.ok(result.stderr.includes(`Warning: ${cropWarning(where, 400, 300)}\n`), result.stderr);
  assert.is(result.stderr.match(/is cropped to/g)?.length, 1, 'only the 4:3 screenshot');
});

owner('should leave out, and name, an image file the content does not use', () => {
  assert.not.ok(SPARE in siteData(dist, BASE).images, 'the spare image is in the site data');
  const built = readdirSync(path.join(dist, 'assets', 'img'));
  assert.not.ok(built.some((file) => file.includes('spare')), built.join(', '));
  assert.match(result.stderr, new RegExp(`Warning: these images in src/assets/ are not named in the content, so the site leaves them out: .*\\b${SPARE}\\b`));
});

owner('should keep siteUrl\'s path, the base path, in the canonical URL, social card, sitemap and robots.txt', () => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  assert.match(html, `<link rel="canonical" href="${SITE}/">`);
  assert.match(html, new RegExp(`<meta property="og:image" content="${SITE}/assets/social-card-[0-9a-f]+\\.png">`));
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  assert.equal([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]), sitePages(content).filter((page) => !page.post?.canonical).map((page) => `${SITE}${hrefOf(page.path)}`));
  assert.match(readFileSync(path.join(dist, 'robots.txt'), 'utf8'), `Sitemap: ${SITE}/sitemap.xml`);
});

owner.run();
