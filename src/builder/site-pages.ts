// Every page the build writes: home; with posts, the blog's lists, each tag's list, the list of
// tags and each own post; and the 404 page. Rendered, headed, put in the sitemap and link-checked.

import { BLOG_PATH, blogListPages, blogTags, tagLinks, tagsPath, type ListPage, type Tag } from '../app/pages/blog-pages';
import { newestFirst } from '../prerendered/blog/newestFirst';
import { isOwnPost } from '../prerendered/blog/own-post';
import { hasBlog } from '../app/page-titles';
import { localeOf } from '../app/locale';
import type { PageRef } from '../app/routes';
import type { BlogPost, Content } from '../content/types';

export interface SitePage {
  /** Path without base or trailing slash, decoded ("/blogs/tags/日本語"); the 404 page has none. */
  path: string | null;
  /** Where the prerendered HTML goes in dist/. */
  file: string;
  /** Its title's key and words, as its root element tells the browser (routes.tsx). */
  ref: PageRef;
  /** An own post's page: the post. */
  post?: BlogPost;
  /** A list's page: its posts and its neighbours. */
  list?: ListPage;
  /** /blogs/tags: every tag, by name. */
  tags?: readonly Tag[];
}

/** A page with a path: every page but the 404 page. */
export type PathPage = SitePage & { path: string };

export const homePage: PathPage = { path: '/', file: 'index.html', ref: { key: 'home' } };
export const notFoundPage: SitePage = { path: null, file: '404.html', ref: { key: 'notFound' } };

type Made = { pages: readonly PathPage[]; tagPath: (tag: string) => string };
/** The site's pages and its tags' links, made once per list of posts and language (head, sitemap and link check all ask). */
const made = new WeakMap<readonly BlogPost[], Map<string, Made>>();

function make({ posts: written, locale }: Pick<Content, 'posts' | 'locale'>): Made {
  const language = localeOf({ locale });
  const byLanguage = made.get(written) ?? new Map<string, Made>();
  made.set(written, byLanguage);
  let site = byLanguage.get(language);
  if (!site) {
    const posts = newestFirst(written);
    const tags = blogTags(posts, language);
    const pages: PathPage[] = [homePage];
    if (hasBlog({ posts })) {
      for (const list of blogListPages(posts, tags)) pages.push({ path: list.path, file: fileOf(list.path), ref: listRef(list), list });
      // Where a tag's list leads to the others: a page as soon as one post has a tag.
      if (tags.length) pages.push({ path: tagsPath(), file: fileOf(tagsPath()), ref: { key: 'tags' }, tags });
      for (const post of posts.filter(isOwnPost)) pages.push({ path: post.url, file: fileOf(post.url), ref: { key: 'post', values: { post: post.title } }, post });
    }
    site = { pages, tagPath: tagLinks(tags) };
    byLanguage.set(language, site);
  }
  return site;
}

/** The pages with a path this content has; every list shows its posts newest first. */
export function sitePages(content: Pick<Content, 'posts' | 'locale'>): readonly PathPage[] {
  return make(content).pages;
}

/** Every page the build writes: sitePages and the 404 page. */
export function allPages(content: Pick<Content, 'posts' | 'locale'>): readonly SitePage[] {
  return [...sitePages(content), notFoundPage];
}

/** A post's tag, as the post spells it, to its list's path. */
export function tagPathsOf(content: Pick<Content, 'posts' | 'locale'>): (tag: string) => string {
  return make(content).tagPath;
}

/** "/blogs/tags/react" -> "blogs/tags/react/index.html". */
function fileOf(path: string): string {
  return `${path.slice(1)}/index.html`;
}

function listRef({ tag, page, pages }: ListPage): PageRef {
  const paged = { page: String(page), pages: String(pages) };
  if (tag) return page === 1 ? { key: 'tag', values: { tag: tag.name } } : { key: 'tagPage', values: { tag: tag.name, ...paged } };
  return page === 1 ? { key: 'blog' } : { key: 'blogPage', values: paged };
}

/** The blog list's first page, /blogs, for this content (a page with no posts when it has none, which no build writes). */
export function blogListPage(content: Pick<Content, 'posts'>): PathPage {
  const found = sitePages(content).find((page) => page.path === BLOG_PATH);
  if (found) return found;
  const list = blogListPages([], [])[0]!;
  return { path: list.path, file: fileOf(list.path), ref: listRef(list), list };
}
