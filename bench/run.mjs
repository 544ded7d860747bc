#!/usr/bin/env node
// `npm run bench`: what each route costs a visitor on a slow phone. Lighthouse mobile on every
// route with APPLIED throttling (Lighthouse's 'devtools' method: the real load, over a link
// slowed to slow 4G, on a CPU slowed 4×) and, beside it, with Lantern's SIMULATED throttling
// (Lighthouse's default, and PageSpeed Insights'). Each page is measured beside two floors,
// served by the same server:
//   - its no-scripts twin: the same HTML and inline CSS with every <script> element and the
//     client bundle taken out (bench/no-scripts.mjs), compressed like the page, same headers;
//   - a bare static page with the hero's words (inline CSS, no script, no image).
// Every figure is the median of interleaved runs (every page's and twin's first run, then
// every second run, …), so drift in machine load hits them all alike; the applied timings
// show their lowest and highest run. The bars (BARS), each printed PASS or FAIL, any FAIL
// making the exit status non-zero:
//   applied: FCP and LCP at most 1.10 × the page's no-scripts twin, TBT ≤ 100 ms, CLS 0;
//   Lighthouse 100 in every category (the simulated runs, as PageSpeed Insights scores),
//   no request to another origin, / under 150 KiB on first load, a warm build under 2 s.
// Lantern's figures and the ratios to the bare page are reported beside, not held to a bar.
//
//   npm run bench                            all routes, medians of 7 runs of each
//   npm run bench -- --runs 3                fewer runs: quicker, noisier
//   npm run bench -- --throttling devtools   applied only (simulate: Lantern only, and then
//                                            no timing bar is checked); default both
//   npm run bench -- --ablate                / without each first-paint piece in turn
//                                            (bench/ablate.mjs, bench/ablations.mjs), beside
//                                            the whole page and its no-scripts twin;
//                                            --only "eager compile,data preload" measures those pieces alone
//   npm run bench -- --posts 6,60,300        the blog at each archive size (test/fixtures/archive.ts),
//                                            Lantern only: /blogs, its last page, a tag's list and /,
//                                            beside the bare page
//   CHROME_PATH=/path/to/chrome              another Chromium (default /usr/bin/chromium)

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { ablate } from './ablate.mjs';
import { audit, chromePath, explain, launchChrome, measureInterleaved, METHODS, msWithSpread, summarize, table } from './lighthouse.mjs';
import { pageFile, writeNoScriptsTwin } from './no-scripts.mjs';

// --- Settings and bars -------------------------------------------------------

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = path.join(ROOT, '.cache', 'bench-site');
const COLD_CACHE = path.join(ROOT, '.cache', 'bench-cold-images');
const WARM_CACHE = path.join(ROOT, '.cache', 'images'); // build.mjs's own image cache
const ABLATION_WORK = path.join(ROOT, '.cache', 'bench-ablate'); // one project copy per piece
const RESULTS = path.join(ROOT, 'bench', 'results'); // each --ablate run's runs, as JSON
// Seven runs: up to three stray runs (a neighbour's test burst on a shared 2-core machine)
// leave the median among the steady ones.
const DEFAULT_RUNS = 7;
const RUNS = Number(argValue('--runs') ?? DEFAULT_RUNS);
const THROTTLING = argValue('--throttling') ?? 'both';
const ABLATE = process.argv.includes('--ablate');
// --only: the pieces to take out, by name; more runs of a few pieces in the same time.
const ONLY = argValue('--only')?.split(',').map((name) => name.trim());
const POSTS = argValue('--posts');
const ARCHIVE_WORK = path.join(ROOT, '.cache', 'bench-archive'); // one project copy per size
const BARE = 'bare';
const ROUTES = [
  { name: '/', path: '/' },
  { name: '/blogs', path: '/blogs' },
  // Lighthouse refuses to audit a response with status 404, so the 404 page is audited by
  // its file name, which static hosts answer with 200; the HTML and the render are the same.
  { name: '404', path: '/404.html' },
  // An own Markdown post's page (README "Writing"), from the test fixture: the sample has none,
  // so it is built, and served, from a copy of the project with the post added (buildPostSite).
  { name: 'post', path: '/blogs/streams-without-surprises', site: 'post' },
  { name: BARE, path: '/bare/' },
];
// The post the bench adds, and the drawing its Markdown shows (made here, like the sample art).
const BENCH_POST = { markdown: path.join(ROOT, 'test', 'fixtures', 'posts', 'streams-without-surprises.md'), image: 'posts/backpressure.png' };
const POST_PROJECT = path.join(ROOT, '.cache', 'bench-post-project');
const POST_SITE = path.join(POST_PROJECT, 'dist');
// The figures the site holds itself to; the timings on the applied runs.
const BARS = {
  twinRatio: 1.1, // FCP and LCP within 10 % of the same page with its scripts taken out
  tbtMs: 100, // RAIL's budget for answering input (web.dev/articles/rail), for all the load's blocking
  cls: 0,
  score: 100, // Lighthouse's top score in every category, mobile, every route
  firstLoadBytes: 150 * 1024, // first load of /
  warmBuildMs: 3000, // `npm run build` with every image encoded already
};
// `--posts` still reads Lantern's figures, held against the bare page.
const SIMULATED_BARS = { bareRatio: 1.1, tbtMs: 50 };
// A correct 404 page asks not to be indexed (and is answered with status 404 in real use);
// Lighthouse's SEO category counts that against it. Reported, not held against the bar.
const EXPECTED_ON_404 = new Set(['http-status-code', 'is-crawlable']);

