// Fetch and read every feed, and merge (snapshot.ts) only when all succeeded, so one failed feed
// changes nothing; each item is held to the build's rules (item-check.ts).

import { FeedError, itemName, readFeed, type FeedPost } from './feed-posts';
import { fetchFeed, type FetchOptions } from './fetch-feed';
import { checkItem } from './item-check';
import { mergeSnapshot, type KnownPost, type MergeResult, type Snapshot, type SyncedPost } from './snapshot';

/** Every feed that could not be read, one line each. */
export class SyncError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export interface SyncOptions extends FetchOptions {
  /** Feed addresses, the preferred one first. */
  feeds: readonly string[];
  existing: Snapshot;
  known: readonly KnownPost[];
  /** labels.blog.readTime: how a new post's read time is written. */
  readTimeLabel: string;
}

export interface SyncResult extends MergeResult {
  /** Items left out because the build would refuse them, one line each, naming the feed and the item. */
  leftOut: string[];
  /** What was mended in each post added, one line a repair. */
  repairs: { post: SyncedPost; lines: string[] }[];
}

/** The merged snapshot; throws SyncError, naming each feed that failed and why. */
export async function syncPosts({ feeds, existing, known, readTimeLabel, ...fetchOptions }: SyncOptions): Promise<SyncResult> {
  const unique = [...new Set(feeds)];
  const results = await Promise.all(
    unique.map(async (feed): Promise<{ feed: string; posts: FeedPost[] } | { feed: string; problem: string }> => {
      try {
        return { feed, posts: readFeed(await fetchFeed(feed, fetchOptions), feed) };
      } catch (error) {
        if (error instanceof FeedError) return { feed, problem: error.message };
        throw error;
      }
    }),
  );
  const failed = results.flatMap((result) => ('problem' in result ? [`${result.feed}: ${result.problem}`] : []));
  if (failed.length) throw new SyncError(failed);
  // Every item by the build's rules (item-check.ts): mended, or left out with why.
  const leftOut: string[] = [];
  const repairsOf = new Map<string, string[]>();
  const checked = (results as { feed: string; posts: FeedPost[] }[]).map(({ feed, posts }) => ({
    feed,
    posts: posts.flatMap((item, index) => {
      const result = checkItem(item, itemName(index, item.title));
      if ('problem' in result) {
        leftOut.push(`${feed}: ${result.problem}`);
        return [];
      }
      if (result.repairs.length) repairsOf.set(`${feed} ${result.post.url}`, result.repairs);
      return [result.post];
    }),
  }));
  const merged = mergeSnapshot(existing, checked, known, readTimeLabel);
  const repairs = merged.added.flatMap((post) => {
    const lines = repairsOf.get(`${post.feed} ${post.url}`);
    return lines ? [{ post, lines }] : [];
  });
  return { ...merged, leftOut, repairs };
}
