// What the build writes: three complete pages, readable with JavaScript off.
import { createHash } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { POSTS_PER_PAGE } from '../../src/app/pages/blog-pages';
import { content } from '../fixtures/sample/content';
import { formatPostDate } from '../../src/prerendered/blog/formatPostDate';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { escapeHtml, pageDescription } from '../../src/builder/head';
import { pageTitle } from '../../src/app/page-titles';
import { homePage } from '../../src/builder/site-pages';
import { PRIVATE_CODE_URL } from '../../src/app/sections/ProjectCard';
import { buildSite, BUILT_PAGES, PAGES, textOf, siteDataOf } from '../helpers/built-site';
import { followText, platformsSentence, reactionText, readText } from '../helpers/site';

const site = buildSite();
const year = new Date().getFullYear();
const { labels, person } = content;

const cli = suite('build :: command');

cli('should succeed and report every file with its size and the time taken', () => {
  assert.is(site.status, 0);
  assert.match(site.output, /index\.html\s+[\d.]+ KiB\s+[\d.]+ KiB gzip/);
  assert.match(site.output, /assets\/client-\w+\.js/);
  assert.match(site.output, /built in [\d.]+ s/);
});

cli('should write the prerendered pages (the blog\'s while there are posts) and the résumé', () => {
  for (const file of [...BUILT_PAGES, 'resume.pdf', '_headers']) assert.ok(site.exists(file), file);
});

// Every sample file, the art byte for byte (SAMPLE.files in src/builder/sample-leftovers.ts
// knows each by its hash): an owner who replaced them all gets no warning (another-owner.test.ts).
cli('should name, in one block, what is still the sample\'s and where', () => {
  assert.is(site.stderr.trim(), [
    'This is still the sample site; replace these before deploying (README "Make it yours"):',
    '  - src/content/content.ts: person.name is the sample name "Alex Carter"',
    '  - src/content/content.ts: example.com addresses in person.email, person.siteUrl, projects[0,1,2,3,4,5].liveUrl',
    '  - src/assets/: the sample art hero-light.png, hero.png, portrait.png, projects/coffee-connoisseur.png, projects/fotoflix.png, projects/grocery-bud.png, projects/meme-generator.png, projects/pacman-game.png, projects/wordspeed-analyzer.png',
  ].join('\n'));
});

cli.run();

// ---

const home = suite('build :: home page HTML');
const homeText = textOf(site.read(PAGES.home));

home('should hold every section and text of the home page before any JavaScript runs', () => {
  for (const text of [
    person.name, person.title, person.intro,
    labels.hero.viewWork, labels.hero.contactMe, labels.hero.downloadResume, labels.nav.hireMe,
    labels.contact.readyTitle, labels.contact.sendMessage, person.contactLead, person.availability,
    person.email, ...[person.phone, person.location].filter((detail) => detail !== undefined), `© ${year} ${person.name}.`,
    ...person.bio, ...content.skillGroups.flatMap((g) => [g.title, ...g.skills]),
  ]) {
    assert.ok(homeText.includes(text), text);
  }
});

home('should hold every project with its description, badges and links', () => {
  const html = site.read(PAGES.home);
  for (const project of content.projects) {
    assert.ok(homeText.includes(project.title) && homeText.includes(project.description), project.title);
    assert.ok(html.includes(`href="${project.liveUrl}"`), project.liveUrl);
    for (const tech of project.technologies.slice(0, 3)) assert.ok(homeText.includes(tech), tech);
  }
  const privateCode = content.projects.filter((project) => project.codeUrl === PRIVATE_CODE_URL).length;
  assert.is(html.match(/<a href="#"[^>]*aria-disabled="true"/g)?.length ?? 0, privateCode, 'a disabled link for each project with private code');
});

home('should have real links for every navigation item', () => {
  const html = site.read(PAGES.home);
  for (const href of ['#top', '#about', '#projects', '#contact', '/blogs', '#main', '/resume.pdf']) assert.ok(html.includes(`href="${href}"`), href);
  for (const id of ['top', 'about', 'projects', 'contact', 'main']) assert.ok(html.includes(`id="${id}"`), id);
});

home('should carry the current year in the title and a description', () => {
  const html = site.read(PAGES.home);
  assert.is(/<title>([^<]*)<\/title>/.exec(html)?.[1], escapeHtml(pageTitle(homePage.ref, content, year)));
  assert.ok(pageTitle(homePage.ref, content, year).endsWith(String(year)));
  assert.ok(html.includes(`<meta name="description" content="${escapeHtml(pageDescription(homePage, content, year))}">`), 'the owner\'s description');
  assert.match(html, /<html lang="en">/);
});

home.run();

// ---

const blog = suite('build :: blog and 404 HTML');