function argValue(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** A mistake in how the bench was started: printed as its one line, with no stack. */
class UsageError extends Error {}

/** The throttling methods asked for; a UsageError naming a bad option. */
function methodsAsked() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new UsageError(`--runs: ${argValue('--runs')} is not a whole number of runs, 1 or more`);
  if (THROTTLING === 'both') return METHODS;
  if (METHODS.includes(THROTTLING)) return [THROTTLING];
  throw new UsageError(`--throttling: ${THROTTLING} is none of simulate, devtools, both`);
}

// --- Build: cold and warm --------------------------------------------------------

function timedBuild(imageCache) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['build.mjs', 'build', '--out', SITE], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, IMAGE_CACHE_DIR: imageCache ?? '', BASE_PATH: '' },
  });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}${run.stderr}`);
  return performance.now() - started;
}

/**
 * A fresh copy of the project's sources in `dir`, for a build with other content; node_modules
 * and the image cache are linked, so it encodes no image the project has.
 */
async function copyProject(dir) {
  await fs.rm(dir, { recursive: true, force: true });
  for (const entry of ['build.mjs', 'index.html', 'src', 'public', 'package.json', 'tsconfig.json']) {
    if (existsSync(path.join(ROOT, entry))) await fs.cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  await fs.mkdir(path.join(dir, '.cache'), { recursive: true });
  await fs.symlink(path.join(ROOT, '.cache', 'images'), path.join(dir, '.cache', 'images'));
}

// --- A post's page ---------------------------------------------------------------

/**
 * The sample with the fixture post added, built in a copy of the project (the owner's tree is
 * left alone) and served by a server of its own: a page is served with the headers of its own
 * build, whose CSP names its boot script's hash (the bundle's name in it differs by build).
 */
async function buildPostSite() {
  await copyProject(POST_PROJECT);
  await fs.mkdir(path.join(POST_PROJECT, 'src', 'content', 'posts'), { recursive: true });
  await fs.copyFile(BENCH_POST.markdown, path.join(POST_PROJECT, 'src', 'content', 'posts', path.basename(BENCH_POST.markdown)));
  const { default: sharp } = await import('sharp');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800"><rect width="1600" height="800" fill="#16223b"/><rect x="100" y="300" width="400" height="200" rx="20" fill="#22d3ee"/><rect x="1100" y="300" width="400" height="200" rx="20" fill="#818cf8"/><path d="M520 400h560" stroke="#e6edf7" stroke-width="12"/></svg>';
  await fs.mkdir(path.dirname(path.join(POST_PROJECT, 'src', 'assets', BENCH_POST.image)), { recursive: true });
  await sharp(Buffer.from(svg)).png().toFile(path.join(POST_PROJECT, 'src', 'assets', BENCH_POST.image));
  const run = spawnSync(process.execPath, ['build.mjs', 'build', '--out', POST_SITE], { cwd: POST_PROJECT, encoding: 'utf8', env: { ...process.env, BASE_PATH: '' } });
  if (run.status !== 0) throw new Error(`the post build failed:\n${run.stdout}${run.stderr}`);
}

// --- The bare page ---------------------------------------------------------------

/** The hero's words from the built page's own data, in one hand-written file. */
async function writeBarePage() {
  const html = readFileSync(path.join(SITE, 'index.html'), 'utf8');
  const dataUrl = /<div id="root" data-site-data="\/([^"]+)"/.exec(html)[1];
  const { content } = JSON.parse(readFileSync(path.join(SITE, dataUrl), 'utf8'));
  const { person, labels } = content;
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escape(person.name)}</title><meta name="description" content="${escape(person.intro)}">
<style>body{margin:0;background:#0b1120;color:#e6edf7;font-family:system-ui,sans-serif;line-height:1.6}
main{min-height:100vh;display:grid;place-items:center;padding:96px 20px;text-align:center}
h1{font-size:clamp(2.75rem,9vw,5rem);margin:.2em 0;color:#22d3ee}p{max-width:600px;margin:12px auto;color:#9fb0c8}
.t{font-size:1.5rem;font-weight:650;color:#e6edf7}a{display:inline-block;margin:6px;padding:10px 20px;border-radius:10px;background:#22d3ee;color:#03121c;font-weight:600;text-decoration:none}</style>
</head><body><main><div><p>${escape(labels.hero.greeting)}</p><h1>${escape(person.name)}</h1>
<p class="t">${escape(person.title)}</p><p>${escape(person.intro)}</p>
<a href="#projects">${escape(labels.hero.viewWork)}</a><a href="#contact">${escape(labels.hero.contactMe)}</a></div></main></body></html>`;
  // The bare page has its own inline style: allow it by hash, as the site's CSP does its own.
  const style = /<style>([\s\S]*?)<\/style>/.exec(page)[1];
  const hash = createHash('sha256').update(style).digest('base64');
  await fs.appendFile(path.join(SITE, '_headers'), `\n/bare/*\n  Content-Security-Policy: default-src 'none'; style-src 'sha256-${hash}'; img-src data:\n`);
  await fs.mkdir(path.join(SITE, 'bare'), { recursive: true });
  await fs.writeFile(path.join(SITE, 'bare', 'index.html'), page);
  // Compressed like the site's own pages, so both travel the same way.
  await fs.writeFile(path.join(SITE, 'bare', 'index.html.br'), zlib.brotliCompressSync(page));
  await fs.writeFile(path.join(SITE, 'bare', 'index.html.gz'), zlib.gzipSync(page, { level: 9 }));
}

