// The folder `npm start` serves, as it is at this moment: a rebuild may replace it (rename
// the old one aside, the new one in) or change any file in it while the server runs, so
// server.mjs asks here on every request instead of listing anything at start.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeadersFile, type HeaderRule } from './headers';

// Between the build's two renames (microseconds) there is no folder: a request arriving then
// waits for it this long, checking this often.
const SWAP_WAIT_MS = 2000;
const SWAP_POLL_MS = 5;

/**
 * The `_headers` rules, read again whenever the file changes (a rebuild's CSP hashes may);
 * while a swap has it missing, the last rules read stand.
 */
export function headerRulesOf(root: string): () => HeaderRule[] {
  const file = join(root, '_headers');
  let rules = parseHeadersFile(readFileSync(file, 'utf8'));
  let seen = versionOf(file);
  return () => {
    const now = versionOf(file);
    if (now && now !== seen) {
      try {
        rules = parseHeadersFile(readFileSync(file, 'utf8'));
        seen = now;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return rules;
  };
}

function versionOf(file: string): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false, bigint: true });
  return stat && `${stat.ino}:${stat.mtimeNs}:${stat.size}`;
}

export async function waitForRoot(root: string): Promise<void> {
  for (const deadline = Date.now() + SWAP_WAIT_MS; !existsSync(root) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, SWAP_POLL_MS));
  }
}

/** Which folder `root` is now (a rebuild puts a new one there), or null while there is none. */
export function folderId(root: string): string | null {
  const stat = statSync(root, { throwIfNoEntry: false, bigint: true });
  return stat ? `${stat.dev}:${stat.ino}` : null;
}

export function isFileNow(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false; // missing, too long a name, a file where a folder would be …
  }
}
