// Serves dist/ the way a good static host does (BRIEF §12): the routes' pages, 404 with the
// 404 page, the `_headers` rules on every response, ETag/304, precompressed brotli and gzip
// by Accept-Encoding, immutable caching for hashed assets, 405 for methods other than
// GET/HEAD. routing.mjs decides which file answers; sirv reads it, negotiates the encoding
// and handles ETags. This module adds status codes and headers.
// In dev mode it also pushes a reload to the browser after each rebuild.

import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, sep } from 'node:path';
import sirv from 'sirv';
import { ALLOWED_METHODS, contentTypeOf, METHOD_NOT_ALLOWED_BODY, isPublicFile, parseHeadersFile, responseHeaders } from './headers.mjs';
import { routeRequest } from './routing.mjs';

const RELOAD_EVENTS = '/__reload';
export const RELOAD_SCRIPT = '/__reload.js'; // build.mjs adds it to dev pages
const RELOAD_CLIENT = `new EventSource(${JSON.stringify(RELOAD_EVENTS)}).addEventListener('reload', () => location.reload());\n`;

/** Thrown when the server cannot listen where asked; its message is the one line `npm start` prints. */
export class ListenError extends Error {}

/**
 * @param {{ root: string, dev?: boolean, basePath?: string }} options
 * @returns {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void, reload: () => void }}
 */
export function createSiteHandler({ root, dev = false, basePath = '/' }) {
  const reloadClients = new Set();
  const files = sirv(root, { dev, etag: true, gzip: true, brotli: true, extensions: [], ignores: false });
  // What the build wrote; read again after each dev rebuild, whose CSP hashes may change.
  let site = readSite(root);

  function handle(req, res) {
    if (dev && req.url === RELOAD_EVENTS) return openReloadStream(req, res);
    if (dev && req.url === RELOAD_SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RELOAD_CLIENT);
      return;
    }
    // As nginx does: a request it cannot parse is a 400 whatever its method.
    const route = routeRequest(req.url ?? '/', { files: site.files, basePath });
    const allowed = route.status === 400 || ALLOWED_METHODS.includes(req.method ?? '');
    // Headers by the file answering; a 405 or a redirect answers for the site as a whole.
    const headers = responseHeaders(site.rules, basePath + (allowed && route.file ? route.file : ''));
    if (dev) headers['Cache-Control'] = 'no-store';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);

    if (!allowed) {
      res.writeHead(405, { Allow: ALLOWED_METHODS.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(METHOD_NOT_ALLOWED_BODY) });
      res.end(METHOD_NOT_ALLOWED_BODY);
      return;
    }
    if (route.status === 301) {
      res.writeHead(301, { Location: route.location, 'Content-Length': 0 });
      res.end();
      return;
    }
    sendFile(req, res, route);
  }

  /** Hands the file to sirv, with the route's status and a 304 that keeps its validators. */
  function sendFile(req, res, { file, status }) {
    req.url = `/${encodeURI(file)}`;
    if (status !== 200) {
      // The 404 page is never "not modified" or partial, and a 400 gets the plainest answer.
      delete req.headers['if-none-match'];
      delete req.headers.range;
      if (status === 400) delete req.headers['accept-encoding'];
    }
    res.setHeader('Content-Type', contentTypeOf(file));
    const writeHead = res.writeHead;
    res.writeHead = function (code, ...rest) {
      // sirv says Vary for every file; only those the build compressed vary (as nginx says).
      if (site.encoded.has(file)) res.setHeader('Vary', 'Accept-Encoding');
      else res.removeHeader('Vary');
      // sirv answers 304 bare; RFC 9110 §15.4.5 wants the ETag and Vary a 200 would carry,
      // and no Content-Type (a 304 has no content).
      if (code === 304) {
        res.setHeader('ETag', req.headers['if-none-match'] ?? '');
        res.removeHeader('Content-Type');
      }
      return writeHead.call(this, code === 200 ? status : code, ...rest);
    };
    files(req, res, () => {
      // Listed at start-up but gone since (a rebuild swapped dist/): answer as for any unknown path.
      res.writeHead = writeHead;
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('404 Not Found\n');
    });
  }

  function openReloadStream(req, res) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    reloadClients.add(res);
    req.on('close', () => reloadClients.delete(res));
  }

  function reload() {
    site = readSite(root);
    for (const client of reloadClients) client.write('event: reload\ndata: now\n\n');
  }

  return { handle, reload };
}

/** The header rules and the list of public files of a built site. */
function readSite(root) {
  const rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  const all = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'));
  const files = new Set(all.filter(isPublicFile));
  // Files with a brotli or gzip copy beside them: their answer varies by Accept-Encoding.
  const encoded = new Set(all.filter((file) => /\.(br|gz)$/.test(file)).map((file) => file.slice(0, -3)).filter((file) => files.has(file)));
  return { rules, files, encoded };
}

/**
 * Starts the HTTP server; resolves with it once listening. A port in use (or one the user
 * may not open) rejects with a ListenError whose message says what to do, in one line.
 * @param {{ root: string, port: number, host?: string, dev?: boolean, basePath?: string }} options
 */
export function startServer({ root, port, host = '127.0.0.1', dev = false, basePath = '/' }) {
  const site = createSiteHandler({ root, dev, basePath });
  const server = createServer((req, res) => {
    try {
      site.handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('500 Internal Server Error\n');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') reject(new ListenError(`Port ${port} is already in use; stop the other server or run with PORT=<another port>.`));
      else if (error.code === 'EACCES') reject(new ListenError(`Port ${port} needs privileges this user lacks; run with PORT=<a port above 1023>.`));
      else reject(error);
    });
    server.listen(port, host, () => resolve(Object.assign(server, { reload: site.reload })));
  });
}
