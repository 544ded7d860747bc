import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EXCERPT_MAX_CHARS, excerptOf, htmlText, readMinutes, SEGMENT_PIECE_CHARS, wordCount, WORDS_PER_MINUTE } from '../../../src/builder/posts/plain-text';
import { ROOT } from '../../helpers/env';

const test = suite('plain text of posts');

test('should decode entities and drop tags, scripts, styles, captions and lists', () => {
  const { text: plain, paragraphs, hasMarkup } = htmlText('<p>Less JS &amp; faster &#8212; &lt;List /&gt;</p><script>alert(1)</script><style>p{}</style><p>Two</p>');
  assert.is(plain, 'Less JS & faster — <List /> Two');
  assert.equal(paragraphs, ['Less JS & faster — <List />', 'Two']);
  assert.ok(hasMarkup);
  assert.not.ok(htmlText('A plain brief &amp; nothing else').hasMarkup);
  assert.equal(htmlText('<figure><p>Caption</p></figure><ul><li><p>Item</p></li></ul><p>Body</p>').paragraphs, ['Body'], 'a caption and a list are no paragraphs');
});

test('should keep whole sentences within the limit, and cut one overlong sentence at a word, saying so', () => {
  const sentence = 'This sentence has exactly sixty characters, give or take.';
  const result = excerptOf(`${sentence} ${sentence} ${sentence} ${sentence}`);
  assert.ok(result.length <= EXCERPT_MAX_CHARS, String(result.length));
  assert.ok(result.endsWith('take.'), result);
  assert.is(result, `${sentence} ${sentence} ${sentence}`);
  const cut = excerptOf(`${'word '.repeat(80)}end.`);
  assert.ok(cut.endsWith('word…') && cut.length <= EXCERPT_MAX_CHARS + 1, `one overlong sentence cut at a word: ${cut}`);
});

test(`should count words at ${WORDS_PER_MINUTE} a minute, rounding up, never below a minute`, () => {
  assert.is(readMinutes('word '.repeat(WORDS_PER_MINUTE * 8)), 8);
  assert.is(readMinutes('word '.repeat(WORDS_PER_MINUTE * 8 + 1)), 9);
  assert.is(readMinutes('Hi.'), 1);
});

test('should count the words of a text longer than one piece of the segmenter, none twice or lost at the cuts', () => {
  const prose = 'Streams, pipes and back-pressure: a café\u2019s queue. 日本語の文章も。 ';
  const one = wordCount(prose);
  const long = prose.repeat(Math.ceil((SEGMENT_PIECE_CHARS * 5) / prose.length));
  assert.is(wordCount(long), one * (long.length / prose.length));
  // A run with no space at all is cut anyway, and counted within a word per cut.
  const run = 'あ'.repeat(SEGMENT_PIECE_CHARS * 4);
  assert.ok(Math.abs(wordCount(run) - [...new Intl.Segmenter('en', { granularity: 'word' }).segment(run)].filter((part) => part.isWordLike).length) <= 4);
});

// A megabyte-long Markdown post, read in a process of its own, so that a read that runs away is
// killed by the clock instead of taking the test run with it (Node 20's segmenter, given the
// whole text, took 8.9 s and 870 MB for 48 KB; for 1 MB it held 12 GB after 11 minutes, outside
// the JavaScript heap, where neither a worker's heap limit nor its termination reach it).
const LONG_POST_BYTES = 1_000_000;
const LONG_POST_SECONDS = 20;
// What the reading process may reach at its peak, Node itself included (about 50 MB idle).
const LONG_POST_RSS_MB = 400;

test('should read a 1 MB post in seconds, in bounded memory, with the right read time', async () => {
  const sentence = 'The quick brown fox jumps over the lazy dog again. ';
  const paragraph = sentence.repeat(20);
  const paragraphs = Math.ceil(LONG_POST_BYTES / (paragraph.length + 2));
  const words = 10 * 20 * paragraphs;
  const dir = mkdtempSync(path.join(ROOT, '.cache', 'long-post-'));
  try {
    writeFileSync(path.join(dir, 'a-long-post.md'), `---\ntitle: A long post\ndate: 2025-01-02\n---\n\n${`${paragraph}\n\n`.repeat(paragraphs)}`);
    const reader = [
      "import { readFileSync } from 'node:fs';",
      `import { readOwnPost } from ${JSON.stringify(path.join(ROOT, 'src', 'builder', 'posts', 'own-posts.ts'))};`,
      'const started = performance.now();',
      `const { post, problems } = readOwnPost('src/content/posts/a-long-post.md', readFileSync(${JSON.stringify(path.join(dir, 'a-long-post.md'))}, 'utf8'));`,
      'console.log(JSON.stringify({ readMinutes: post?.readMinutes, problems, ms: performance.now() - started, rssMb: process.resourceUsage().maxRSS / 1024 }));',
    ].join('\n');
    await esbuild.build({ stdin: { contents: reader, resolveDir: ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', packages: 'external', outfile: path.join(dir, 'read.mjs'), logLevel: 'silent' });
    const run = spawnSync(process.execPath, [path.join(dir, 'read.mjs')], { cwd: ROOT, encoding: 'utf8', timeout: LONG_POST_SECONDS * 1000, killSignal: 'SIGKILL' });
    assert.is(run.signal, null, `not read in ${LONG_POST_SECONDS} s`);
    const result = JSON.parse(run.stdout) as { readMinutes?: number; problems: string[]; ms: number; rssMb: number };
    assert.equal(result.problems, []);
    assert.is(result.readMinutes, Math.ceil(words / WORDS_PER_MINUTE));
    assert.ok(result.rssMb < LONG_POST_RSS_MB, `${Math.round(result.rssMb)} MB at its peak`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
