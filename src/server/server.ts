// Serves dist/ the way a good static host does (BRIEF §12): the routes' pages, 404 with the
// 404 page, the `_headers` rules on every response (errors included), ETag/304, ranges,
// precompressed brotli and gzip by Accept-Encoding, immutable caching for hashed assets, 405
// for methods other than GET/HEAD. routing.mjs decides which file answers; send-file.mjs
// reads it from disk on every request, so a rebuild that swaps dist/ under a running server
// never breaks it. This module adds status codes and headers.
// In dev mode it also pushes a reload to the browser after each rebuild.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED_BODY, NOT_FOUND_PAGE, contentTypeOf, isPublicFile, responseHeaders } from './headers';
import { routeRequest, type RouteDecision } from './routing';
import { etagOf } from './negotiation';
import { sendFile, sendText } from './send-file';
import { folderId, headerRulesOf, isFileNow, waitForRoot } from './site-folder';

const RELOAD_EVENTS = '/__reload';
export const RELOAD_SCRIPT = '/__reload.js'; // build.mjs adds it to dev pages
const RELOAD_CLIENT = `new EventSource(${JSON.stringify(RELOAD_EVENTS)}).addEventListener('reload', () => location.reload());\n`;
// More header fields than this is an attack or a bug: 400, as nginx answers (Apache's LimitRequestFields default).
const MAX_REQUEST_HEADERS = 100;
// Looks at a request again when dist/ was replaced while it was answered, at most this often.
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
}

/** A running server, with the dev server's way to reload every open page. */
export type SiteServer = Server & { reload(): void };

export function createSiteHandler({ root, dev = false, basePath = '/' }: SiteOptions) {
  const reloadClients = new Set<ServerResponse>();
  const rules = headerRulesOf(root);
  // Asked per request: the files of this moment, whatever a rebuild did since the start.
  const files = { has: (file: string) => isPublicFile(file) && isFileNow(join(root, file)) };

  /** The site's headers for a response answering for `file` (or for the site as a whole). */
  function setSiteHeaders(res: ServerResponse, file = ''): void {
    const headers = responseHeaders(rules(), basePath + file);
    if (dev) headers['Cache-Control'] = 'no-store';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (dev && req.url === RELOAD_EVENTS) return openReloadStream(req, res);
    if (dev && req.url === RELOAD_SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RELOAD_CLIENT);
      return;
    }
    if (req.httpVersionMajor !== 1) {
      setSiteHeaders(res);
      return sendText(req, res, 505, '505 HTTP Version Not Supported\n');
    }
    // As nginx does: a request it cannot parse is a 400 whatever its method.
    const routeOf = (): RouteDecision => (req.rawHeaders.length / 2 > MAX_REQUEST_HEADERS ? { status: 400, file: NOT_FOUND_PAGE } : routeRequest(req.url ?? '/', { files, basePath }));
    await waitForRoot(root);
    let folder = folderId(root);
    let route = routeOf();
    for (let attempt = 1; route.status === 404 && folderId(root) !== folder && attempt < SWAP_ATTEMPTS; attempt++) {
      // dist/ was swapped while this request looked: look again in the new one.
      await waitForRoot(root);
      folder = folderId(root);
      route = routeOf();
    }
    const allowed = route.status === 400 || ALLOWED_METHODS.includes(req.method ?? '');
    // Headers by the file answering; a 405 or a redirect answers for the site as a whole.
    setSiteHeaders(res, allowed && 'file' in route ? route.file : '');
    if (!allowed) {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '));
      return sendText(req, res, 405, METHOD_NOT_ALLOWED_BODY);
    }
    if (route.status === 301) {
      res.writeHead(301, { Location: route.location, 'Content-Length': 0 });
      res.end();
      return;
    }
    if (await sendFile(req, res, { root, ...route })) return;
    if (folderId(root) !== folder) {
      // Gone because dist/ was swapped between the routing and the read: once more, in the new one.
      await waitForRoot(root);
      const again = routeOf();
      if ('file' in again && (await sendFile(req, res, { root, ...again }))) return;
    }
    // Gone otherwise (deleted by hand): the 404 page, as for any unknown path.
    setSiteHeaders(res, NOT_FOUND_PAGE);
    if (await sendFile(req, res, { root, file: NOT_FOUND_PAGE, status: 404 })) return;
    sendText(req, res, 404, '404 Not Found\n');
  }

  /**
   * The raw answer to a request Node's parser refused (a lowercase method, a raw UTF-8 target,
   * oversized headers) or a CONNECT: 400 with the site's headers and the 404 page, as nginx.
   */
  function badRequestBytes(): Buffer {
    let body = { page: Buffer.from('400 Bad Request\n'), type: 'text/plain; charset=utf-8' };
    try {
      body = { page: readFileSync(join(root, NOT_FOUND_PAGE)), type: contentTypeOf(NOT_FOUND_PAGE) };
    } catch {
      // Mid-swap: the plain line above.
    }
    const stat = statSync(join(root, NOT_FOUND_PAGE), { throwIfNoEntry: false });
    const validators = stat ? { ...(existsSync(join(root, `${NOT_FOUND_PAGE}.br`)) ? { Vary: 'Accept-Encoding' } : {}), ETag: etagOf(stat) } : {};
    const headers = { ...responseHeaders(rules(), basePath + NOT_FOUND_PAGE), ...validators, 'Content-Type': body.type, 'Content-Length': body.page.length, Connection: 'close' };
    const head = [`HTTP/1.1 400 ${STATUS_CODES[400]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)].join('\r\n');
    return Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body.page]);
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

  return { handle, reload, badRequestBytes, setSiteHeaders };
}

/**
 * Starts the HTTP server; resolves with it once listening. A port in use (or one the user
 * may not open) rejects with a ListenError whose message says what to do, in one line.
 */
export function startServer({ root, port, host = '127.0.0.1', dev = false, basePath = '/' }: SiteOptions & { port: number; host?: string }): Promise<SiteServer> {
  const site = createSiteHandler({ root, dev, basePath });
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => site.handle(req, res))
      .catch((error: Error) => {
        // One line, not a stack per request: a server under load must not flood its log.
        console.error(`npm start: ${req.method} ${req.url?.slice(0, 100)}: ${error.message.slice(0, 200)}`);
        if (res.headersSent) return res.destroy();
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        site.setSiteHeaders(res);
        sendText(req, res, 500, '500 Internal Server Error\n');
      });
  });
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
