// What `npm run dev` watches, and when it rebuilds. chokidar, as Node's fs.watch loses a file
// once an editor saves it by renaming a new one over it (vim, JetBrains' safe write).
// Decisions are in createRebuildQueue (no file system; time injected).

import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';

// A save is several events within milliseconds (a temp file, a rename, a backup deleted): one rebuild.
export const REBUILD_DEBOUNCE_MS = 80;

// Files editors write beside the one saved, matched by name: never the site's, they rebuild nothing.
export const EDITOR_FILES = [
  /\.sw[a-px]$/, // vim's swap file (.swp; .swo, .swn… when one is taken; .swx, its probe)
  /~$/, // backups: vim (writebackup), emacs, nano, gedit
  /^4913$/, // vim's probe for whether it may write in the folder
  /^\.#/, // emacs' lock file (a symbolic link to nowhere)
  /^#.*#$/, // emacs' auto-save file
  /\.tmp$/, // the temporary half of many editors' and tools' write-then-rename saves
  /___jb_(tmp|old)___$/, // JetBrains "safe write": the new text and the old file
];

export interface RebuildQueueOptions {
  debounceMs?: number;
  timers?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(timer: unknown): void };
  /** Where an error thrown by `rebuild` goes. */
  onError?: (error: unknown) => void;
}

/** Whether a file is an editor's temporary, backup, swap or lock file. */
export function isEditorFile(file: string): boolean {
  const name = path.basename(file);
  return EDITOR_FILES.some((pattern) => pattern.test(name));
}

/**
 * One `rebuild(changedFiles)` per burst of changes (quiet for `debounceMs`), never two at once,
 * and one more after a build if anything changed during it. An error `rebuild` throws goes to
 * `onError`; `timers` is a fake clock in tests.
 */
export function createRebuildQueue(
  rebuild: (changed: string[]) => Promise<void> | void,
  { debounceMs = REBUILD_DEBOUNCE_MS, timers = { setTimeout, clearTimeout }, onError = console.error }: RebuildQueueOptions = {},
) {
  const pending = new Set<string>();
  let timer: unknown;
  let building = false;

  async function flush() {
    timer = undefined;
    if (building || pending.size === 0) return; // the build under way looks at `pending` when it ends
    const changed = [...pending].sort();
    pending.clear();
    await runBuild(() => rebuild(changed));
  }

  async function runBuild<T>(task: () => Promise<T> | T): Promise<T> {
    building = true;
    try {
      return await task();
    } finally {
      building = false;
      // Changes made during the build, whose quiet time has already passed: build them now.
      if (pending.size && timer === undefined) void flush().catch(onError);
    }
  }

  return {
    /** A file changed (or appeared, or went). */
    changed(file: string): void {
      pending.add(file);
      timers.clearTimeout(timer);
      timer = timers.setTimeout(() => void flush().catch(onError), debounceMs);
    },
    /** Runs `task` as one of the builds (dev's first one): changes during it are built after it. */
    build: <T>(task: () => Promise<T> | T) => runBuild(task),
    /** Forgets changes not yet built. */
    cancel(): void {
      timers.clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}

/** Watches `paths` (absolute; any may appear later) and rebuilds through a createRebuildQueue once watching has begun. */
export async function watchForRebuild(paths: readonly string[], rebuild: (changed: string[]) => Promise<void> | void, options?: RebuildQueueOptions) {
  const { watch } = await import('chokidar');
  const parent = path.dirname(paths[0]!);
  if (paths.some((file) => path.dirname(file) !== parent)) throw new Error(`watchForRebuild: ${paths.join(', ')} are not in one folder`);
  const queue = createRebuildQueue(rebuild, options);
  // The parent is watched rather than each path, so a folder or file that is created, or
  // replaced as a whole, is seen too; everything else in the parent is ignored unread.
  const watched = (file: string) => paths.some((root) => file === root || file.startsWith(root + path.sep));
  const watcher = watch(parent, {
    ignoreInitial: true,
    ignored: (file: string) => file !== parent && (!watched(file) || isEditorFile(file)),
  });
  watcher.on('all', (_event, file) => queue.changed(file));
  await new Promise<void>((resolve, reject) => {
    watcher.once('ready', () => resolve());
    watcher.once('error', reject);
  });
  watcher.on('error', (error) => console.error(`Watching for changes: ${(error as Error).message}`));
  return {
    build: queue.build,
    async close() {
      queue.cancel();
      await watcher.close();
    },
  };
}
