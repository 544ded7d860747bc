// `npm start` under change: a rebuild swaps dist/ while requests for old and new URLs keep
// coming (issue 14), and files change or vanish under the running server. It must never
// crash, and answer only 200, 304 or 404, each with a length that matches its body.
import { spawn } from 'node:child_process';
import { cpSync, copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, clientScript, HAS_BLOG, PAGES } from '../helpers/built-site';
import { ROOT } from '../helpers/env';
import { serve, type RunningServer } from '../helpers/serve';
import { setup } from '../helpers/setup';

const site = buildSite();
const home = site.read(PAGES.home);
const script = clientScript(home);
const siteData = /<div id="root" data-site-data="([^"]+)"/.exec(home)![1]!;
// Concurrent clients, each on its own keep-alive connection (a wrong length would corrupt the next answer).
const CLIENTS = 8;

let sandbox: string;
let dir: string;
let server: RunningServer;
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

interface Answer { status: number; length: number; declared: number; body: Buffer; etag?: string }

function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, length: body.length, declared: Number(res.headers['content-length']), body, etag: res.headers.etag as string | undefined });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const start = setup(async () => {
  sandbox = mkdtempSync(path.join(ROOT, '.cache', 'rebuild-'));
  dir = path.join(sandbox, 'site');
  cpSync(site.dir, dir, { recursive: true });
  server = await serve(dir);
});
const stop = async () => {
  agent.destroy();
  await server?.close();
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
};

// ---

const changes = suite('rebuild :: files that change or vanish under npm start');
changes.before(start);
changes.after(stop);

changes('should send a file changed in place with its new length and a new ETag', async () => {
  const file = path.join(dir, 'robots.txt');
  const before = await get('/robots.txt', { 'accept-encoding': 'identity' });
  writeFileSync(file, `${readFileSync(file, 'utf8')}# a longer file now\n`.repeat(3));
  const longer = await get('/robots.txt', { 'accept-encoding': 'identity' });
  assert.is(longer.body.toString(), readFileSync(file, 'utf8'));
  assert.is.not(longer.etag, before.etag);
  writeFileSync(file, 'User-agent: *\n');
  const shorter = await get('/robots.txt', { 'accept-encoding': 'identity' });
  assert.is(shorter.body.toString(), 'User-agent: *\n');
  assert.is(shorter.declared, shorter.length);
  const stale = await get('/robots.txt', { 'accept-encoding': 'identity', 'if-none-match': String(longer.etag) });
  assert.is(stale.status, 200, 'a stale copy is not revalidated');
});

changes('should answer a file deleted since the start with the 404 page', async () => {
  rmSync(path.join(dir, script.slice(1)));
  rmSync(path.join(dir, `${script.slice(1)}.br`));
  const gone = await get(script, { 'accept-encoding': 'br' });
  assert.is(gone.status, 404);
  rmSync(path.join(dir, siteData.slice(1)));
  assert.is((await get(siteData)).status, 404);
});

changes('should answer plainly, not crash, while dist/ or its 404 page is missing', async () => {
  rmSync(path.join(dir, PAGES.notFound));
  for (const ext of ['.br', '.gz']) rmSync(path.join(dir, PAGES.notFound + ext));
  const bare = await get('/nope');
  assert.is(bare.status, 404);
  assert.is(bare.body.toString(), '404 Not Found\n');
  renameSync(dir, `${dir}.aside`);
  const waiting = get(HAS_BLOG ? '/blogs' : '/'); // a page of every owner's site
  renameSync(`${dir}.aside`, dir);
  assert.is((await waiting).status, 200, 'a request during a swap waits for the new folder');
  assert.is((await get('/')).status, 200);
});

changes.run();

// ---

const load = suite('rebuild :: a rebuild under load');
load.before(start);
load.after(stop);

