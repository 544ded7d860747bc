// Through the real CLI in a throwaway copy of the project: mistakes that
// would break every page (a lone surrogate: a hydration error on each) or crash the build
// (a 10,000-character name: the social card's raw stack), or follow a résumé out of the
// project, each refused with one line naming the file, the entry and the field, and no stack.
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_NAME_LENGTH, MAX_POST_TITLE_LENGTH } from '../../src/builder/validate-text';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';

let project: ProjectCopy;
let outside: string;

const mistakes = suite('build :: content mistakes, one line each');

mistakes.before(setup(() => {
  project = copyProject();
  // A PDF outside the project, which a symbolic link in src/assets/ would smuggle in.
  outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
  writeFileSync(path.join(outside, 'secret.pdf'), '%PDF-1.7\nnot yours\n');
  symlinkSync(path.join(outside, 'secret.pdf'), path.join(project.dir, 'src', 'assets', 'linked-cv.pdf'));
}));
mistakes.after.each(() => project.restore());
mistakes.after(() => {
  project?.dispose();
  if (outside) rmSync(outside, { recursive: true, force: true });
});

/** Appends statements to the copy's content.ts, with `c` standing for its content, and builds. */
function buildWith(statements: string) {
  project.replace(CONTENT, /$/, `\n{\n  const c = content as any;\n  ${statements}\n}\n`);
  return project.run(['build']);
}

mistakes('a lone surrogate and a 10,000-character name: one line each, no stack, no page built', () => {
  const result = buildWith(`c.person = { ...c.person, name: 'x'.repeat(10000), title: 'Frontend \\ud83d Developer' };`);
  assert.is(result.status, 1, result.stdout);
  assert.is(result.stderr.trim(), [
    'Build failed: the content has 2 problems:',
    `  - ${CONTENT}: person: title has half a character (a lone surrogate, U+D83D) at character 10; write the whole character or remove it`,
    `  - ${CONTENT}: person: name is 10000 characters long; at most ${MAX_NAME_LENGTH} fit the social card and the résumé (MAX_NAME_LENGTH in src/builder/validate-text.ts), so shorten it`,
  ].join('\n'));
});

mistakes('a symlinked or non-PDF résumé, an email that breaks mailto:, a phone that is not one', () => {
  writeFileSync(path.join(project.dir, 'src', 'assets', 'cv.docx'), 'PK\u0003\u0004');
  const linked = buildWith(`c.resumeFile = 'linked-cv.pdf'; c.person = { ...c.person, email: 'me@site.dev?cc=boss@site.dev', phone: '555-CALL-NOW' };`);
  assert.is(linked.status, 1);
  const lines = linked.stderr.trim().split('\n');
  assert.is(lines[0], 'Build failed: the content has 3 problems:');
  assert.ok(lines.includes(`  - ${CONTENT}: resumeFile src/assets/linked-cv.pdf is reached through a symbolic link, which the build would follow out of the project; copy the PDF itself into src/assets/`), linked.stderr);
  assert.ok(lines.some((line) => line.startsWith(`  - ${CONTENT}: person: email has "?" in it, which would break the Send Message link`)), linked.stderr);
  assert.ok(lines.some((line) => line.startsWith(`  - ${CONTENT}: person: phone must be a phone number written with digits`)), linked.stderr);
  project.restore();
  const docx = buildWith(`c.resumeFile = 'cv.docx';`);
  assert.is(docx.stderr.trim(), `Build failed: the content has 1 problem:\n  - ${CONTENT}: resumeFile src/assets/cv.docx is not a PDF (it does not begin with "%PDF-"); export or print it as PDF`);
});

