// The one order posts are shown in: newest first by publishedAt, whatever their order in
// content.ts. The site data every page renders from (makeSiteData, so the blog page and the
// browser get them in this order), the blog's JSON-LD list and sitemap.xml's date for /blogs
// all use it, so they never disagree about which post is the newest.

import type { BlogPost } from '../../content/types';

/**
 * A new array, newest publishedAt first. Posts of the same day keep their order in the
 * content (Array.prototype.sort is stable). publishedAt is YYYY-MM-DD, validated at build,
 * so comparing the strings compares the dates.
 */
export function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0));
}
