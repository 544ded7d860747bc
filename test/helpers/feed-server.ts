// A feed host on the loopback interface for the posts:sync tests: each path answers with a
// fixture feed, an HTTP status, never (to time out), or a response a test writes (a feed of
// its own, a redirect, a gzip body), and a test may change the answers between syncs
// (Medium's feed a month later). It keeps the paths asked for. Nothing leaves this machine.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { feedXml, type FeedFixture } from '../fixtures/feed-fixtures';
import { LOOPBACK } from './serve';

/** A response a test writes: its body, and a status (200) and headers of its own. */
export interface RawAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export type FeedAnswer = FeedFixture | number | 'never' | RawAnswer;

export interface FeedServer {
  /** http://<LOOPBACK>:<port>/<path> */
  url(path: string): string;
  answers: Record<string, FeedAnswer>;
  /** Every path asked for, in order ("/medium"). */
  requests: string[];
  close(): Promise<void>;
}

export async function startFeedServer(answers: Record<string, FeedAnswer>): Promise<FeedServer> {
  const waiting = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    feeds.requests.push(req.url ?? '/');
    const answer = feeds.answers[(req.url ?? '/').slice(1)];
    if (answer === 'never') {
      waiting.add(res);
    } else if (answer === undefined || typeof answer === 'number') {
      res.writeHead(answer ?? 404).end();
    } else {
      const { status = 200, headers = {}, body = '' } = typeof answer === 'object' ? answer : { body: feedXml(answer) };
      res.writeHead(status, { 'Content-Type': 'application/rss+xml; charset=utf-8', ...headers }).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as AddressInfo;
  const feeds: FeedServer = {
    url: (path) => `http://${LOOPBACK}:${port}/${path}`,
    answers,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        for (const res of waiting) res.destroy();
        server.close(() => resolve());
      }),
  };
  return feeds;
}
