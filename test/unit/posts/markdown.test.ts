import { readFileSync } from 'node:fs';
import path from 'node:path';
// An own Markdown post read and rendered (src/builder/posts/); the page the build makes of the
// fixture post, and the build refusing a broken one, are build/own-posts.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RESERVED_POST_IDS } from '../../../src/app/pages/blog-pages';
import { parseMarkdown, renderMarkdown } from '../../../src/builder/posts/markdown';
import { readOwnPost } from '../../../src/builder/posts/own-posts';
import { ROOT } from '../../helpers/env';

const FIXTURE = 'src/content/posts/streams-without-surprises.md';
const text = readFileSync(path.join(ROOT, 'test', 'fixtures', 'posts', 'streams-without-surprises.md'), 'utf8');
const IMAGES = {
  'posts/backpressure.png': { width: 1080, height: 540, avif: '/assets/img/b-360.avif 360w, /assets/img/b-1080.avif 1080w', webp: '/assets/img/b-360.webp 360w, /assets/img/b-1080.webp 1080w', src: '/assets/img/b-720.webp' },
};
const render = (basePath = '/') => {
  const { post } = readOwnPost(FIXTURE, text);
  return renderMarkdown(post!.markdown, { images: IMAGES, basePath });
};

const test = suite('own Markdown posts');

test('should read the front matter, the slug from the file name, an excerpt of the opening and a read time', () => {
  const { post, problems } = readOwnPost(FIXTURE, text);
  assert.equal(problems, []);
  assert.is(post!.id, 'streams-without-surprises');
  assert.is(post!.title, 'Streams Without Surprises');
  assert.is(post!.publishedAt, '2025-06-20');
  assert.equal(post!.tags, ['Node.js', 'TypeScript']);
  assert.is(post!.excerpt, "Back-pressure is what keeps a fast producer from drowning a slow consumer. Node's streams do it for you, as long as you let pipeline() wire them together.");
  assert.is(post!.readMinutes, 1);
  assert.equal(post!.images, [{ name: 'posts/backpressure.png', line: 22 }]);
});

test('should refuse raw HTML, an h1 and a remote image, naming the file and line', () => {
  const broken = text
    .replace('## The one function', '# The one function')
    .replace('1. Listening', '<div class="note">Listening</div>\n\n1. Listening')
    .replace('See [the blog]', 'See <span>this</span> [the blog]')
    .replace('](posts/backpressure.png)', '](https://cdn.example/b.png)');
  const { post, problems } = readOwnPost(FIXTURE, broken);
  assert.is(post, null);
  assert.equal(problems.map((problem) => problem.split(': ').slice(0, 2).join(': ')), [
    `${FIXTURE}:9: a post's title is its front matter's title, the page's one h1`,
    `${FIXTURE}:22: image https://cdn.example/b.png`,
    `${FIXTURE}:26: raw HTML (<div…) is not allowed in a post, so the site's Content-Security-Policy stays strict`,
    `${FIXTURE}:31: raw HTML (<span…) is not allowed in a post, so the site's Content-Security-Policy stays strict`,
  ]);
});

test('should refuse an image outside src/assets/, however its path is written, naming the file and line', () => {
  const outside = ['../../../elsewhere/secret.png', 'posts/../../secret.png', '/etc/secret.png', '%2e%2e/secret.png', 'posts/%2E%2E/%2e%2e/secret.png', 'posts%2f..%2f..%2fsecret.png', '<posts\\..\\..\\secret.png>'];
  for (const path of outside) {
    const { post, problems } = readOwnPost(FIXTURE, text.replace('](posts/backpressure.png)', `](${path})`));
    assert.is(post, null, path);
    assert.is(problems.length, 1, `${path}: ${problems.join('\n')}`);
    assert.match(problems[0]!, new RegExp(`^${FIXTURE}:22: image \\S+ must be a path inside src/assets/`), path);
  }
  // Inside, written plainly or from the folder it is in: accepted.
  for (const path of ['posts/backpressure.png', './posts/backpressure.png']) assert.equal(readOwnPost(FIXTURE, text.replace('](posts/backpressure.png)', `](${path})`)).post?.images, [{ name: 'posts/backpressure.png', line: 22 }], path);
});

