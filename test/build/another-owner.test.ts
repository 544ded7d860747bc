// The site survives being made someone else's: a second owner's content
// (test/fixtures/another-owner.ts: a long name in Latin Extended letters, a title and a
// project in other scripts, an internationalised domain, four projects, seven posts in no
// order, a sideways photo and a 4:3 screenshot) built through the real CLI in a throwaway
// copy of the project. Every expectation is read from that content, none from the sample.
import { readFileSync } from 'node:fs';
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
const PHOTO = { stored: { width: 640, height: 400 }, name: owner.projects[0]!.imageUrl };
const FOUR_THREE = { width: 800, height: 600, name: owner.projects[1]!.imageUrl };

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
      .replace(/'\.\.\/\.\.\/src\/content\/(\w+)'/g, "'./$1'"),
  );
  // The photo: a red band along its stored top edge, which shows on the right once upright.
  const band = await solid(PHOTO.stored.width, 80, '#f00').png().toBuffer();
  project.write(
    asset(PHOTO.name),
    await solid(PHOTO.stored.width, PHOTO.stored.height, '#00f')
      .composite([{ input: band, top: 0, left: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  project.write(asset(FOUR_THREE.name), await solid(FOUR_THREE.width, FOUR_THREE.height, '#a62').png().toBuffer());
  for (const [i, other] of owner.projects.slice(2).entries()) project.write(asset(other.imageUrl), await solid(1600, 1000, `#3${i}6`).png().toBuffer());
  project.write(asset('hero.png'), await solid(1920, 1080, '#102030').png().toBuffer());
  project.write(asset('hero-light.png'), await solid(1920, 1080, '#e0f0ff').png().toBuffer());
  result = project.run(['build']);
  dist = path.join(project.dir, 'dist');
}));
build.after(() => project?.dispose());

build('should build, warning only about the 4:3 screenshot', () => {
  assert.is(result.status, 0, `${result.stdout}\n${result.stderr}`);
  assert.match(result.stderr, new RegExp(`${FOUR_THREE.name.replace('.', '\\.')}: ${FOUR_THREE.width}×${FOUR_THREE.height} is cropped to 16:10`));
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

build('should serve the photo upright and say where everything lives at the owner\'s own address', () => {
  const html = read(PAGES.home);
  const dataUrl = /data-site-data="\/([^"]+)"/.exec(html)![1]!;
  const { images } = JSON.parse(read(dataUrl)) as { images: Record<string, { width: number; height: number }> };
  const photo = images[PHOTO.name]!;
  assert.is(photo.height / photo.width, PHOTO.stored.width / PHOTO.stored.height, 'upright: as tall as it was stored wide');
  const origin = new URL(owner.person.siteUrl).origin; // the punycode form, as in every URL
  assert.match(html, `<link rel="canonical" href="${origin}/">`);
  const card = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  assert.ok(card.startsWith(`${origin}/`), card);
  const manifest = JSON.parse(read(WEB_MANIFEST)) as { name: string };
  assert.ok(manifest.name.includes(owner.person.name), manifest.name);
});

build('should draw a social card and a one-page résumé in the owner\'s own scripts', async () => {
  const html = read(PAGES.home);
  const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
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
