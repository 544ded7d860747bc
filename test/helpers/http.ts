// One HTTP request sent exactly as written: fetch() would normalise "/../", reject some
// methods and decompress bodies, which is what the server tests need to control.

import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  /** The request target as sent, e.g. "/%2e%2e/secret.txt". */
  target: string;
  headers?: Record<string, string>;
}

export function request(baseUrl: string, { method = 'GET', target, headers = {} }: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: target, headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Bytes sent as they are, for requests no HTTP client will write (a lowercase method,
 * "HTTP/2.0", a raw UTF-8 target, CONNECT); the answer is read until the server closes.
 * A connection closed without an answer resolves with status 0.
 */
export function rawRequest(baseUrl: string, text: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(Buffer.from(text, 'utf8')));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) return resolve({ status: 0, headers: {}, body: Buffer.alloc(0) });
      const [statusLine, ...lines] = all.subarray(0, end).toString('latin1').split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).trim().toLowerCase();
        const value = line.slice(at + 1).trim();
        // Repeated headers are joined, as Node's client does, so a doubled header shows.
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: all.subarray(end + 4) });
    });
  });
}
