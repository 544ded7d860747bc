// The synced posts file's rules (README "Writing"): it only grows; a post in it is the owner's,
// never changed or removed by a sync; an article found twice is kept once, from the feed listed
// first, and only its url and feed move, and only when the new address names the old one or is
// on that feed's own profile; hand-written posts win over any feed. Pure: sync.ts does the I/O.

import { ArticleIndex, sameUrl } from './article-index';
import type { FeedPost } from './feed-posts';
import { fillIn } from '../../app/page-titles';

/** One post as the file holds it: what its feed said of it (bar the aliases), and the owner's fields. */
export interface SyncedPost extends Pick<FeedPost, 'title' | 'url' | 'publishedAt' | 'tags' | 'excerpt'> {
  /** "8 min read", in the words of labels.blog.readTime when the sync wrote it; left out when the feed carries only a summary. */
  readTime?: string;
  /** A slug, unique among all posts: the post card's HTML id. */
  id: string;
  /** The feed that brought it. */
  feed: string;
  /** Set by the owner: true leaves the post off the site, and later syncs never bring it back. */
  hidden?: boolean;
  /** Set by the owner: the platform's count of claps, reactions or likes (feeds carry none). */
  reactions?: number | '';
}

export interface Snapshot {
  /** What the file is, for an owner who opens it. */
  about: string;
  posts: SyncedPost[];
}

export const SNAPSHOT_ABOUT =
  'Written by `npm run posts:sync` from the feeds listed in content.ts (README "Writing"). ' +
  'It only grows, and a post already here is yours: edit its fields, set "hidden": true to leave it off the site, ' +
  'or add "reactions": 342; no sync changes or removes it (a cross-post only moves its url to the feed listed first).';

/** A post written by hand (content.ts) or as Markdown: an article a feed must not bring again. */
export interface KnownPost {
  id: string;
  title: string;
  url: string;
  publishedAt: string;
}

export interface MergeResult {
  snapshot: Snapshot;
  added: SyncedPost[];
  /** Cross-posts moved to a feed listed earlier, and the address each had before. */
  moved: { post: SyncedPost; from: string }[];
  /** Posts a feed listed earlier has by title only, at an address off its own profile: left where they are. */
  notMoved: { post: SyncedPost; feed: string; url: string }[];
}

/**
 * The snapshot after a sync; `fetched` lists every feed's posts in the owner's order of
 * preference; `readTimeLabel` (labels.blog.readTime, "{minutes} min read") writes a new post's read time.
 */
export function mergeSnapshot(existing: Snapshot, fetched: readonly { feed: string; posts: readonly FeedPost[] }[], known: readonly KnownPost[], readTimeLabel: string): MergeResult {
  const posts = existing.posts.map((post) => ({ ...post }));
  const rank = (feed: string) => {
    const at = fetched.findIndex((entry) => entry.feed === feed);
    return at === -1 ? fetched.length : at;
  };
  // Every post the site has, by address and by title (null for a hand-written one).
  const index = new ArticleIndex<SyncedPost | null>();
  for (const post of known) index.add(post, null);
  for (const post of posts) index.add(post, post);
  const ids = new Set([...known, ...posts].map((post) => post.id));
  const added: SyncedPost[] = [];
  const moved = new Map<SyncedPost, string>();
  const notMoved: MergeResult['notMoved'] = [];

  for (const [feedRank, { feed, posts: items }] of fetched.entries()) {
    for (const item of items) {
      const match = index.find(item);
      if (match === null) continue; // the owner wrote it by hand
      if (match) {
        if (feedRank < rank(match.feed)) {
          if (sameArticle(item, match.url, feed)) {
            if (!moved.has(match)) moved.set(match, match.url);
            match.url = item.url;
            match.feed = feed;
          } else {
            notMoved.push({ post: match, feed, url: item.url });
          }
        }
        // Its other addresses name the post too; its title and day do not stretch the window.
        index.add(item, match, { addressesOnly: true });
        continue;
      }
      const post: SyncedPost = {
        id: uniqueId(slugOf(item.title), ids),
        title: item.title,
        url: item.url,
        publishedAt: item.publishedAt,
        tags: item.tags,
        excerpt: item.excerpt,
        ...(item.readMinutes ? { readTime: fillIn(readTimeLabel, { minutes: String(item.readMinutes) }) } : {}),
        feed,
      };
      ids.add(post.id);
      posts.push(post);
      added.push(post);
      index.add(item, post);
    }
  }
  // Newest first, as the site shows them, so a sync's additions are at the top of the file.
  const ordered = posts.map((post, at) => ({ post, at })).sort((a, b) => b.post.publishedAt.localeCompare(a.post.publishedAt) || a.at - b.at);
  return {
    snapshot: { about: SNAPSHOT_ABOUT, posts: ordered.map(({ post }) => post) },
    added,
    moved: [...moved].map(([post, from]) => ({ post, from })),
    notMoved,
  };
}

/** Whether an item is the article at `url`: one of its addresses is that one, or it is on the feed's profile. */
function sameArticle(item: FeedPost, url: string, feed: string): boolean {
  return [item.url, ...item.aliases].some((address) => sameUrl(address) === sameUrl(url)) || onProfile(item.url, feed);
}

/**
 * Whether an address is on a feed's profile: the feed's host (without "www.") and, for a feed at
 * /feed/<name> (Medium's /feed/@jane, DEV's /feed/jane), under /<name>/.
 */
export function onProfile(address: string, feed: string): boolean {
  try {
    const url = new URL(address);
    const from = new URL(feed);
    const host = (u: URL) => u.hostname.toLowerCase().replace(/^www\./, '');
    if (host(url) !== host(from)) return false;
    const name = /^\/feed\/([^/]+)\/?$/.exec(from.pathname)?.[1];
    return !name || url.pathname.toLowerCase().startsWith(`/${name.toLowerCase()}/`);
  } catch {
    return false;
  }
}

/** "Node.js Streams: A Guide" -> "node-js-streams-a-guide" (the content's id rule: a-z, 0-9, hyphens). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'post';
}

function uniqueId(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}
