// What `npm run posts:sync` prints when it has written the synced posts file: one line of
// counts, then a line for each post added (with what was mended in it), moved or left out.

import type { SyncResult } from './sync';

/** The sync's report, one line a post or item, the counts first. */
export function syncReport(result: SyncResult, feedCount: number, file: string): string {
  const { added, moved, leftOut, repairs, snapshot } = result;
  const visible = snapshot.posts.filter((post) => !post.hidden).length;
  const counts = [
    added.length ? `${added.length} new post${added.length > 1 ? 's' : ''}` : 'no new posts',
    ...(moved.length ? [`${moved.length} moved to a feed you prefer`] : []),
    ...(leftOut.length ? [`${leftOut.length} left out (the build would refuse ${leftOut.length > 1 ? 'them' : 'it'})`] : []),
  ];
  return [
    `posts:sync: read ${feedCount} feed${feedCount > 1 ? 's' : ''}; ${counts.join(', ')}; ${file} has ${snapshot.posts.length} (${visible} shown)`,
    ...added.flatMap((post) => [
      `  + ${post.publishedAt} ${post.title} (${post.url})`,
      ...(repairs.find((entry) => entry.post === post)?.lines ?? []).map((line) => `      ${line}`),
    ]),
    ...moved.map((post) => `  → ${post.title} (${post.url})`),
    ...leftOut.map((line) => `  ! ${line}`),
  ].join('\n');
}
