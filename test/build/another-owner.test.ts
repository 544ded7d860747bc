// The site survives being made someone else's: a second owner's content
// (test/fixtures/another-owner.ts: a long name in Latin Extended letters, a title and a
// project in other scripts, an internationalised domain, four projects, seven posts in no
// order) with pictures of their own (a sideways photo, a 4:3 screenshot, a WebP, one the
// content does not use) and a site at a path of their domain, built through the real CLI in a
// throwaway copy of the project. Every expectation is read from that content, none from the sample.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPostDate } from '../../src/prerendered/blog/formatPostDate';
import { WEB_MANIFEST } from '../../src/builder/favicons';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { cardDelay } from '../../src/app/sections/ProjectCardDelay';
import { SAMPLE } from '../../src/builder/sample-leftovers';
import { content as sample } from '../fixtures/sample/content';
import { content as owner } from '../fixtures/another-owner';
import { PAGES, textOf } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { readPdf } from '../helpers/pdf-text';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'another-owner.ts');
// The owner's screenshots, drawn here: the first project's is a photo stored sideways
// (EXIF orientation 6: turn 90° clockwise to show), the second's a 4:3 screenshot.
const PHOTO = { stored: { width: 640, height: 400 }, band: 80, name: owner.projects[0]!.imageUrl };
const FOUR_THREE = { width: 800, height: 600, name: owner.projects[1]!.imageUrl };
// The last project's screenshot, as WebP; and a picture in src/assets/ the content names nowhere.
const WEBP = 'projects/invoice.webp';
const SPARE = 'projects/spare.png';
// The owner's site lives at a path of their domain: siteUrl's path is the base path.
const BASE = '/portfolio/';
const SITE = `${new URL(owner.person.siteUrl).origin}/portfolio`; // the punycode form, as in every URL

let project: ProjectCopy;
let result: CommandResult;
let dist: string;
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

const build = suite('build :: another owner, through the real CLI');

