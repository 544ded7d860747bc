#!/usr/bin/env node
// `npm run bench:load`: a bounded load test of `npm start`'s server: autocannon, 50
// connections for 10 s on each of /, /blogs, a hashed asset
// and an unknown path, as a browser asks (brotli accepted). Passes when no request failed
// and every answer had the status expected of its path (200, and 404 for the unknown one).
// Then the rebuild under load: 50 connections keep asking for the pages, the
// current hashed files, hashed files of an older build (gone after the rebuild, as a tab still
// holding the old page asks for them) and an unknown path, while `node build.mjs build`
// replaces dist/ twice (with --csp-meta, so every page changes, then as before). Passes when
// no request failed, every answer was 200, 304 or 404, and the pages never answered 404.
// Prints requests per second and latency; exits non-zero on any failure. Results are also
// written to bench/results/load.json.

import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** Runs `node build.mjs build <args>` (replacing dist/ under the running server); resolves when it exits 0. */
function rebuild(args) {
  const child = spawn(process.execPath, ['build.mjs', 'build', ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build ${args.join(' ')} exited with ${code}`)))));
}

/** 50 connections on old and new URLs while dist/ is rebuilt twice; stops once the builds are done. */
async function rebuildUnderLoad(url) {
  const { origin, pathname: base } = new URL(url);
  const dist = path.join(ROOT, 'dist');
  const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const script = /"((?:\/[\w.-]+)*\/assets\/client-[A-Z0-9]+\.js)"/.exec(home)[1];
  const siteData = /data-site-data="([^"]+)"/.exec(home)[1];
  // Files of "the previous deploy", which the rebuild removes.
  copyFileSync(path.join(dist, script.slice(base.length)), path.join(dist, 'assets', 'client-OLDBUILD.js'));
  copyFileSync(path.join(dist, siteData.slice(base.length)), path.join(dist, 'assets', 'site-data-oldbuild00.json'));
  const pages = [base, `${base}blogs`, script, siteData, `${base}resume.pdf`];
  const gone = [`${base}assets/client-OLDBUILD.js`, `${base}assets/site-data-oldbuild00.json`, `${base}nope`];
  const started = performance.now();
  // Half the connections on files of both builds (must always be there), half on files that vanish.
  const run = (paths) => {
    const instance = autocannon({ url: origin, connections: CONNECTIONS / 2, duration: 600, headers: BROWSER_HEADERS, requests: paths.map((p) => ({ method: 'GET', path: p })) });
    return { instance, done: new Promise((resolve) => instance.on('done', resolve)) };
  };
  const both = run(pages);
  const old = run(gone);
  await rebuild(['--csp-meta']);
  await rebuild([]);
  both.instance.stop();
  old.instance.stop();
  const [onBoth, onOld] = await Promise.all([both.done, old.done]);
  const count = (result) => Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]));
  const statuses = {};
  for (const [code, n] of [...Object.entries(count(onBoth)), ...Object.entries(count(onOld))]) statuses[code] = (statuses[code] ?? 0) + n;
  const errors = onBoth.errors + onOld.errors;
  const problems = [
    ...(errors ? [`${errors} errors (${onBoth.timeouts + onOld.timeouts} timeouts)`] : []),
    ...Object.entries(statuses).filter(([code]) => ![200, 304, 404].includes(Number(code))).map(([code, n]) => `${n} answers with status ${code}`),
    ...Object.entries(count(onBoth)).filter(([code]) => Number(code) !== 200).map(([code, n]) => `${n} answers ${code} for files of both builds`),
  ];
  const after = await fetch(`${origin}${base}`);
  if (after.status !== 200) problems.push(`after the rebuilds / answered ${after.status}`);
  return {
    target: 'rebuild ×2 (old+new URLs)',
    url: origin,
    requestsPerSecond: Math.round(onBoth.requests.average + onOld.requests.average),
    latencyMs: { p50: onBoth.latency.p50, p99: Math.max(onBoth.latency.p99, onOld.latency.p99), max: Math.max(onBoth.latency.max, onOld.latency.max) },
    requests: onBoth.requests.total + onOld.requests.total,
    megabytesPerSecond: Number(((onBoth.throughput.average + onOld.throughput.average) / 1e6).toFixed(1)),
    statuses,
    errors,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    problems,
  };
}

const site = await startSite();
try {
  console.log(`\nLoad: ${CONNECTIONS} connections for ${DURATION_S} s on each target of ${site.url} (Node ${process.version})\n`);
  const rows = [];
  for (const target of targets(site.url)) rows.push(await load(target));
  rows.push(await rebuildUnderLoad(site.url));
  print(rows);
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, rows }, null, 2));
  const failed = rows.filter((row) => row.problems.length);
  console.log(failed.length ? `\n${failed.length} target(s) failed.` : '\nAll targets passed: no errors, only the expected statuses.');
  process.exitCode = failed.length ? 1 : 0;
} finally {
  site.stop();
}
