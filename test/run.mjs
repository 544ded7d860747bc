#!/usr/bin/env node
// `npm test`: every test the project has, in five stages, ending with the one line CI reads:
//   "N passed, M failed"   (and a non-zero exit status on any failure)
// `npm test -- dom build` runs some stages; `--only routes` keeps the files whose path contains "routes".
//
// Test files are TypeScript with CSS Modules, so esbuild bundles them first (into .cache/test).
// Each stage's files then run under uvu in child processes: a stage with K processes gives
// process i the files i, i+K, i+2K... in path order, and each process is one uvu run of its
// files. The child prints its output and, last, a JSON line with its counts; a child that dies
// or a file that throws while loading counts as a failure. Stages run side by side: types then
// dom, build, browser; site runs last and alone.

import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, '.cache', 'test');
const RESULT = 'test-run-result ';
// Folders the run's builds live in (helpers/built-site.ts, helpers/shared-site.ts): emptied at
// the start, so every run builds the site it tests from the current source.
const RUN_BUILDS = ['test-site', 'test-site.json', 'test-site-pages', 'test-site-pages.json', 'test-sample', 'test-sites'].map((name) => path.join(ROOT, '.cache', name));

/**
 * @typedef {{ name: string, lane: string, dirs?: string[], setup?: string, processes?: number, prepare?: boolean }} Stage
 * @typedef {{ output: string, passed: number, failed: number }} Result
 * @typedef {{ code: number, output: string }} Child
 */
// lane: stages of one lane run in turn, the lanes at once. The browser stage mostly waits on
// Chromium and the build stage on its child builds, so several processes keep the 2 cores busy;
// dom is short and all computing. `prepare`: the built sites its files read exist before they start.
/** @type {Stage[]} */
const STAGES = [
  { name: 'types', lane: 'checks' },
  { name: 'dom', dirs: ['unit', 'components'], setup: 'test/helpers/dom-setup.ts', processes: 1, lane: 'checks' },
  { name: 'build', dirs: ['build'], processes: Number(process.env.TEST_BUILD_PROCESSES ?? 2), prepare: true, lane: 'build' },
  { name: 'browser', dirs: ['browser'], processes: Number(process.env.TEST_BROWSER_PROCESSES ?? 2), prepare: true, lane: 'browser' },
  { name: 'site', dirs: ['site'], processes: 1, lane: 'last' },
];
const PREPARE = 'test/helpers/prepare.ts';
// The build info src/app/build-info.ts reads, as a build at the root this year defines it.
const TEST_BUILD = { basePath: '/', year: new Date().getFullYear() };

/**
 * In a child: one uvu run of `files` (compiled modules), after the optional setup module.
 * @param {string} setup
 * @param {string[]} files
 */
async function runFiles(setup, files) {
  const uvuGlobals = /** @type {{ UVU_DEFER: number, UVU_INDEX: number, UVU_QUEUE: [string, ...(() => Promise<[string | true, number, number, number]>)[]][] }} */ (/** @type {unknown} */ (globalThis));
  uvuGlobals.UVU_DEFER = 1;
  const uvu = await import('uvu');
  if (setup) await import(pathToFileURL(setup).href);
  let passed = 0;
  let failed = 0;
  for (const [index, file] of files.entries()) {
    uvuGlobals.UVU_INDEX = index;
    uvuGlobals.UVU_QUEUE.push([path.relative(OUT, file).replace(/\.mjs$/, '')]);
    try {
      await import(pathToFileURL(file).href);
    } catch (error) {
      failed++;
      console.error(`\n  ${path.relative(OUT, file)} could not load:`, error);
    }
  }
  // Each queued suite resolves with [errors, passed, skipped, total]; count them as uvu prints them.
  for (const group of uvuGlobals.UVU_QUEUE) {
    for (let at = 1; at < group.length; at++) {
      const suite = /** @type {() => Promise<[string | true, number, number, number]>} */ (group[at]);
      group[at] = async () => {
        const result = await suite();
        passed += result[1];
        failed += result[3] - result[1];
        return result;
      };
    }
  }
  await uvu.exec();
  console.log(`\n${RESULT}${JSON.stringify({ passed, failed })}`);
  // Exiting ends the Chromium and servers a file left open (Playwright kills its browsers on exit).
  process.exit(0);
}

/**
 * Runs `args` with Node; resolves with its exit code and its output, stdout and stderr interleaved.
 * @param {string[]} args
 * @returns {Promise<Child>}
 */
