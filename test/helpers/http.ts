// One HTTP request sent exactly as written: fetch() would normalise "/../", reject some
// methods and decompress bodies, which is what the server tests need to control.

import http from 'node:http';

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