build.before(setup(async () => {
  project = copyProject();
  const asset = (name: string) => `src/assets/${name}`;
  // The copy's content becomes the fixture; the sample's content stays beside it as the
  // fixture's source of interface labels, as its imports expect.
  project.write('src/content/sample-content.ts', readFileSync(path.join(ROOT, 'test/fixtures/sample/content.ts')));
  project.write(
    'src/content/content.ts',
    readFileSync(FIXTURE, 'utf8')
      .replace("'./sample/content'", "'./sample-content'")
      .replace(/'\.\.\/\.\.\/src\/content\/(\w+)'/g, "'./$1'")
      .concat(`\n{\n  const c = content as any;\n  c.person = { ...c.person, siteUrl: '${owner.person.siteUrl}/portfolio' };\n  c.projects[3].imageUrl = '${WEBP}';\n}\n`),
  );
  // The photo: a red band along its stored top edge, which shows on the right once upright.
  const band = await solid(PHOTO.stored.width, PHOTO.band, '#f00').png().toBuffer();
  project.write(
    asset(PHOTO.name),
    await solid(PHOTO.stored.width, PHOTO.stored.height, '#00f')
      .composite([{ input: band, top: 0, left: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  project.write(asset(FOUR_THREE.name), await solid(FOUR_THREE.width, FOUR_THREE.height, '#a62').png().toBuffer());
  project.write(asset(owner.projects[2]!.imageUrl), await solid(1600, 1000, '#306').png().toBuffer());
  project.write(asset(WEBP), await solid(1600, 1000, '#2a6').webp().toBuffer());
  project.write(asset(SPARE), await solid(300, 200, '#666').png().toBuffer());
  project.write(asset('hero.png'), await solid(1920, 1080, '#102030').png().toBuffer());
  project.write(asset('hero-light.png'), await solid(1920, 1080, '#e0f0ff').png().toBuffer());
  result = project.run(['build']);
  dist = path.join(project.dir, 'dist');
}));
build.after(() => project?.dispose());

build('should build, warning about the 4:3 screenshot and the picture it leaves out, each naming the file, and nothing of the sample', () => {
  assert.is(result.status, 0, `${result.stdout}\n${result.stderr}`);
  assert.match(result.stderr, new RegExp(`projects\\[1\\] "[^"]+": imageUrl src/assets/${FOUR_THREE.name.replace('.', '\\.')}: ${FOUR_THREE.width}×${FOUR_THREE.height} is cropped to 16:10`));
  assert.match(result.stderr, /Warning: these images in src\/assets\/ are not named in the content, so the site leaves them out: .*\bprojects\/spare\.png\b/);
  assert.not.ok(readdirSync(path.join(dist, 'assets', 'img')).some((file) => file.includes('spare')), 'the spare picture was published');
  assert.not.match(result.stderr, /sample/i, 'a sample warning for content with nothing of the sample');
  assert.not.match(result.stderr, /no (shipped )?font/i, 'a missing glyph');
});

build('should show the owner, their four projects and nothing of the sample on every page', () => {
  const home = read(PAGES.home);
  const { person } = owner;
  assert.ok(home.includes(`>${escapeHtml(person.name)}</h1>`), 'the name in the hero');
  assert.ok(home.includes(`<title>${escapeHtml(person.name)}`), 'the name in the title');
  assert.ok(textOf(home).includes(person.title), 'the title in two scripts');
  const delays = [...home.matchAll(/<li class="[^"]*" data-delay="([\d.]+)"/g)].map((m) => Number(m[1]));
  assert.equal(delays, owner.projects.map((_, i) => cardDelay(i)), 'one card per project, delays from their places');
  for (const item of owner.projects) assert.ok(textOf(home).includes(item.title), item.title);
  assert.is(home.split(escapeHtml(sample.labels.projects.privateCode)).length - 1 >= 1, true, 'the private project says so');
  // Nothing of the person this content replaced: each of their texts that the new owner's
  // differs from (the project's own content may be the sample or already someone's), and the
  // sample's markers.
  const replaced = Object.entries(sample.person)
    .filter(([field, value]) => typeof value === 'string' && value !== person[field as keyof typeof person])
    .map(([, value]) => escapeHtml(value as string).replace(/\{(name|title)\}/g, ''))
    .filter((value) => value.length > 8 && !/\{/.test(value));
  for (const file of Object.values(PAGES)) {
    const text = read(file);
    for (const leftover of [...replaced, SAMPLE.name, SAMPLE.domain]) {
      if (!Object.values(person).includes(leftover)) assert.not.ok(text.includes(leftover), `${file} still says ${JSON.stringify(leftover)}`);
    }
    assert.ok(text.includes(escapeHtml(person.name)), `${file} names the owner`);
  }
});

build('should list the seven posts newest first, same-day posts in the order written', () => {
  const blog = read(PAGES.blog);
  const titles = [...blog.matchAll(/<h2 id="post-([^"]+)"/g)].map((m) => m[1]);
  const expected = newestFirst(owner.posts).map((post) => post.id);
  assert.equal(titles, expected);
  assert.is(expected.indexOf('svelte-vs-react') < expected.indexOf('offline-first'), true, 'the fixture has two posts of one day, in this order');
  for (const post of owner.posts) assert.ok(blog.includes(`>${formatPostDate(post.publishedAt, 'en')}</time>`), post.publishedAt);
  const sitemap = read('sitemap.xml');
  const lastmods = [...sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
  assert.equal(lastmods.slice(0, 2), [owner.updatedAt, [owner.updatedAt, newestFirst(owner.posts)[0]!.publishedAt].sort().at(-1)], 'home, then the blog at its newest post');
});

/** The site data the pages hydrate from: each picture's size and variants. */
const imagesOf = (html: string) =>
  (JSON.parse(read(/data-site-data="\/portfolio\/([^"]+)"/.exec(html)![1]!)) as { images: Record<string, { width: number; height: number; avif: string; webp: string }> }).images;
/** The files of a srcset, in dist/. */
const filesOf = (srcset: string) => srcset.split(', ').map((entry) => path.join(dist, entry.split(' ')[0]!.slice(BASE.length)));

build('should turn the photo upright and the WebP into AVIF and WebP variants', async () => {
  const images = imagesOf(read(PAGES.home));
  const photo = images[PHOTO.name]!;
  assert.equal([photo.width, photo.height], [PHOTO.stored.height, PHOTO.stored.width], 'upright: as tall as it was stored wide');
  for (const set of [photo.avif, photo.webp]) {
    const { data, info } = await sharp(filesOf(set).at(-1)!).raw().toBuffer({ resolveWithObject: true });
    assert.equal([info.width, info.height], [photo.width, photo.height], set);
    const pixel = (x: number) => [...data.subarray((Math.round(info.height / 2) * info.width + x) * info.channels, (Math.round(info.height / 2) * info.width + x) * info.channels + 3)];
    // Turned clockwise, the stored top band is the right-hand side.
    const [red, , blue] = pixel(info.width - PHOTO.band / 2);
    assert.ok(red! > 200 && blue! < 60, `${set}: the right side should be red, got ${pixel(info.width - PHOTO.band / 2)}`);
    const [red2, , blue2] = pixel(PHOTO.band / 2);
    assert.ok(red2! < 60 && blue2! > 200, `${set}: the left side should be blue, got ${pixel(PHOTO.band / 2)}`);
  }
  const webp = images[WEBP]!;
  assert.equal([webp.width, webp.height], [1080, 675], 'its largest variant');
  for (const file of [...filesOf(webp.avif), ...filesOf(webp.webp)]) assert.ok(readFileSync(file).length > 0, file);
});

build('should say where everything lives at the owner\'s own address, its path the base path: canonical, card, sitemap, robots.txt, manifest', () => {
  const html = read(PAGES.home);
  assert.match(html, `<link rel="canonical" href="${SITE}/">`);
  assert.match(html, new RegExp(`<meta property="og:image" content="${SITE}/assets/social-card-[0-9a-f]+\\.png">`));
  assert.match(html, /<script>[^<]*"\/portfolio\/assets\/client-/, 'the boot script loads the bundle from /portfolio/');
  assert.equal([...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).slice(0, 2), [`${SITE}/`, `${SITE}/blogs`]);
  assert.match(read('robots.txt'), `Sitemap: ${SITE}/sitemap.xml`);
  const manifest = JSON.parse(read(WEB_MANIFEST)) as { name: string };
  assert.ok(manifest.name.includes(owner.person.name), manifest.name);
});

build('should draw a social card and a one-page résumé in the owner\'s own scripts', async () => {
  const html = read(PAGES.home);
  const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname.slice(BASE.length);
  const { width, height, format } = await sharp(path.join(dist, card)).metadata();
  assert.equal([width, height, format], [1200, 630, 'png']);
  const pdf = readPdf(readFileSync(path.join(dist, 'resume.pdf')));
  assert.is(pdf.pages, 1);
  assert.is(pdf.title, `${owner.person.name} – Résumé`);
  assert.is(pdf.author, owner.person.name);
  const { person, projects, skillGroups } = owner;
  for (const expected of [person.name, person.title, person.location!, person.email, ...projects.map((p) => p.title), ...skillGroups.flatMap((g) => g.skills)]) {
    assert.ok(pdf.text.includes(expected), `the résumé's text lacks ${JSON.stringify(expected)}:\n${pdf.text}`);
  }
});

build.run();
