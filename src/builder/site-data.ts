// The site data every page is rendered from and the browser hydrates with (its shape and why
// it is a file: src/app/site-data.ts), made from the checked content.

import { formatPostDate } from '../prerendered/blog/formatPostDate';
import { isOwnPost } from '../prerendered/blog/own-post';
import { newestFirst } from '../prerendered/blog/newestFirst';
import type { ImageManifest } from '../app/images/manifest';
import type { BlogWords } from '../prerendered/blog/blog-words';
import { fillIn, hasBlog } from '../app/page-titles';
import type { PrerenderedSections, SiteData, SiteLinks } from '../app/site-data';
import type { Content } from '../content/types';
import { postPlatform, profileLink } from './platforms';
import { localeOf } from '../app/locale';

/** The data every page hydrates with (src/app/site-data.ts); `sprites` are known once the pages are rendered. */
export function makeSiteData(
  content: Content,
  images: ImageManifest,
  sections: PrerenderedSections,
  sprites: SiteData['sprites'] = {},
): SiteData {
  const { experience: _jobs, education: _studies, posts: _posts, locale: _locale, labels: { resume: _resume, ...labels }, ...shown } = content;
  return { content: { ...shown, labels }, images, links: siteLinks(content), sprites, sections };
}

/** Each profile's name and icon, and whether there is a blog to link to. */
export function siteLinks(content: Content): SiteLinks {
  const { person } = content;
  return { profiles: person.profiles.map((profile) => profileLink(profile, person.siteUrl)), blog: hasBlog(content) };
}

/** The blog's words: each card's date and platform, the lead and the follow link, so no page carries a table of platforms. */
export function blogWords(content: Content): BlogWords {
  const { person, labels } = content;
  const posts = newestFirst(content.posts);
  // An own post's url is its page's path here (src/prerendered/blog/own-post.ts): its platform is the site.
  const platforms = new Map(posts.map((post) => [post.id, postPlatform(new URL(post.url, person.siteUrl).href, person.siteUrl)]));
  const words = Object.fromEntries(
    posts.map((post) => {
      const { name, reaction } = platforms.get(post.id)!;
      const count = post.reactions === undefined ? null : `${post.reactions} ${labels.blog.reactions[reaction]}`;
      const read = isOwnPost(post) ? labels.blog.readHere : fillIn(labels.blog.read, { platform: name });
      return [post.id, { date: formatPostDate(post.publishedAt, localeOf(content)), read, count }];
    }),
  );
  const intro = fillIn(labels.blog.intro, { platforms: platformsPhrase(posts.map((post) => platforms.get(post.id)!.name), localeOf(content)) });
  return {
    posts: words,
    lead: person.blogIntro ? `${person.blogIntro} ${intro}` : intro,
    follow: person.blogFollowUrl ? fillIn(labels.blog.follow, { platform: postPlatform(person.blogFollowUrl, person.siteUrl).name }) : '',
  };
}

/** The posts' platforms, most posts first (a tie in the posts' order), as a phrase in `locale`: "DEV and Medium". */
export function platformsPhrase(names: readonly string[], locale: string): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const ordered = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(ordered);
}
