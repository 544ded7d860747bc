// Starts the project's own server (the one `npm start` uses) on a free loopback port.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type SiteOptions } from '../../src/server/server';

/** The address tests reach their servers at; the browser harness lets no other host resolve. */
export const LOOPBACK = '127.0.0.1';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** A page the server answers besides the site's own, for the test harness. */
export interface ExtraPage {
  path: string;
  html: string;
}

/** Serves `root`; an extra page (the browser harness's empty page) is answered before the product sees the request. */
export async function serve(root: string, options: Omit<SiteOptions, 'root'> = {}, extra?: ExtraPage): Promise<RunningServer> {
  const server: Server = await startServer({ root, port: 0, ...options });
  if (extra) answerFirst(server, extra);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${LOOPBACK}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function answerFirst(server: Server, { path, html }: ExtraPage): void {
  type Listener = (request: IncomingMessage, response: ServerResponse) => void;
  const product = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
      return;
    }
    for (const listener of product) listener.call(server, request, response);
  });
}
