// The site data every page is rendered from and the browser hydrates with (its shape and why
// it is a file: src/app/site-data.ts), made from the checked content.

import { formatPostDate } from '../app/blog/formatPostDate';
import { isOwnPost } from '../app/blog/own-post';
import { newestFirst } from '../app/blog/newestFirst';
import type { ImageManifest } from '../app/images/manifest';
import { fillIn } from '../app/page-titles';
import type { PrerenderedSections, SiteData, SiteLinks } from '../app/site-data';
import type { Content } from '../content/types';
import { postPlatform, profileLink } from './platforms';

// The language the site's words are in (index.html's lang): the platforms' phrase is joined in it.
const SITE_LANGUAGE = 'en';

/**
 * The content with its posts newest first (src/app/blog/newestFirst.ts), so the order is
 * decided once, at build time, and no visitor's browser sorts, and what its addresses say; and
 * the home-page sections the build rendered to HTML (src/build/prerender.tsx renderSections),
 * whose content (experience, education) the browser then has no use for, so it is left out.
 * `sprites`, each page's icons, are known once the pages are rendered (build.mjs).
 */
export function makeSiteData(
  content: Content,
  images: ImageManifest,
  sections: PrerenderedSections,
  sprites: Record<string, string> = {},
): SiteData {
  const { experience: _jobs, education: _studies, ...shown } = content;
  const posts = newestFirst(content.posts);
  return { content: { ...shown, posts }, images, links: siteLinks({ ...content, posts }), sprites, sections };
}

/**
 * Each profile's name and icon, and the blog's words: each card's date and the words naming
 * the platform its post is on, the page's lead and follow link. Written here, so the browser
 * formats nothing and carries no table of platforms.
 */
export function siteLinks(content: Content): SiteLinks {
  const { person, labels } = content;
  // An own post's url is its page's path here (src/app/blog/own-post.ts): its platform is the site.
  const platforms = new Map(content.posts.map((post) => [post.id, postPlatform(new URL(post.url, person.siteUrl).href, person.siteUrl)]));
  const posts = Object.fromEntries(
    content.posts.map((post) => {
      const { name, reaction } = platforms.get(post.id)!;
      const count = post.reactions === undefined ? null : `${post.reactions} ${labels.blog.reactions[reaction]}`;
      const read = isOwnPost(post) ? labels.blog.readHere : fillIn(labels.blog.read, { platform: name });
      return [post.id, { date: formatPostDate(post.publishedAt), read, count }];
    }),
  );
  const intro = fillIn(labels.blog.intro, { platforms: platformsPhrase(content.posts.map((post) => platforms.get(post.id)!.name)) });
  return {
    profiles: person.profiles.map((profile) => profileLink(profile, person.siteUrl)),
    posts,
    blogLead: person.blogIntro ? `${person.blogIntro} ${intro}` : intro,
    follow: person.blogFollowUrl ? fillIn(labels.blog.follow, { platform: postPlatform(person.blogFollowUrl, person.siteUrl).name }) : '',
  };
}

/** The posts' platforms, most posts first (a tie in the posts' order), as a phrase: "DEV and Medium". */
export function platformsPhrase(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const ordered = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return new Intl.ListFormat(SITE_LANGUAGE, { type: 'conjunction' }).format(ordered);
}
