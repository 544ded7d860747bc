// `npm run bench -- --ablate`: what each first-paint piece of / buys. Lighthouse mobile on
// the whole page, on its no-scripts twin, and on one build per piece of bench/ablations.mjs
// with that piece taken out, runs interleaved (every variant's run 1, then run 2, …), with
// applied throttling and, beside it, Lantern's simulation. A piece's Δ is the time / loses
// without it: the median of the run-by-run differences to the whole page measured just
// before, with the lowest and highest difference.

import * as fs from 'node:fs/promises';
import path from 'node:path';
import { buildWithout, PIECES } from './ablations.mjs';
import { explain, launchChrome, measureInterleaved, msWithSpread, pairedDifference, summarize, table } from './lighthouse.mjs';
import { writeNoScriptsTwin } from './no-scripts.mjs';

/** A first-paint piece stays if it buys at least this much median FCP or LCP on / (or correctness needs it). */
export const PAYS_MS = 15;

/**
 * @param {object} bench
 * @param {string} bench.root the project
 * @param {() => string} bench.buildSite builds the whole site; returns its folder
 * @param {string} bench.work where the copies without a piece are built
 * @param {string} bench.imageCache the image cache the copies share
 * @param {string} bench.results where every run is written, as JSON
 * @param {number} bench.runs
 * @param {string[]} bench.methods Lighthouse's throttling methods to run ('simulate', 'devtools')
 * @param {string[] | undefined} bench.only the pieces to take out, by name (all when undefined)
 * @param {number} bench.ratioBar the bar for / over its no-scripts twin, applied
 * @param {{ startServer: Function }} bench.server src/server/server.ts
 * @param {object} bench.headers src/server/headers.ts
 */
export async function ablate({ root, buildSite, work, imageCache, results: resultsDir, runs: RUNS, methods, only, ratioBar, server, headers }) {
  const unknown = only?.filter((name) => !PIECES.some((piece) => piece.name === name)) ?? [];
  if (unknown.length) throw new Error(`--only: no piece named ${unknown.join(', ')}; the pieces are ${PIECES.map((piece) => piece.name).join(', ')}`);
  const pieces = only ? PIECES.filter((piece) => only.includes(piece.name)) : PIECES;
  const applied = methods.includes('devtools');
  const simulated = methods.includes('simulate');
  console.log(`Building the site, and ${pieces.length} copies each without one piece …`);
  const site = buildSite();
  const variants = [
    { name: 'whole page', dir: site, path: '/', methods },
    // The twin is the applied floor: Lantern's figures for it are not asked for.
    ...(applied ? [{ name: 'no scripts', dir: site, path: await writeNoScriptsTwin(site, '/', headers), methods: ['devtools'] }] : []),
    ...pieces.map((piece) => ({ name: `without ${piece.name}`, dir: buildWithout(root, work, piece, imageCache), path: '/', methods })),
  ];
  /** @type {Map<string, import('node:http').Server>} one server per built folder */
  const servers = new Map();
  for (const { dir } of variants) if (!servers.has(dir)) servers.set(dir, await server.startServer({ root: dir, port: 0 }));
  const targets = variants.map((variant) => ({ ...variant, url: `http://127.0.0.1:${servers.get(variant.dir).address().port}${variant.path}` }));
  const chrome = await launchChrome();
  let runs;
  try {
    runs = await measureInterleaved(chrome.port, targets, RUNS);
  } finally {
    await chrome.kill();
    for (const running of servers.values()) running.close();
  }
  const whole = runs['whole page'];
  const summary = (name, method) => (runs[name][method] ? summarize(runs[name][method]) : undefined);
  const timing = (r, key) => (r ? msWithSpread(r[key], r.spread[key], RUNS) : '–');
  const delta = (name, method, key) => {
    if (!runs[name][method] || name === 'whole page') return undefined;
    return pairedDifference(runs[name][method], whole[method], key);
  };
  const deltaCell = (d) => (d ? msWithSpread(d.median, d.spread, RUNS) : '');
  const rows = [['/ on mobile', 'FCP', 'LCP', 'TBT', 'CLS', 'ΔFCP', 'ΔLCP', 'sim FCP', 'sim LCP', 'sim ΔFCP', 'sim ΔLCP', `pays ≥${PAYS_MS} ms`, 'load']];
  for (const { name } of variants) {
    const [real, sim] = [summary(name, 'devtools'), summary(name, 'simulate')];
    const [dFcp, dLcp] = ['fcp', 'lcp'].map((key) => delta(name, 'devtools', key));
    const [simFcp, simLcp] = ['fcp', 'lcp'].map((key) => delta(name, 'simulate', key));
    // What a piece buys: the applied Δ where it was measured, Lantern's otherwise.
    const [worthFcp, worthLcp] = applied ? [dFcp, dLcp] : [simFcp, simLcp];
    const pays = name.startsWith('without ') && worthFcp ? (Math.max(worthFcp.median, worthLcp.median) >= PAYS_MS ? 'yes' : 'no') : '';
    rows.push([
      name, timing(real, 'fcp'), timing(real, 'lcp'), timing(real, 'tbt'), real ? real.cls.toFixed(3) : '–',
      deltaCell(dFcp), deltaCell(dLcp),
      sim ? Math.round(sim.fcp) : '–', sim ? Math.round(sim.lcp) : '–', simFcp ? Math.round(simFcp.median) : '', simLcp ? Math.round(simLcp.median) : '',
      pays, (real ?? sim).load.toFixed(2),
    ]);
  }
  console.log(`\nLighthouse mobile on /, ${RUNS > 1 ? `medians of ${RUNS} interleaved runs` : 'one run'}, ms. FCP, LCP, TBT, CLS: applied throttling (slow 4G, CPU 4× slower)${RUNS > 1 ? ', lowest–highest run in brackets' : ''}.`);
  console.log('Δ: the variant minus the whole page, run by run, median (and lowest–highest): what the piece buys. sim: Lantern\'s simulation of the same loads. load: 1-minute load average.');
  console.log(table(rows));
  if (applied) {
    const [page, twin] = [summary('whole page', 'devtools'), summary('no scripts', 'devtools')];
    const ratio = (key) => (page[key] / twin[key]).toFixed(2);
    console.log(`  / over its no-scripts twin (applied): FCP ${ratio('fcp')}×, LCP ${ratio('lcp')}× (the bar: ≤ ${ratioBar.toFixed(2)}×)`);
  }
  for (const piece of pieces) console.log(`  ${piece.name}: ${piece.what}`);
  if (simulated) {
    console.log('  Where Lantern\'s time goes (run with the median LCP; L = a task that lays out):');
    for (const { name } of variants) if (runs[name].simulate) console.log(explain(name, summary(name, 'simulate')));
  }
  await fs.mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `ablate-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const keep = ({ scores, fcp, lcp, tbt, cls, load, lcpElement }) => ({ scores, fcp, lcp, tbt, cls, load, lcpElement });
  const everyRun = Object.fromEntries(variants.map(({ name }) => [name, Object.fromEntries(Object.entries(runs[name]).map(([method, list]) => [method, list.map(keep)]))]));
  await fs.writeFile(file, JSON.stringify(everyRun, null, 2));
  console.log(`\nEvery run: ${path.relative(root, file)}`);
}