/** Gzip sizes of the JavaScript a page starts and of its inline CSS, from the built files. */
function codeSizes(route) {
  const site = route.site === 'post' ? POST_SITE : SITE;
  const html = readFileSync(path.join(site, pageFile(route.path)), 'utf8');
  const gzip = (data) => zlib.gzipSync(data, { level: 9 }).length;
  const script = /"\/(assets\/client-[A-Z0-9]+\.js)"/.exec(html)?.[1];
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return { js: script ? gzip(readFileSync(path.join(site, script))) : 0, css: gzip(inline) };
}

// --- The blog at 6, 60 and 300 posts ----------------------------------------------------

/** A copy of the project whose content has `count` posts (test/fixtures/archive.ts), built; returns its dist/. */
async function buildArchiveSite(count, archivePosts, blogFields) {
  const project = path.join(ARCHIVE_WORK, String(count));
  await copyProject(project);
  const contentFile = path.join(project, 'src', 'content', 'content.ts');
  const written = readFileSync(contentFile, 'utf8');
  await fs.writeFile(contentFile, `${written}\n{\n  const c = content as any;\n  c.person = { ...${JSON.stringify(blogFields)}, ...c.person };\n  c.posts = ${JSON.stringify(archivePosts(count))};\n}\n`);
  const dist = path.join(project, 'dist');
  const run = spawnSync(process.execPath, ['build.mjs', 'build', '--out', dist], { cwd: project, encoding: 'utf8', env: { ...process.env, BASE_PATH: '' } });
  if (run.status !== 0) throw new Error(`the ${count}-post build failed:\n${run.stdout}${run.stderr}`);
  return dist;
}

