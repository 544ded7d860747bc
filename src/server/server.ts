// Serves dist/ the way a good static host does (BRIEF §12): the routes' pages, 404 with the
// 404 page, the `_headers` rules on every response (errors included), ETag/304, ranges,
// precompressed brotli and gzip by Accept-Encoding, immutable caching for hashed assets, 405
// for methods other than GET/HEAD. routing.ts decides which file answers; send-file.ts
// reads it from disk on every request, so a rebuild that swaps dist/ under a running server
// never breaks it; site-folder.ts makes sure the headers and the body of an answer come from
// one build. This module adds status codes and headers.
// In dev mode it also pushes a reload to the browser after each rebuild.

import { readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED_BODY, NOT_FOUND_PAGE, contentTypeOf, isPublicFile, responseHeaders, type HeaderRule } from './headers';
import { hostRefused, routeRequest, type RouteDecision } from './routing';
import { etagOf } from './negotiation';
import { discardFileAnswer, readFileAnswer, sendFileAnswer, sendText, type FileAnswer } from './send-file';
import { isFileNow, siteFolder, waitForRoot, type SiteVersion } from './site-folder';

const RELOAD_EVENTS = '/__reload';
export const RELOAD_SCRIPT = '/__reload.js'; // build.mjs adds it to dev pages
const RELOAD_CLIENT = `new EventSource(${JSON.stringify(RELOAD_EVENTS)}).addEventListener('reload', () => location.reload());\n`;
// More header fields than this is an attack or a bug: 400, as nginx answers (Apache's LimitRequestFields default).
const MAX_REQUEST_HEADERS = 100;
// A request whose build was swapped out while it was read is read again in the new one, up
// to this many times in all (a build takes a second or more: two swaps within one request
// mean something else is renaming the folder).
const SWAP_ATTEMPTS = 3;

/** Thrown when the server cannot listen where asked; its message is the one line `npm start` prints. */
export class ListenError extends Error {}

export interface SiteOptions {
  /** The built site's folder. */
  root: string;
  /** npm run dev: no caching, and the reload channel. */
  dev?: boolean;
  /** "/" or "/sub/path/": the path the site is served under. */
  basePath?: string;
  /**
   * For tests only: awaited after a request has taken the build it answers from (and so the
   * headers it will send) and before it reads the file, the moment in which a rebuild's
   * swap would otherwise land only by chance (test/build/same-build.test.ts).
   */
  beforeRead?: (req: IncomingMessage, file: string) => Promise<void>;
}

/** A running server, with the dev server's way to reload every open page. */
export type SiteServer = Server & { reload(): void };

/**
 * What a request is answered with, decided before anything is sent: the file the site's
 * headers are chosen for ('' for the site as a whole), and a file read, a short text, or
 * nothing (a redirect), with the status and headers of its own.
 */
type Answer = { headersFor: string; body: FileAnswer } | { headersFor: string; status: number; headers?: Record<string, string | number>; body: string | null };

