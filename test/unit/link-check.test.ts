// The build's link check (src/builder/link-check.ts) on small hand-made pages; test/build/
// runs it on the real build with a planted broken link.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks, referencesIn, type PageToCheck } from '../../src/builder/link-check';

const home = (body: string): PageToCheck => ({ file: 'index.html', url: '/', html: `<main id="main"><section id="about"></section>${body}</main>` });
const blog: PageToCheck = { file: 'blogs/index.html', url: '/blogs', html: '<main id="main"><h1 id="title">Blog</h1></main>' };
const targets = {
  routes: new Map([['/', 'index.html'], ['/blogs', 'blogs/index.html']]),
  files: new Set(['index.html', 'blogs/index.html', '404.html', 'resume.pdf', 'favicon.svg', 'assets/img/a-360.webp', 'assets/img/a-720.webp']),
  basePath: '/',
};
const problemsOf = (body: string, extra: Partial<typeof targets> = {}) => checkLinks([home(body), blog], { ...targets, ...extra }).problems;

const test = suite('link check');

test('should find href, src and every srcset candidate, but nothing inside scripts or styles', () => {
  const html =
    '<a href="/blogs">b</a><link rel="icon" href="/favicon.svg"><img src="/x.png" srcSet="/a-360.webp 360w, /a-720.webp 720w">' +
    '<script type="application/json">{"x":" href=\\"/data\\""}</script><style>a{background:url(/style.png)}</style><a href="/a?b=1&amp;c=2">q</a>';
  assert.equal(referencesIn(html), ['/blogs', '/favicon.svg', '/x.png', '/a-360.webp', '/a-720.webp', '/a?b=1&c=2']);
});

test('should accept routes, files, anchors on the page and on other pages, and leave other schemes alone', () => {
  const report = checkLinks(
    [home('<a href="#about">a</a><a href="/blogs">b</a><a href="/blogs/">b</a><a href="/blogs#title">t</a><a href="/resume.pdf">r</a><img src="/assets/img/a-360.webp" srcset="/assets/img/a-720.webp 720w">'), blog],
    targets,
  );
  assert.equal(report.problems, []);
  assert.is(report.checked, 7);
  const outside = checkLinks([home('<a href="https://github.com/x">g</a><a href="mailto:a@b.c">m</a><a href="tel:+1">t</a><img src="data:image/svg+xml,x"><a href="#">private</a><a href="//cdn.example">c</a>')], targets);
  assert.equal(outside, { problems: [], checked: 0 }, 'external links, mailto:, tel:, data: and a private project\'s "#" left alone');
});

test('should fail on a page, anchor, file, image candidate or icon that does not exist, naming the page and the link', () => {
  const rows: [string, string[]][] = [
    ['<a href="/blgos">typo</a>', ['index.html: "/blgos" is neither a route nor a file in dist/']],
    ['<a href="#contcat">c</a><a href="/blogs#nope">n</a>', [
      'index.html: "#contcat" points at #contcat, but index.html has no element with that id',
      'index.html: "/blogs#nope" points at #nope, but blogs/index.html has no element with that id',
    ]],
    ['<img srcset="/assets/img/a-360.webp 360w, /assets/img/gone.webp 720w"><link rel="icon" href="/favicon.png">', [
      'index.html: "/assets/img/gone.webp" is neither a route nor a file in dist/',
      'index.html: "/favicon.png" is neither a route nor a file in dist/',
    ]],
  ];
  for (const [body, problems] of rows) assert.equal(problemsOf(body), problems, body);
});

test('should skip what the server answers itself, such as the dev reload script', () => {
  const page = home('<script type="module" src="/__reload.js"></script>');
  assert.equal(checkLinks([page], targets).problems, ['index.html: "/__reload.js" is neither a route nor a file in dist/']);
  assert.equal(checkLinks([page], { ...targets, served: new Set(['/__reload.js']) }).problems, []);
});

test('should resolve relative links against the page, as a browser would', () => {
  const deep404: PageToCheck = { file: '404.html', url: '/no/such/page', html: '<a href="favicon.svg">i</a><a href="/favicon.svg">ok</a>' };
  assert.equal(checkLinks([deep404], targets).problems, ['404.html: "favicon.svg" is neither a route nor a file in dist/']);
});

test('should require the base path when the site lives under one', () => {
  const under = { ...targets, basePath: '/portfolio/' };
  const page: PageToCheck = { file: 'index.html', url: '/portfolio/', html: '<main id="main"><a href="/portfolio/blogs">b</a><a href="/portfolio/resume.pdf">r</a><a href="/blogs">wrong</a></main>' };
  assert.equal(checkLinks([page, blog], under).problems, ['index.html: "/blogs" is outside the base path /portfolio/']);
});

test.run();
