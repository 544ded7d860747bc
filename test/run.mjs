#!/usr/bin/env node
// `npm test`: every test the project has, in stages, ending with one line the CI reads:
//   "N passed, M failed"
// Stages: types (tsc), dom (units and components in happy-dom), build (the real build's
// output), browser (the production build in Chromium). Each stage is a child process, so a
// crash counts as a failure instead of ending the run. `npm test -- dom build` runs some
// stages; `--only routes` keeps the test files whose path contains "routes".
//
// Tests are TypeScript, bundled by the same esbuild as the site (CSS Modules included) into
// .cache/test, then run by uvu the way its CLI does (UVU_DEFER + one queue group per file).

import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, '.cache', 'test');
// The year the prerender of component tests is "built" in; tests import it from helpers/env.
const TEST_BUILD = { basePath: '/', year: new Date().getFullYear() };

const STAGES = [
  { name: 'types', run: typecheck },
  { name: 'dom', dirs: ['unit', 'components'], setup: 'helpers/dom-setup.ts' },
  { name: 'build', dirs: ['build'] },
  { name: 'browser', dirs: ['browser'] },
];

async function typecheck() {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const { code, output } = await runChild(process.execPath, [tsc, '-p', ROOT, '--pretty', 'false']);
  process.stdout.write(output || '  tsc: no type errors\n');
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/** Bundles a stage's test files and runs them in one Node process under uvu. */
async function runStage(stage) {
  const files = [];
  for (const dir of stage.dirs) files.push(...(await findTests(path.join(ROOT, 'test', dir))));
  if (only) files.splice(0, files.length, ...files.filter((file) => path.relative(ROOT, file).includes(only)));
  if (files.length === 0) return { passed: 0, failed: 0 };
  const entries = [...files, ...(stage.setup ? [path.join(ROOT, 'test', stage.setup)] : [])];
  await esbuild.build({
    entryPoints: entries,
    outdir: OUT,
    outbase: ROOT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: 'inline',
    jsx: 'automatic',
    target: 'node20',
    define: { __BUILD__: JSON.stringify(TEST_BUILD), __ROOT__: JSON.stringify(ROOT) },
    logLevel: 'error',
  });
  const compiled = (file) => path.join(OUT, path.relative(ROOT, file)).replace(/\.tsx?$/, '.mjs');
  const runner = path.join(OUT, `run-${stage.name}.mjs`);
  const tests = files.map((file) => ({ file: compiled(file), name: path.relative(ROOT, file) }));
  await fs.writeFile(runner, uvuRunner(stage.setup && compiled(path.join(ROOT, 'test', stage.setup)), tests));
  const { output } = await runChild(process.execPath, ['--enable-source-maps', runner], { echo: true });
  return parseUvu(output);
}

/** The script a stage runs: optional setup, then each file as its own uvu group. */
function uvuRunner(setup, tests) {
  return `globalThis.UVU_DEFER = 1;
const { exec } = await import('uvu');
${setup ? `await import(${JSON.stringify(setup)});` : ''}
const tests = ${JSON.stringify(tests)};
let broken = 0;
for (const [index, { file, name }] of tests.entries()) {
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([name]);
  try {
    await import(file);
  } catch (error) {
    broken++;
    console.error('\\n  could not load ' + name + '\\n', error);
  }
}
await exec();
if (broken) {
  console.log('  Broken files: ' + broken);
  process.exitCode = 1;
}
`;
}

/** uvu prints "Total: N", "Passed: N", "Skipped: N"; a missing summary means the stage crashed. */
function parseUvu(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const number = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(plain)?.[1] ?? NaN);
  const total = number('Total');
  const passed = number('Passed');
  const broken = Number(/Broken files: (\d+)/.exec(plain)?.[1] ?? 0);
  if (Number.isNaN(total) || Number.isNaN(passed)) return { passed: 0, failed: 1 };
  return { passed, failed: total - passed + broken };
}

async function findTests(dir) {
  if (!existsSync(dir)) return [];
  const entries = await fs.readdir(dir, { recursive: true });
  return entries
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

function runChild(command, args, { echo = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    const take = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

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
let passed = 0;
let failed = 0;
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = performance.now();
  let result;
  try {
    result = await (stage.run ? stage.run() : runStage(stage));
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1 };
  }
  console.log(`--- ${stage.name}: ${result.passed} passed, ${result.failed} failed (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  passed += result.passed;
  failed += result.failed;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
