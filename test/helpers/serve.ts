// Starts the project's own server (the one `npm start` uses) on a free loopback port.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type SiteOptions } from '../../src/server/server';

/** The address tests reach their servers at; the browser harness lets no other host resolve. */
export const LOOPBACK = '127.0.0.1';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function serve(root: string, options: Omit<SiteOptions, 'root'> = {}): Promise<RunningServer> {
  const server: Server = await startServer({ root, port: 0, ...options });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${LOOPBACK}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
