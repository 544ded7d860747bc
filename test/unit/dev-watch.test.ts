// `npm run dev`'s watcher (src/server/dev-watch.ts): when it rebuilds (a fake clock), and
// that it keeps seeing every way an editor saves a file (a real folder). An owner notices a
// missed save as a page that silently stops changing, and an extra build as a double reload.
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRebuildQueue, isEditorFile, REBUILD_DEBOUNCE_MS, watchForRebuild } from '../../src/server/dev-watch';
import { ROOT } from '../helpers/env';
import { FakeClock, flushPromises } from '../helpers/fake-clock';
import { setup } from '../helpers/setup';

type Watcher = Awaited<ReturnType<typeof watchForRebuild>>;

// Only a bound for a watcher that never calls back; a passing test waits for the callback.
const REBUILD_TIMEOUT_MS = 10_000;
const SAVES = 10;

const editorFiles = suite('isEditorFile');

editorFiles('should know the files editors write beside the one being saved, and no source file', () => {
  const rows: [string, boolean][] = [
    ...['.content.ts.swp', '.content.ts.swo', '.content.ts.swx', 'content.ts~', '4913', '.#content.ts', '#content.ts#', 'content.ts.tmp', 'content.ts___jb_tmp___', 'content.ts___jb_old___'].map((name): [string, boolean] => [name, true]),
    ...['content.ts', 'index.html', 'hero.png', 'swap.ts', 'tmp.ts', 'README.md', '49130.png', 'notes.tmpl'].map((name): [string, boolean] => [name, false]),
  ];
  for (const [name, editors] of rows) assert.is(isEditorFile(path.join('/site/src/content', name)), editors, name);
});

editorFiles.run();

// ---

/** A queue whose builds finish when the test says so. */
function queueOnFakeClock() {
  const clock = new FakeClock();
  const builds: { changed: string[]; finish: () => void }[] = [];
  let running = 0;
  let overlapped = false;
  const queue = createRebuildQueue(
    (changed) => {
      running++;
      if (running > 1) overlapped = true;
      return new Promise<void>((resolve) => builds.push({ changed, finish: () => (running--, resolve()) }));
    },
    { timers: clock },
  );
  return { clock, queue, builds, overlapped: () => overlapped };
}

const queue = suite('createRebuildQueue');

queue('should make one build of a burst of changes, once the burst is quiet', () => {
  const { clock, queue: q, builds } = queueOnFakeClock();
  q.changed('/src/a.ts');
  clock.advance(REBUILD_DEBOUNCE_MS - 1);
  q.changed('/src/b.ts');
  clock.advance(REBUILD_DEBOUNCE_MS - 1);
  q.changed('/src/a.ts');
  assert.is(builds.length, 0, 'built during the burst');
  clock.advance(REBUILD_DEBOUNCE_MS);
  assert.equal(builds.map((b) => b.changed), [['/src/a.ts', '/src/b.ts']]);
});

queue('should never run two builds at once, and build once more after one if files changed during it', async () => {
  const { clock, queue: q, builds, overlapped } = queueOnFakeClock();
  q.changed('/src/a.ts');
  clock.advance(REBUILD_DEBOUNCE_MS);
  assert.is(builds.length, 1);
  for (const file of ['/src/b.ts', '/src/c.ts']) {
    q.changed(file);
    clock.advance(REBUILD_DEBOUNCE_MS * 3);
  }
  assert.is(builds.length, 1, 'a second build began while the first ran');
  builds[0]!.finish();
  await flushPromises();
  assert.equal(builds.map((b) => b.changed), [['/src/a.ts'], ['/src/b.ts', '/src/c.ts']]);
  builds[1]!.finish();
  await flushPromises();
  clock.advance(REBUILD_DEBOUNCE_MS * 10);
  assert.is(builds.length, 2, 'built again with nothing changed');
  assert.not.ok(overlapped());
});