export function createSiteHandler({ root, dev = false, basePath = '/', beforeRead }: SiteOptions) {
  const reloadClients = new Set<ServerResponse>();
  const site = siteFolder(root, basePath);
  // Asked per request: the files of this moment, whatever a rebuild did since the start.
  const files = { has: (file: string) => isPublicFile(file) && isFileNow(join(root, file)) };

  /** The site's headers for a response answering for `file` (or for the site as a whole). */
  function setSiteHeaders(res: ServerResponse, rules: readonly HeaderRule[], file = ''): void {
    const headers = responseHeaders(rules, basePath + file);
    if (dev) headers['Cache-Control'] = 'no-store';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }

  /** Which file answers, or 400 for a request nginx refuses before routing (as nginx, whatever its method). */
  function routeOf(req: IncomingMessage): RouteDecision {
    const refused = req.rawHeaders.length / 2 > MAX_REQUEST_HEADERS || hostRefused({ httpVersion: req.httpVersion, hosts: hostsOf(req), requestTarget: req.url ?? '/' });
    return refused ? { status: 400, file: NOT_FOUND_PAGE } : routeRequest(req.url ?? '/', { files, basePath });
  }

  /** The answer from the build `dist/` holds now; it may have been swapped out by the time it is read. */
  async function answerFor(req: IncomingMessage): Promise<Answer> {
    if (req.httpVersionMajor !== 1) return { headersFor: '', status: 505, body: '505 HTTP Version Not Supported\n' };
    const route = routeOf(req);
    if (route.status !== 400 && !ALLOWED_METHODS.includes(req.method ?? '')) {
      return { headersFor: '', status: 405, headers: { Allow: ALLOWED_METHODS.join(', ') }, body: METHOD_NOT_ALLOWED_BODY };
    }
    if (route.status === 301) return { headersFor: '', status: 301, headers: { Location: route.location, 'Content-Length': 0 }, body: null };
    await beforeRead?.(req, route.file);
    const found = await readFileAnswer(req, { root, ...route });
    if (found) return { headersFor: route.file, body: found };
    // Gone: swapped away since the routing (handle() then asks again in the new build), or
    // deleted by hand: the 404 page, as for any unknown path.
    const page = await readFileAnswer(req, { root, file: NOT_FOUND_PAGE, status: 404 });
    return page ? { headersFor: NOT_FOUND_PAGE, body: page } : { headersFor: NOT_FOUND_PAGE, status: 404, body: '404 Not Found\n' };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (dev && req.url === RELOAD_EVENTS) return openReloadStream(req, res);
    if (dev && req.url === RELOAD_SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RELOAD_CLIENT);
      return;
    }
    for (let attempt = 1; ; attempt++) {
      await waitForRoot(root);
      const version = site.now();
      const answer = await answerFor(req);
      // The headers and the body of one build: sent only if that build is still there.
      if (site.holds(version)) return send(req, res, version, answer);
      if (typeof answer.body === 'object' && answer.body) await discardFileAnswer(answer.body);
      if (attempt === SWAP_ATTEMPTS) throw new Error(`${root} was replaced ${SWAP_ATTEMPTS} times while one request was answered`);
    }
  }

  async function send(req: IncomingMessage, res: ServerResponse, version: SiteVersion, answer: Answer): Promise<void> {
    setSiteHeaders(res, version.rules, answer.headersFor);
    if ('status' in answer) {
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      if (answer.body === null) res.writeHead(answer.status).end();
      else sendText(req, res, answer.status, answer.body);
      return;
    }
    await sendFileAnswer(req, res, answer.body);
  }

  /**
   * The raw answer to a request Node's parser refused (a lowercase method, a raw UTF-8 target,
   * oversized headers) or a CONNECT: 400 with the site's headers and the 404 page, as nginx,
   * both from one build (read again if dist/ was swapped meanwhile).
   */
  function badRequestBytes(): Buffer {
    for (let attempt = 1; ; attempt++) {
      const version = site.now();
      const page = join(root, NOT_FOUND_PAGE);
      let body = { bytes: Buffer.from('400 Bad Request\n'), type: 'text/plain; charset=utf-8' };
      try {
        body = { bytes: readFileSync(page), type: contentTypeOf(NOT_FOUND_PAGE) };
      } catch {
        // Mid-swap: the plain line above.
      }
      const stat = statSync(page, { throwIfNoEntry: false });
      let validators = stat ? { ...(isFileNow(`${page}.br`) ? { Vary: 'Accept-Encoding' } : {}), ETag: etagOf(stat) } : {};
      if (!site.holds(version)) {
        if (attempt < SWAP_ATTEMPTS) continue;
        // Still changing: the plain line, which no build's policy can be wrong for.
        body = { bytes: Buffer.from('400 Bad Request\n'), type: 'text/plain; charset=utf-8' };
        validators = {};
      }
      const headers = { ...responseHeaders(version.rules, basePath + NOT_FOUND_PAGE), ...validators, 'Content-Type': body.type, 'Content-Length': body.bytes.length, Connection: 'close' };
      const head = [`HTTP/1.1 400 ${STATUS_CODES[400]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n');
      return Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body.bytes]);
    }
  }

  /** The site's headers of whatever build is there now, for an answer that carries none of its files (a 500). */
  function setCurrentSiteHeaders(res: ServerResponse): void {
    setSiteHeaders(res, site.now().rules);
  }

  function openReloadStream(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    reloadClients.add(res);
    req.on('close', () => reloadClients.delete(res));
  }

  function reload(): void {
    for (const client of reloadClients) client.write('event: reload\ndata: now\n\n');
  }

  return { handle, reload, badRequestBytes, setCurrentSiteHeaders };
}

/** Every Host field of a request, as sent (Node keeps only the first in `headers.host`). */
function hostsOf(req: IncomingMessage): string[] {
  return req.rawHeaders.flatMap((value, i) => (i % 2 === 1 && req.rawHeaders[i - 1]!.toLowerCase() === 'host' ? [value] : []));
}

/**
 * Starts the HTTP server; resolves with it once listening. A port in use (or one the user
 * may not open) rejects with a ListenError whose message says what to do, in one line.
 */
export function startServer({ port, host = '127.0.0.1', ...options }: SiteOptions & { port: number; host?: string }): Promise<SiteServer> {
  const site = createSiteHandler(options);
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    Promise.resolve()
      .then(() => site.handle(req, res))
      .catch((error: Error) => {
        // One line, not a stack per request: a server under load must not flood its log.
        console.error(`npm start: ${req.method} ${req.url?.slice(0, 100)}: ${error.message.slice(0, 200)}`);
        if (res.headersSent) return res.destroy();
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        site.setCurrentSiteHeaders(res);
        sendText(req, res, 500, '500 Internal Server Error\n');
      });
  };
  // Node answers a request without Host itself, with a bare 400; routing.ts checks Host as nginx does instead.
  const server = createServer({ requireHostHeader: false }, onRequest);
  // An Expect other than 100-continue: Node answers a bare 417 unless told otherwise; nginx
  // ignores it and answers the request, and so does this.
  server.on('checkExpectation', onRequest);
  // A client that sends its request and at once half-closes (`printf … | nc`) still gets the
  // answer, as from nginx; by default Node drops a request still reading the disk at the FIN.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true; // an http.Server option Node's types omit
  // Requests Node's parser refuses, and CONNECT, get nginx's answer instead of a closed socket.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A client that never finished its request is let go, as nginx lets it go: without an answer.
    if (['ECONNRESET', 'ERR_HTTP_REQUEST_TIMEOUT'].includes(error.code ?? '') || !socket.writable) return socket.destroy();
    socket.end(site.badRequestBytes());
  });
  server.on('connect', (req, socket) => socket.end(site.badRequestBytes()));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new ListenError(`Port ${port} is already in use; stop the other server or run with PORT=<another port>.`));
      else if (error.code === 'EACCES') reject(new ListenError(`Port ${port} needs privileges this user lacks; run with PORT=<a port above 1023>.`));
      else reject(error);
    });
    server.listen(port, host, () => resolve(Object.assign(server, { reload: site.reload })));
  });
}
