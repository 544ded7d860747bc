// How a build replaces its output: world-readable whatever the umask, swapped in so
// that the output folder always holds one whole site, across file systems too; a missing
// parent of --out fails before building; folders of killed builds are cleared, never a live
// one's, and a build killed mid-swap never costs the last good site; symbolic
// links in public/ are refused. Run in a copy of the project.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from '../helpers/http';
import { ROOT } from '../helpers/env';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { serve } from '../helpers/serve';
import { setup } from '../helpers/setup';

const BUILD_TIMEOUT_MS = 120_000;
// Kills a build between the swap's two renames (loaded with node --import).
const KILL_BETWEEN_RENAMES = path.join(ROOT, 'test', 'fixtures', 'kill-between-renames.mjs');
// Makes the size report fail, as running out of file handles once made it (node --import).
const FAIL_SIZE_REPORT = path.join(ROOT, 'test', 'fixtures', 'fail-size-report.mjs');
// File handles the build gets in the test of a site of many pages: some CI runners give 256,
// and the build with its esbuild child needs a few dozen of its own.
const FEW_FILE_HANDLES = 256;
let project: ProjectCopy;

/** A process id that no running process has: one that has just exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

/** `node build.mjs build --out <out>` in the copy under a umask (the shell sets it). */
function buildWithUmask(out: string, umask: string) {
  return spawnSync('sh', ['-c', `umask ${umask} && exec "${process.execPath}" build.mjs build --out "${out}"`], {
    cwd: project.dir,
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
    env: { ...process.env, BASE_PATH: '' },
  });
}

function modes(dir: string): Map<string, string> {
  const found = new Map<string, string>([['.', (statSync(dir).mode & 0o777).toString(8)]]);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    found.set(path.relative(dir, file), (statSync(file).mode & 0o777).toString(8));
  }
  return found;
}

const swap = suite('build :: output and swap');
swap.before(setup(() => {
  project = copyProject();
}));
swap.after(() => project?.dispose());

swap('should write a world-readable site under umask 077, replace the old one and clear folders of killed builds only', () => {
  const out = path.join(project.dir, 'site');
  mkdirSync(out);
  writeFileSync(path.join(out, 'stale.html'), 'the last build');
  const cache = path.join(project.dir, '.cache');
  mkdirSync(cache, { recursive: true });
  const killed = [path.join(cache, `build-${deadPid()}-abcdef`), path.join(project.dir, `site.old-${deadPid()}-12345678`), path.join(project.dir, `site.new-${deadPid()}-12345678`)];
  const live = path.join(cache, `build-${process.pid}-livexx`);
  for (const dir of [...killed, live]) mkdirSync(dir);
  mkdirSync(path.join(project.dir, 'public', '.well-known'), { recursive: true });
  writeFileSync(path.join(project.dir, 'public', '.well-known', 'security.txt'), 'Contact: mailto:me@example.org\n');

  const result = buildWithUmask(out, '077');
  assert.is(result.status, 0, result.stderr);
  const wrong = [...modes(out)].filter(([file, mode]) => mode !== (statSync(path.join(out, file)).isDirectory() ? '755' : '644'));
  assert.equal(wrong, [], 'folders 755, files 644');
  assert.not.ok(existsSync(path.join(out, 'stale.html')), 'the old site is gone');
  assert.ok(existsSync(path.join(out, 'index.html')));
  assert.is(readFileSync(path.join(out, '.well-known', 'security.txt'), 'utf8'), 'Contact: mailto:me@example.org\n');
  for (const dir of killed) assert.not.ok(existsSync(dir), `${path.basename(dir)} left by a killed build`);
  assert.ok(existsSync(live), 'the folder of a running build was removed');
  assert.equal(readdirSync(project.dir).filter((name) => name.startsWith('site.')), [], 'side folders left beside the output');
  rmSync(live, { recursive: true });
  rmSync(path.join(project.dir, 'public', '.well-known'), { recursive: true });
});

