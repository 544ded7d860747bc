// The blog's list pages: /blogs and its older pages, and a list per tag, each paged
// the same way. Plain functions of the posts, newest first: the build makes a page of each
// (src/builder/site-pages.ts), the cards link their tags here, and the feeds ignore paging.

import type { BlogPost } from '../../content/types';

/** Posts on one list page: about four screens on a phone and two on a laptop, read in one go. */
export const POSTS_PER_PAGE = 10;

/** The blog list's path; every page of the blog lives under it. */
export const BLOG_PATH = '/blogs';
/** "/blogs/page/2": the older pages of a list, below the list's own path. */
const PAGE_SEGMENT = 'page';
/** "/blogs/tags/react": a tag's list. */
const TAGS_SEGMENT = 'tags';
/**
 * The longest tag slug, in UTF-8 bytes: it names a folder (255 bytes at most), and "#" spelled
 * out or a decomposed character (U+FDFA into 18) can outgrow the tag's 40 characters.
 */
export const MAX_TAG_SLUG_BYTES = 200;

/** Own posts' ids that would sit inside the blog's own paths (/blogs/page/2, /blogs/tags/react). */
export const RESERVED_POST_IDS: readonly string[] = [PAGE_SEGMENT, TAGS_SEGMENT];

/** A tag as its page shows it: the posts' own spelling and the slug of its address. */
export interface Tag {
  /** The spelling most of its posts use ("React" over "react"), the newest post's on a tie. */
  name: string;
  /** Its address's last segment: "react", "c-plus-plus", "日本語". */
  slug: string;
  /** Its posts, newest first. */
  posts: readonly BlogPost[];
}

/** One page of a list: its posts and where the list goes on either side. */
export interface ListPage {
  /** The page's path: "/blogs", "/blogs/page/2", "/blogs/tags/react/page/3". */
  path: string;
  /** 1 for the list's first page. */
  page: number;
  pages: number;
  /** The posts this page shows, newest first. */
  posts: readonly BlogPost[];
  /** How many posts the list has in all, and how many come before this page's. */
  total: number;
  offset: number;
  /** The list's newest post's date (sitemap.xml's lastmod: a new post moves every page by one). */
  newest: string;
  /** The tag whose list this is; none for the whole blog. */
  tag?: Tag;
  /** The page of newer posts (the one before), and of older ones. */
  newer?: string;
  older?: string;
}

/** A list's page: its first page is its own path, the others "<list>/page/<n>". */
export function listPagePath(list: string, page: number): string {
  return page === 1 ? list : `${list}/${PAGE_SEGMENT}/${page}`;
}

/** "/blogs/tags". A function: a computed constant would ship in the bundle unused. */
export function tagsPath(): string {
  return `${BLOG_PATH}/${TAGS_SEGMENT}`;
}

/** A tag's list: "/blogs/tags/<slug>" (decoded; hrefOf encodes it for a link). */
export function tagPath(slug: string): string {
  return `${tagsPath()}/${slug}`;
}

/** A path as an href: each segment percent-encoded, so "/blogs/tags/日本語" survives any HTML consumer. */
export function hrefOf(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** Whether a path (base-stripped, normalised) is one the blog could have: "/blogs" or below it. */
export function isBlogPath(path: string): boolean {
  return path === BLOG_PATH || path.startsWith(`${BLOG_PATH}/`);
}

/** A list's posts, newest first, cut into pages. */
export function paginate(list: string, posts: readonly BlogPost[], tag?: Tag): ListPage[] {
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  return Array.from({ length: pages }, (_, i) => {
    const page = i + 1;
    return {
      path: listPagePath(list, page),
      page,
      pages,
      posts: posts.slice(i * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
      total: posts.length,
      offset: i * POSTS_PER_PAGE,
      newest: posts[0]?.publishedAt ?? '',
      ...(tag ? { tag } : {}),
      ...(page > 1 ? { newer: listPagePath(list, page - 1) } : {}),
      ...(page < pages ? { older: listPagePath(list, page + 1) } : {}),
    };
  });
}

/**
 * A tag's address segment: Latin letters lose their accents (Café -> cafe), other scripts stay
 * (日本語); "+" and "#" are spelled out so C, C++ and C# differ; other runs of signs are one hyphen.
 */
export function tagSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return withinBytes(slug, MAX_TAG_SLUG_BYTES).replace(/-+$/, '') || 'tag';
}

/** The longest prefix of `text` whose UTF-8 takes at most `max` bytes, cut between characters. */
function withinBytes(text: string, max: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    if (bytes > max) break;
    end += char.length;
  }
  return text.slice(0, end);
}

/** Tags that differ only in case or Unicode form ("React", "react") are one tag. */
function tagKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/**
 * Every tag of the posts (newest first), ordered by name in the site's language (`locale`). Of
 * tags whose slugs clash ("Node.js", "node js"), the first by key keeps the slug and the others
 * get "-2", "-3".
 */
export function blogTags(posts: readonly BlogPost[], locale: string): Tag[] {
  const byKey = new Map<string, { spellings: Map<string, number>; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const tag of new Set(post.tags)) {
      const key = tagKey(tag);
      const entry = byKey.get(key) ?? { spellings: new Map<string, number>(), posts: [] as BlogPost[] };
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      if (entry.posts.at(-1) !== post) entry.posts.push(post);
      byKey.set(key, entry);
    }
  }
  const taken = new Set<string>();
  const tags = [...byKey].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]): Tag => {
    // Most used spelling; Map keeps insertion order, so a tie goes to the newest post's.
    const name = [...entry.spellings].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
    const base = tagSlug(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return { name, slug, posts: entry.posts };
  });
  return tags.sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }) || (a.slug < b.slug ? -1 : 1));
}

/** A function from a post's tag, as the post spells it, to its tag's page path. */
export function tagLinks(tags: readonly Tag[]): (name: string) => string {
  const paths = new Map(tags.map((tag) => [tagKey(tag.name), tagPath(tag.slug)]));
  return (name) => {
    const path = paths.get(tagKey(name));
    if (!path) throw new Error(`no tag page for the tag "${name}"`);
    return path;
  };
}

/** Every list page of the blog: /blogs and its older pages, then each tag's. */
export function blogListPages(posts: readonly BlogPost[], tags: readonly Tag[]): ListPage[] {
  return [...paginate(BLOG_PATH, posts), ...tags.flatMap((tag) => paginate(tagPath(tag.slug), tag.posts, tag))];
}
