// A slow link in front of the site: one page's HTML arrives in two parts with a pause between,
// as it does on a phone network, so a test can see what the browser paints while the parser
// waits midway. Every other request passes straight through.
//
// The pause lasts STALL_MS after the browser's first paint of the first part, not STALL_MS
// after sending it: on a machine busy with other work the renderer may not paint within a
// fixed pause, and the page would then arrive whole before any frame (the harness gives the
// paint, helpers/browser.ts; a page that never paints mid-parse resumes after PAINT_WAIT_MS).

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOOPBACK, type RunningServer } from './serve';

/** Long enough for a browser that paints mid-parse to paint many frames (60 per second). */
export const STALL_MS = 400;
/** The longest a pause waits for the first paint before going on without it. */
const PAINT_WAIT_MS = 5_000;

export interface Stall {
  /** The page whose HTML stalls, e.g. "/". */
  pathname: string;
  /** Where in that HTML the pause falls: a character index. */
  cut(html: string): number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `painted` resolves at the browser's next first paint (the harness reads it over CDP). */
export async function slowLink(origin: string, stall: Stall, painted: () => Promise<void>): Promise<RunningServer> {
  const server = http.createServer(async (req, res) => {
    try {
      // fetch() decompresses, so the length and encoding headers no longer describe the body.
      const upstream = await fetch(origin + req.url, { headers: { accept: req.headers.accept ?? '*/*' } });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !/^(content-(length|encoding)|transfer-encoding|connection)$/.test(name)));
      const body = Buffer.from(await upstream.arrayBuffer());
      const stalls = new URL(req.url!, origin).pathname === stall.pathname && /text\/html/.test(upstream.headers.get('content-type') ?? '');
      if (!stalls) {
        res.writeHead(upstream.status, headers).end(body);
        return;
      }
      // Asked before the first part leaves, so the paint cannot come before the wait for it.
      const firstPaint = painted();
      const html = body.toString('utf8');
      const at = stall.cut(html);
      if (!(at > 0 && at < html.length)) throw new Error(`the stall's cut ${at} is not inside the ${html.length}-character page`);
      res.writeHead(upstream.status, headers).write(html.slice(0, at));
      await Promise.race([firstPaint, sleep(PAINT_WAIT_MS)]);
      await sleep(STALL_MS);
      res.end(html.slice(at));
    } catch (error) {
      // The page breaks visibly and the test that set the stall fails with this message.
      console.error(`slow link: ${(error as Error).message}`);
      res.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${LOOPBACK}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