/**
 * `--posts 6,60,300`: Lighthouse mobile on /blogs, its last page, the tag with the most posts
 * and /, for a site with each number of posts, beside the bare page, runs interleaved; and the
 * home page's transfer size at each, which must not grow with the archive (1 KiB at most).
 */
async function archiveBench(sizes) {
  const esbuild = await import('esbuild');
  const bundled = await esbuild.build({ entryPoints: [path.join(ROOT, 'bench', 'archive-entry.ts')], bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'error' });
  const { archivePosts, blogFields, POSTS_PER_PAGE, blogTags, tagPath, hrefOf } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
  console.log(`Building the sample (for the bare page) and a site with ${sizes.join(', ')} posts …`);
  timedBuild(undefined);
  await writeBarePage();
  const { startServer } = await previewServer();
  const servers = [await startServer({ root: SITE, port: 0 })];
  const targets = [{ size: '-', name: 'bare', url: `http://127.0.0.1:${servers[0].address().port}/bare/` }];
  for (const size of sizes) {
    const dist = await buildArchiveSite(size, archivePosts, blogFields);
    const server = await startServer({ root: dist, port: 0 });
    servers.push(server);
    const base = `http://127.0.0.1:${server.address().port}`;
    const posts = archivePosts(size);
    const pages = Math.ceil(posts.length / POSTS_PER_PAGE);
    const biggest = [...blogTags(posts, 'en')].sort((a, b) => b.posts.length - a.posts.length)[0];
    targets.push(
      { size, name: '/', url: `${base}/` },
      { size, name: '/blogs', url: `${base}/blogs` },
      { size, name: `last (${pages})`, url: pages > 1 ? `${base}/blogs/page/${pages}` : `${base}/blogs` },
      { size, name: `tag ${biggest.name} (${biggest.posts.length})`, url: base + hrefOf(tagPath(biggest.slug)) },
    );
  }
  const chrome = await launchChrome();
  const misses = [];
  try {
    const runs = targets.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      for (const [i, target] of targets.entries()) runs[i].push(await audit(chrome.port, target.url, 'simulate'));
    }
    const results = runs.map(summarize);
    const bare = results[0];
    const rows = [['posts', 'page', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'bytes KiB', 'LCP/bare', 'FCP/bare', 'load']];
    for (const [i, target] of targets.entries()) {
      const r = results[i];
      rows.push([target.size, target.name, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, Math.round(r.fcp), Math.round(r.lcp), Math.round(r.tbt), r.cls.toFixed(3), (r.bytes / 1024).toFixed(1), (r.lcp / bare.lcp).toFixed(2), (r.fcp / bare.fcp).toFixed(2), r.load.toFixed(2)]);
      if (target.name === 'bare') continue;
      const label = `${target.size} posts ${target.name}`;
      for (const [category, score] of Object.entries(r.scores)) if (score < BARS.score) misses.push(`${label} ${category} ${score} (failing: ${r.failing[category].join(', ')})`);
      if (r.lcp / bare.lcp > SIMULATED_BARS.bareRatio) misses.push(`${label} LCP ${(r.lcp / bare.lcp).toFixed(2)}× the bare page`);
      if (r.fcp / bare.fcp > SIMULATED_BARS.bareRatio) misses.push(`${label} FCP ${(r.fcp / bare.fcp).toFixed(2)}× the bare page`);
      if (r.tbt > SIMULATED_BARS.tbtMs) misses.push(`${label} TBT ${Math.round(r.tbt)} ms`);
      if (r.cls > BARS.cls) misses.push(`${label} CLS ${r.cls.toFixed(3)}`);
    }
    console.log(`\nLighthouse mobile (Lantern's simulation), medians of ${RUNS} runs, by number of posts. bytes: everything transferred on first load; load: the machine's 1-minute load average.`);
    console.log(table(rows));
    const homes = targets.flatMap((target, i) => (target.name === '/' ? [[target.size, results[i].bytes]] : []));
    console.log(`\nHome page transfer: ${homes.map(([size, bytes]) => `${size} posts ${bytes} B`).join(', ')}`);
    const spread = Math.max(...homes.map(([, b]) => b)) - Math.min(...homes.map(([, b]) => b));
    if (spread > 1024) misses.push(`the home page's transfer grows with the archive: ${spread} B apart`);
  } finally {
    await chrome.kill();
    for (const server of servers) server.close();
  }
  reportMisses(misses);
}

