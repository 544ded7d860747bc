// The folder `npm start` serves, as it is at this moment: a rebuild may replace it (rename
// the old one aside, the new one in) or change any file in it while the server runs, so
// server.ts asks here on every request instead of listing anything at start.
//
// A page and the CSP that names its inline code's hashes must come from one build (issue 23).
// A request therefore takes the build that is there now (`now`), reads what it answers with,
// and checks before sending anything that the same build is still there (`holds`); if not, it
// reads again. "The same build" is the same folder (device and inode) holding the same
// `_headers` file (inode, modification time in nanoseconds, size): every build writes its own
// `_headers`, and the build never puts a folder back once it has moved it aside (but the
// last good site, when a killed build left no folder at all: build.mjs, restoreAbandoned), so
// a folder seen at the start and at the end of a request held no other build in between, even
// if a deleted folder's inode number were reused.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { headerRules, parseHeadersFile, type HeaderRule } from './headers';

// Between the build's two renames (microseconds) there is no folder: a request arriving then
// waits for it this long, checking this often.
const SWAP_WAIT_MS = 2000;
const SWAP_POLL_MS = 5;
// The rules of this many builds are kept: the old and the new one while a swap is under way.
const RULES_KEPT = 2;
// `_headers` is read again when the folder changes while it is read, at most this many times.
const READ_ATTEMPTS = 3;
const HEADERS_FILE = '_headers';

/** One build as a request sees it: which it is, and the rules of its `_headers`. */
export interface SiteVersion {
  readonly id: string;
  readonly rules: readonly HeaderRule[];
}

export interface SiteFolder {
  /** The build the folder holds now, with its rules. */
  now(): SiteVersion;
  /** Whether the folder still holds `version`: nothing read since `now()` came from another build. */
  holds(version: SiteVersion): boolean;
}

export function siteFolder(root: string, basePath: string): SiteFolder {
  const headersFile = join(root, HEADERS_FILE);
  const rulesById = new Map<string, readonly HeaderRule[]>();
  // A folder without `_headers` (gone, or not a build) gets the policy with no hashes: it
  // allows no inline code at all, never another build's.
  const noHashes = headerRules({ scriptHashes: [], styleHashes: [], basePath });

  function idNow(): string {
    const folder = statSync(root, { throwIfNoEntry: false, bigint: true });
    if (!folder) return 'no folder';
    const headers = statSync(headersFile, { throwIfNoEntry: false, bigint: true });
    return `${folder.dev}:${folder.ino} ${headers ? `${headers.ino}:${headers.mtimeNs}:${headers.size}` : 'no _headers'}`;
  }

  function now(): SiteVersion {
    for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
      const id = idNow();
      const known = rulesById.get(id);
      if (known) return { id, rules: known };
      let rules = noHashes;
      if (!id.endsWith('no _headers') && id !== 'no folder') {
        try {
          rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // swapped away while read
          throw error;
        }
      }
      if (idNow() !== id) continue; // read from another build than the one identified
      rulesById.set(id, rules);
      for (const old of rulesById.keys()) if (rulesById.size > RULES_KEPT) rulesById.delete(old);
      return { id, rules };
    }
    throw new Error(`${root} kept changing while its ${HEADERS_FILE} was read`);
  }

  return { now, holds: (version) => idNow() === version.id };
}

export async function waitForRoot(root: string): Promise<void> {
  for (const deadline = Date.now() + SWAP_WAIT_MS; !existsSync(root) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, SWAP_POLL_MS));
  }
}

export function isFileNow(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false; // missing, too long a name, a file where a folder would be …
  }
}
