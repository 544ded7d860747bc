// Page titles and the "{name}"-style templates of the content, filled in. Plain functions
// without JSX, so the build's tools (head.ts, site-files.ts) use them without the pages.

import type { Content, Labels } from '../content/types';

/** Which of content.labels.titles a page has. */
export type PageKey = keyof Labels['titles'];

/** Fills "{name} · {year}" style templates from the content. */
export function fillTemplate(template: string, content: Pick<Content, 'person'>, year: number): string {
  const values: Record<string, string> = { name: content.person.name, title: content.person.title, year: String(year) };
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * Whether the site has a blog page: the pages' rule (sitePages in src/build/site-pages.ts), which
 * the menu and the footer ask too, so a link to the blog is there exactly when the page is.
 */
export function hasBlog(content: Pick<Content, 'posts'>): boolean {
  return content.posts.length > 0;
}

/** "Read on {platform}" with { platform: 'DEV' } -> "Read on DEV"; an unknown {word} stays. */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * A page's title: its template in content.labels.titles with the owner's words, then the page's
 * own ({post}, {tag}, {page}, {pages}: src/build/site-pages.ts), filled last so that a post's
 * or a tag's words are taken as written, "{year}" in them included.
 */
export function pageTitle(page: { key: PageKey; values?: Readonly<Record<string, string>> }, content: Pick<Content, 'person' | 'labels'>, year: number): string {
  return fillIn(fillTemplate(content.labels.titles[page.key], content, year), page.values ?? {});
}