swap('should fail at once, naming the folder, when the parent of --out does not exist', () => {
  const out = path.join(project.dir, 'no-such-folder', 'site');
  const started = performance.now();
  const result = project.run(['build', '--out', out]);
  assert.is(result.status, 1);
  assert.match(result.stderr, /Build failed: --out .*no-such-folder\/site: its parent folder .*no-such-folder does not exist/);
  assert.not.match(result.stdout, /built in/);
  assert.ok(performance.now() - started < BUILD_TIMEOUT_MS);
  assert.not.ok(readdirSync(path.join(project.dir, '.cache')).some((name) => /^build-\d+-/.test(name)), 'a staging folder was left');
});

swap('should fail at once on an option it does not know, listing those it takes, and leave the site as it was', () => {
  const out = path.join(project.dir, 'site');
  const before = project.snapshot('site');
  // A misspelt --csp-meta ignored would publish pages on GitHub Pages with no policy at all.
  for (const [args, why] of [[['--csp-mata'], /Unknown option '--csp-mata'/], [['--out'], /'--out <value>' argument missing/], [['dist'], /Unexpected argument 'dist'/]] as const) {
    const result = project.run(['build', ...(args[0] === '--out' ? [] : ['--out', out]), ...args]);
    assert.is(result.status, 1, args.join(' '));
    assert.match(result.stderr, why);
    assert.match(result.stderr, /^Build failed: .*node build\.mjs build takes --out <dir>, --csp-meta, --no-precompress, --timings$/m);
    assert.not.match(result.stderr, /\n\s+at /, 'no stack trace');
    assert.not.match(result.stdout, /built in/);
  }
  assert.equal(project.snapshot('site'), before);
});

swap('should refuse a symbolic link in public/, naming it, and keep the last good site', () => {
  const out = path.join(project.dir, 'site');
  const before = project.snapshot('site');
  mkdirSync(path.join(project.dir, 'public'), { recursive: true });
  writeFileSync(path.join(project.dir, 'outside.txt'), 'on the build machine only');
  symlinkSync('../outside.txt', path.join(project.dir, 'public', 'linked.txt'));
  const result = project.run(['build', '--out', out]);
  rmSync(path.join(project.dir, 'public', 'linked.txt'));
  assert.is(result.status, 1);
  assert.match(result.stderr, /Build failed: public\/ may hold files and folders only; replace this symbolic link with a copy of its target:\n  - public\/linked\.txt/);
  assert.equal(project.snapshot('site'), before, 'the last good site changed');
});

swap('should keep the last good site when a build is killed between the two renames and the next one fails', async () => {
  const out = path.join(project.dir, 'kept');
  const good = project.run(['build', '--out', out]);
  assert.is(good.status, 0, good.stderr);
  const before = project.snapshot('kept');
  // Killed after the old site was renamed aside, before the new one was renamed in.
  const killed = project.run(['build', '--out', out], { env: { NODE_OPTIONS: `--import ${KILL_BETWEEN_RENAMES}` }, timeoutMs: BUILD_TIMEOUT_MS });
  assert.is(killed.status, null, `the build was not killed: ${killed.stderr}`);
  assert.not.ok(existsSync(out), 'the kill left an output folder');
  assert.is(readdirSync(project.dir).filter((name) => name.startsWith('kept.old-')).length, 1, 'the last good site, aside');
  // Then a build that fails (a symbolic link in public/ is refused after the content is built).
  mkdirSync(path.join(project.dir, 'public'), { recursive: true });
  symlinkSync('../package.json', path.join(project.dir, 'public', 'linked.json'));
  const failed = project.run(['build', '--out', out], { timeoutMs: BUILD_TIMEOUT_MS });
  rmSync(path.join(project.dir, 'public', 'linked.json'));
  assert.is(failed.status, 1, failed.stderr);
  assert.equal(project.snapshot('kept'), before, 'the last good site, whole and unchanged');
  assert.equal(readdirSync(project.dir).filter((name) => name.startsWith('kept.')), [], 'side folders left');
  const server = await serve(out);
  try {
    const home = await request(server.url, { target: '/', headers: { 'accept-encoding': 'identity' } });
    assert.is(home.status, 200);
    assert.is(home.body.toString(), readFileSync(path.join(out, 'index.html'), 'utf8'));
  } finally {
    await server.close();
  }
});

