// Sends one file of dist/ for `npm start`, reading the disk on every request: a rebuild may
// remove, add or replace any file at any moment, so nothing is listed or cached. The file is
// opened once and its size, validators and bytes all come from that one open file (read
// whole before the status line goes out, but for large files): a file replaced mid-request
// is sent entirely old or entirely new, never with the other's length. Reading and sending
// are two steps, so that server.ts can check in between that the file came from the build
// whose headers it sends (site-folder.ts). The HTTP decisions are in negotiation.ts.
// Why not a library (tried in place of this module, issue 23; the tests named fail):
//   - send 1.2: stats by path, commits the headers, then opens by path again: a page went out
//     with another build's CSP (test/build/same-build.test.ts) and a body spliced from two
//     builds (rebuild.test.ts); it follows a symbolic link out of the root, and answers 200
//     to `bytes=abc` and to several ranges where nginx answers 416 and 206 (nginx.test.ts);
//   - sirv 3: lists files and their sizes once at start, so a rebuilt file goes out with its
//     old Content-Length and breaks the connection (rebuild.test.ts); weak ETags, no charset
//     on scripts, q-values ignored (nginx.test.ts); its dev mode has send's race.
//   - negotiator 1.1 (for Accept-Encoding): picks gzip for "gzip;q=0.5, br;q=0.1" and br for
//     "*", where nginx sends br and the file itself (nginx.test.ts); chooseEncoding is 10 lines.

import { constants, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './headers';
import { chooseEncoding, ENCODINGS, etagOf, headerValue, ifRangeAllows, lastModifiedOf, parseRange, preconditionStatus, type RangeRequest } from './negotiation';

// A file changed while it was read (a hand edit in dist/) is read again, this many times.
const READ_ATTEMPTS = 3;
// Files up to this size (every page, bundle and image the build writes) are read whole before
// answering; a larger one (a video an owner put in public/) is streamed from the open file,
// and the connection is cut if the file shrinks under it, so no answer has a wrong length.
const WHOLE_READ_MAX = 1024 * 1024;
const TEXT = 'text/plain; charset=utf-8';

/** A file as read at one moment: its bytes, or for a large file its open handle, and the stat they belong to. */
type Snapshot = { file: string; stat: Stats } & ({ bytes: Buffer; handle?: undefined } | { bytes?: undefined; handle: FileHandle });
/** A file read for an answer and not sent yet: the snapshot, the status, its type, the coding chosen and the codings on disk. */
export type FileAnswer = Snapshot & { status: number; type: string; encoding: string | null; available: string[]; streaming?: boolean };
/** A body: bytes, or a byte range (inclusive) to stream from a large file's handle. */
type Body = Buffer | { snapshot: FileAnswer; start: number; end: number };

/**
 * Reads `file` for an answer with `status` (200 for the file asked for; 404 or 400 for the
 * 404 page), sending nothing; null when the file is not (or no longer) there.
 */
export async function readFileAnswer(req: IncomingMessage, { root, file, status }: { root: string; file: string; status: number }): Promise<FileAnswer | null> {
  const available: string[] = [];
  for (const { coding, extension } of ENCODINGS) if (await isFile(root, file + extension)) available.push(coding);
  const coding = status === 400 ? null : chooseEncoding(req.headers['accept-encoding'], available);
  const extension = ENCODINGS.find((encoding) => encoding.coding === coding)?.extension;
  // The compressed copy, else (gone since it was seen) the file itself.
  const snapshot = (extension && (await readSnapshot(root, file + extension))) || (await readSnapshot(root, file));
  if (!snapshot) return null;
  return Object.assign(snapshot, { status, type: contentTypeOf(file), encoding: snapshot.file === file ? null : coding, available });
}

/**
 * Sends a file read by readFileAnswer, the site's headers already set. Validators, 304/412 and
 * ranges apply to a 200 only: an error page is never partial or "not modified".
 */
export async function sendFileAnswer(req: IncomingMessage, res: ServerResponse, answer: FileAnswer): Promise<void> {
  res.setHeader('Content-Type', answer.type);
  if (answer.available.length) res.setHeader('Vary', 'Accept-Encoding');
  else res.removeHeader('Vary');
  if (answer.encoding) res.setHeader('Content-Encoding', answer.encoding);
  try {
    respond(req, res, answer);
  } finally {
    if (!answer.streaming) await discardFileAnswer(answer);
  }
}

/** Lets go of a file read but not sent (its build was swapped out meanwhile). */
export async function discardFileAnswer(answer: FileAnswer): Promise<void> {
  await answer.handle?.close();
}

/** The answer to a request for a file read: validators, 304/412, then the body or its ranges. */
function respond(req: IncomingMessage, res: ServerResponse, snapshot: FileAnswer): void {
  const { type, status, encoding, stat } = snapshot;
  const size = stat.size;
  // The bytes from start to end (inclusive): in memory, or to be streamed from the open file.
  const part = (start = 0, end = size - 1): Body => (snapshot.bytes ? snapshot.bytes.subarray(start, end + 1) : { snapshot, start, end });
  const etag = etagOf(stat);
  res.setHeader('ETag', etag);
  if (status !== 200) return send(req, res, status, part());
  res.setHeader('Last-Modified', lastModifiedOf(stat));
  const precondition = preconditionStatus(req.headers, { etag, mtimeMs: stat.mtimeMs });
  if (precondition === 304) {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Encoding');
    res.writeHead(304).end();
    return;
  }
  if (precondition === 412) return sendText(req, res, 412, '412 Precondition Failed\n');
  // Ranges of the file itself only, as nginx: a compressed answer is always whole.
  if (encoding) return send(req, res, 200, part());
  let range: RangeRequest = ifRangeAllows(req.headers, { etag, mtimeMs: stat.mtimeMs }) ? parseRange(headerValue(req.headers, 'range'), size) : { kind: 'ignore' };
  // Several ranges of a streamed file: the whole file instead (RFC 9110 §14.2 allows it).
  if (range.kind === 'ranges' && range.ranges.length > 1 && !snapshot.bytes) range = { kind: 'ignore' };
  if (range.kind === 'ignore') {
    res.setHeader('Accept-Ranges', 'bytes');
    return send(req, res, 200, part());
  }
  if (range.kind === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    return sendText(req, res, 416, '416 Range Not Satisfiable\n');
  }
  if (range.ranges.length === 1) {
    const [{ start, end }] = range.ranges as [{ start: number; end: number }];
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    return send(req, res, 206, part(start, end));
  }
  // Several ranges: multipart/byteranges (RFC 9110 §14.6), laid out as nginx lays them out.
  const boundary = `${etag.slice(1, -1)}-${Date.now().toString(16)}`;
  const parts = range.ranges.flatMap(({ start, end }) => [
    Buffer.from(`\r\n--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${start}-${end}/${size}\r\n\r\n`),
    part(start, end) as Buffer, // read whole: several ranges of a streamed file were turned into one above
  ]);
  res.setHeader('Content-Type', `multipart/byteranges; boundary=${boundary}`);
  send(req, res, 206, Buffer.concat([...parts, Buffer.from(`\r\n--${boundary}--\r\n`)]));
}

/** A short plain-text answer (405, 412, 416, 500 …) with the site's headers already set. */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  for (const name of ['ETag', 'Last-Modified', 'Content-Encoding']) res.removeHeader(name);
  res.setHeader('Content-Type', TEXT);
  send(req, res, status, Buffer.from(text));
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: Body): void {
  const length = Buffer.isBuffer(body) ? body.length : body.end - body.start + 1;
  res.setHeader('Content-Length', length);
  res.writeHead(status);
  if (req.method === 'HEAD' || Buffer.isBuffer(body) || length === 0) {
    res.end(Buffer.isBuffer(body) && req.method !== 'HEAD' ? body : undefined);
    return;
  }
  body.snapshot.streaming = true;
  const stream = body.snapshot.handle!.createReadStream({ start: body.start, end: body.end, autoClose: true });
  let sent = 0;
  stream.on('data', (chunk: Buffer | string) => {
    sent += chunk.length;
  });
  stream.on('error', () => res.destroy());
  // Fewer bytes than promised (the file shrank): cut the connection rather than leave the client waiting.
  stream.on('end', () => (sent === length ? res.end() : res.destroy()));
  res.on('close', () => stream.destroy());
  stream.pipe(res, { end: false });
}

