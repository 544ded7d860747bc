// The site's real content with an image manifest shaped like the build's, so components
// render exactly what the prerender does without running sharp; and the words the pages
// derive from it (a post's "Read on …", its count's word), read from the same site data.

import { content } from '../fixtures/sample/content';
import type { ImageManifest } from '../../src/app/images/manifest';
import { fillIn } from '../../src/app/page-titles';
import { HERO_IMAGES } from '../../src/app/sections/Hero';
import type { SiteData } from '../../src/app/site-data';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { postPlatform } from '../../src/builder/platforms';
import { makeSiteData, platformsPhrase } from '../../src/builder/site-data';
import type { BlogPost, Content } from '../../src/content/types';
import { blogMains, renderSections } from '../../src/builder/prerender';
import { allPages, homePage, notFoundPage, type SitePage } from '../../src/builder/site-pages';
import { localPath } from '../../src/app/router/router';
import { isBlogPath } from '../../src/app/pages/blog-pages';
import { PAGE_DATA_FILE } from '../../src/app/pages/static-pages';

const names = [...Object.values(HERO_IMAGES), ...content.projects.map((project) => project.imageUrl), 'portrait.png', ...(content.person.portrait ? [content.person.portrait] : [])];

export const testImages: ImageManifest = Object.fromEntries(
  names.map((name) => {
    const stem = name.replace(/\.\w+$/, '').replace(/\W+/g, '-');
    const srcset = (ext: string) => [360, 720].map((w) => `/assets/img/${stem}-${w}.${ext} ${w}w`).join(', ');
    return [name, { width: 720, height: 450, avif: srcset('avif'), webp: srcset('webp'), src: `/assets/img/${stem}-720.webp` }];
  }),
);

// The content each site data was made from: the data holds no posts, and a blog
// page's main content is the build's, rendered from the content.
const contents = new WeakMap<SiteData, Content>();

/** The site data the build makes (makeSiteData) from this content, its prerendered sections included. */
function dataFor(owner: Content): SiteData {
  const data = makeSiteData(owner, testImages, renderSections(owner));
  contents.set(data, owner);
  return data;
}

/** The content a site data of these helpers was made from. */
export function contentOf(data: SiteData): Content {
  const owner = contents.get(data);
  if (!owner) throw new Error('this site data was not made by test/helpers/site.ts');
  return owner;
}

/**
 * The page the build writes for a URL of this site (or its 404 page), and, for a blog page,
 * the inside of its <main> as the build renders it (src/prerendered/blog/BlogMain.tsx, blog/PostMain.tsx);
 * own posts' bodies are given by id.
 */
export function builtPage(url: string, data: SiteData, bodies: Readonly<Record<string, string>> = {}): { page: SitePage; main: string | null } {
  const owner = contents.get(data);
  const path = localPath(url.replace(/[?#].*$/, ''));
  // Site data made elsewhere (a test's own makeSiteData): its home and 404 pages need no posts.
  if (!owner) {
    if (path !== null && isBlogPath(path) && data.links.blog) throw new Error(`${url}: a blog page needs site data made by test/helpers/site.ts`);
    return { page: path === '/' ? homePage : notFoundPage, main: null };
  }
  const page = allPages(owner).find((entry) => entry.path !== null && entry.path === path) ?? notFoundPage;
  const withBodies = Object.fromEntries(owner.posts.map((post) => [post.id, bodies[post.id] ?? '']));
  return { page, main: blogMains(owner, withBodies)(page) };
}

/** What the build renders and writes (makeSiteData): the real content, its prerendered sections. */
export const siteData: SiteData = dataFor(content);

// A post and the blog's sentences for content that has none, so that tests of the blog page
// and of links to it run for an owner with no posts too.
export const templatePost: BlogPost = content.posts[0] ?? {
  id: 'a-post', title: 'A post', excerpt: 'What the post is about.', publishedAt: '2025-01-02',
  readTime: '5 min read', tags: ['Tag'], url: 'https://dev.to/owner/a-post', reactions: 3,
};
export { blogFields } from '../fixtures/blog-fields';
import { blogFields } from '../fixtures/blog-fields';

/** The site with these posts (and the blog's sentences, where the owner has none), as the build would make it. */
export function withPosts(posts: BlogPost[], person: Partial<Content['person']> = {}): SiteData {
  return dataFor({ ...content, person: { ...blogFields, ...content.person, ...person }, posts });
}

const { blog } = content.labels;
/** A post's platform, read from its address by the build's own rules (tested in test/unit/platforms.test.ts). */
const platformOf = (url: string) => postPlatform(url, content.person.siteUrl);

/** A post's "Read on …" link text: "Read on Medium". */
export function readText(post: BlogPost): string {
  return fillIn(blog.read, { platform: platformOf(post.url).name });
}

/** A post's count as its card shows it ("342 claps", " claps" when empty), or null when it has none. */
export function reactionText(post: BlogPost): string | null {
  return post.reactions === undefined ? null : `${post.reactions} ${blog.reactions[platformOf(post.url).reaction]}`;
}

/** The blog page's "Follow on …" link text. */
export function followText(): string {
  return fillIn(blog.follow, { platform: platformOf(content.person.blogFollowUrl!).name });
}

/** The sentence after the owner's blog intro: "All articles are originally published on Medium." */
export function platformsSentence(): string {
  return fillIn(blog.intro, { platforms: platformsPhrase(newestFirst(content.posts).map((post) => platformOf(post.url).name), 'en') });
}

/**
 * A fetch that answers each blog page's data file as the build writes it (build.mjs: its ref,
 * main content and sprite), and 404 for any other; the URLs asked for are in `fetched`.
 */
export function pageDataFetch(data: SiteData, bodies: Readonly<Record<string, string>> = {}) {
  const fetched: string[] = [];
  const fetchPage = (async (url: string) => {
    fetched.push(url);
    const suffix = `/${PAGE_DATA_FILE}`;
    if (!url.endsWith(suffix)) return new Response('', { status: 404 });
    const { page, main } = builtPage(decodeURIComponent(url.slice(0, -suffix.length)), data, bodies);
    return main === null ? new Response('', { status: 404 }) : new Response(JSON.stringify({ ...page.ref, main, sprite: '' }));
  }) as typeof fetch;
  return { fetchPage, fetched };
}