swap('should keep the last good site when a step after the pages fails, the size report too', () => {
  const out = path.join(project.dir, 'last-good');
  const good = project.run(['build', '--out', out]);
  assert.is(good.status, 0, good.stderr);
  const before = project.snapshot('last-good');
  mkdirSync(path.join(project.dir, 'public'), { recursive: true });
  writeFileSync(path.join(project.dir, 'public', 'size-report-trap.txt'), 'the size report fails here');
  const failed = project.run(['build', '--out', out], { env: { NODE_OPTIONS: `--import ${FAIL_SIZE_REPORT}` } });
  rmSync(path.join(project.dir, 'public', 'size-report-trap.txt'));
  assert.is(failed.status, 1, failed.stdout);
  assert.match(failed.stderr, /EMFILE: too many open files, open .*size-report-trap\.txt/);
  assert.equal(project.snapshot('last-good'), before, 'the last good site, unchanged');
  assert.equal(readdirSync(project.dir).filter((name) => name.startsWith('last-good.')), [], 'side folders left');
});

swap(`should build a site of hundreds of tag pages with ${FEW_FILE_HANDLES} file handles`, () => {
  // 150 posts of two tags each: 300 tag lists and 15 pages of the blog, about 730 files. The
  // link check read every page at once, and the size report every file (after the swap).
  project.replace('src/content/content.ts', /$/, `
{
  const c = content as any;
  c.posts = [...c.posts, ...Array.from({ length: 150 }, (_, i) => ({ ...c.posts[0], id: \`many-\${i}\`, title: \`Many \${i}\`, tags: [\`a\${i}\`, \`b\${i}\`] }))];
}
`);
  const out = path.join(project.dir, 'many');
  try {
    const result = spawnSync('sh', ['-c', `ulimit -n ${FEW_FILE_HANDLES} && exec "${process.execPath}" build.mjs build --no-precompress --out "${out}"`], {
      cwd: project.dir,
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT_MS,
      env: { ...process.env, BASE_PATH: '' },
    });
    assert.is(result.status, 0, result.stderr);
    assert.not.match(result.stderr, /EMFILE/);
    assert.ok(existsSync(path.join(out, 'blogs', 'tags', 'b149', 'index.html')));
    assert.match(result.stdout, /many\/: \d{3} files/);
  } finally {
    project.restore();
    rmSync(out, { recursive: true, force: true });
  }
});

swap('should swap the site in on another file system (EXDEV) by copying it there first', () => {
  // /dev/shm is a tmpfs on Linux: another file system than the project's.
  const other = ['/dev/shm', os.tmpdir()].find((dir) => existsSync(dir) && statSync(dir).dev !== statSync(project.dir).dev);
  if (!other) {
    console.log('      (no second file system here: the EXDEV path was not exercised)');
    return;
  }
  const parent = mkdtempSync(path.join(other, 'portfolio-exdev-'));
  try {
    const out = path.join(parent, 'site');
    mkdirSync(out);
    writeFileSync(path.join(out, 'stale.html'), 'the last build');
    const result = project.run(['build', '--out', out]);
    assert.is(result.status, 0, result.stderr);
    assert.ok(existsSync(path.join(out, 'index.html')));
    assert.not.ok(existsSync(path.join(out, 'stale.html')));
    assert.equal(readdirSync(parent), ['site']);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

swap.run();