/**
 * The file's bytes (or, above WHOLE_READ_MAX, its open handle) and the stat they belong to,
 * or null when it is missing, not a regular file, or reached through a symbolic link (nginx:
 * `disable_symlinks on`).
 */
async function readSnapshot(root: string, file: string): Promise<Snapshot | null> {
  const full = path.join(root, file);
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    let handle: FileHandle | undefined;
    try {
      if ((await fs.realpath(full)) !== path.join(await fs.realpath(root), file)) return null;
      handle = await fs.open(full, constants.O_RDONLY | constants.O_NOFOLLOW);
      const stat = await handle.stat();
      if (!stat.isFile()) return null;
      if (stat.size > WHOLE_READ_MAX) {
        const open = handle;
        handle = undefined; // closed by sendFileAnswer or discardFileAnswer, or by the stream that sends it
        return { file, stat, handle: open };
      }
      const bytes = Buffer.alloc(stat.size);
      let bytesRead = 0;
      for (let n = -1; n !== 0 && bytesRead < stat.size; bytesRead += n) {
        ({ bytesRead: n } = await handle.read(bytes, bytesRead, stat.size - bytesRead, bytesRead));
      }
      const after = await handle.stat();
      if (bytesRead === stat.size && after.size === stat.size && after.mtimeMs === stat.mtimeMs) return { file, stat, bytes };
    } catch (error) {
      if (['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    } finally {
      await handle?.close();
    }
  }
  throw new Error(`${file} kept changing while it was read`);
}

/** Whether root/file is a regular file now (a missing one is simply not). */
async function isFile(root: string, file: string): Promise<boolean> {
  try {
    return (await fs.lstat(path.join(root, file))).isFile();
  } catch {
    return false;
  }
}

