// `npm run posts:sync [-- <feed url>…]`: adds the feeds' new posts to the synced posts file,
// which the build reads with no network. A feed that fails changes nothing.

import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { basePathFor } from '../base-path';
import { BuildError } from '../build-error';
import { loadContent } from '../bundles';
import { readWriting } from '../content-check';
import { cacheFile } from '../output-cache';
import { CONTENT_MODULE, fromRoot, ROOT } from '../paths';
import { knownPosts, syncedPostsProblems } from './site-posts';
import { formatSnapshot, SNAPSHOT_FILE } from './snapshot-file';
import { SyncError, syncPosts } from './sync';
import { syncReport } from './sync-report';
import { terminalText } from '../terminal-text';
import { readTimeLabelProblem } from '../validate';

// A feed that takes longer is reported as down (fetch-feed.ts); tests shorten it.
const FEED_TIMEOUT_ENV = 'FEED_TIMEOUT_MS';

export async function postsSyncCommand(args: string[]): Promise<void> {
  const content = await loadContent();
  const urls = args.filter((arg) => !arg.startsWith('--'));
  const feeds = urls.length ? urls : [...(content.feeds ?? [])];
  if (!feeds.length) {
    throw new BuildError(`no feeds to read: list yours in ${fromRoot(CONTENT_MODULE)} (feeds: ['https://medium.com/feed/@you']) or name them: npm run posts:sync -- <feed url>`);
  }
  const readTime = readTimeLabelProblem(content.labels);
  if (readTime) throw new BuildError(`${fromRoot(CONTENT_MODULE)}: ${readTime}`);
  const { snapshot, own, problems } = await readWriting();
  if (problems.length) throw new BuildError(`the posts cannot be synced until these are fixed:\n  - ${problems.join('\n  - ')}`);
  const basePath = basePathFor(content.person.siteUrl);
  const known = knownPosts(content, own, (sitePath) => new URL(basePath + sitePath.slice(1), content.person.siteUrl).href);
  const timeoutMs = process.env[FEED_TIMEOUT_ENV] ? Number(process.env[FEED_TIMEOUT_ENV]) : undefined;
  let result;
  try {
    result = await syncPosts({ feeds, existing: snapshot, known, readTimeLabel: content.labels.blog.readTime, ...(timeoutMs ? { timeoutMs } : {}) });
  } catch (error) {
    if (!(error instanceof SyncError)) throw error;
    // Each line quotes what a feed sent (a date, a link, a status text): printed without its escape sequences.
    throw new BuildError(`nothing changed; ${error.lines.length > 1 ? `${error.lines.length} feeds` : 'a feed'} could not be read:\n  - ${error.lines.map(terminalText).join('\n  - ')}`);
  }
  // Never a file the build would refuse: the last good one stays, and the owner learns why.
  const refused = syncedPostsProblems(content, snapshot, result.snapshot, own, basePath);
  if (refused.length) throw new BuildError(`nothing written; the build would refuse ${SNAPSHOT_FILE} as synced:\n  - ${refused.map(terminalText).join('\n  - ')}`);
  const file = path.join(ROOT, SNAPSHOT_FILE);
  const text = formatSnapshot(result.snapshot);
  const before = existsSync(file) ? await fs.readFile(file, 'utf8') : null;
  // Written whole or not at all (a temporary file renamed into place), and only when it changed.
  if (text !== before) await cacheFile(file, Buffer.from(text));
  console.log(syncReport(result, feeds.length, SNAPSHOT_FILE));
}
