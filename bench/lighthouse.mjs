// Lighthouse as the bench runs it: one audit of one URL, on a phone, with one of Lighthouse's
// two throttling methods, runs interleaved across pages, and the medians and spreads of them.
//
// - 'devtools' (applied): the page really loads over a link slowed to slow 4G (562.5 ms of
//   latency per request, 1.4 Mbps down) on a CPU slowed 4×, and the figures are what the trace
//   recorded. This is what a visitor on a slow phone gets, and what the bars are held to.
// - 'simulate' (Lantern, Lighthouse's default and PageSpeed Insights'): the page loads at full
//   speed and Lantern estimates from the trace what slow 4G and the slow CPU would have made
//   of it. Reported beside the applied figures, with its own account of where the time went.

import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** Lighthouse's names for its two throttling methods, in the order the bench runs them. */
export const METHODS = ['simulate', 'devtools'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// Trace recording now and then fails on a busy machine (NO_NAVSTART, NO_FCP): tries per audit.
const ATTEMPTS = 3;

/** The Chromium the bench drives: CHROME_PATH, or Debian's. */
export function chromePath() {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function launchChrome() {
  return chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
}

/**
 * Lighthouse mobile on `url` with `method` ('simulate' or 'devtools'), through the Chromium
 * listening on `port`.
 */
export async function audit(port, url, method, attempt = 1) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: method };
  Lantern.Simulation.Simulator.allNodeTimings.clear();
  const { lhr } = await lighthouse(url, flags);
  if (lhr.runtimeError && attempt < ATTEMPTS) return audit(port, url, method, attempt + 1);
  if (lhr.runtimeError) throw new Error(`${url} (${method}): ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
    failing: Object.fromEntries(CATEGORIES.map((c) => [c, failing(c)])),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    requests: requests.length,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    foreign: requests.filter((r) => !r.url.startsWith(url.slice(0, url.indexOf('/', 8)))).map((r) => r.url),
    lantern: method === 'simulate' ? lanternParts() : undefined,
    // Both methods' times move with this machine's CPU load: every run notes it.
    load: os.loadavg()[0],
  };
}

/**
 * Lighthouse on every target with each of its methods, `runs` times, interleaved: every
 * target's first run, then every target's second, so drift in machine load hits them alike.
 * @param {number} port
 * @param {{ name: string, url: string, methods: string[] }[]} targets
 * @param {number} runs
 * @returns {Promise<Record<string, Record<string, Awaited<ReturnType<typeof audit>>[]>>>} the runs by target name, then method
 */
export async function measureInterleaved(port, targets, runs) {
  const results = Object.fromEntries(targets.map((target) => [target.name, Object.fromEntries(target.methods.map((method) => [method, []]))]));
  for (let run = 0; run < runs; run++) {
    for (const target of targets) {
      for (const method of target.methods) results[target.name][method].push(await audit(port, target.url, method));
    }
    console.log(`  run ${run + 1} of ${runs} done, load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  }
  return results;
}

// --- Medians and spreads -------------------------------------------------------------

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each timing is the median of its own runs, so one noisy run decides none of them; the rest
 * (scores, bytes, the LCP element) comes from the run with the median LCP. `spread` is each
 * timing's lowest and highest run: on a 2-core machine TBT alone ranged 7–227 ms over runs of
 * one build, so a median near a bar says little without them.
 */
export function summarize(runs) {
  const run = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
  const timings = Object.fromEntries(['fcp', 'lcp', 'tbt', 'cls', 'load'].map((key) => [key, middle(runs.map((r) => r[key]))]));
  const spread = Object.fromEntries(['fcp', 'lcp', 'tbt'].map((key) => [key, [Math.min(...runs.map((r) => r[key])), Math.max(...runs.map((r) => r[key]))]]));
  return { ...run, ...timings, spread, runs: runs.length };
}

/**
 * `key` of each run of `runs` minus the same run of `base` (they were measured one after the
 * other): the median difference and the lowest and highest, so one slow moment of the machine
 * counts in one pair only.
 */
export function pairedDifference(runs, base, key) {
  const differences = runs.map((run, i) => run[key] - base[i][key]);
  return { median: middle(differences), spread: [Math.min(...differences), Math.max(...differences)] };
}

/** "2210" for one run, "2210 (2100–2400)" for more: a median and its lowest and highest run, in ms. */
export function msWithSpread(median, [low, high], runs) {
  return runs > 1 ? `${Math.round(median)} (${Math.round(low)}–${Math.round(high)})` : `${Math.round(median)}`;
}

// --- Where Lantern's time goes -------------------------------------------------------

/**
 * What Lighthouse's simulation (Lantern) made of the run's FCP and LCP: the simulated time
 * of the HTML document, and the main-thread tasks it counted, as observed on this machine
 * (unthrottled) and as simulated (Lantern slows tasks 4×, tasks that lay out 2×), so a
 * simulated figure can be read back to its causes.
 */
function lanternParts() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  const parts = (label) => {
    const nodes = timings.get(label);
    if (!nodes) return undefined;
    const entries = [...nodes];
    const doc = entries.find(([node]) => node.type === 'network' && node.isMainDocument());
    const tasks = entries
      .filter(([node]) => node.type === 'cpu')
      .map(([node, time]) => ({ observed: node.duration / 1000, simulated: time.endTime - time.startTime, layout: node.didPerformLayout() }));
    return { doc: doc ? doc[1].endTime : NaN, tasks };
  };
  return { fcp: parts('optimisticFirstContentfulPaint'), lcp: parts('pessimisticLargestContentfulPaint') };
}

/** One line per page: FCP = document + counted tasks; what LCP's pessimistic graph adds. */
export function explain(name, result) {
  const { fcp, lcp } = result.lantern ?? {};
  if (!fcp) return `  ${name}: no simulation recorded`;
  const ms = (value) => `${Math.round(value)}`;
  const list = (tasks) => tasks.map((t) => `${t.observed.toFixed(1)}${t.layout ? 'L' : ''}`).join(' + ');
  const sum = (tasks, key) => tasks.reduce((total, t) => total + t[key], 0);
  const fcpTasks = sum(fcp.tasks, 'simulated');
  let line = `  ${name}: document ${ms(fcp.doc)} + tasks ${list(fcp.tasks)} ms observed = ${ms(fcpTasks)} ms simulated`;
  const extra = lcp ? lcp.tasks.length - fcp.tasks.length : 0;
  if (extra > 0) line += `; LCP (pessimistic) counts ${extra} more task${extra > 1 ? 's' : ''}, ${ms(sum(lcp.tasks, 'simulated') - fcpTasks)} ms simulated`;
  return line;
}

/** Rows of cells as right-aligned columns; the first row is the header. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows.map((row) => row.map((cell, i) => String(cell).padStart(widths[i])).join('  ')).join('\n');
}
