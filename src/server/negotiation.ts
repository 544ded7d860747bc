// Content negotiation and validators for static files (RFC 9110), as pure functions of the
// request headers and the file's size and modification time. send-file.ts applies them.
// Where RFC 9110 leaves a choice, they choose what nginx does with the block the build ships
// (brotli_static, gzip_static, `if_modified_since exact`, its range parser), so `npm start`
// and nginx answer alike; test/build/nginx.test.ts compares the two.

/** The precompressed siblings the build writes, in the order nginx prefers them. */
export const ENCODINGS: readonly { coding: string; extension: string }[] = [
  { coding: 'br', extension: '.br' },
  { coding: 'gzip', extension: '.gz' },
];

/**
 * The content coding to send (RFC 9110 §12.5.3), or null for the file itself. A coding is
 * acceptable when Accept-Encoding names it with a q-value above 0; the first acceptable one of
 * `available` wins (brotli, then gzip, whatever their q), as nginx's brotli_static and
 * gzip_static choose (measured); like them, "*" names nothing.
 * @param available codings with a file on disk, in order of preference
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly string[]): string | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.map((param) => /^q\s*=\s*([0-9.]+)$/i.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.toLowerCase(), q === undefined ? 1 : Number(q));
  }
  return available.find((coding) => (accepted.get(coding) ?? 0) > 0) ?? null;
}

/** The parts of a file's stat that validators are made of. */
export interface FileVersion {
  size: number;
  mtimeMs: number;
}

/** A request's headers as Node gives them: lower-case names. */
export type RequestHeaders = Record<string, string | string[] | undefined>;

/** nginx's strong ETag: the modification time in seconds and the size, in hex. */
export function etagOf({ size, mtimeMs }: FileVersion): string {
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
}

/**
 * Last-Modified as nginx writes it: the modification time's whole second. Node's `stat.mtime`
 * is rounded to the millisecond, so a file written at 07.9996 s would say 08 s: one second
 * later than nginx, than the ETag, and than the If-Modified-Since check below compares.
 */
export function lastModifiedOf({ mtimeMs }: Pick<FileVersion, 'mtimeMs'>): string {
  return new Date(Math.floor(mtimeMs / 1000) * 1000).toUTCString();
}

/** Entity tags in an If-Match / If-None-Match list; "*" stays "*". */
function tagsOf(header: string): string[] {
  return header.split(',').map((tag) => tag.trim()).filter(Boolean);
}

const weak = (tag: string) => tag.replace(/^W\//, '');
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The answer preconditions force before the file is sent (RFC 9110 §13.2.2): 412 when
 * If-Match or If-Unmodified-Since fails, 304 when If-None-Match matches (weak comparison,
 * "*" included) or, without If-None-Match, If-Modified-Since names exactly the file's time
 * (nginx's default `if_modified_since exact`); null to send the file.
 * @param headers the request's, lower-case
 */
export function preconditionStatus(headers: RequestHeaders, { etag, mtimeMs }: { etag: string; mtimeMs: number }): 304 | 412 | null {
  const ifMatch = headerValue(headers, 'if-match');
  if (ifMatch !== undefined) {
    const tags = tagsOf(ifMatch);
    if (!tags.includes('*') && !tags.includes(etag)) return 412;
  } else {
    const since = Date.parse(headerValue(headers, 'if-unmodified-since') ?? '');
    if (!Number.isNaN(since) && seconds(mtimeMs) > seconds(since)) return 412;
  }
  const ifNoneMatch = headerValue(headers, 'if-none-match');
  if (ifNoneMatch !== undefined) {
    const tags = tagsOf(ifNoneMatch);
    return tags.includes('*') || tags.some((tag) => weak(tag) === weak(etag)) ? 304 : null;
  }
  const modifiedSince = Date.parse(headerValue(headers, 'if-modified-since') ?? '');
  return !Number.isNaN(modifiedSince) && seconds(modifiedSince) === seconds(mtimeMs) ? 304 : null;
}

/**
 * Whether a Range may be honoured (RFC 9110 §13.1.5): without If-Range, always; with one, only
 * if it names the file's ETag exactly (strong comparison) or exactly its Last-Modified time.
 * Otherwise the client holds another version, so it gets the whole new one.
 */
export function ifRangeAllows(headers: RequestHeaders, { etag, mtimeMs }: { etag: string; mtimeMs: number }): boolean {
  const ifRange = headerValue(headers, 'if-range');
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && seconds(date) === seconds(mtimeMs);
}

/**
 * A Range header read as nginx reads it (ngx_http_range_filter_module): only "bytes=";
 * "first-last", "first-" and "-suffix" parts separated by commas and spaces.
 *   - no header, another unit, or ranges that add up to more than the file: { kind: 'ignore' }
 *     (send the whole file with 200, RFC 9110 §14.2 allows it);
 *   - malformed bytes, or no part that overlaps the file: { kind: 'unsatisfiable' } (416);
 *   - otherwise the parts, with inclusive ends clipped to the file: { kind: 'ranges', ranges }.
 */
export type RangeRequest =
  | { kind: 'ignore' }
  | { kind: 'unsatisfiable' }
  | { kind: 'ranges'; ranges: { start: number; end: number }[] };

export function parseRange(range: string | undefined, size: number): RangeRequest {
  if (range === undefined || !/^bytes=/i.test(range)) return { kind: 'ignore' };
  const ranges: { start: number; end: number }[] = [];
  let total = 0;
  for (const part of range.slice(6).split(',')) {
    const match = /^ *(\d*) *- *(\d*) *$/.exec(part);
    if (!match || (match[1] === '' && match[2] === '')) return { kind: 'unsatisfiable' };
    let start: number;
    let end: number; // exclusive
    if (match[1] === '') {
      const suffix = Number(match[2]);
      start = suffix < size ? size - suffix : 0;
      end = size;
    } else {
      start = Number(match[1]);
      end = match[2] === '' ? size : Math.min(Number(match[2]) + 1, size);
    }
    if (start < end) {
      ranges.push({ start, end: end - 1 });
      total += end - start;
    } else if (start === 0) {
      return { kind: 'ignore' };
    }
  }
  if (ranges.length === 0) return { kind: 'unsatisfiable' };
  return total > size ? { kind: 'ignore' } : { kind: 'ranges', ranges };
}

/** A request header's value, several of the same name joined as one list (RFC 9110 §5.3). */
export function headerValue(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