queue('should hold changes made during the first build (build()) for one build after it', async () => {
  const { clock, queue: q, builds } = queueOnFakeClock();
  let finishFirst!: () => void;
  const first = q.build(() => new Promise<void>((resolve) => (finishFirst = resolve)));
  q.changed('/index.html');
  clock.advance(REBUILD_DEBOUNCE_MS);
  assert.is(builds.length, 0, 'a rebuild began during the first build');
  finishFirst();
  await first;
  await flushPromises();
  assert.equal(builds.map((b) => b.changed), [['/index.html']]);
});

queue('should rebuild on the next change after a build that threw', async () => {
  const clock = new FakeClock();
  const errors: unknown[] = [];
  let calls = 0;
  const q = createRebuildQueue(
    () => {
      calls++;
      if (calls === 1) throw new Error('broken');
    },
    { timers: clock, onError: (error) => errors.push(error) },
  );
  q.changed('/src/a.ts');
  clock.advance(REBUILD_DEBOUNCE_MS);
  await flushPromises();
  assert.is(errors.length, 1);
  q.changed('/src/a.ts');
  clock.advance(REBUILD_DEBOUNCE_MS);
  assert.is(calls, 2);
});

queue.run();

// ---

// A real folder laid out like the project: src/ with a file, index.html beside it, and a
// public/ that does not exist yet.
let sandbox: string;
let src: string;
let template: string;
let publicDir: string;
let watcher: Watcher;
const rebuilds: string[][] = [];
let waiting: (() => void) | undefined;

/** The next rebuild's changed files; fails after REBUILD_TIMEOUT_MS. */
async function nextRebuild(): Promise<string[]> {
  if (rebuilds.length === 0) {
    await new Promise<void>((resolve, reject) => {
      const bound = setTimeout(() => reject(new Error(`no rebuild within ${REBUILD_TIMEOUT_MS} ms`)), REBUILD_TIMEOUT_MS);
      waiting = () => (clearTimeout(bound), resolve());
    });
  }
  return rebuilds.shift()!;
}

/**
 * The rebuild that names `file`, made in new `folders`: a rebuild for the folders alone may come
 * first, when the quiet time passes before the watcher has looked inside a new folder (on a
 * busy machine; the build reads the disk, so that one already has the file). Any other file
 * in between fails the test.
 */
async function rebuildNaming(file: string, folders: string[]): Promise<string[]> {
  let changed = await nextRebuild();
  while (!changed.includes(file) && changed.every((other) => folders.includes(other))) changed = await nextRebuild();
  return changed;
}

