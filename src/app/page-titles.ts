// Page titles and the "{name}"-style templates of the content, filled in. Plain functions
// without JSX, so the build's modules (head.ts, site-files.ts) use them without the pages.

import type { Content, SiteLabels } from '../content/types';

/** Which of content.labels.titles a page has. */
export type PageKey = keyof SiteLabels['titles'];

/** Fills "{name} · {year}" style templates from the content. */
export function fillTemplate(template: string, content: Pick<Content, 'person'>, year: number): string {
  return fillIn(template, ownerWords(content, year));
}

function ownerWords({ person }: Pick<Content, 'person'>, year: number): Record<string, string> {
  return { name: person.name, title: person.title, year: String(year) };
}

/** Whether the site has a blog page (sitePages' rule), so a link to the blog is there exactly when the page is. */
export function hasBlog(content: Pick<Content, 'posts'>): boolean {
  return content.posts.length > 0;
}

/** "Read on {platform}" with { platform: 'DEV' } -> "Read on DEV"; an unknown {word} stays. */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/**
 * A page's title: its template in content.labels.titles filled with the owner's words and the
 * page's own ({post}, {tag}, {page}, {pages}) in one pass, so filled-in words stay as written.
 */
export function pageTitle(page: { key: PageKey; values?: Readonly<Record<string, string>> }, content: Pick<Content, 'person'> & { labels: SiteLabels }, year: number): string {
  return fillIn(content.labels.titles[page.key], { ...ownerWords(content, year), ...page.values });
}