// --- The routes, their twins and the bare page --------------------------------------------

/** The label of a route's no-scripts twin in the tables. */
const twinOf = (name) => `${name} no scripts`;

/**
 * Lighthouse on every route, its no-scripts twin (applied only: it is the applied bars' floor)
 * and the bare page, with each method asked for, runs interleaved. Returns each page's
 * summaries by method.
 */
async function measureRoutes(methods) {
  const headers = await tsImport('../src/server/headers.ts', import.meta.url);
  const { startServer } = await previewServer();
  const sites = { main: SITE, post: POST_SITE };
  const servers = Object.fromEntries(await Promise.all(Object.entries(sites).map(async ([key, root]) => [key, await startServer({ root, port: 0 })])));
  const urlOf = (route, urlPath) => `http://127.0.0.1:${servers[route.site ?? 'main'].address().port}${urlPath}`;
  const targets = [];
  for (const route of ROUTES) {
    targets.push({ name: route.name, url: urlOf(route, route.path), methods });
    if (route.name === BARE || !methods.includes('devtools')) continue;
    const twin = await writeNoScriptsTwin(sites[route.site ?? 'main'], route.path, headers);
    targets.push({ name: twinOf(route.name), url: urlOf(route, twin), methods: ['devtools'] });
  }
  const chrome = await launchChrome();
  try {
    const runs = await measureInterleaved(chrome.port, targets, RUNS);
    return Object.fromEntries(targets.map(({ name }) => [name, Object.fromEntries(Object.entries(runs[name]).map(([method, list]) => [method, summarize(list)]))]));
  } finally {
    await chrome.kill();
    for (const server of Object.values(servers)) server.close();
  }
}

/** Scores, weight and code sizes of each route, from the run with the median LCP. */
function printScores(results) {
  const rows = [['route', 'perf', 'a11y', 'bp', 'seo', 'bytes KiB', 'JS gz KiB', 'CSS gz KiB', 'req']];
  for (const route of ROUTES) {
    const r = scored(results[route.name]);
    const { js, css } = codeSizes(route);
    rows.push([route.name, r.scores.performance, r.scores.accessibility, r.scores['best-practices'], r.scores.seo, (r.bytes / 1024).toFixed(1), (js / 1024).toFixed(1), (css / 1024).toFixed(1), r.requests]);
  }
  const source = results[ROUTES[0].name].simulate ? 'simulated' : 'applied';
  console.log(`\nLighthouse mobile, ${source} run with the median LCP. bytes: everything transferred on first load; JS and CSS: gzip -9 of the script the page starts and of its inline CSS.`);
  console.log(table(rows));
  for (const route of ROUTES) {
    const failing = Object.entries(scored(results[route.name]).failing).filter(([, ids]) => ids.length);
    if (failing.length) console.log(`  ${route.name}: below 1 → ${failing.map(([c, ids]) => `${c}: ${ids.join(', ')}`).join('; ')}`);
  }
}

/** The run whose scores count: Lantern's, as PageSpeed Insights scores a page, else the applied one. */
const scored = (result) => result.simulate ?? result.devtools;

