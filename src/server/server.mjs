// Serves dist/ the way a good static host does (BRIEF §12): the routes' pages, 404 with the
// 404 page, the `_headers` rules, ETag/304, precompressed brotli and gzip, immutable caching
// for hashed assets. sirv does the file work; this module adds status codes and policy.
// In dev mode it also pushes a reload to the browser after each rebuild.

import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile, REVALIDATE } from './headers.mjs';

const ALLOWED_METHODS = 'GET, HEAD';
const RELOAD_EVENTS = '/__reload';
export const RELOAD_SCRIPT = '/__reload.js'; // build.mjs adds it to dev pages
const RELOAD_CLIENT = `new EventSource(${JSON.stringify(RELOAD_EVENTS)}).addEventListener('reload', () => location.reload());\n`;

/**
 * @param {{ root: string, dev?: boolean, basePath?: string }} options
 * @returns {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void, reload: () => void }}
 */
export function createSiteHandler({ root, dev = false, basePath = '/' }) {
  const rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  const notFoundPage = () => readFileSync(join(root, '404.html'));
  const reloadClients = new Set();
  const files = sirv(root, {
    dev,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    ignores: false,
    onNoMatch: (req, res) => sendNotFound(req, res),
  });
  let notFoundCache = dev ? null : notFoundPage();

  function sendNotFound(req, res) {
    const body = notFoundCache ?? notFoundPage();
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': REVALIDATE });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function handle(req, res) {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', dev ? 'no-store' : REVALIDATE);

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`405 Method Not Allowed: use ${ALLOWED_METHODS}\n`);
      return;
    }
    if (dev && pathname === RELOAD_EVENTS) return openReloadStream(req, res);
    if (dev && pathname === RELOAD_SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(RELOAD_CLIENT);
      return;
    }
    // Build artefacts that a host reads but never serves, and paths outside the base.
    if (pathname === `${basePath}_headers` || !pathname.startsWith(basePath)) return sendNotFound(req, res);
    req.url = '/' + (req.url ?? '/').slice(basePath.length);
    files(req, res);
  }

  function openReloadStream(req, res) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    reloadClients.add(res);
    req.on('close', () => reloadClients.delete(res));
  }

  function reload() {
    for (const client of reloadClients) client.write('event: reload\ndata: now\n\n');
  }

  return { handle, reload };
}

/**
 * Starts the HTTP server; resolves with it once listening. A port in use is reported in one
 * line, and the process exits, rather than with a stack trace.
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
      if (error.code === 'EADDRINUSE') {
        console.error(`Port ${port} is already in use; stop the other server or run with PORT=<another port>.`);
        process.exit(1);
      }
      reject(error);
    });
    server.listen(port, host, () => resolve(Object.assign(server, { reload: site.reload })));
  });
}
