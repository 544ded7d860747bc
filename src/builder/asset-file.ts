// What a file the content names in src/assets/ is on the disk, for the content check
// (validate.ts): whether a symbolic link is on its way, and how it begins; and for the build's
// images, whether its links lead out of src/assets/.

import { closeSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { PDF_HEADER_WINDOW, type AssetFile } from './validate';

/** `name` ("cv.pdf", "docs/cv.pdf") under `assetsDir`; null when it does not exist. */
export function inspectAsset(assetsDir: string, name: string): AssetFile | null {
  const parts = name.split(/[\\/]+/).filter(Boolean);
  let linked = false;
  for (let i = 1; i <= parts.length; i++) {
    const stat = lstatSync(path.join(assetsDir, ...parts.slice(0, i)), { throwIfNoEntry: false });
    if (!stat) return null;
    linked ||= stat.isSymbolicLink();
  }
  if (linked) return { linked, head: new Uint8Array() }; // not read: it may point anywhere
  const head = Buffer.alloc(PDF_HEADER_WINDOW);
  const fd = openSync(path.join(assetsDir, ...parts), 'r');
  try {
    return { linked, head: head.subarray(0, readSync(fd, head, 0, PDF_HEADER_WINDOW, 0)) };
  } finally {
    closeSync(fd);
  }
}

/** Whether `name`, followed through its links, is a file outside `assetsDir`, which the build would publish. */
export function resolvesOutside(assetsDir: string, name: string): boolean {
  const where = path.relative(realpathSync(assetsDir), realpathSync(path.join(assetsDir, name)));
  return where === '..' || where.startsWith(`..${path.sep}`) || path.isAbsolute(where);
}