load('should answer old and new URLs with 200, 304 or 404 only, and never a wrong length, while build swaps dist/', async () => {
  // Old hashed files (a tab still holding the old page asks for them) vanish with the rebuild.
  copyFileSync(path.join(dir, script.slice(1)), path.join(dir, 'assets/client-OLDBUILD.js'));
  copyFileSync(path.join(dir, siteData.slice(1)), path.join(dir, 'assets/site-data-oldbuild00.json'));
  // The blog page while the owner has posts; without, /blogs is asked for as an unknown path.
  const targets = ['/', '/blogs', script, siteData, '/assets/client-OLDBUILD.js', '/assets/site-data-oldbuild00.json', '/resume.pdf', '/nope', '/favicon.svg'];
  const oldHome = readFileSync(path.join(dir, PAGES.home));
  const BOTH_BUILDS = ['/', ...(HAS_BLOG ? ['/blogs'] : []), script, siteData, '/resume.pdf', '/favicon.svg'];
  // --csp-meta makes every page differ from the old build's.
  const rebuild = spawn(process.execPath, ['build.mjs', 'build', '--out', dir, '--csp-meta'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, BASE_PATH: '/' } });
  let stderr = '';
  rebuild.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => rebuild.on('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  const homes = new Set<string>();
  let sent = 0;
  const client = async (index: number) => {
    // Keep asking until the build is done, and a little after, so old and new folders are both seen.
    for (let after = 0; running || after < 20; after += running ? 0 : 1) {
      const target = targets[(sent + index) % targets.length]!;
      sent++;
      const answer = await get(target, { 'accept-encoding': index % 2 ? 'br, gzip' : 'identity' }).catch((error: Error) => {
        problems.push(`${target}: ${error.message}`);
        return null;
      });
      if (!answer) continue;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (![200, 304, 404].includes(answer.status)) problems.push(`${target}: status ${answer.status}`);
      // In both builds: never missing, not even for a moment of the swap.
      if (BOTH_BUILDS.includes(target) && answer.status !== 200) problems.push(`${target}: status ${answer.status} during the swap`);
      if (answer.declared !== answer.length) problems.push(`${target}: Content-Length ${answer.declared}, body ${answer.length}`);
      if (target === '/' && index % 2 === 0) homes.add(answer.body.toString());
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  assert.is(await exited, 0, stderr);
  assert.equal(problems, [], problems.slice(0, 10).join('\n'));
  assert.ok(sent > 100, `only ${sent} requests during the rebuild`);
  const newHome = readFileSync(path.join(dir, PAGES.home)).toString();
  assert.ok(newHome !== oldHome.toString(), 'the rebuild changed the page');
  for (const body of homes) assert.ok(body === newHome || body === oldHome.toString(), 'a page spliced from two builds');
  assert.is((await get('/assets/client-OLDBUILD.js')).status, 404, 'the old file is gone');
  assert.is((await get('/')).body.toString(), newHome);
  console.log(`      ${sent} requests during the rebuild: ${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')}`);
});

load.run();

// ---

const large = suite('rebuild :: a large file (streamed, not read whole)');
large.before(start);
large.after(stop);

large('should stream a file above 1 MiB whole, in ranges, and changed in place with its new length', async () => {
  const file = path.join(dir, 'video.bin');
  const data = Buffer.alloc(3 * 1024 * 1024 + 7, 1).map((_, i) => i % 251);
  writeFileSync(file, data);
  const whole = await get('/video.bin');
  assert.is(whole.status, 200);
  assert.ok(whole.body.equals(data), 'the whole file');
  const tail = await get('/video.bin', { range: 'bytes=-100' });
  assert.is(tail.status, 206);
  assert.ok(tail.body.equals(data.subarray(-100)));
  const two = await get('/video.bin', { range: 'bytes=0-1,5-6' });
  assert.is(two.status, 200, 'several ranges of a streamed file: the whole file');
  assert.is(two.length, data.length);
  writeFileSync(file, data.subarray(0, 2 * 1024 * 1024));
  const shorter = await get('/video.bin');
  assert.is(shorter.declared, 2 * 1024 * 1024);
  assert.is(shorter.length, shorter.declared);
  assert.is.not(shorter.etag, whole.etag);
});

large.run();
