#!/usr/bin/env node
// `npm test`: every test the project has, in stages, ending with one line the CI reads:
//   "N passed, M failed"
// Stages: types (tsc), dom (units and components in happy-dom), build (the real build's
// output), browser (the production build in Chromium), then site (the owner's own site, built
// as deployed and checked in Chromium, in the owner's terms). `npm test -- dom build` runs some
// stages; `--only routes` keeps the test files whose path contains "routes".
//
// Tests are TypeScript, bundled by the same esbuild as the site (CSS Modules included) into
// .cache/test/<stage>, with code splitting: a helper is one module in a process, so its
// expensive fixtures (one Chromium, one server) are shared by every file it runs.
//
// Three lanes run side by side: types then dom, build, and browser; the site stage runs once
// they have all ended, alone, as the verdict on the owner's own site. The browser stage mostly
// waits on Chromium and the build stage on its child builds (timed alone, each used well under
// the two cores its time offered), so together they keep the cores busy where one after the
// other each left them idle; dom no longer holds the build back. Output stays in stage order:
// the first unfinished stage prints live, a later one is held until those before it end.
//
// A stage's files run under uvu in worker processes (a crash counts as a failure instead of
// ending the run). Each worker takes the next file when it has finished one, longest first by
// the last run's times, so the workers finish together; a stage with several workers prints
// each file's output whole once it is done. Workers share nothing but the built sites, each
// built once per run: the sample before the workers start (test/helpers/built-site.ts), the
// others when a worker first asks for one (test/helpers/shared-site.ts).

import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, '.cache', 'test');
// How long each test file took in the last run, so the next run starts the longest first.
const DURATIONS = path.join(OUT, 'durations.json');
// The times of one whole run on the 2-core machine, for a clone that has not run yet: without
// them its first run takes the files in alphabetical order, which left swap and warm-build
// (two of the build stage's longest) to the end of the run.
const SEED_DURATIONS = path.join(ROOT, 'test', 'durations.json');
// The year the prerender of component tests is "built" in; tests import it from helpers/env.
const TEST_BUILD = { basePath: '/', year: new Date().getFullYear() };

/** @typedef {{ passed: number, failed: number }} Counts */
/**
 * A stage is either one command (`run`) or test files run under uvu in worker processes.
 * @typedef {object} Stage
 * @property {string} name
 * @property {(stage: Stage) => Promise<Counts>} [run]
 * @property {string[]} [dirs] folders under test/ whose *.test.ts(x) files it runs
 * @property {string} [setup] a module under test/ each worker imports before the tests
 * @property {string} [prepare] a module under test/ run once before the workers start
 * @property {boolean} [sites] whether its workers may ask for the run's shared sites (helpers/shared-site.ts)
 * @property {number} [workers]
 * @property {'checks' | 'build' | 'browser' | 'last'} lane stages of one lane run in turn, the lanes at once; 'last' after them all
 */
/** @typedef {{ file: string, name: string }} TestFile the compiled module and the source's path from the root */
/** @typedef {{ code: number, output: string }} ChildResult */
/**
 * What a worker sends the runner over IPC.
 * @typedef {{ type: 'output', text: string }
 *   | { type: 'result', name: string, passed: number, failed: number, seconds: number }
 *   | { type: 'next' }
 *   | { type: 'site', name: string }
 *   | { type: 'done' }} WorkerMessage
 */

// workers: processes a stage's files are spread over. The browser stage waits on Chromium
// more than it computes (alone, two workers used about 0.6 of the two cores), so three keep
// the cores busier; the build stage's files wait on child builds and servers, so two. dom
// is short and all computing, so one.
// prepare: run once per run before the workers start (whichever stage asks first), so they
// do not all build the same site at once.
/** @type {Stage[]} */
const STAGES = [
  { name: 'types', run: typecheck, lane: 'checks' },
  { name: 'dom', dirs: ['unit', 'components'], setup: 'helpers/dom-setup.ts', workers: 1, lane: 'checks' },
  { name: 'build', dirs: ['build'], prepare: 'helpers/prepare-site.ts', sites: true, workers: Number(process.env.TEST_BUILD_WORKERS ?? 2), lane: 'build' },
  { name: 'browser', dirs: ['browser'], prepare: 'helpers/prepare-site.ts', sites: true, workers: Number(process.env.TEST_BROWSER_WORKERS ?? 3), lane: 'browser' },
  // The owner's site (test/site/): one build and one Chromium of its own, after everything
  // else, so the run ends on what the owner has to fix, and its browser competes with no lane.
  { name: 'site', dirs: ['site'], workers: 1, lane: 'last' },
];

