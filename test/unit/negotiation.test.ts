// RFC 9110 decisions of npm start (src/server/negotiation.ts), each as nginx makes it with the
// shipped block; test/build/nginx.test.ts checks the same answers over HTTP against nginx.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as negotiation from '../../src/server/negotiation';

const { chooseEncoding, etagOf, ifRangeAllows, lastModifiedOf, parseRange, preconditionStatus } = negotiation;
const BOTH = ['br', 'gzip'];
const FILE = { etag: '"6b03981a-250a"', mtimeMs: Date.parse('Mon, 23 Nov 2026 01:34:18 GMT') + 400 };
const HTTP_DATE = new Date(Math.floor(FILE.mtimeMs / 1000) * 1000).toUTCString();

const encoding = suite('chooseEncoding');
encoding('should honour q-values: q=0 refuses a coding', () => {
  assert.is(chooseEncoding('br;q=0, gzip', BOTH), 'gzip');
  assert.is(chooseEncoding('gzip;q=0', BOTH), null);
  assert.is(chooseEncoding('br; q=0.0, gzip;Q=0', BOTH), null);
  assert.is(chooseEncoding('gzip;q=0.5, br;q=0.1', BOTH), 'br', 'any q above 0 accepts; brotli first, as nginx');
});
encoding('should pick brotli, then gzip, then the file itself, by what exists', () => {
  assert.is(chooseEncoding('gzip, deflate, br', BOTH), 'br');
  assert.is(chooseEncoding('gzip, deflate, br', ['gzip']), 'gzip');
  assert.is(chooseEncoding('BR', BOTH), 'br');
  assert.is(chooseEncoding(undefined, BOTH), null);
  assert.is(chooseEncoding('identity', BOTH), null);
  assert.is(chooseEncoding('*', BOTH), null, 'nginx sends no coding for "*"');
  assert.is(chooseEncoding('br', []), null);
});
encoding.run();

const ranges = suite('parseRange');
ranges('should read first-last, first- and -suffix, clipped to the file', () => {
  assert.equal(parseRange('bytes=0-9', 100), { kind: 'ranges', ranges: [{ start: 0, end: 9 }] });
  assert.equal(parseRange('bytes=-10', 100), { kind: 'ranges', ranges: [{ start: 90, end: 99 }] });
  assert.equal(parseRange('bytes=95-', 100), { kind: 'ranges', ranges: [{ start: 95, end: 99 }] });
  assert.equal(parseRange('bytes=90-1000', 100), { kind: 'ranges', ranges: [{ start: 90, end: 99 }] });
  assert.equal(parseRange('bytes=-1000', 100), { kind: 'ranges', ranges: [{ start: 0, end: 99 }] });
  assert.equal(parseRange('bytes=0-0, 5-9', 100), { kind: 'ranges', ranges: [{ start: 0, end: 0 }, { start: 5, end: 9 }] });
  assert.equal(parseRange('BYTES= 1 - 2 ', 100), { kind: 'ranges', ranges: [{ start: 1, end: 2 }] });
});
ranges('should answer 416 for a reversed, malformed or out-of-file range', () => {
  for (const header of ['bytes=50-10', 'bytes=abc', 'bytes=-0', 'bytes=100-', 'bytes=1000-2000', 'bytes=-', 'bytes=1-2-3', 'bytes=0-9,x']) {
    assert.equal(parseRange(header, 100), { kind: 'unsatisfiable' }, header);
  }
});
ranges('should ignore another unit, no header, or ranges adding up to more than the file', () => {
  for (const header of [undefined, 'items=0-9', 'bytes = 0-9', 'bytes=0-99,0-9']) assert.equal(parseRange(header, 100), { kind: 'ignore' }, String(header));
});
ranges.run();

const conditions = suite('preconditionStatus and ifRangeAllows');
conditions('should answer 304 for a matching ETag, "*", a list or a weak tag', () => {
  for (const value of [FILE.etag, '*', `"a", ${FILE.etag}`, `W/${FILE.etag}`]) assert.is(preconditionStatus({ 'if-none-match': value }, FILE), 304, value);
  assert.is(preconditionStatus({ 'if-none-match': '"other"' }, FILE), null);
});
conditions('should answer 304 for If-Modified-Since naming exactly the file time, unless If-None-Match differs', () => {
  assert.is(preconditionStatus({ 'if-modified-since': HTTP_DATE }, FILE), 304);
  assert.is(preconditionStatus({ 'if-modified-since': new Date(FILE.mtimeMs + 60_000).toUTCString() }, FILE), null, 'nginx: if_modified_since exact');
  assert.is(preconditionStatus({ 'if-modified-since': 'yesterday' }, FILE), null);
  assert.is(preconditionStatus({ 'if-modified-since': HTTP_DATE, 'if-none-match': '"other"' }, FILE), null);
});
conditions('should answer 412 for a failing If-Match or If-Unmodified-Since', () => {
  assert.is(preconditionStatus({ 'if-match': '"other"' }, FILE), 412);
  assert.is(preconditionStatus({ 'if-match': `W/${FILE.etag}` }, FILE), 412, 'If-Match compares strongly');
  assert.is(preconditionStatus({ 'if-match': FILE.etag }, FILE), null);
  assert.is(preconditionStatus({ 'if-unmodified-since': new Date(FILE.mtimeMs - 60_000).toUTCString() }, FILE), 412);
  assert.is(preconditionStatus({ 'if-unmodified-since': HTTP_DATE }, FILE), null);
});
conditions('should allow a range only for the exact ETag or Last-Modified in If-Range', () => {
  assert.ok(ifRangeAllows({}, FILE));
  assert.ok(ifRangeAllows({ 'if-range': FILE.etag }, FILE));
  assert.ok(ifRangeAllows({ 'if-range': HTTP_DATE }, FILE));
  for (const value of ['"nope"', `W/${FILE.etag}`, new Date(FILE.mtimeMs - 1000).toUTCString(), 'garbage']) assert.not.ok(ifRangeAllows({ 'if-range': value }, FILE), value);
});
conditions('should write ETags as nginx does', () => {
  assert.is(etagOf({ size: 0x250a, mtimeMs: 0x6b03981a * 1000 + 999 }), '"6b03981a-250a"');
});
conditions('should write Last-Modified as nginx does, the whole second, so If-Modified-Since with it answers 304', () => {
  // Written 0.9996 s into a second: Node's stat.mtime rounds it up to the next one.
  const file = { etag: '"x"', mtimeMs: Date.UTC(2026, 10, 24, 15, 19, 7) + 999.6 };
  assert.is(lastModifiedOf(file), 'Tue, 24 Nov 2026 15:19:07 GMT');
  assert.is(preconditionStatus({ 'if-modified-since': lastModifiedOf(file) }, file), 304);
  assert.is(preconditionStatus({ 'if-modified-since': new Date(Math.round(file.mtimeMs)).toUTCString() }, file), null, 'the rounded-up second is not the file\'s');
});
conditions.run();
