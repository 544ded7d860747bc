// Content checked at build, through the real CLI. test/unit/validate*.test.ts hold every rule
// to its message without a build; the runs here prove the CLI's part, once per kind of file:
// mistakes stop `node build.mjs build` with exit status 1 and one "Build failed:" block that
// names the file, the entry and the field and says what is wrong, every problem at once, in
// content.ts, the synced posts, Markdown posts and the pictures; the last good dist/ stays
// exactly as it was, and no half-built folder is left. They also cover what only the build
// sees: files that are missing, do not decode or lead out of the project, and code that does
// not parse, uses a word left without quotes or ships build-time code, shown as an editor
// points at it, with no stack.
import { copyFileSync, cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../helpers/built-site';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';

let project: ProjectCopy;
let goodDist: Record<string, string>;
/** Files outside the project, which a path or a symbolic link in src/ would smuggle in. */
let outside: string;

/** That the build failed saying `message` (after any warnings), and left the last good dist/ and no half-built folder. */
function assertFailed(result: CommandResult, message: string) {
  assert.is(result.status, 1, `exit status; output:\n${result.stdout}${result.stderr}`);
  assert.is(result.stderr.slice(result.stderr.indexOf('Build failed:')).trim(), message);
  assert.equal(project.snapshot('dist'), goodDist, 'the last good dist/ changed');
  const leftovers = readdirSync(path.join(project.dir, '.cache')).filter((name) => name.startsWith('build-'));
  assert.equal(leftovers, [], 'a half-built folder was left behind');
}

const refuse = suite('build :: content errors stop the build');

refuse.before(setup(() => {
  project = copyProject();
  // The last good site: the run's build of the same project (helpers/built-site.ts).
  cpSync(buildSite().dir, path.join(project.dir, 'dist'), { recursive: true });
  goodDist = project.snapshot('dist');
  outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
}));
refuse.after.each(() => project.restore());
refuse.after(() => {
  project?.dispose();
  if (outside) rmSync(outside, { recursive: true, force: true });
});

refuse('should list every problem at once, each naming its file, entry and field, and keep the last good dist/', () => {
  const post = (name: string, front: string, body = '') => project.write(`src/content/posts/${name}.md`, `---\n${front}\ntags: [Notes]\n---\n\nSome words.\n${body}`);
  const title = 'Word '.repeat(4000).trim();
  // A lone surrogate broke every page's hydration, and a 10,000-character name crashed the social card.
  project.replace(CONTENT, /$/, `
{
  const c = content as any;
  c.person = { ...c.person, name: 'x'.repeat(10000), title: 'Frontend \\ud83d Developer', email: 'me@site.dev?cc=boss@site.dev', siteUrl: 'https://user.github.io/portfolio' };
  c.projects[5].description = '';
  c.projects[0].imageUrl = 'projects/broken.png';
  delete c.posts[5].excerpt;
  c.resumeFile = 'linked-cv.pdf';
}
`);
  project.write('src/assets/projects/broken.png', 'not an image');
  project.remove('src/assets/hero.png');
  writeFileSync(path.join(outside, 'secret.pdf'), '%PDF-1.7\nnot yours\n');
  symlinkSync(path.join(outside, 'secret.pdf'), path.join(project.dir, 'src/assets/linked-cv.pdf'));
  copyFileSync(path.join(project.dir, 'src/assets/portrait.png'), path.join(outside, 'secret.png'));
  symlinkSync(path.join(outside, 'secret.png'), path.join(project.dir, 'src/assets/linked.png'));
  const away = path.relative(path.join(project.dir, 'src/assets'), path.join(outside, 'secret.png'));
  post('climbs-out', 'title: Climbs out\ndate: 2025-01-02', `\n![secret](${away})\n`);
  post('linked-out', 'title: Linked out\ndate: 2025-01-02', '\n![linked](linked.png)\n');
  post('long-title', `title: ${title}\ndate: 2025-01-02`);
  post('far-ahead', 'title: Far ahead\ndate: 9999-01-01');
  project.write('src/content/posts/map-tags.md', '---\ntitle: Map tags\ndate: 2025-01-02\ntags: {a: 1}\n---\n\nSome words.\n');
  const synced = { about: 'Written by npm run posts:sync.', posts: [{ id: 'far-synced', title: 'Far synced', url: 'https://dev.to/me/far', publishedAt: '9999-01-01', tags: ['Notes'], excerpt: 'Far ahead.', feed: 'https://dev.to/feed/me' }] };
  project.write('src/content/synced-posts.json', JSON.stringify(synced));
  try {
    const result = project.run(['build'], { env: { BASE_PATH: '/other/' } });
    // The build's day is in the dates' lines.
    const stderr = result.stderr.replace(/day, \d{4}-\d{2}-\d{2} \(the latest it takes is \d{4}-\d{2}-\d{2},/g, 'day, TODAY (the latest it takes is NEXT YEAR,');
    const ahead = `is more than a year after the build's day, TODAY (the latest it takes is NEXT YEAR, MAX_YEARS_AHEAD in src/builder/validate-rules.ts); write the day it was published (got "9999-01-01")`;
    assertFailed({ ...result, stderr }, [
      'Build failed: the content has 15 problems:',
      `  - ${CONTENT}: person: email has "?" in it, which would break the Send Message link (mailto:); write the address alone (got "me@site.dev?cc=boss@site.dev")`,
      `  - ${CONTENT}: person: siteUrl has the path "/portfolio/" but BASE_PATH builds the site for "/other/"; unset BASE_PATH (the build follows siteUrl's path) or make the two agree (got "https://user.github.io/portfolio")`,
      `  - ${CONTENT}: projects[5] "Pacman Game": description must not be empty (got "")`,
      `  - ${CONTENT}: posts[5] "three-js-portfolio-scene": excerpt is missing`,
      `  - src/content/synced-posts.json: posts[0] "Far synced": publishedAt ${ahead}`,
      `  - src/content/posts/far-ahead.md: date ${ahead}`,
      `  - ${CONTENT}: resumeFile src/assets/linked-cv.pdf is reached through a symbolic link, which the build would follow out of the project; copy the PDF itself into src/assets/`,
      `  - ${CONTENT}: person: title has half a character (a lone surrogate, U+D83D) at character 10; write the whole character or remove it`,
      "  - src/content/posts/long-title.md: title is 19999 characters long; a post's title may have at most 200 (MAX_POST_TITLE_LENGTH in src/builder/validate-text.ts), so shorten it",
      `  - ${CONTENT}: person: name is 10000 characters long; at most 60 fit the social card and the résumé (MAX_NAME_LENGTH in src/builder/validate-text.ts), so shorten it`,
      `  - src/content/posts/climbs-out.md:9: image ${away} must be a path inside src/assets/, such as ![…](posts/diagram.png): the build publishes the file an image names, so no "..", "/" at the start or "\\"`,
      '  - src/content/posts/map-tags.md:1: front matter: tags: must be a list of words, e.g. [React, TypeScript], each without commas (got {"a":1})',
      "  - src/assets/hero.png is missing: it is the hero's background artwork (in both themes unless hero-light.png is beside it) and the social card's background; put a PNG 1200 px wide or larger there",
      `  - ${CONTENT}: projects[0] "Coffee Connoisseur": imageUrl src/assets/projects/broken.png cannot be read as an image (Input buffer contains unsupported image format); save it again as PNG, JPG, WebP, AVIF, GIF or TIFF`,
      '  - src/content/posts/linked-out.md:9: image src/assets/linked.png is a symbolic link to a file outside src/assets/, which the build would publish; copy the image itself into src/assets/',
    ].join('\n'));
  } finally {
    for (const link of ['linked-cv.pdf', 'linked.png']) rmSync(path.join(project.dir, 'src/assets', link));
  }
});

// A syntax error, and a word left without quotes (not a ReferenceError from the bundle):
// file:line:column, the line before, the line and a caret.
refuse('a mistake in the content module\'s code: where it is, with the line before and a caret', () => {
  for (const [line, expected] of [
    ["    email: 'ann@example.org'\n    name: 'Ann',", [`${CONTENT}:4:5: Expected "}" but found "name"`, "    3 |     email: 'ann@example.org'", "    4 |     name: 'Ann',", '      |     ^']],
    ["    email: Nowhere,\n    name: 'Ann',", [`${CONTENT}:3:12: Nowhere is not defined; text must be in quotes ('Nowhere')`, '    2 |   person: {', '    3 |     email: Nowhere,', '      |            ^']],
  ] as const) {
    project.write(CONTENT, `export const content = {\n  person: {\n${line}\n  },\n};\n`);
    assertFailed(project.run(['build']), `Build failed: ${expected.join('\n')}`);
  }
});

refuse('a syntax error in any bundled file, with the same frame', () => {
  project.replace('src/app/sections/Hero.tsx', 'export const HERO_ID', 'export const const HERO_ID');
  const result = project.run(['build']);
  assert.match(result.stderr, /^Build failed: src\/app\/sections\/Hero\.tsx:\d+:14: Expected identifier but found "const"\n/);
  assert.match(result.stderr, /\n\s+\d+ \| export const const HERO_ID.*\n\s+\| {14}\^\n?$/);
  assertFailed(result, result.stderr.trim());
});

// React rendered only at build time ships as HTML, never as code (its stylesheets do ship).
refuse('browser code that imports build-time code, in the bundle or the inline boot script: nothing of it ships', () => {
  project.replace('src/app/sections/Hero.tsx', /^/, "import { FAVICON_SVG } from '../../builder/favicons';\nimport { formatPostDate } from '../../prerendered/blog/formatPostDate';\nconsole.log(FAVICON_SVG, formatPostDate);\n");
  assertFailed(project.run(['build']), 'Build failed: the browser bundle imports build-time or server code, which would ship to every visitor: src/builder/favicons.ts, src/prerendered/blog/formatPostDate.ts');
  project.restore();
  project.replace('src/app/boot.ts', /^/, "import { FAVICON_SVG } from '../builder/favicons';\nconsole.log(FAVICON_SVG);\n");
  assertFailed(project.run(['build']), 'Build failed: src/app/boot.ts imports build-time or server code, which would ship to every visitor: src/builder/favicons.ts');
});

refuse.run();
