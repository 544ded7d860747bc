// A build is written into a fresh folder and swapped in only when every step succeeded, so
// the output folder always holds one whole site, old or new, and a failed or killed build
// leaves the last good one in place.

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';

export const STAGING_PREFIX = 'build-';
// Permissions of the output, whatever the umask or mkdtemp's 0700: any web server user reads it.
const DIR_MODE = 0o755;
const FILE_MODE = 0o644;

export async function makeWorldReadable(dir: string): Promise<void> {
  await fs.chmod(dir, DIR_MODE);
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    await fs.chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? DIR_MODE : FILE_MODE);
  }
}

/**
 * Replaces outDir with the finished build: the old one renamed aside, the new one renamed in,
 * then the old one deleted. Across file systems (EXDEV) the build is first copied beside outDir.
 * Side folders are "<outDir>.<old|new>-<pid>-…", so the next build clears what a killed one left.
 */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  const side = (kind: string) => `${outDir}.${kind}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const fresh = side('new');
  try {
    await fs.rename(staging, fresh);
  } catch (error) {
    if (errorCode(error) !== 'EXDEV') throw error;
    await fs.cp(staging, fresh, { recursive: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
  const old = side('old');
  const hadOld = await fs.rename(outDir, old).then(
    () => true,
    (error) => {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    },
  );
  await fs.rename(fresh, outDir);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

/**
 * Puts the last good site back where a build killed between the swap's two renames left outDir
 * missing and the old site aside ("<outDir>.old-<pid>-…"): else removeAbandoned would delete it.
 */
export async function restoreAbandoned(outDir: string): Promise<void> {
  if (existsSync(outDir)) return;
  const dir = path.dirname(outDir);
  const aside = await abandoned(dir, `${path.basename(outDir)}.old-`);
  // More than one only if several builds were killed so: the one renamed aside last (rename sets ctime).
  const changed = await Promise.all(aside.map(async (name) => ({ name, at: (await fs.stat(path.join(dir, name))).ctimeMs })));
  const last = changed.sort((a, b) => b.at - a.at)[0];
  if (last) await fs.rename(path.join(dir, last.name), outDir);
}

/** Removes "<prefix><pid>-…" folders in dir whose build process is gone (killed or crashed). */
export async function removeAbandoned(dir: string, prefix: string): Promise<void> {
  for (const name of await abandoned(dir, prefix)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
}

/** Names of the "<prefix>[old-|new-]<pid>-…" entries in dir whose build process is gone. */
async function abandoned(dir: string, prefix: string): Promise<string[]> {
  const names = existsSync(dir) ? await fs.readdir(dir) : [];
  return names.filter((name) => {
    if (!name.startsWith(prefix)) return false;
    const pid = Number(/^(?:(?:old|new)-)?(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    return pid > 0 && !isRunning(pid);
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

export async function isDirectory(dir: string): Promise<boolean> {
  return (await fs.stat(dir).catch(() => null))?.isDirectory() ?? false;
}

export function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}
