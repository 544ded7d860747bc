// The local preview of `npm start` and `npm run dev`: sirv sends the file (ETag, 304, the .br or
// .gz copy), and this module adds what hosts add: the headers of the build's own `_headers`, the
// 404 page with status 404, the base path, and in dev the reload channel. It answers only
// requests addressed to this machine (LOOPBACK_HOSTS), and looks each file up when asked, as a
// rebuild swaps the folder. Production's answers are src/builder/deploy-configs.ts's.

import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { RequestHandler } from 'sirv';
import { resolveRequestPath } from '../app/router/request-path';
import { NOT_FOUND_PAGE, UNKNOWN_CONTENT_TYPE, contentTypeOf, headerRules, isPublicFile, parseHeadersFile, responseHeaders, type HeaderRule } from './headers';

const RELOAD_EVENTS = '/__reload';
export const RELOAD_SCRIPT = '/__reload.js'; // build.mjs adds it to dev pages
const RELOAD_CLIENT = `new EventSource(${JSON.stringify(RELOAD_EVENTS)}).addEventListener('reload', () => location.reload());\n`;
/** The names a browser on this machine uses; any other Host is refused, so DNS rebinding cannot read the preview. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
// Between the build's two renames there is no folder: a request waits this long for it, polling.
const SWAP_WAIT_MS = 2000;
const SWAP_POLL_MS = 5;
const HEADERS_FILE = '_headers';
const TEXT = 'text/plain; charset=utf-8';

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

/** The Host names the server answers to: LOOPBACK_HOSTS and the address it listens on. */
function allowedHosts(listenHost: string): string[] {
  // An IPv6 address ("::1") is written in brackets in a Host header.
  const own = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  return [...new Set([...LOOPBACK_HOSTS, own.toLowerCase()])];
}

/** The name a Host header gives, without its port ("" for none). */
function hostName(header = ''): string {
  const host = header.toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

function createSiteHandler({ root, dev = false, basePath = '/', files, hosts }: SiteOptions & { files: RequestHandler; hosts: readonly string[] }) {
  const reloadClients = new Set<ServerResponse>();
  // A folder without `_headers` gets the policy with no hashes: it allows no inline code at all.
  const noHashes = headerRules({ scriptHashes: [], styleHashes: [], basePath });

  /** The rules of the build in the folder now (a rebuild may have swapped it since the last request). */
  function rulesNow(): readonly HeaderRule[] {
    try {
      return parseHeadersFile(readFileSync(path.join(root, HEADERS_FILE), 'utf8'));
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return noHashes;
      throw error;
    }
  }

  function setSiteHeaders(res: ServerResponse, rules: readonly HeaderRule[], urlPath: string): void {
    const headers = responseHeaders(rules, urlPath);
    if (dev) headers['Cache-Control'] = 'no-store';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!hosts.includes(hostName(req.headers.host))) {
      res.writeHead(403, { 'Content-Type': TEXT });
      res.end(`403 Forbidden: this server answers to ${hosts.join(', ')} only; to reach it at another address, start it with HOST=<that address>\n`);
      return;
    }
    const target = req.url ?? '/';
    const rawPath = target.split(/[?#]/)[0]!;
    const query = target.slice(rawPath.length).split('#')[0]!; // a fragment is the browser's own: sent only by hand
    if (dev && rawPath === RELOAD_EVENTS) return openReloadStream(req, res);
    if (dev && rawPath === RELOAD_SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(RELOAD_CLIENT);
      return;
    }
    await waitForRoot(root);
    const rules = rulesNow();
    // The path as the client router reads it (percent-decoded once, dot segments resolved),
    // so the page sent is the page the router hydrates; a malformed one is a 400.
    const resolved = resolveRequestPath(rawPath);
    if (!('path' in resolved)) return sendNotFound(req, res, rules, resolved.status);
    const urlPath = resolved.path;
    // GitHub Pages and the nginx block send "/portfolio" on to "/portfolio/", where the site lives.
    if (basePath !== '/' && urlPath === basePath.slice(0, -1)) {
      setSiteHeaders(res, rules, basePath);
      res.writeHead(301, { Location: basePath + query, 'Content-Length': 0 }).end();
      return;
    }
    const file = urlPath.slice(basePath.length);
    if (!urlPath.startsWith(basePath) || !isPublicFile(file)) return sendNotFound(req, res, rules, 404);

    setSiteHeaders(res, rules, urlPath);
    // headers.ts's types (a charset on text) where the name says what the file is; sirv's for the rest (pages).
    if (contentTypeOf(file) !== UNKNOWN_CONTENT_TYPE) res.setHeader('Content-Type', contentTypeOf(file));
    // sirv pipes the file into the response without listening for errors: a file that a
    // rebuild removed between sirv's stat and its read would otherwise end the process.
    res.once('pipe', (source: Readable) => source.once('error', () => res.destroy()));
    // sirv decodes once more what it is given: each segment is encoded for it.
    req.url = `/${file.split('/').map(encodeURIComponent).join('/')}`;
    let found = true;
    files(req, res, () => {
      found = false; // called at once, before sirv sends anything
    });
    if (!found) await sendNotFound(req, res, rules, 404);
  }

  /** The 404 page, with `status` (400 for a path that cannot be one) and the site's headers for it. */
  async function sendNotFound(req: IncomingMessage, res: ServerResponse, rules: readonly HeaderRule[], status: number): Promise<void> {
    setSiteHeaders(res, rules, basePath + NOT_FOUND_PAGE);
    // Missing only if deleted by hand, or mid-swap: a plain line then.
    const page = await readFile(path.join(root, NOT_FOUND_PAGE)).catch(() => null);
    const body = page ?? Buffer.from(`${status} ${STATUS_CODES[status]}\n`);
    res.writeHead(status, { 'Content-Type': page ? contentTypeOf(NOT_FOUND_PAGE) : TEXT, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
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

  return { handle, reload };
}

async function waitForRoot(root: string): Promise<void> {
  for (const deadline = Date.now() + SWAP_WAIT_MS; !existsSync(root) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, SWAP_POLL_MS));
  }
}

/** Starts the server once listening; a port in use rejects with a one-line ListenError. sirv is loaded here. */
export async function startServer({ port, host = '127.0.0.1', ...options }: SiteOptions & { port: number; host?: string }): Promise<SiteServer> {
  const { default: sirv } = await import('sirv');
  // `dev`: sirv looks each file up when asked instead of listing the folder once, so a
  // rebuild's new files are found. `etag`: revalidation costs a 304, not the page again.
  const files = sirv(options.root, { dev: true, etag: true, brotli: true, gzip: true, extensions: ['html'] });
  const site = createSiteHandler({ ...options, files, hosts: allowedHosts(host) });
  const server = createServer((req, res) => {
    site.handle(req, res).catch((error: Error) => {
      // One line, not a stack per request: a server under load must not flood its log.
      console.error(`npm start: ${req.method} ${req.url?.slice(0, 100)}: ${error.message.slice(0, 200)}`);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': TEXT }).end('500 Internal Server Error\n');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new ListenError(`Port ${port} is already in use; stop the other server or run with PORT=<another port>.`));
      else if (error.code === 'EACCES') reject(new ListenError(`Port ${port} needs privileges this user lacks; run with PORT=<a port above 1023>.`));
      else reject(error);
    });
    server.listen(port, host, () => resolve(Object.assign(server, { reload: site.reload })));
  });
}