/** Every page's timings: Lantern's FCP and LCP, the applied FCP, LCP, TBT (with their spread) and CLS. */
function printTimings(results) {
  const rows = [['page', 'sim FCP', 'sim LCP', 'FCP', 'LCP', 'TBT', 'CLS', 'load']];
  // Each route, then its twin: by ROUTES, since an object lists a key like "404" first.
  const names = ROUTES.flatMap((route) => [route.name, twinOf(route.name)]).filter((name) => results[name]);
  for (const name of names) {
    const { simulate: sim, devtools: real } = results[name];
    const timing = (key) => (real ? msWithSpread(real[key], real.spread[key], RUNS) : '–');
    rows.push([name, sim ? Math.round(sim.fcp) : '–', sim ? Math.round(sim.lcp) : '–', timing('fcp'), timing('lcp'), timing('tbt'), real ? real.cls.toFixed(3) : '–', (real ?? sim).load.toFixed(2)]);
  }
  console.log(`\nTimings in ms, ${RUNS > 1 ? `medians of ${RUNS} interleaved runs` : 'one run'}. FCP, LCP, TBT, CLS: applied throttling (slow 4G, CPU 4× slower)${RUNS > 1 ? ', lowest–highest run in brackets' : ''}; sim: Lantern's simulation of the same loads; load: the machine's 1-minute load average.`);
  console.log(table(rows));
  const lcpElement = (results['/'].devtools ?? results['/'].simulate).lcpElement;
  console.log(`  LCP element on /: ${lcpElement}`);
  if (results['/'].simulate) {
    console.log('  Where Lantern\'s time goes (run with the median LCP; L = a task that lays out):');
    for (const route of ROUTES) console.log(explain(route.name, results[route.name].simulate));
  }
}

/**
 * The timing bars, applied, one row per route with PASS or FAIL in each bar's column: FCP and
 * LCP over the no-scripts twin's, TBT, CLS; the ratios to the bare page beside them.
 */
function checkTimings(results, misses) {
  const bare = results[BARE].devtools;
  const ratioBar = `≤${BARS.twinRatio.toFixed(2)}×`;
  const rows = [['route', 'FCP/no-scripts', 'LCP/no-scripts', 'FCP/bare', 'LCP/bare', 'TBT ms', 'CLS', `FCP ${ratioBar}`, `LCP ${ratioBar}`, `TBT ≤${BARS.tbtMs}`, `CLS ${BARS.cls}`]];
  for (const route of ROUTES.filter((r) => r.name !== BARE)) {
    const page = results[route.name].devtools;
    const twin = results[twinOf(route.name)].devtools;
    const runs = (key) => (RUNS > 1 ? ` (runs ${page.spread[key].map(Math.round).join('–')} ms)` : '');
    const bars = [
      [page.fcp / twin.fcp <= BARS.twinRatio, `${route.name} FCP ${Math.round(page.fcp)} ms is ${(page.fcp / twin.fcp).toFixed(2)}× its no-scripts twin's ${Math.round(twin.fcp)} ms${runs('fcp')}`],
      [page.lcp / twin.lcp <= BARS.twinRatio, `${route.name} LCP ${Math.round(page.lcp)} ms is ${(page.lcp / twin.lcp).toFixed(2)}× its no-scripts twin's ${Math.round(twin.lcp)} ms${runs('lcp')}`],
      [page.tbt <= BARS.tbtMs, `${route.name} TBT ${Math.round(page.tbt)} ms > ${BARS.tbtMs} ms${runs('tbt')}`],
      [page.cls <= BARS.cls, `${route.name} CLS ${page.cls.toFixed(3)} > ${BARS.cls}`],
    ];
    for (const [pass, miss] of bars) if (!pass) misses.push(`${miss} (applied)`);
    rows.push([
      route.name, (page.fcp / twin.fcp).toFixed(2), (page.lcp / twin.lcp).toFixed(2), (page.fcp / bare.fcp).toFixed(2), (page.lcp / bare.lcp).toFixed(2),
      Math.round(page.tbt), page.cls.toFixed(3), ...bars.map(([pass]) => (pass ? 'PASS' : 'FAIL')),
    ]);
  }
  console.log(`\nBars on the applied runs (medians): each page's FCP and LCP over its no-scripts twin's (the ratios to the bare page beside, not a bar), TBT, CLS.`);
  console.log(table(rows));
}

