// What `npm run posts:sync` prints when it has written the synced posts file: one line of
// counts, then a line for each post added (with what was mended in it), moved (or not moved)
// or left out.

import { terminalText } from '../terminal-text';
import type { SyncResult } from './sync';

/** The sync's report, one line a post or item, the counts first; what came from a feed is printable. */
export function syncReport(result: SyncResult, feedCount: number, file: string): string {
  const { added, moved, notMoved, leftOut, repairs, snapshot } = result;
  const visible = snapshot.posts.filter((post) => !post.hidden).length;
  const counts = [
    added.length ? `${added.length} new post${added.length > 1 ? 's' : ''}` : 'no new posts',
    ...(moved.length ? [`${moved.length} moved to a feed you prefer`] : []),
    ...(notMoved.length ? [`${notMoved.length} not moved (see below)`] : []),
    ...(leftOut.length ? [`${leftOut.length} left out (the build would refuse ${leftOut.length > 1 ? 'them' : 'it'})`] : []),
  ];
  const lines = [
    `posts:sync: read ${feedCount} feed${feedCount > 1 ? 's' : ''}; ${counts.join(', ')}; ${file} has ${snapshot.posts.length} (${visible} shown)`,
    ...added.flatMap((post) => [
      `  + ${post.publishedAt} ${post.title} (${post.url})`,
      ...(repairs.find((entry) => entry.post === post)?.lines ?? []).map((line) => `      ${line}`),
    ]),
    ...moved.map(({ post, from }) => `  → ${post.title}: moved from ${from} to ${post.url} (${post.feed}, which you list before)`),
    ...notMoved.map(({ post, feed, url }) => `  ! ${post.title}: kept at ${post.url}; ${feed} lists the same title at ${url}, which is not on that feed's own profile, so nothing moved (edit its url yourself if it is yours)`),
    ...leftOut.map((line) => `  ! ${line}`),
  ];
  // Titles, addresses and reasons came from feeds: no escape sequence of theirs reaches the terminal.
  return lines.map(terminalText).join('\n');
}