/**
 * @param {Stage} stage
 * @returns {Promise<Counts>}
 */
async function typecheck(stage) {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  // Incremental: tsc keeps what it learnt in .cache and rechecks only what changed since.
  const incremental = ['--incremental', '--tsBuildInfoFile', path.join(ROOT, '.cache', 'tsbuildinfo')];
  const { code, output } = await runChild(process.execPath, [tsc, '-p', ROOT, '--pretty', 'false', ...incremental]);
  out.write(stage, output || '  tsc: no type errors\n');
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

// --- A stage: bundle, prepare, run the files in workers ------------------------------

/**
 * @param {Stage} stage
 * @returns {Promise<Counts>}
 */
async function runStage(stage) {
  /** @type {string[]} */
  const files = [];
  for (const dir of stage.dirs ?? []) files.push(...(await findTests(path.join(ROOT, 'test', dir))));
  if (only) files.splice(0, files.length, ...files.filter((file) => path.relative(ROOT, file).includes(only)));
  if (files.length === 0) return { passed: 0, failed: 0 };
  const outdir = path.join(OUT, stage.name);
  const extra = [stage.setup, stage.prepare, stage.sites ? MAKE_SITE : undefined].filter((file) => file !== undefined).map((file) => path.join(ROOT, 'test', file));
  await fs.rm(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [...files, ...extra],
    outdir,
    outbase: ROOT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: 'inline',
    jsx: 'automatic',
    target: 'node20',
    define: { __BUILD__: JSON.stringify(TEST_BUILD), __ROOT__: JSON.stringify(ROOT) },
    logLevel: 'error',
  });
  /** @param {string} file */
  const compiled = (file) => path.join(outdir, path.relative(ROOT, file)).replace(/\.tsx?$/, '.mjs');
  if (stage.prepare) {
    const script = compiled(path.join(ROOT, 'test', stage.prepare));
    let preparing = prepared.get(stage.prepare);
    if (!preparing) prepared.set(stage.prepare, (preparing = runChild(process.execPath, ['--enable-source-maps', script])));
    const { code, output } = await preparing;
    // A failed build fails every test that needs it, each saying so; this says why once.
    if (code !== 0) out.write(stage, output);
  }
  const worker = path.join(outdir, 'worker.mjs');
  await fs.writeFile(worker, workerScript(stage.setup && compiled(path.join(ROOT, 'test', stage.setup))));
  const tests = files.map((file) => ({ file: compiled(file), name: path.relative(ROOT, file) }));
  return runWorkers(stage, worker, tests, compiled(path.join(ROOT, 'test', MAKE_SITE)));
}

/** @type {Map<string, Promise<ChildResult>>} each prepare script's one run */
const prepared = new Map();

// The sites several test files share (an archive, an owner who writes, one with a career):
// made once per run the first time a worker asks, whichever lane it is in, and kept in
// SHARED_SITES until the run ends (test/helpers/shared-site.ts is the workers' side).
const MAKE_SITE = 'helpers/make-site.ts';
const SHARED_SITES = path.join(ROOT, '.cache', 'test-sites');
/** @type {Map<string, Promise<ChildResult>>} each shared site's one making */
const sites = new Map();

/**
 * @param {string} name
 * @param {string} script the compiled make-site module of the stage that asked first
 * @returns {Promise<ChildResult>}
 */
function sharedSite(name, script) {
  let making = sites.get(name);
  if (!making) sites.set(name, (making = runChild(process.execPath, ['--enable-source-maps', script, name])));
  return making;
}

/**
 * Runs the tests in the stage's worker processes, handing out one file at a time, longest first.
 * Resolves with the counts the workers reported; a file whose worker died counts as failed.
 * @param {Stage} stage
 * @param {string} worker the worker script
 * @param {TestFile[]} tests
 * @param {string} makeSite the compiled module that makes a shared site
 * @returns {Promise<Counts>}
 */
