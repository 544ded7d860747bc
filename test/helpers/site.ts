// The site's real content with an image manifest shaped like the build's, so components
// render exactly what the prerender does without running sharp; and the words the pages
// derive from it (a post's "Read on …", its count's word), read from the same site data.

import { content } from '../../src/content/content';
import type { ImageManifest } from '../../src/app/images/manifest';
import { fillIn } from '../../src/app/page-titles';
import { HERO_IMAGES } from '../../src/app/sections/Hero';
import type { SiteData } from '../../src/app/site-data';
import { newestFirst } from '../../src/app/blog/newestFirst';
import { postPlatform } from '../../src/build/platforms';
import { makeSiteData, platformsPhrase } from '../../src/build/site-data';
import type { BlogPost, Content } from '../../src/content/types';
import { renderSections } from '../../src/build/prerender';

const names = [...Object.values(HERO_IMAGES), ...content.projects.map((project) => project.imageUrl), 'portrait.png', ...(content.person.portrait ? [content.person.portrait] : [])];

export const testImages: ImageManifest = Object.fromEntries(
  names.map((name) => {
    const stem = name.replace(/\.\w+$/, '').replace(/\W+/g, '-');
    const srcset = (ext: string) => [360, 720].map((w) => `/assets/img/${stem}-${w}.${ext} ${w}w`).join(', ');
    return [name, { width: 720, height: 450, avif: srcset('avif'), webp: srcset('webp'), src: `/assets/img/${stem}-720.webp` }];
  }),
);

/** What the build renders and writes (makeSiteData): the real content, posts newest first, its prerendered sections. */
export const siteData: SiteData = makeSiteData(content, testImages, renderSections(content));

// A post and the blog's sentences for content that has none, so that tests of the blog page
// and of links to it run for an owner with no posts too.
export const templatePost: BlogPost = content.posts[0] ?? {
  id: 'a-post', title: 'A post', excerpt: 'What the post is about.', publishedAt: '2025-01-02',
  readTime: '5 min read', tags: ['Tag'], url: 'https://dev.to/owner/a-post', reactions: 3,
};
/** The blog's sentences and follow link, for content made to have posts. */
export const blogFields = { blogIntro: 'What I write about.', blogFollowText: 'Follow along.', blogFollowUrl: 'https://dev.to/owner', blogDescription: 'Articles.' };

/** The site with these posts (and the blog's sentences, where the owner has none), as the build would make it. */
export function withPosts(posts: BlogPost[], person: Partial<Content['person']> = {}): SiteData {
  const owner = { ...content, person: { ...blogFields, ...content.person, ...person }, posts };
  return makeSiteData(owner, testImages, renderSections(owner));
}

/** The site with a blog: the owner's, or with one made-up post when they have none. */
export const blogSiteData: SiteData = content.posts.length ? siteData : withPosts([templatePost]);

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
  return fillIn(blog.intro, { platforms: platformsPhrase(newestFirst(content.posts).map((post) => platformOf(post.url).name)) });
}
