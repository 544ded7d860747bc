// Two owners unlike the sample in every optional dimension (test/fixtures/owners/),
// each built through the real CLI in a throwaway copy of the project, as a visitor and a
// search engine would find their sites. (try-owner.mjs runs the whole `npm test` with them.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import type { Content } from '../../src/content/types';
import { installOwner, type Owner } from '../fixtures/owners/owner-assets';
import * as noBlog from '../fixtures/owners/no-blog';
import * as writerOnDev from '../fixtures/owners/writer-on-dev';
import { textOf } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { readPdf } from '../helpers/pdf-text';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

interface Built {
  result: CommandResult;
  read(file: string): string;
  bytes(file: string): Buffer;
  has(file: string): boolean;
}

const OWNER_BUILD_TIMEOUT_MS = 5 * 60_000;

/** The owner's site, built once in a copy of the project that is removed afterwards. */
async function buildOwner(fixture: string, owner: Owner): Promise<Built> {
  const project: ProjectCopy = copyProject();
  try {
    await installOwner(project.dir, path.join(ROOT, 'test', 'fixtures', 'owners', fixture), owner);
    // A first build of an owner encodes every picture anew (owner B: twelve screenshots and the
    // hero, each in AVIF and WebP at several widths). On a fresh clone's empty image cache, with
    // the browser lane running beside it on two cores, that took over a minute in CI.
    const result = project.run(['build'], { timeoutMs: OWNER_BUILD_TIMEOUT_MS });
    if (result.status === null) throw new Error(`${fixture}: the build did not finish within ${OWNER_BUILD_TIMEOUT_MS / 1000} s\n${result.stdout}${result.stderr}`);
    const dist = path.join(project.dir, 'dist');
    const snapshot = result.status === 0 ? project.snapshot('dist') : {};
    const contents = new Map(Object.keys(snapshot).map((file) => [file, readFileSync(path.join(dist, file))]));
    return {
      result,
      read: (file) => contents.get(file)?.toString('utf8') ?? '',
      bytes: (file) => contents.get(file) ?? Buffer.alloc(0),
      has: (file) => contents.has(file),
    };
  } finally {
    project.dispose();
  }
}

const icons = (html: string) => [...html.matchAll(/<symbol id="icon-([^"]+)"/g)].map((m) => m[1]!);
/** The hero's icon links, in order: their addresses and names. */
const heroLinks = (html: string) => {
  const hero = html.slice(html.indexOf('id="top"'), html.indexOf('id="about"'));
  return [...hero.matchAll(/<a href="((?:https:|mailto:)[^"]+)"[^>]*aria-label="([^"]+)"/g)].map((m) => [m[1]!, m[2]!.replace(/ \(opens in a new tab\)$/, '')]);
};
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// ---

const a = suite('build :: owner A, writing on DEV, no phone or location');
let siteA: Built;
const ownerA: Content = writerOnDev.content;
a.before(setup(async () => void (siteA = await buildOwner('writer-on-dev.ts', writerOnDev))));

a('should build with no warning about the sample', () => {
  assert.is(siteA.result.status, 0, siteA.result.stderr);
  assert.not.match(siteA.result.stderr, /sample/i);
});

a('should leave out the phone and the location everywhere: cards, footer, JSON-LD, résumé', () => {
  const home = siteA.read('index.html');
  assert.not.match(home, /href="tel:/);
  for (const label of [ownerA.labels.contact.phone, ownerA.labels.contact.location]) assert.not.ok(home.includes(`>${label}</h3>`), `no ${label} card`);
  assert.ok(home.includes(`>${ownerA.labels.contact.email}</h3>`), 'the email card');
  const person = jsonLd(home);
  assert.not.ok('telephone' in person || 'address' in person);
  assert.not.ok(readPdf(siteA.bytes('resume.pdf')).links.some((link) => link.startsWith('tel:')));
});

a('should show the profiles in the owner\'s order, named by their networks, with only their icons', () => {
  const home = siteA.read('index.html');
  assert.equal(heroLinks(home), [
    ['https://gitlab.com/katerina-pc', 'GitLab'],
    ['https://bsky.app/profile/katerina-pc.bsky.social', 'Bluesky'],
    ['https://social.coop/@katerina', 'Mastodon'],
    ['https://papadimitriou.gr', 'papadimitriou.gr'],
    [`mailto:${ownerA.person.email}`, `${ownerA.labels.social.email}: ${ownerA.person.email}`],
  ]);
  const sprite = icons(home);
  for (const icon of ['gitlab', 'bluesky', 'mastodon', 'website', 'mail']) assert.ok(sprite.includes(icon), icon);
  for (const icon of ['github', 'linkedin', 'x', 'link']) assert.not.ok(sprite.includes(icon), `no ${icon} icon`);
  assert.equal(jsonLd(home).sameAs, [...ownerA.person.profiles, ownerA.person.blogFollowUrl]);
});

a('should say the articles are on DEV, on every card and in the intro, with DEV\'s word for a count', () => {
  const blog = textOf(siteA.read('blogs/index.html'));
  assert.ok(blog.includes(`${ownerA.person.blogIntro} All articles are originally published on DEV.`), blog);
  assert.is(blog.split('Read on DEV').length - 1, Math.min(ownerA.posts.length, POSTS_PER_PAGE), 'a card for each post of the first page');
  assert.ok(blog.includes('131 reactions') && blog.includes('0 reactions'));
  assert.not.match(blog, /Medium|claps/);
  assert.ok(siteA.read('blogs/index.html').includes(`href="${escape(ownerA.person.blogFollowUrl!)}"`) && blog.includes('Follow on DEV'));
});

a.after(() => void (siteA = undefined as unknown as Built));
a.run();

// ---

const b = suite('build :: owner B, no posts, twelve projects, a résumé of their own');
let siteB: Built;
const ownerB: Content = noBlog.content;
b.before(setup(async () => void (siteB = await buildOwner('no-blog.ts', noBlog))));

b('should build with no blog page or feeds, and no link or sitemap entry for them', () => {
  assert.is(siteB.result.status, 0, siteB.result.stderr);
  for (const file of ['blogs/index.html', 'blogs/feed.xml', 'blogs/feed.json']) assert.not.ok(siteB.has(file), file);
  for (const page of ['index.html', '404.html']) {
    assert.not.match(siteB.read(page), /href="[^"]*\/blogs"|rel="alternate"/, page);
    assert.not.ok(textOf(siteB.read(page)).includes(` ${ownerB.labels.nav.blog} `), `${page}: no Blog item`);
  }
  assert.equal([...siteB.read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]), [`${ownerB.person.siteUrl}/`]);
});

b('should show the phone, no location, the three profiles and all twelve projects', () => {
  const home = siteB.read('index.html');
  const tel = `tel:${ownerB.person.phone!.replace(/[^\d+]/g, '')}`;
  assert.is(home.split(`href="${tel}"`).length - 1, 2, 'the contact card and the footer');
  assert.equal(heroLinks(home).map(([, name]) => name).slice(0, 3), ['X', 'Stack Overflow', 'YouTube']);
  assert.is([...home.matchAll(/<li class="[^"]*" data-delay=/g)].length, 12);
  assert.not.ok('address' in jsonLd(home));
});

b('should ship the owner\'s own résumé byte for byte', () => {
  const pdf = readPdf(siteB.bytes('resume.pdf'));
  assert.is(pdf.title, `${ownerB.person.name} CV`);
});

b.after(() => void (siteB = undefined as unknown as Built));
b.run();