async function runWorkers(stage, worker, tests, makeSite) {
  const count = stage.workers ?? 1;
  // Longest first; a file not timed yet goes first, as it may be the longest. With one worker
  // the order stays alphabetical, as the output is then read live.
  const queue = count > 1 ? [...tests].sort((a, b) => (durations[b.name] ?? Infinity) - (durations[a.name] ?? Infinity)) : [...tests];
  const workers = Math.min(count, queue.length);
  const totals = { passed: 0, failed: 0 };
  /** @param {number} index */
  const run = (index) =>
    /** @type {Promise<void>} */ (new Promise((resolve) => {
      const child = spawn(process.execPath, ['--enable-source-maps', worker], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', TEST_WORKER: String(index) },
      });
      /** @type {TestFile | null} */
      let current = null;
      let buffered = '';
      // What the process writes outside the tests' output (a crash, Node's own warnings).
      let raw = '';
      /** @param {string} text */
      const print = (text) => (workers > 1 ? (buffered += text) : out.write(stage, text));
      // Piped (stdio above), so never null.
      child.stdout?.on('data', (chunk) => (raw += chunk));
      child.stderr?.on('data', (chunk) => (raw += chunk));
      child.on('message', (/** @type {WorkerMessage} */ message) => {
        if (message.type === 'output') print(message.text);
        if (message.type === 'result') {
          durations[message.name] = message.seconds;
          totals.passed += message.passed;
          totals.failed += message.failed;
          out.write(stage, buffered);
          buffered = '';
          current = null;
        }
        if (message.type === 'site') {
          const { name } = message;
          void sharedSite(name, makeSite).then(({ code, output }) => child.connected && child.send({ type: 'site', name, code, output }));
        }
        if (message.type === 'next') {
          current = queue.shift() ?? null;
          child.send(current ? { type: 'file', ...current, index: tests.indexOf(current) } : { type: 'end' });
        }
      });
      child.on('close', (code) => {
        out.write(stage, buffered);
        if (current || code !== 0) {
          totals.failed++;
          out.write(stage, `\n  worker ${index} ended with code ${code}${current ? ` while running ${current.name}` : ''}\n${raw}\n`);
        } else if (raw.trim()) {
          out.write(stage, raw);
        }
        resolve();
      });
    }));
  await Promise.all(Array.from({ length: workers }, (_, index) => run(index)));
  return totals;
}

/**
 * A worker: optional setup, then file after file as the runner hands them out, each its own
 * uvu group, run the way uvu's exec() runs its queue; then the teardowns helpers registered.
 * Everything the tests print travels to the runner with the file it belongs to.
 * @param {string | undefined} setup the compiled setup module, if the stage has one
 * @returns {string}
 */
function workerScript(setup) {
  return `globalThis.UVU_DEFER = 1;
const { existsSync, readFileSync } = await import('node:fs');
// Seconds the whole machine has spent busy (Linux's /proc/stat, in USER_HZ ticks), Chromium's
// processes and child builds included: over one file, that file's own with one worker.
const busy = () => {
  if (!existsSync('/proc/stat')) return NaN;
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\\n')[0].trim().split(/\\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
};
await import('uvu');
const send = (message) => new Promise((resolve) => process.send(message, resolve));
const capture = (text) => void process.send({ type: 'output', text: String(text) });
process.stdout.write = (chunk, encoding, done) => (capture(chunk), typeof done === 'function' && done(), true);
process.stderr.write = process.stdout.write;
${setup ? `await import(${JSON.stringify(setup)});` : ''}
// The runner's answer: the next file, or the end (other messages answer a test's own questions).
const ask = () => new Promise((resolve) => {
  const answer = (message) => {
    if (message.type !== 'file' && message.type !== 'end') return;
    process.off('message', answer);
    resolve(message);
  };
  process.on('message', answer);
  process.send({ type: 'next' });
});
for (let next = await ask(); next.type === 'file'; next = await ask()) {
  const started = performance.now();
  const busyBefore = busy();
  let passed = 0;
  let failed = 0;
  globalThis.UVU_INDEX = next.index;
  globalThis.UVU_QUEUE[next.index] = [];
  try {
    await import(next.file);
  } catch (error) {
    failed++;
    console.error('\\n  could not load ' + next.name + '\\n', error);
  }
  capture('\\n' + next.name + '\\n');
  for (const suite of globalThis.UVU_QUEUE[next.index]) {
    const [errors, ran, , total] = await suite();
    passed += ran;
    failed += total - ran;
    if (errors.length) capture('\\n' + errors + '\\n');
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = busy() - busyBefore;
  capture('  (' + seconds.toFixed(1) + ' s' + (Number.isNaN(cpu) ? '' : ', machine CPU ' + cpu.toFixed(1) + ' s') + ')\\n');
  await send({ type: 'result', name: next.name, passed, failed, seconds });
}
for (const teardown of globalThis.__testTeardowns ?? []) await teardown();
await send({ type: 'done' });
process.exit(0);
`;
}

