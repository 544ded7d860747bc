// Page titles and the "{name}"-style templates of the content, filled in. Plain functions
// without JSX, so the build's tools (head.ts, site-files.ts) use them without the pages.

import type { Content, Labels } from '../content/types';

/** Which of content.labels.titles a page has. */
export type PageKey = keyof Labels['titles'];

/** Fills "{name} · {year}" style templates from the content. */
export function fillTemplate(template: string, content: Content, year: number): string {
  const values: Record<string, string> = { name: content.person.name, title: content.person.title, year: String(year) };
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * Whether the site has a blog page: the route table's rule (siteRoutes in routes.tsx), which
 * the menu and the footer ask too, so a link to the blog is there exactly when the page is.
 */
export function hasBlog(content: Pick<Content, 'posts'>): boolean {
  return content.posts.length > 0;
}

/** "Read on {platform}" with { platform: 'DEV' } -> "Read on DEV"; an unknown {word} stays. */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export function pageTitle(route: { key: PageKey; post?: { title: string } }, content: Content, year: number): string {
  // A post's page names the post ({post}), filled last so its title is taken as written.
  return fillTemplate(content.labels.titles[route.key], content, year).replace('{post}', (match) => route.post?.title ?? match);
}
