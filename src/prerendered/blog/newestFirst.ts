// The one order posts are shown in, newest first, so the lists, the JSON-LD and the sitemap
// never disagree about which post is the newest.

import type { BlogPost } from '../../content/types';

/**
 * A new array, newest publishedAt first. Posts of the same day keep their order in the
 * content (Array.prototype.sort is stable). publishedAt is YYYY-MM-DD, validated at build,
 * so comparing the strings compares the dates.
 */
export function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}
