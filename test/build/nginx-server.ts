// Runs Debian's nginx in the foreground as the current user, with its pid, logs and temp
// files in a fresh folder, serving built sites through the block the build wrote
// (dist/.nginx.conf) on free loopback ports. Missing nginx is a failure, never a skip:
// .ci/run installs it.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOOPBACK } from '../helpers/serve';

export const NGINX = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL = 'apt-get install -y nginx libnginx-mod-http-brotli-static (.ci/run installs them when absent)';
const STARTUP_TIMEOUT_MS = 5000;

export interface NginxSite {
  /** The folder nginx's `root` points at (the site, or a folder holding it at its base path). */
  root: string;
  /** The generated block to include in the server block. */
  include: string;
}

export interface RunningNginx {
  urls: string[];
  /** What nginx wrote to its error log (warnings about the config included). */
  errorLog(): string;
  close(): Promise<void>;
}

export async function startNginx(sites: NginxSite[]): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`Debian's nginx is not installed (${NGINX} is missing): ${INSTALL}`);
  if (!existsSync(BROTLI_STATIC_MODULE)) throw new Error(`nginx's brotli_static module is not installed (${BROTLI_STATIC_MODULE}): ${INSTALL}`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'portfolio-nginx-'));
  const ports = await Promise.all(sites.map(() => freePort()));
  const errorLog = path.join(prefix, 'error.log');
  const temp = path.join(prefix, 'temp');
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    [
      `load_module ${BROTLI_STATIC_MODULE};`,
      'daemon off;',
      // Run as root, nginx would hand its workers to "nobody"; keep them as this user.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp}-${kind};`),
      ...sites.map((site, i) => `  server {\n    listen ${LOOPBACK}:${ports[i]};\n    root ${site.root};\n    include ${site.include};\n  }`),
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', config, '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  try {
    await Promise.race([
      Promise.all(ports.map((port) => waitForPort(port))),
      exited.then((code) => Promise.reject(new Error(`nginx exited with ${code}:\n${output}${readLog()}`))),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    urls: ports.map((port) => `http://${LOOPBACK}:${port}`),
    errorLog: readLog,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A port the system has just handed out and taken back (nginx cannot listen on port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, LOOPBACK, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on port ${port} within ${STARTUP_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
