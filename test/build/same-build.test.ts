// `npm start` sends the headers and the body of every answer from one build (issue 23): while
// rebuilds swap dist/ under load, every HTML answer's Content-Security-Policy names the hashes
// of that page's own inline <style> and <script>. Each rebuild changes the inlined stylesheet,
// so the policy of one build never covers the page of another; this needs a copy of the
// project (only a change to the inlined code changes the hashes).
//
// A swap lands between a request's reading of the headers and of its file only by chance (89
// answers in 77,585 over 38 rebuilds for the red team), so the server's test hook holds every
// page request made during a rebuild at exactly that moment until the rebuild has swapped its
// folder in: each held request straddles a swap.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PAGES } from '../helpers/built-site';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { serve, type RunningServer } from '../helpers/serve';
import { setup } from '../helpers/setup';

// Three swaps, each to a stylesheet the previous policy does not name.
const REBUILDS = 3;
// Concurrent clients, each on its own keep-alive connection (as in rebuild.test.ts): two ask
// for pages and are held across each swap, two ask for pages and are not, two for other files.
const CLIENTS = [
  ...Array.from({ length: 2 }, () => ({ targets: ['/', '/blogs', '/nope'], hold: true })),
  ...Array.from({ length: 2 }, () => ({ targets: ['/blogs', '/nope', '/'], hold: false })),
  ...Array.from({ length: 2 }, () => ({ targets: ['/robots.txt', '/favicon.svg', '/resume.pdf'], hold: false })),
];
// The request header that asks the test hook to hold a request (the server ignores it).
const HOLD = 'x-test-hold';
// A stylesheet every page inlines (App.tsx imports it).
const INLINED_CSS = 'src/app/styles/global.css';

let project: ProjectCopy;
let out: string;
let server: RunningServer;
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS.length });
/** The rebuild under way, resolved when its process has exited (its swap done). */
let rebuilding: Promise<void> | null = null;
// Requests held once already: a request read again after a swap is not held again.
const heldRequests = new WeakSet<http.IncomingMessage>();
let held = 0;

interface Answer { target: string; status: number; csp: string; type: string; html: string }

function get(target: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        try {
          const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ target, status: res.statusCode ?? 0, csp: String(res.headers['content-security-policy'] ?? ''), type: String(res.headers['content-type']), html: body.toString() });
        } catch (error) {
          reject(new Error(`a ${coding} body that does not decompress (${(error as Error).message})`));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * What the policy fails to allow of the page's inline code: each inline <style>, and each
 * inline <script> a browser runs (a JSON-LD data block is not run, so no policy governs it),
 * by the base64 SHA-256 of its text (CSP3 §8.4).
 */
function uncoveredInlineCode(csp: string, html: string): string[] {
  const sources = (name: string) => csp.split(';').map((directive) => directive.trim().split(/\s+/)).find(([directive]) => directive === name)?.slice(1) ?? [];
  const missing: string[] = [];
  for (const [, tag, attributes = '', text = ''] of html.matchAll(/<(style|script)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
    if (tag === 'script' && (/\ssrc=/.test(attributes) || /\stype="(?!module|text\/javascript)/.test(attributes))) continue;
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    if (!sources(`${tag}-src`).includes(hash)) missing.push(`<${tag}> ${hash}`);
  }
  return missing;
}

/** `node build.mjs build --out <out>` in the copy, not waiting: requests go on meanwhile. */
function rebuild(): Promise<void> {
  const child = spawn(process.execPath, ['build.mjs', 'build', '--out', out], { cwd: project.dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, BASE_PATH: '' } });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      rebuilding = null; // before any held request goes on, so none is held by a finished rebuild
      if (code === 0) resolve();
      else reject(new Error(`the rebuild exited with ${code}:\n${stderr}`));
    });
  });
}

const same = suite('same build :: headers and body of one build while rebuilds swap dist/');

same.before(setup(async () => {
  // Compressed: half of the requests ask for br or gzip, which the server sends from the copies.
  project = copyProject({ precompress: true });
  out = path.join(project.dir, 'site');
  const first = project.run(['build', '--out', out]);
  if (first.status !== 0) throw new Error(`the first build failed:\n${first.stderr}`);
  server = await serve(out, {
    beforeRead: async (req, file) => {
      if (!req.headers[HOLD] || !rebuilding || heldRequests.has(req)) return;
      heldRequests.add(req);
      held++;
      await rebuilding.catch(() => undefined);
    },
  });
}));

same.after(async () => {
  agent.destroy();
  await server?.close();
  project?.dispose();
});

same('should find the old policy lacking for the new page (the check below can fail)', () => {
  const page = readFileSync(path.join(out, PAGES.home), 'utf8');
  const csp = /^\s+Content-Security-Policy: (.*)$/m.exec(readFileSync(path.join(out, '_headers'), 'utf8'))?.[1] ?? '';
  assert.equal(uncoveredInlineCode(csp, page), [], 'the policy of a build covers its own page');
  assert.equal(uncoveredInlineCode(csp, page.replace('</style>', 'a{}</style>')).length, 1, 'a changed stylesheet is not covered');
  assert.equal(uncoveredInlineCode(csp, page.replace(/<script>/, '<script>;')).length, 1, 'a changed boot script is not covered');
});

same('should send every page with the policy of its own build while rebuilds swap dist/ under load', async () => {
  const answers: Answer[] = [];
  const problems: string[] = [];
  let done = false;
  const client = async ({ targets, hold }: (typeof CLIENTS)[number], index: number) => {
    for (let sent = 0; !done; sent++) {
      const target = targets[sent % targets.length]!;
      const headers = { 'accept-encoding': index % 2 ? 'br, gzip' : 'identity', ...(hold ? { [HOLD]: '1' } : {}) };
      const answer = await get(target, headers).catch((error: Error) => {
        problems.push(`${target}: ${error.message}`);
        return null;
      });
      if (answer) answers.push(answer);
    }
  };
  const clients = Promise.all(CLIENTS.map(client));
  const heldBy: number[] = [];
  try {
    for (let n = 1; n <= REBUILDS; n++) {
      appendFileSync(path.join(project.dir, INLINED_CSS), `\n:root { --rebuild: ${n}; }\n`);
      const before = held;
      rebuilding = rebuild();
      await rebuilding;
      heldBy.push(held - before);
    }
  } finally {
    rebuilding = null;
    done = true;
    await clients;
  }
  const pages = answers.filter((answer) => answer.type.startsWith('text/html'));
  for (const { target, status, csp, html } of pages) {
    const missing = uncoveredInlineCode(csp, html);
    if (missing.length) problems.push(`${target} (${status}): the CSP does not allow ${missing.join(', ')}`);
  }
  console.log(`      ${answers.length} answers, ${pages.length} pages, ${held} held across a swap (${heldBy.join(', ')} per rebuild)`);
  assert.ok(heldBy.every((count) => count > 0), `a rebuild held no page request across its swap: ${heldBy.join(', ')}`);
  assert.equal(problems, [], `${problems.length} of ${pages.length} pages:\n${problems.slice(0, 5).join('\n')}`);
});

same.run();