function node(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', ...args], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** @returns {Promise<Result>} */
async function typecheck() {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  // Incremental: tsc keeps what it learnt in .cache and rechecks only what changed since.
  const { code, output } = await node([tsc, '-p', ROOT, '--pretty', 'false', '--incremental', '--tsBuildInfoFile', path.join(ROOT, '.cache', 'tsbuildinfo')]);
  return { output: output || '  tsc: no type errors\n', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/**
 * Runs a stage's files in its processes; resolves with their output and counts.
 * @param {Stage} stage
 * @param {string[]} files
 * @returns {Promise<Result>}
 */
async function runStage(stage, files) {
  if (stage.prepare) {
    const { code, output } = await /** @type {Promise<Child>} */ (prepared);
    // A failed build fails every test that needs it, each saying so; this says why once.
    if (code !== 0) return { output, passed: 0, failed: 1 };
  }
  const setup = stage.setup ? [compiled(path.join(ROOT, stage.setup))] : [''];
  const count = Math.min(stage.processes ?? 1, files.length);
  const shares = Array.from({ length: count }, (_, index) => files.filter((_, at) => at % count === index));
  const runs = await Promise.all(shares.map((share) => node([SELF, '--files', ...setup, ...share.map(compiled)])));
  const total = { output: '', passed: 0, failed: 0 };
  for (const { code, output } of runs) {
    const last = output.lastIndexOf(RESULT);
    const counts = last === -1 ? undefined : JSON.parse(output.slice(last + RESULT.length).split('\n')[0] ?? '');
    total.output += last === -1 ? output : output.slice(0, last) + output.slice(output.indexOf('\n', last) + 1);
    if (counts && code === 0) {
      total.passed += counts.passed;
      total.failed += counts.failed;
    } else {
      total.failed += 1 + (counts?.failed ?? 0);
      total.output += `\n  a test process ended with code ${code} before its files were done\n`;
    }
  }
  return total;
}

/**
 * The *.test.ts(x) files under test/<dir>, sorted.
 * @param {string} dir
 */
async function findTests(dir) {
  const root = path.join(ROOT, 'test', dir);
  if (!existsSync(root)) return [];
  const entries = await fs.readdir(root, { recursive: true });
  return entries.filter((file) => /\.test\.tsx?$/.test(file)).map((file) => path.join(root, file)).sort();
}

/** @param {string} file the compiled module of a source file */
const compiled = (file) => path.join(OUT, path.relative(ROOT, file)).replace(/\.tsx?$/, '.mjs');
/** @param {number} start */
const since = (start) => ((performance.now() - start) / 1000).toFixed(1);
const SELF = fileURLToPath(import.meta.url);

// --- The run -------------------------------------------------------------------------

const args = process.argv.slice(2);
if (args[0] === '--files') await runFiles(args[1] ?? '', args.slice(2));

const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? '' : (args.splice(onlyAt, 2)[1] ?? '');
if (onlyAt !== -1 && !only) {
  console.error('--only needs part of a test file path, e.g. --only routes');
  process.exit(2);
}
const stages = args.length ? STAGES.filter((stage) => args.includes(stage.name)) : STAGES;
if (stages.length !== (args.length || STAGES.length)) {
  console.error(`Unknown stage in "${args.join(' ')}"; stages are: ${STAGES.map((stage) => stage.name).join(', ')}`);
  process.exit(2);
}
const started = performance.now();
/** @type {Map<Stage, string[]>} */
const filesOf = new Map();
for (const stage of stages) {
  const files = (await Promise.all((stage.dirs ?? []).map(findTests))).flat();
  filesOf.set(stage, files.filter((file) => path.relative(ROOT, file).includes(only)));
}
const entryPoints = [...filesOf.values()].flat();
for (const stage of stages) if (stage.setup) entryPoints.push(path.join(ROOT, stage.setup));
// The built sites the run's files read, named after the helper that opens each (helpers/prepare.ts).
const preparing = stages.filter((stage) => stage.prepare).flatMap((stage) => filesOf.get(stage) ?? []);
const sites = new Set(preparing.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(buildPagesSite|archiveSite|writingSite|storySite)\(/g)].map((match) => match[1] ?? '')));
if (preparing.length) entryPoints.push(path.join(ROOT, PREPARE));

if (preparing.length) await Promise.all(RUN_BUILDS.map((dir) => fs.rm(dir, { recursive: true, force: true })));
if (entryPoints.length) {
  await fs.rm(OUT, { recursive: true, force: true });
  await esbuild.build({
    entryPoints,
    outdir: OUT,
    outbase: ROOT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // A helper is one module per process, so its fixtures (one Chromium, one server) serve every file.
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
}
// Once for the whole run, before the build and browser stages start: the sample site and the
// shared sites their files read, so no two processes build one site at once.
const prepared = preparing.length ? node([compiled(path.join(ROOT, PREPARE)), ...sites]) : undefined;

/** @type {Map<Stage, string>} */
const results = new Map();
/**
 * Runs a stage and prints its output whole when it ends.
 * @param {Stage} stage
 */
async function runOne(stage) {
  const begun = performance.now();
  const files = filesOf.get(stage) ?? [];
  /** @type {Result} */
  let result = { output: '', passed: 0, failed: 0 };
  try {
    if (stage.name === 'types') result = await typecheck();
    else if (files.length) result = await runStage(stage, files);
  } catch (error) {
    result = { output: `${error instanceof Error ? error.stack : error}\n`, passed: 0, failed: 1 };
  }
  const line = `--- ${stage.name}: ${result.passed} passed, ${result.failed} failed (${since(begun)} s)`;
  results.set(stage, line);
  process.stdout.write(`\n=== ${stage.name} ===\n${result.output}${line}\n`);
  return result;
}

const lanes = [...new Set(stages.map((stage) => stage.lane))].filter((lane) => lane !== 'last');
/** @type {Result[]} */
const counts = [];
await Promise.all(lanes.map(async (lane) => {
  for (const stage of stages.filter((one) => one.lane === lane)) counts.push(await runOne(stage));
}));
for (const stage of stages.filter((one) => one.lane === 'last')) counts.push(await runOne(stage));

const passed = counts.reduce((sum, one) => sum + one.passed, 0);
const failed = counts.reduce((sum, one) => sum + one.failed, 0);
// Each stage's line again, in stage order, when several ran.
if (stages.length > 1) console.log(`\n${stages.map((stage) => results.get(stage) ?? '').join('\n')}\n(all stages: ${since(started)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