test('should name the front matter\'s problems', () => {
  const { problems } = readOwnPost('src/content/posts/Bad Name.md', '---\ntitle: ""\ndate: 2025-13-01\ntags: [a, "b,c"]\nauthor: me\n---\nText.');
  assert.equal(problems, [
    'src/content/posts/Bad Name.md: the file name is the page\'s address, /blogs/Bad Name: use lowercase letters, digits and hyphens (e.g. my-first-post.md)',
    'src/content/posts/Bad Name.md:1: front matter: unknown field "author" (known: title, date, tags, excerpt, canonical)',
    'src/content/posts/Bad Name.md:1: front matter: title: must be some text',
    'src/content/posts/Bad Name.md:1: front matter: date: must be a calendar date, YYYY-MM-DD (got "2025-13-01")',
    'src/content/posts/Bad Name.md:1: front matter: tags: must be a list of words, e.g. [React, TypeScript], each without commas (got ["a","b,c"])',
  ]);
});

test('should refuse tags that are not words, in one line naming the file and field', () => {
  const read = (tags: string) => readOwnPost('src/content/posts/p.md', `---\ntitle: A post\ndate: 2025-01-02\ntags: ${tags}\n---\n\nText.`);
  for (const [tags, got] of [['{a: 1}', '{"a":1}'], ['[{a: 1}]', '[{"a":1}]'], ['[[React]]', '[["React"]]'], ['[null]', '[null]'], ['React', '"React"']]) {
    const { post, problems } = read(tags!);
    assert.is(post, null, tags);
    assert.equal(problems, [`src/content/posts/p.md:1: front matter: tags: must be a list of words, e.g. [React, TypeScript], each without commas (got ${got})`], tags);
  }
  assert.equal(read('[React, 2024]').post?.tags, ['React', '2024'], 'a number is a word');
});

test('should keep the blog\'s own paths: a post may not be /blogs/page or /blogs/tags', () => {
  for (const name of RESERVED_POST_IDS) {
    const { post, problems } = readOwnPost(`src/content/posts/${name}.md`, '---\ntitle: A post\ndate: 2025-01-02\n---\nText.');
    assert.is(post, null, name);
    assert.equal(problems, [`src/content/posts/${name}.md: /blogs/${name} is where the blog keeps its own lists (/blogs/page/2, /blogs/tags/react): give the file another name`]);
  }
});

test('should give headings anchors, unique ids and links to themselves', () => {
  const out = render();
  assert.match(out, /<h2 id="the-one-function"><a href="#the-one-function">The one function<\/a><\/h2>/);
  assert.match(out, /<h2 id="two-mistakes-it-prevents">/);
  assert.match(out, /<h2 id="two-mistakes-it-prevents-2">/);
});

// The fixture post's highlighted code and its image as AVIF and WebP, sized: build/own-posts.test.ts.
test('should load an image lazily unless the post opens with it', () => {
  const lazy = (markdown: string) => renderMarkdown(parseMarkdown(markdown), { images: IMAGES, basePath: '/' }).match(/<img [^>]+>/g)!.map((img) => img.includes('loading="lazy"'));
  const image = (alt: string) => `![${alt}](posts/backpressure.png)`;
  assert.equal(lazy(`${image('Cover')}\n\nText.\n\n${image('Two')}\n`), [false, true], 'a cover, then an image after words');
  assert.equal(lazy(`${image('Cover')} with a caption beside it\n`), [false], 'words after the cover on its line');
  assert.equal(lazy(`Text first.\n\n${image('One')}\n`), [true]);
  assert.equal(lazy(`## A heading\n\n${image('One')}\n`), [true]);
  assert.equal(lazy(`\`\`\`js\nlet code;\n\`\`\`\n\n${image('One')}\n`), [true]);
  assert.equal(lazy(`---\n\n${image('One')}\n`), [true], 'after a rule');
});

test('should put the base path before links to the site\'s pages, and leave other links alone', () => {
  const out = render('/portfolio/');
  assert.match(out, /<a href="\/portfolio\/blogs">the blog<\/a>/);
  assert.match(out, /<a href="https:\/\/nodejs\.org\/api\/stream\.html">/);
});

test('should escape what looks like HTML inside code and text', () => {
  const parsed = parseMarkdown('Use `<script>` with care: 1 < 2 & 3 > 2.\n\n```\n<img src=x onerror=alert(1)>\n```\n');
  assert.equal(parsed.problems, []);
  const out = renderMarkdown(parsed, { images: {}, basePath: '/' });
  assert.match(out, /<code>&lt;script&gt;<\/code> with care: 1 &lt; 2 &amp; 3 &gt; 2\./);
  assert.match(out, /<pre class="hljs" tabindex="0"><code>&lt;img src=x onerror=alert\(1\)&gt;/);
  assert.not.match(out, /<img src=x/);
});

test.run();
