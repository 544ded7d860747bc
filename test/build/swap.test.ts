// How a build replaces its output: world-readable whatever the umask, swapped in so that the
// output folder always holds one whole site, across file systems too, with few file handles;
// a bad command line fails before building; folders of killed builds are cleared, never a
// live one's; a build killed mid-swap, or one that fails after it, never costs the last good
// site; symbolic links in public/ are refused. Run in a copy of the project.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../helpers/env';
import { copyProject, NO_PRECOMPRESS, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const BUILD_TIMEOUT_MS = 120_000;
// Kills a build between the swap's two renames (loaded with node --import).
const KILL_BETWEEN_RENAMES = path.join(ROOT, 'test', 'fixtures', 'kill-between-renames.mjs');
// Makes the size report fail, as running out of file handles once made it (node --import).
const FAIL_SIZE_REPORT = path.join(ROOT, 'test', 'fixtures', 'fail-size-report.mjs');
// File handles the first build gets: fewer than the pages it links and the files it reports,
// so reading them all at once would fail (EMFILE); twice what the build and its esbuild child
// hold of their own (the sample's build fails under 56).
const FEW_FILE_HANDLES = 128;
// Posts of two tags each, to give the site more pages than FEW_FILE_HANDLES: a tag list each.
const MANY_POSTS = 64;

let project: ProjectCopy;
/** Where the site is built: on another file system than the project's when there is one (/dev/shm is a tmpfs). */
let parent: string;
let out: string;

/** A process id that no running process has: one that has just exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

/** The file and folder modes under `dir` that are not 755 for a folder or 644 for a file. */
function notWorldReadable(dir: string): string[] {
  const entries = [dir, ...readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => path.join(entry.parentPath, entry.name))];
  return entries.filter((file) => (statSync(file).mode & 0o777) !== (statSync(file).isDirectory() ? 0o755 : 0o644)).map((file) => path.relative(dir, file));
}

const sideFolders = () => readdirSync(parent).filter((name) => name.startsWith('site.'));
const snapshot = () => project.snapshot(path.relative(project.dir, out));

const swap = suite('build :: output and swap');
swap.before(setup(() => {
  project = copyProject();
  const other = ['/dev/shm'].find((dir) => existsSync(dir) && statSync(dir).dev !== statSync(project.dir).dev);
  if (!other) console.log('      (no second file system here: the EXDEV path was not exercised)');
  parent = mkdtempSync(path.join(other ?? project.dir, 'portfolio-swap-'));
  out = path.join(parent, 'site');
}));
swap.after(() => {
  if (parent) rmSync(parent, { recursive: true, force: true });
  project?.dispose();
});

swap('should fail at once on a bad command line, saying why in one line, and build nothing', () => {
  const missing = path.join(project.dir, 'no-such-folder', 'site');
  // A misspelt --csp-meta ignored would publish pages on GitHub Pages with no policy at all.
  const takes = 'node build.mjs build takes --out <dir>, --csp-meta, --no-precompress, --timings';
  for (const [args, expected] of [
    [['--out', missing], `Build failed: --out ${missing}: its parent folder ${path.dirname(missing)} does not exist; create it first`],
    [['--out', out, '--csp-mata'], `Build failed: Unknown option '--csp-mata'. ${takes}`],
    [['--out'], `Build failed: Option '--out <value>' argument missing. ${takes}`],
    [['--out', out, 'dist'], `Build failed: Unexpected argument 'dist'. ${takes}`],
  ] as const) {
    const result = project.run(['build', ...args]);
    assert.is(result.status, 1, args.join(' '));
    assert.is(result.stderr.trim(), expected);
    assert.not.match(result.stdout, /built in/);
  }
  assert.not.ok(existsSync(out), 'a site was written');
  assert.not.ok(readdirSync(path.join(project.dir, '.cache')).some((name) => /^build-\d+-/.test(name)), 'a staging folder was left');
});

