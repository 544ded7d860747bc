import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPostDate, parsePostDate } from '../../src/prerendered/blog/formatPostDate';
import { content } from '../fixtures/sample/content';

const ZONES = ['America/Los_Angeles', 'Asia/Tokyo', 'UTC'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2025-05-15" -> "May 15, 2025", by hand rather than by the formatter under test. */
const longUsDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
};
const originalTz = process.env.TZ;

const format = suite('formatPostDate');
format.after(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

format('should show the long US date of the calendar day in every time zone', () => {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    assert.is(formatPostDate('2025-05-15', 'en'), 'May 15, 2025', zone);
    assert.is(formatPostDate('2024-12-01', 'en'), 'December 1, 2024', zone);
    assert.is(formatPostDate('2025-01-01', 'en'), 'January 1, 2025', zone);
  }
});

format('the naive way really is wrong west of UTC (so the test above can fail)', () => {
  process.env.TZ = 'America/Los_Angeles';
  assert.is(new Date('2025-05-15').toLocaleDateString('en-US', { dateStyle: 'long' }), 'May 14, 2025');
});

format('should format every post of the content identically across zones', () => {
  const results = ZONES.map((zone) => {
    process.env.TZ = zone;
    return content.posts.map((post) => formatPostDate(post.publishedAt, 'en'));
  });
  assert.equal(results[0], results[1]);
  assert.equal(results[1], results[2]);
  // Each as worked out by hand, whatever the owner's posts are.
  assert.equal(results[0], content.posts.map((post) => longUsDate(post.publishedAt)));
});

format.run();

// ---

const parse = suite('parsePostDate');

parse('should accept real YYYY-MM-DD dates only', () => {
  assert.is(parsePostDate('2025-05-15'), Date.UTC(2025, 4, 15));
  assert.is(parsePostDate('2024-02-29'), Date.UTC(2024, 1, 29));
  for (const bad of ['2025-02-30', '2025-13-01', '2025-5-15', 'May 15, 2025', '2025-05-15T00:00:00Z', '']) {
    assert.is(parsePostDate(bad), null, bad);
  }
});

parse.run();