blog('should list the newest articles, a page\'s worth, with their date, read time and count', () => {
  const text = textOf(site.read(PAGES.blog));
  const { blog: words } = labels;
  for (const label of [words.back, words.title, `${person.blogIntro} ${platformsSentence()}`, words.followTitle, person.blogFollowText!, followText()]) {
    assert.ok(text.includes(label), label);
  }
  const posts = newestFirst(content.posts).slice(0, POSTS_PER_PAGE);
  for (const post of posts) {
    for (const part of [post.title, post.excerpt, formatPostDate(post.publishedAt, 'en'), post.readTime ?? '', reactionText(post) ?? '']) {
      assert.ok(text.includes(part), `${post.id}: ${part}`);
    }
  }
  const order = posts.map((post) => text.indexOf(post.title));
  assert.equal(order, [...order].sort((a, b) => a - b), 'newest first');
  const reads = posts.map((post) => site.read(PAGES.blog).indexOf(`>${readText(post)}<`));
  assert.ok(reads.every((at) => at > 0), 'a "Read on …" link on every card');
});

blog('should make the 404 page', () => {
  const text = textOf(site.read(PAGES.notFound));
  for (const label of [labels.notFound.code, labels.notFound.message, labels.notFound.home]) assert.ok(text.includes(label), label);
});

blog.run();

// ---

const assets = suite('build :: styles, scripts and data');

assets('should give every class in the HTML a rule in the stylesheet (client and prerender agree)', () => {
  for (const file of BUILT_PAGES) {
    const html = site.read(file);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    // Microformats2 names (h-card, p-name, u-url…) say what an element is to a parser, not how it looks.
    const styled = [...classes].filter((name) => !/^(?:h|p|u|dt|e)-[a-z]/.test(name));
    for (const name of styled) assert.ok(css.includes(`.${name}`), `${file}: .${name} has no CSS`);
  }
});

assets('should have no style attributes and only hashed inline code, so the CSP needs no unsafe-inline', () => {
  const csp = /Content-Security-Policy: (.*)/.exec(site.read('_headers'))![1]!;
  assert.not.match(csp, /unsafe-inline|unsafe-eval/);
  for (const file of BUILT_PAGES) {
    const html = site.read(file);
    assert.not.match(html, /\sstyle="/, `${file} has a style attribute`);
    for (const [, attrs, body] of html.matchAll(/<(?:script|style)([^>]*)>([\s\S]*?)<\/(?:script|style)>/g)) {
      if (/src=|type="application\/(ld\+)?json"/.test(attrs!)) continue; // data blocks are never executed
      const hash = createHash('sha256').update(body!).digest('base64');
      assert.ok(csp.includes(`'sha256-${hash}'`), `${file}: inline block without its hash in the CSP`);
    }
  }
});

assets('should start one hashed module script, from the boot script after the first paint', () => {
  for (const file of BUILT_PAGES) {
    const html = site.read(file);
    assert.not.match(html, /<script[^>]+src=/, `${file}: no script tag fetches during parsing`);
    const boot = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const scripts = [...boot.matchAll(/"(\/assets\/client-[A-Z0-9]{8}\.js)"/g)].map((m) => m[1]!);
    assert.is(scripts.length, 1, file);
    assert.match(boot, /first-contentful-paint/, "after the first contentful paint");
    assert.ok(site.exists(scripts[0]!.slice(1)));
  }
});

assets('should name the script by the bytes it ships, which a year-long cache keys on', () => {
  // The build changes esbuild's output after bundling (src/builder/eager-compile.ts), so the
  // name is the hash of what is written, not esbuild's.
  const url = /"\/assets\/client-([A-Z0-9]{8})\.js"/.exec(site.read(PAGES.home))!;
  const bytes = site.read(url[0].slice(2, -1)); // UTF-8 text, as esbuild writes it
  assert.is(url[1], createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase());
});

assets('should name one hashed JSON file, shared by every page, the client hydrates from', () => {
  const urls = BUILT_PAGES.map((file) => /<div id="root" data-site-data="(\/assets\/site-data-[0-9a-f]{10}\.json)"/.exec(site.read(file))?.[1]);
  assert.ok(urls[0], 'the home page names its data');
  assert.equal(new Set(urls).size, 1, 'one file for all pages');
  const data = siteDataOf(site, site.read(PAGES.home));
  assert.is((data.content as { person: { name: string } }).person.name, 'Alex Carter');
  // The prerendered sections: what the page shows is the string it hydrates with.
  const sections = data.sections as Record<string, string>;
  // About, the one section rendered apart for the sample (Experience is too, for a career).
  assert.equal(Object.keys(sections), ['about']);
  assert.ok(site.read(PAGES.home).includes(sections.about!));
  assert.ok(data.images['hero.png']!.avif.includes('.avif'));
  assert.not.match(site.read(PAGES.home), /type="application\/json"/, 'no data block delays the first paint');
});

assets('should point every srcset and src at a file it wrote', () => {
  const html = site.read(PAGES.home);
  const urls = [...html.matchAll(/(?:srcSet|srcset|src)="([^"]+)"/g)].flatMap((m) => m[1]!.split(', ').map((part) => part.split(' ')[0]!));
  const local = urls.filter((url) => url.startsWith('/'));
  assert.ok(local.length > 20);
  for (const url of local) assert.ok(site.exists(url.slice(1)), url);
});

assets.run();