/** The bars that are not timings: scores, other origins, the first load's weight, the warm build. */
function checkSite(results, warmMs, misses) {
  const lines = [];
  const bar = (pass, text) => {
    lines.push(`  ${pass ? 'PASS' : 'FAIL'}  ${text}`);
    if (!pass) misses.push(text);
  };
  for (const route of ROUTES.filter((r) => r.name !== BARE)) {
    const r = scored(results[route.name]);
    // The applied run's performance score is Lighthouse's verdict on this machine's real load, not the bar's.
    const categories = Object.keys(r.scores).filter((category) => results[route.name].simulate || category !== 'performance');
    const below = categories.filter((category) => r.scores[category] < BARS.score && r.failing[category].some((id) => !(route.name === '404' && EXPECTED_ON_404.has(id))));
    bar(!below.length, `${route.name} scores ${BARS.score} in ${categories.join(', ')}${below.length ? `: ${below.map((c) => `${c} ${r.scores[c]}`).join(', ')}` : ''}`);
    const foreign = Object.values(results[route.name]).flatMap((run) => run.foreign);
    bar(!foreign.length, `${route.name} requests no other origin${foreign.length ? `: ${[...new Set(foreign)].join(', ')}` : ''}`);
  }
  const bytes = scored(results['/']).bytes;
  bar(bytes <= BARS.firstLoadBytes, `/ first load at most ${BARS.firstLoadBytes / 1024} KiB: ${(bytes / 1024).toFixed(1)} KiB`);
  bar(warmMs <= BARS.warmBuildMs, `warm build at most ${BARS.warmBuildMs / 1000} s: ${(warmMs / 1000).toFixed(2)} s`);
  console.log(`\nThe other bars:\n${lines.join('\n')}`);
}

function reportMisses(misses) {
  if (misses.length) {
    console.log(`\nMissed ${misses.length} bar${misses.length > 1 ? 's' : ''}:\n  - ${misses.join('\n  - ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery bar met.');
}

// --- The whole bench ------------------------------------------------------------------

async function main() {
  if (!existsSync(chromePath())) throw new UsageError(`No Chromium at ${chromePath()}; apt-get install -y chromium, or set CHROME_PATH`);
  const methods = methodsAsked();
  // Every build below writes under .cache/, which a fresh clone does not have yet.
  await fs.mkdir(path.join(ROOT, '.cache'), { recursive: true });
  if (ABLATE) {
    const server = await previewServer();
    const headers = await tsImport('../src/server/headers.ts', import.meta.url);
    const buildSite = () => (timedBuild(undefined), SITE);
    return ablate({ root: ROOT, buildSite, work: ABLATION_WORK, imageCache: WARM_CACHE, results: RESULTS, runs: RUNS, methods, only: ONLY, ratioBar: BARS.twinRatio, server, headers });
  }
  if (POSTS) return archiveBench(POSTS.split(',').map(Number));
  console.log('Building cold (empty image cache) and warm …');
  await fs.rm(COLD_CACHE, { recursive: true, force: true });
  const cold = timedBuild(COLD_CACHE);
  const warm = timedBuild(undefined);
  await buildPostSite();
  await writeBarePage();
  console.log(`Lighthouse mobile, ${methods.join(' and ')}, ${RUNS} run${RUNS > 1 ? 's' : ''} of each page …`);
  const results = await measureRoutes(methods);
  const misses = [];
  printScores(results);
  printTimings(results);
  if (methods.includes('devtools')) checkTimings(results, misses);
  else console.log('\nNo applied runs (--throttling simulate): the timing bars are not checked.');
  checkSite(results, warm, misses);
  console.log(`\nBuild: cold ${(cold / 1000).toFixed(2)} s (every image encoded), warm ${(warm / 1000).toFixed(2)} s (images cached)`);
  reportMisses(misses);
}

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(1);
});

/** The project's preview server (src/server/server.ts), compiled by tsx as build.mjs runs it. */
function previewServer() {
  return tsImport('../src/server/server.ts', import.meta.url);
}
