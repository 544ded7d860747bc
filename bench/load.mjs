#!/usr/bin/env node
// `npm run bench:load`: a bounded load test of `npm start`'s server (issue "Serve like
// production"): autocannon, 50 connections for 10 s on each of /, /blogs, a hashed asset
// and an unknown path, as a browser asks (brotli accepted). Passes when no request failed
// and every answer had the status expected of its path (200, and 404 for the unknown one).
// Prints requests per second and latency; exits non-zero on any failure. Results are also
// written to bench/results/load.json.

import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench', 'results', 'load.json');
const CONNECTIONS = 50;
const DURATION_S = 10;
// A first build may encode every image; after that it takes a second or two.
const START_TIMEOUT_MS = 180_000;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Runs `node build.mjs start` on a free port; resolves with its URL once it serves. */
function startSite() {
  const child = spawn(process.execPath, ['build.mjs', 'start'], { cwd: ROOT, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not serve within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /like production at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, stop: () => child.kill('SIGTERM') });
      }
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

function targets(url) {
  const { origin, pathname: base } = new URL(url);
  // The hashed bundle, as the page's boot script names it.
  const script = /"((?:\/[\w.-]+)*\/assets\/client-[A-Z0-9]+\.js)"/.exec(readFileSync(path.join(ROOT, 'dist', 'index.html'), 'utf8'))[1];
  return [
    { name: '/', url: `${origin}${base}`, expect: 200 },
    { name: '/blogs', url: `${origin}${base}blogs`, expect: 200 },
    { name: 'hashed asset', url: `${origin}${script}`, expect: 200 },
    { name: 'unknown path', url: `${origin}${base}nope`, expect: 404 },
  ];
}

async function load(target) {
  const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: DURATION_S, headers: BROWSER_HEADERS });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]));
  const unexpected = Object.entries(statuses).filter(([code]) => Number(code) !== target.expect);
  const problems = [
    ...(result.errors ? [`${result.errors} errors (${result.timeouts} timeouts)`] : []),
    ...unexpected.map(([code, count]) => `${count} answers with status ${code}, expected ${target.expect}`),
    ...(result.requests.total === 0 ? ['no request answered'] : []),
  ];
  return {
    target: target.name,
    url: target.url,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    megabytesPerSecond: Number((result.throughput.average / 1e6).toFixed(1)),
    statuses,
    errors: result.errors,
    problems,
  };
}

function print(rows) {
  const table = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'MB/s', 'statuses', 'result'],
    ...rows.map((r) => [
      r.target, r.requestsPerSecond, r.latencyMs.p50, r.latencyMs.p99, r.latencyMs.max, r.requests, r.megabytesPerSecond,
      Object.entries(r.statuses).map(([code, count]) => `${code}×${count}`).join(' '), r.problems.length ? `FAIL: ${r.problems.join('; ')}` : 'ok',
    ]),
  ].map((row) => row.map(String));
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) console.log(row.map((cell, i) => (i > 0 && i < 7 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
}

const site = await startSite();
try {
  console.log(`\nLoad: ${CONNECTIONS} connections for ${DURATION_S} s on each target of ${site.url} (Node ${process.version})\n`);
  const rows = [];
  for (const target of targets(site.url)) rows.push(await load(target));
  print(rows);
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, rows }, null, 2));
  const failed = rows.filter((row) => row.problems.length);
  console.log(failed.length ? `\n${failed.length} target(s) failed.` : '\nAll targets passed: no errors, only the expected statuses.');
  process.exitCode = failed.length ? 1 : 0;
} finally {
  site.stop();
}