mistakes('a post\'s image outside src/assets/, by its path or through a symbolic link: refused, naming the post and line', () => {
  // A real picture outside the project, where the image's path leads (before, it was published).
  copyFileSync(path.join(project.dir, 'src', 'assets', 'portrait.png'), path.join(outside, 'secret.png'));
  const away = path.relative(path.join(project.dir, 'src', 'assets'), path.join(outside, 'secret.png'));
  symlinkSync(path.join(outside, 'secret.png'), path.join(project.dir, 'src', 'assets', 'linked.png'));
  const post = (image: string) => `---\ntitle: A post\ndate: 2025-01-02\ntags: [Notes]\n---\n\nSome words.\n\n${image}\n`;
  project.write('src/content/posts/climbs-out.md', post(`![secret](${away})`));
  project.write('src/content/posts/linked-out.md', post('![linked](linked.png)'));
  try {
    const result = project.run(['build']);
    assert.is(result.status, 1, result.stdout);
    assert.is(result.stderr.trim(), [
      'Build failed: the content has 2 problems:',
      `  - src/content/posts/climbs-out.md:9: image ${away} must be a path inside src/assets/, such as ![…](posts/diagram.png): the build publishes the file an image names, so no "..", "/" at the start or "\\"`,
      '  - src/content/posts/linked-out.md:9: image src/assets/linked.png is a symbolic link to a file outside src/assets/, which the build would publish; copy the image itself into src/assets/',
    ].join('\n'));
  } finally {
    rmSync(path.join(project.dir, 'src', 'assets', 'linked.png'));
  }
});

mistakes('a date in the year 9999, in content.ts, the synced posts or a Markdown post: refused, naming the file and field', () => {
  const synced = { about: 'Written by npm run posts:sync.', posts: [{ id: 'far-synced', title: 'Far synced', url: 'https://dev.to/me/far', publishedAt: '9999-01-01', tags: ['Notes'], excerpt: 'Far ahead.', feed: 'https://dev.to/feed/me' }] };
  project.write('src/content/synced-posts.json', `${JSON.stringify(synced, null, 2)}\n`);
  project.write('src/content/posts/far-ahead.md', '---\ntitle: Far ahead\ndate: 9999-01-01\ntags: [Notes]\n---\n\nSome words.\n');
  const result = buildWith(`c.posts[0].publishedAt = '9999-12-31';`);
  assert.is(result.status, 1, result.stdout);
  const lines = result.stderr.trim().split('\n');
  assert.is(lines[0], 'Build failed: the content has 3 problems:', result.stderr);
  const ahead = (got: string) => new RegExp(`is more than a year after the build's day, \\d{4}-\\d{2}-\\d{2} \\(the latest it takes is \\d{4}-\\d{2}-\\d{2}, MAX_YEARS_AHEAD in src/builder/validate-rules\\.ts\\); write the day it was published \\(got "${got}"\\)$`);
  assert.match(lines[1]!, new RegExp(`^  - ${CONTENT}: posts\\[0\\] "[^"]+": publishedAt ${ahead('9999-12-31').source.slice(0, -1)}$`));
  assert.match(lines[2]!, new RegExp(`^  - src/content/synced-posts\\.json: posts\\[0\\] "Far synced": publishedAt ${ahead('9999-01-01').source}`));
  assert.match(lines[3]!, new RegExp(`^  - src/content/posts/far-ahead\\.md: date ${ahead('9999-01-01').source}`));
});

mistakes('a Markdown post with a 20,000-character title or tags that are not words: one line each, no stack', () => {
  const title = 'Word '.repeat(4000).trim();
  project.write('src/content/posts/long-title.md', `---\ntitle: ${title}\ndate: 2025-01-02\ntags: [Notes]\n---\n\nSome words.\n`);
  project.write('src/content/posts/map-tags.md', '---\ntitle: Map tags\ndate: 2025-01-02\ntags: {a: 1}\n---\n\nSome words.\n');
  const result = project.run(['build']);
  assert.is(result.status, 1, result.stdout);
  assert.is(result.stderr.trim(), [
    'Build failed: the content has 2 problems:',
    `  - src/content/posts/long-title.md: title is ${title.length} characters long; a post's title may have at most ${MAX_POST_TITLE_LENGTH} (MAX_POST_TITLE_LENGTH in src/builder/validate-text.ts), so shorten it`,
    '  - src/content/posts/map-tags.md:1: front matter: tags: must be a list of words, e.g. [React, TypeScript], each without commas (got {"a":1})',
  ].join('\n'));
});

mistakes.run();