swap(`should write a world-readable site under umask 077 with ${FEW_FILE_HANDLES} file handles, replace the old one and clear folders of killed builds only`, () => {
  mkdirSync(out);
  writeFileSync(path.join(out, 'stale.html'), 'the last build');
  const cache = path.join(project.dir, '.cache');
  const killed = [path.join(cache, `build-${deadPid()}-abcdef`), path.join(parent, `site.old-${deadPid()}-12345678`), path.join(parent, `site.new-${deadPid()}-12345678`)];
  const live = path.join(cache, `build-${process.pid}-livexx`);
  for (const dir of [...killed, live]) mkdirSync(dir, { recursive: true });
  project.write('public/.well-known/security.txt', 'Contact: mailto:me@example.org\n');
  // The link check reads every page, and the size report every file: more of each than the handles.
  project.replace('src/content/content.ts', /$/, `
{
  const c = content as any;
  c.posts = [...c.posts, ...Array.from({ length: ${MANY_POSTS} }, (_, i) => ({ ...c.posts[0], id: \`many-\${i}\`, title: \`Many \${i}\`, tags: [\`a\${i}\`, \`b\${i}\`] }))];
}
`);
  try {
    const result = spawnSync('sh', ['-c', `umask 077 && ulimit -n ${FEW_FILE_HANDLES} && exec "${process.execPath}" build.mjs build ${NO_PRECOMPRESS} --out "${out}"`], {
      cwd: project.dir,
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT_MS,
      env: { ...process.env, BASE_PATH: '' },
    });
    assert.is(result.status, 0, result.stderr);
    assert.ok(readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('.html')).length > FEW_FILE_HANDLES, 'more pages than file handles');
  } finally {
    project.restore();
    rmSync(live, { recursive: true });
  }
  assert.equal(notWorldReadable(out), [], 'folders 755, files 644');
  assert.not.ok(existsSync(path.join(out, 'stale.html')), 'the old site is gone');
  assert.ok(existsSync(path.join(out, 'blogs', 'tags', `b${MANY_POSTS - 1}`, 'index.html')));
  assert.is(readFileSync(path.join(out, '.well-known', 'security.txt'), 'utf8'), 'Contact: mailto:me@example.org\n');
  for (const dir of killed) assert.not.ok(existsSync(dir), `${path.basename(dir)} left by a killed build`);
  assert.equal(sideFolders(), [], 'side folders left beside the output');
});

swap('should keep the last good site whole when a build is killed between the two renames, and when the next ones fail', () => {
  const before = snapshot();
  // Killed after the old site was renamed aside, before the new one was renamed in.
  const killed = project.run(['build', '--out', out], { env: { NODE_OPTIONS: `--import ${KILL_BETWEEN_RENAMES}` }, timeoutMs: BUILD_TIMEOUT_MS });
  assert.is(killed.status, null, `the build was not killed: ${killed.stderr}`);
  assert.not.ok(existsSync(out), 'the kill left an output folder');
  assert.is(sideFolders().filter((name) => name.startsWith('site.old-')).length, 1, 'the last good site, aside');
  // Then a build refused once the pages are made, for a symbolic link in public/.
  writeFileSync(path.join(project.dir, 'outside.txt'), 'on the build machine only');
  mkdirSync(path.join(project.dir, 'public'), { recursive: true });
  symlinkSync('../outside.txt', path.join(project.dir, 'public', 'linked.txt'));
  const refused = project.run(['build', '--out', out], { timeoutMs: BUILD_TIMEOUT_MS });
  rmSync(path.join(project.dir, 'public', 'linked.txt'));
  assert.is(refused.status, 1, refused.stderr);
  assert.is(refused.stderr.slice(refused.stderr.indexOf('Build failed:')).trim(), 'Build failed: public/ may hold files and folders only; replace this symbolic link with a copy of its target:\n  - public/linked.txt');
  assert.equal(snapshot(), before, 'the last good site, put back whole');
  // Then one whose last step before the swap fails: the size report, out of file handles.
  project.write('public/size-report-trap.txt', 'the size report fails here');
  const failed = project.run(['build', '--out', out], { env: { NODE_OPTIONS: `--import ${FAIL_SIZE_REPORT}` }, timeoutMs: BUILD_TIMEOUT_MS });
  project.restore();
  assert.is(failed.status, 1, failed.stdout);
  assert.match(failed.stderr, /EMFILE: too many open files, open .*size-report-trap\.txt/);
  assert.equal(snapshot(), before, 'the last good site, unchanged');
  assert.equal(sideFolders(), [], 'side folders left');
});

swap.run();