/**
 * @param {string} dir
 * @returns {Promise<string[]>} the *.test.ts(x) files under `dir`, sorted
 */
async function findTests(dir) {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true });
  return entries
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>} its exit code and its output, stdout and stderr interleaved
 */
function runChild(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** @param {number} since a performance.now() */
function seconds(since) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/**
 * Prints the stages' output in their order though they run at once: the first unfinished
 * stage's text goes out as it comes, a later stage's is held until every stage before it
 * has ended.
 * @param {Stage[]} order
 */
function orderedOutput(order) {
  /** @type {Map<Stage, string>} */
  const held = new Map(order.map((stage) => [stage, '']));
  /** @type {Set<Stage>} */
  const ended = new Set();
  let at = 0;
  return {
    /** @param {Stage} stage @param {string} text */
    write(stage, text) {
      if (order[at] === stage) process.stdout.write(text);
      else held.set(stage, (held.get(stage) ?? '') + text);
    },
    /** @param {Stage} stage */
    end(stage) {
      ended.add(stage);
      while (at < order.length && ended.has(/** @type {Stage} */ (order[at]))) {
        at++;
        const next = order[at];
        if (next) {
          process.stdout.write(held.get(next) ?? '');
          held.set(next, '');
        }
      }
    },
  };
}

// --- The run -------------------------------------------------------------------------

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? '' : args.splice(onlyAt, 2)[1];
if (onlyAt !== -1 && !only) {
  console.error('--only needs part of a test file path, e.g. --only routes');
  process.exit(2);
}
const wanted = args;
const stages = wanted.length ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;
if (wanted.length && stages.length !== wanted.length) {
  console.error(`Unknown stage in "${wanted.join(' ')}"; stages are: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
// Names this run, so that a site built for it is reused by the later stages and workers.
process.env.TEST_RUN = randomUUID();
/** @type {Record<string, number>} seconds per test file, by its path from the root */
const durations = { ...readDurations(SEED_DURATIONS), ...readDurations(DURATIONS) };
const out = orderedOutput(stages);
const started = performance.now();
await fs.rm(SHARED_SITES, { recursive: true, force: true });
let passed = 0;
let failed = 0;

/**
 * @param {string} file
 * @returns {Record<string, number>}
 */
function readDurations(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** @param {Stage} stage */
async function runOne(stage) {
  out.write(stage, `\n=== ${stage.name} ===\n`);
  const begun = performance.now();
  /** @type {Counts} */
  let result;
  try {
    result = await (stage.run ? stage.run(stage) : runStage(stage));
  } catch (error) {
    out.write(stage, `${error instanceof Error ? error.stack : error}\n`);
    result = { passed: 0, failed: 1 };
  }
  out.write(stage, `--- ${stage.name}: ${result.passed} passed, ${result.failed} failed (${seconds(begun)} s)\n`);
  passed += result.passed;
  failed += result.failed;
  out.end(stage);
}

const lanes = [...new Set(stages.map((stage) => stage.lane))].filter((lane) => lane !== 'last').map((lane) => stages.filter((stage) => stage.lane === lane));
await Promise.all(
  lanes.map(async (lane) => {
    for (const stage of lane) await runOne(stage);
  }),
);
const last = stages.filter((stage) => stage.lane === 'last');
for (const stage of last) await runOne(stage);
await fs.rm(SHARED_SITES, { recursive: true, force: true });
await fs.mkdir(OUT, { recursive: true });
await fs.writeFile(DURATIONS, JSON.stringify(durations, null, 2));
const then = lanes.length && last.length ? `, then ${last.map((stage) => stage.name).join(', ')}` : '';
console.log(`\n(all stages: ${seconds(started)} s, ${lanes.length > 1 ? `${lanes.length} lanes at once` : 'one lane'}${then})`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
