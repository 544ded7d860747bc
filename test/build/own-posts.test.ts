// An owner's Markdown post and synced posts in a project copy built through the real CLI
// (test/helpers/writing-site.ts; its own build, as the sample has neither): the post's page,
// its head, its place on /blogs, in the sitemap and in both feeds, and what the build refuses.
import { PAGE_DATA_FILE, type StaticPageData } from '../../src/app/pages/static-pages';
import { parseJsonFeed } from 'feedsmith';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { textOf } from '../helpers/built-site';
import { setup } from '../helpers/setup';
import { SITE_BUILD } from '../helpers/shared-site';
import { OWN_POST, writingSite, type WritingSite } from '../helpers/writing-site';

let site: WritingSite;
const PAGE = `blogs/${OWN_POST.slug}/index.html`;
const pageUrl = new URL(`blogs/${OWN_POST.slug}`, content.person.siteUrl).href;
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

const page = suite('own post :: its page');
page.before(setup(async () => {
  site = await writingSite();
}));

page('should be prerendered whole: title, date, read time, tags and the body', () => {
  const html = site.read(PAGE);
  const main = /<main[\s\S]*<\/main>/.exec(html)![0];
  assert.match(main, new RegExp(`<h1[^>]*>${OWN_POST.title}</h1>`));
  assert.match(main, /<time dateTime="2025-06-20">June 20, 2025<\/time>/);
  assert.ok(textOf(main).includes('1 min read'));
  // Each tag a link to its list.
  assert.match(main, /<li><a href="\/blogs\/tags\/node-js" class="[^"]+" data-routed="">Node\.js<\/a><\/li><li><a href="\/blogs\/tags\/typescript" class="[^"]+" data-routed="">TypeScript<\/a><\/li>/);
  assert.ok(textOf(main).includes('Back-pressure is what keeps a fast producer from drowning a slow consumer.'));
  assert.not.match(main, /<!--main-->/, 'the slot is filled');
});

page('should carry code highlighted at build time and the image as AVIF and WebP, sized (lazy: it follows the opening words)', () => {
  const html = site.read(PAGE);
  assert.match(html, /<pre class="hljs" tabindex="0"><code class="language-ts"><span class="hljs-keyword">import<\/span>/);
  const picture = /<picture><source type="image\/avif" srcset="([^"]+)"[^>]*><source type="image\/webp" srcset="([^"]+)"[^>]*><img ([^>]+)><\/picture>/.exec(html);
  assert.ok(picture, 'a <picture>');
  for (const url of [...picture![1]!.split(', '), ...picture![2]!.split(', ')].map((entry) => entry.split(' ')[0]!)) assert.ok(site.exists(url.slice(1)), url);
  assert.match(picture![3]!, /width="1080" height="540" alt="A fast producer and a slow consumer, joined by a buffer that never overflows" loading="lazy" decoding="async"/);
  assert.not.match(html, / style="/, 'no inline styles for the CSP to allow');
  assert.is((html.match(/<script/g) ?? []).length, 2, 'the boot script and the JSON-LD data block, no other');
});

page('should have its own title, description, social card, canonical and BlogPosting', () => {
  const html = site.read(PAGE);
  const home = site.read('index.html');
  assert.ok(html.includes(`<title>${content.labels.titles.post.replace('{post}', OWN_POST.title).replace('{name}', content.person.name)}</title>`));
  assert.match(html, /<meta property="og:type" content="article">/);
  assert.match(html, new RegExp(`<link rel="canonical" href="${pageUrl}">`));
  const card = /<meta property="og:image" content="[^"]+\/(assets\/social-card-[0-9a-f]+\.png)">/.exec(html)![1]!;
  assert.not.ok(home.includes(card), 'a card of its own');
  assert.ok(site.exists(card));
  const ld = jsonLd(html);
  assert.is(ld['@type'], 'BlogPosting');
  assert.is(ld.headline, OWN_POST.title);
  assert.is(ld.datePublished, '2025-06-20');
  assert.is(ld.url, pageUrl);
  assert.match(String(ld.image), /^https:\/\/.*social-card-/);
});

page('should be listed on /blogs, newest first among the synced and written posts, opening on the site', () => {
  const html = site.read('blogs/index.html');
  const titles = [...html.matchAll(/<h2 id="post-[^"]+" class="[^"]+">([^<]+)<\/h2>/g)].map((m) => m[1]);
  assert.is(titles[0], 'Streams Without Surprises', '2025-06-20, the newest');
  assert.ok(titles.includes('CSS Anchor Positioning: Tooltips Without JavaScript'));
  assert.match(html, new RegExp(`<a href="/blogs/${OWN_POST.slug}" class="[^"]+"[^>]*>${content.labels.blog.readHere}<`), 'a link of the site, in this tab');
  assert.match(html, /<a target="_blank" rel="noopener noreferrer" href="https:\/\/blog\.janedoe\.dev\/css-anchor-positioning-tooltips"/, 'a synced post opens its platform in a new tab');
});

page('should be in the sitemap and first in both feeds, at its absolute address', () => {
  assert.ok(site.read('sitemap.xml').includes(`<loc>${pageUrl}</loc>\n    <lastmod>2025-06-20</lastmod>`));
  const feed = parseJsonFeed(site.read('blogs/feed.json'));
  assert.equal([feed.items?.[0]?.url, feed.items?.[0]?.title], [pageUrl, OWN_POST.title]);
  assert.ok(site.read('blogs/feed.xml').includes(`<link rel="alternate" type="text/html" href="${pageUrl}"/>`));
});

page('should give the router its data file: its title and the same main content', () => {
  const data = JSON.parse(site.read(`blogs/${OWN_POST.slug}/${PAGE_DATA_FILE}`)) as StaticPageData;
  assert.equal([data.key, data.values], ['post', { post: OWN_POST.title }]);
  assert.match(data.main, /<h1 tabindex="-1">[^<]+<\/h1><div class="[^"]+"><header class="[^"]+"><p class="[^"]+"><span class="[^"]+"><svg[\s\S]*<\/header><p>Back-pressure/, 'title, date, read time and tags, then the text');
  assert.ok(site.read(PAGE).includes(data.main), 'the page holds the same main content');
});

page.run();

// ---

const refused = suite('own post :: what the build refuses');
refused.before(setup(async () => {
  site = await writingSite();
}));
refused.after.each(() => site.project.restore());

refused('raw HTML and a broken synced post: a line each naming the file and the line or field, and the last good site stays', () => {
  const before = site.project.snapshot('dist');
  site.project.replace(OWN_POST.file, '1. Listening', '<div class="note">Careful</div>\n\n1. Listening');
  site.project.replace('src/content/synced-posts.json', /"publishedAt": "2025-06-06"/, '"publishedAt": "June 6"');
  const result = site.project.run(SITE_BUILD);
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`\\n  - ${OWN_POST.file}:26: raw HTML \\(<div…\\) is not allowed in a post, so the site's Content-Security-Policy stays strict: write it in Markdown, or put it in a code block\\n`));
  assert.match(result.stderr, /src\/content\/synced-posts\.json: posts\[\d\] "Streaming Server Components: What Actually Reaches the Browser": publishedAt must be a date, YYYY-MM-DD/);
  assert.equal(site.project.snapshot('dist'), before);
});

refused('an image that is not in src/assets/, naming the file and the line', () => {
  site.project.replace(OWN_POST.file, `](${OWN_POST.image})`, '](posts/missing.png)');
  const result = site.project.run(SITE_BUILD);
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`${OWN_POST.file}:22: image src/assets/posts/missing\\.png does not exist`));
});

refused.run();
