// `npm run posts:sync`: fetch every feed, read every post, and only when all of them
// succeeded merge them into the snapshot (snapshot.ts). One feed that fails (an HTTP status,
// a timeout, XML that does not parse) changes nothing: the owner gets one line per failed
// feed and a non-zero exit, and the committed file stays as it was.

import { FeedError, readFeed, type FeedPost } from './feed-posts';
import { fetchFeed, type FetchOptions } from './fetch-feed';
import { mergeSnapshot, type KnownPost, type MergeResult, type Snapshot } from './snapshot';

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
}

/** The merged snapshot; throws SyncError, naming each feed that failed and why. */
export async function syncPosts({ feeds, existing, known, ...fetchOptions }: SyncOptions): Promise<MergeResult> {
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
  return mergeSnapshot(existing, results as { feed: string; posts: FeedPost[] }[], known);
}
