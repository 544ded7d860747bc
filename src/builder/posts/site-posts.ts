// Where content.ts's posts, the synced ones (less the hidden) and the owner's Markdown posts meet
// as content.posts; a sync treats the first and the last as articles it must not bring again.

import { newestFirst } from '../../prerendered/blog/newestFirst';
import { isOwnPost } from '../../prerendered/blog/own-post';
import { fillIn, fillTemplate } from '../../app/page-titles';
import { localeOf } from '../../app/locale';
import type { BlogPost, Content } from '../../content/types';
import { absoluteUrl } from '../head';
import type { SiteFeed } from './feeds-out';
import type { OwnPost } from './own-posts';
import type { KnownPost, Snapshot, SyncedPost } from './snapshot';
import { formatSnapshot, parseSnapshot, SNAPSHOT_FILE } from './snapshot-file';
import { validateContent } from '../validate';

/** An own post's page, relative to the site's root: "/blogs/<id>" (routes.tsx has the route). */
export function ownPostPath(id: string): string {
  return `/blogs/${id}`;
}

/** A synced post, or an item a feed brings, as the site's post under `id`: the fields a post shows, no others. */
export function blogPostOf(post: Omit<BlogPost, 'id'>, id: string): BlogPost {
  return {
    id,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    ...(post.readTime ? { readTime: post.readTime } : {}),
    tags: post.tags,
    url: post.url,
    ...(post.reactions !== undefined ? { reactions: post.reactions } : {}),
  };
}

/** The content with every post the site shows: content.ts's, the visible synced ones and the owner's own. */
export function withAllPosts(content: Content, synced: readonly SyncedPost[], own: readonly OwnPost[]): Content {
  const fromFeeds = synced.filter((post) => !post.hidden).map((post) => blogPostOf(post, post.id));
  // An own post's url is a path: its card opens its page here (src/prerendered/blog/own-post.ts).
  // Its read time is in the label's words; without the label (a content.ts older than it) the content check says so.
  const label = content.labels?.blog?.readTime;
  const written = own.map((post) => ({
    ...blogPostOf({ ...post, url: ownPostPath(post.id), ...(label ? { readTime: fillIn(label, { minutes: String(post.readMinutes) }) } : {}) }, post.id),
    ...(post.canonical ? { canonical: post.canonical } : {}),
  }));
  return { ...content, posts: [...content.posts, ...fromFeeds, ...written] };
}

/** Where each of withAllPosts' posts was written: null for content.ts's, else the file to name in a problem. */
export function postSources(
  content: Content,
  synced: readonly SyncedPost[],
  own: readonly OwnPost[],
  snapshotFile: string,
  /** How a synced post is named in the file: "posts[3]" by its place, unless told otherwise. */
  place: (post: SyncedPost, index: number) => string = (_post, i) => `posts[${i}]`,
): (string | null)[] {
  return [
    ...content.posts.map(() => null),
    ...synced.flatMap((post, i) => (post.hidden ? [] : [`${snapshotFile}: ${place(post, i)} ${JSON.stringify(post.title)}`])),
    ...own.map((post) => post.file),
  ];
}

/**
 * What the build would refuse in the snapshot a sync would write, by its own checks, so a
 * scheduled sync never commits a file that fails every later build. A post is named by its place
 * in the file as it is now, or as a new one.
 */
export function syncedPostsProblems(content: Content, existing: Snapshot, snapshot: Snapshot, own: readonly OwnPost[], basePath: string): string[] {
  const place = (post: SyncedPost) => {
    const at = existing.posts.findIndex((known) => known.id === post.id);
    return at === -1 ? 'a new post' : `posts[${at}]`;
  };
  const inFile = parseSnapshot(formatSnapshot(snapshot)).problems.map((problem) =>
    `${SNAPSHOT_FILE}: ${problem.replace(/^posts\[(\d+)\]/, (_, i: string) => place(snapshot.posts[Number(i)]!))}`,
  );
  const sources = postSources(content, snapshot.posts, own, SNAPSHOT_FILE, place);
  const inContent = validateContent(withAllPosts(content, snapshot.posts, own), { imageExists: () => true, basePath, postSources: sources });
  return [...inFile, ...inContent.filter((problem) => problem.startsWith(`${SNAPSHOT_FILE}:`))];
}

/** The articles a sync must not add again: those in content.ts and the owner's own (by their canonical address too). */
export function knownPosts(content: Content, own: readonly OwnPost[], pageUrl: (path: string) => string): KnownPost[] {
  return [
    ...content.posts.map((post) => ({ id: post.id, title: post.title, url: post.url, publishedAt: post.publishedAt })),
    ...own.flatMap((post) => [
      { id: post.id, title: post.title, url: pageUrl(ownPostPath(post.id)), publishedAt: post.publishedAt },
      ...(post.canonical ? [{ id: post.id, title: post.title, url: post.canonical, publishedAt: post.publishedAt }] : []),
    ]),
  ];
}

/** The blog's feed (feeds-out.ts): every post, newest first, each at its absolute address. */
export function siteFeed(content: Content, { basePath, year }: { basePath: string; year: number }): SiteFeed {
  const posts = newestFirst(content.posts);
  const newest = posts[0]?.publishedAt ?? content.updatedAt;
  return {
    title: fillTemplate(content.labels.titles.blog, content, year),
    description: fillTemplate(content.person.blogDescription ?? '', content, year),
    author: content.person.name,
    blogUrl: absoluteUrl(content, basePath, '/blogs'),
    homeUrl: absoluteUrl(content, basePath, '/'),
    language: localeOf(content),
    updated: newest > content.updatedAt ? newest : content.updatedAt,
    entries: posts.map((post) => ({
      title: post.title,
      url: isOwnPost(post) ? absoluteUrl(content, basePath, post.url) : post.url,
      publishedAt: post.publishedAt,
      tags: post.tags,
      excerpt: post.excerpt,
    })),
  };
}
