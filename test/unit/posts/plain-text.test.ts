import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EXCERPT_MAX_CHARS, excerptOf, htmlText, readTime, WORDS_PER_MINUTE } from '../../../src/builder/posts/plain-text';

const text = suite('htmlText');

text('should decode entities and drop tags, scripts and styles', () => {
  const { text: plain, paragraphs, hasMarkup } = htmlText('<p>Less JS &amp; faster &#8212; &lt;List /&gt;</p><script>alert(1)</script><style>p{}</style><p>Two</p>');
  assert.is(plain, 'Less JS & faster — <List /> Two');
  assert.equal(paragraphs, ['Less JS & faster — <List />', 'Two']);
  assert.ok(hasMarkup);
  assert.not.ok(htmlText('A plain brief &amp; nothing else').hasMarkup);
});

text('should keep a figure\'s caption and a list out of the paragraphs', () => {
  const { paragraphs } = htmlText('<figure><p>Caption</p></figure><ul><li><p>Item</p></li></ul><p>Body</p>');
  assert.equal(paragraphs, ['Body']);
});

text.run();

// ---

const excerpt = suite('excerptOf');

excerpt('should keep whole sentences within the limit', () => {
  const sentence = 'This sentence has exactly sixty characters, give or take.';
  const result = excerptOf(`${sentence} ${sentence} ${sentence} ${sentence}`);
  assert.ok(result.length <= EXCERPT_MAX_CHARS, String(result.length));
  assert.ok(result.endsWith('take.'), result);
  assert.is(result, `${sentence} ${sentence} ${sentence}`);
});

excerpt('should cut one overlong sentence at a word and say so', () => {
  const long = `${'word '.repeat(80)}end.`;
  const result = excerptOf(long);
  assert.ok(result.endsWith('word…'), result);
  assert.ok(result.length <= EXCERPT_MAX_CHARS + 1);
});

excerpt.run();

// ---

const time = suite('readTime');

time(`should count words at ${WORDS_PER_MINUTE} a minute, rounding up, never below a minute`, () => {
  assert.is(readTime('word '.repeat(WORDS_PER_MINUTE * 8)), '8 min read');
  assert.is(readTime('word '.repeat(WORDS_PER_MINUTE * 8 + 1)), '9 min read');
  assert.is(readTime('Hi.'), '1 min read');
});

time.run();
