import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPostDate, parsePostDate } from '../../src/prerendered/blog/formatPostDate';

const ZONES = ['America/Los_Angeles', 'Asia/Tokyo', 'UTC'];
const originalTz = process.env.TZ;

const test = suite('post dates');
test.after(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

test('should show the long US date of the calendar day in every time zone', () => {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    assert.is(formatPostDate('2025-05-15', 'en'), 'May 15, 2025', zone);
    assert.is(formatPostDate('2024-12-01', 'en'), 'December 1, 2024', zone);
    assert.is(formatPostDate('2025-01-01', 'en'), 'January 1, 2025', zone);
    assert.is(formatPostDate('2024-02-29', 'en'), 'February 29, 2024', zone);
  }
});

test('the naive way really is wrong west of UTC (so the test above can fail)', () => {
  process.env.TZ = 'America/Los_Angeles';
  assert.is(new Date('2025-05-15').toLocaleDateString('en-US', { dateStyle: 'long' }), 'May 14, 2025');
});

test('parsePostDate should accept real YYYY-MM-DD dates only', () => {
  assert.is(parsePostDate('2025-05-15'), Date.UTC(2025, 4, 15));
  assert.is(parsePostDate('2024-02-29'), Date.UTC(2024, 1, 29));
  for (const bad of ['2025-02-30', '2025-13-01', '2025-5-15', 'May 15, 2025', '2025-05-15T00:00:00Z', '']) {
    assert.is(parsePostDate(bad), null, bad);
  }
});

test.run();
