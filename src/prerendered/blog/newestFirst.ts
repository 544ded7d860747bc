// The one order posts are shown in, newest first, so the lists, the JSON-LD and the sitemap
// never disagree about which post is the newest.

import type { BlogPost } from '../../content/types';

/** A new array, newest publishedAt (YYYY-MM-DD, so strings compare) first; a day's posts keep their order. */
export function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}