/** A save by writing a temporary file and renaming it over the old one (vim, JetBrains, atomic writers). */
function saveByRename(file: string, text: string, temporary = `${file}.tmp`) {
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

const watching = suite('watchForRebuild :: every way an editor saves');

watching.before(setup(async () => {
  mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  sandbox = realpathSync(mkdtempSync(path.join(ROOT, '.cache', 'dev-watch-')));
  src = path.join(sandbox, 'src');
  template = path.join(sandbox, 'index.html');
  publicDir = path.join(sandbox, 'public');
  mkdirSync(path.join(src, 'content'), { recursive: true });
  writeFileSync(path.join(src, 'content', 'content.ts'), 'export const v = 0;\n');
  writeFileSync(template, '<!doctype html>\n');
  writeFileSync(path.join(sandbox, 'unwatched.txt'), '');
  watcher = await watchForRebuild([src, publicDir, template], (changed) => {
    rebuilds.push(changed);
    waiting?.();
    waiting = undefined;
  });
}));
watching.after.each(() => {
  assert.equal(rebuilds, [], 'rebuilds no test waited for');
});
watching.after(async () => {
  await watcher?.close();
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

// Each way an editor saves, SAVES times over (3 for vim's backup dance): one rebuild a save.
// Saves by rename are the index.html case below, and test/build/dev-watch.test.ts's.
const saves: [string, number, (file: string, save: number) => void][] = [
  ['in place', SAVES, (file, save) => writeFileSync(file, `export const inPlace = ${save};\n`)],
  ['as vim with a backup (rename away, write, delete the backup)', 3, (file, save) => {
    renameSync(file, `${file}~`);
    writeFileSync(file, `export const vim = ${save};\n`);
    rmSync(`${file}~`);
  }],
];
for (const [how, count, saveFile] of saves) {
  watching(`should rebuild once for each of ${count} saves ${how}`, async () => {
    const file = path.join(src, 'content', 'content.ts');
    for (let save = 1; save <= count; save++) {
      saveFile(file, save);
      assert.equal(await nextRebuild(), [file], `save ${save}`);
    }
  });
}

watching(`should rebuild once for each of ${SAVES} saves by rename over index.html`, async () => {
  for (let save = 1; save <= SAVES; save++) {
    // write-file-atomic's temporary name, which is on no ignore list
    saveByRename(template, `<!doctype html><p>${save}\n`, `${template}.${save}04857`);
    const changed = await nextRebuild();
    assert.ok(changed.includes(template), `save ${save}: ${changed.join(', ')}`);
  }
});

watching('should rebuild when a file is deleted, and again when it is made anew and then changed', async () => {
  const file = path.join(src, 'content', 'content.ts');
  rmSync(file);
  assert.equal(await nextRebuild(), [file], 'deleted');
  writeFileSync(file, 'export const back = 1;\n');
  assert.equal(await nextRebuild(), [file], 're-created');
  saveByRename(file, 'export const back = 2;\n');
  assert.equal(await nextRebuild(), [file], 'saved after');
});

// A file made in a folder that did not exist (public/ is watched before it exists), then saved.
for (const [where, file, folders] of [
  ['a new folder', path.join('sections', 'new', 'Banner.tsx'), [path.join('sections', 'new'), 'sections']],
  ['public/ once it is created', path.join('..', 'public', 'robots.txt'), [path.join('..', 'public')]],
] as const) {
  watching(`should see a file in ${where}, and later saves of it`, async () => {
    const made = path.join(src, file);
    mkdirSync(path.dirname(made), { recursive: true });
    writeFileSync(made, 'first\n');
    const changed = await rebuildNaming(made, folders.map((folder) => path.join(src, folder)));
    assert.ok(changed.includes(made), `the new file: ${changed.join(', ')}`);
    saveByRename(made, 'second\n');
    assert.equal(await nextRebuild(), [made], 'a save by rename');
  });
}

watching('should not rebuild for editors\' temporary, backup, swap and lock files alone', async () => {
  const dir = path.join(src, 'content');
  const file = path.join(dir, 'content.ts');
  writeFileSync(path.join(dir, '.content.ts.swp'), 'swap');
  writeFileSync(path.join(dir, '4913'), '');
  rmSync(path.join(dir, '4913'));
  writeFileSync(path.join(dir, 'content.ts~'), 'backup');
  symlinkSync('user@host.1234:1700000000', path.join(dir, '.#content.ts'));
  writeFileSync(path.join(dir, '#content.ts#'), 'auto-save');
  writeFileSync(path.join(dir, 'content.ts.8f3e.tmp'), 'temp');
  writeFileSync(path.join(dir, 'content.ts___jb_tmp___'), 'new');
  writeFileSync(path.join(dir, 'content.ts___jb_old___'), 'old');
  writeFileSync(path.join(sandbox, 'unwatched.txt'), 'beside src/, not watched');
  // "Nothing" shows as the next real save arriving alone, in a rebuild of its own.
  saveByRename(file, 'export const after = 1;\n');
  assert.equal(await nextRebuild(), [file]);
  for (const name of ['.content.ts.swp', 'content.ts~', '.#content.ts', '#content.ts#', 'content.ts.8f3e.tmp', 'content.ts___jb_tmp___', 'content.ts___jb_old___']) {
    rmSync(path.join(dir, name));
  }
  saveByRename(file, 'export const after = 2;\n');
  assert.equal(await nextRebuild(), [file], 'the editor files\' removal rebuilt');
});

watching.run();
