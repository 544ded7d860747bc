// The small text files a deployed site answers with besides its pages: sitemap.xml and
// robots.txt for crawlers, and the web manifest that names the home-screen icons.

import type { Content } from '../content/types';
import { absoluteUrl, canonicalUrl, escapeHtml } from './head';
import { fillTemplate } from '../app/page-titles';
import type { SitePage } from './site-pages';
import { NEUTRALS } from './themes';
import { FAVICON_SVG, PNG_ICONS } from './favicons';
import { mailtoHref } from '../app/links';
import { localeOf } from '../app/locale';

export const SITEMAP = 'sitemap.xml';
export const ROBOTS = 'robots.txt';

/**
 * When a page's content last changed, YYYY-MM-DD: a list's newest post or updatedAt, whichever is
 * later. Dates only, so a rebuild that changes nothing claims no change.
 */
export function lastModified(route: SitePage, content: Content): string {
  if (route.post) return route.post.publishedAt;
  if (!route.list) return content.updatedAt;
  return route.list.newest > content.updatedAt ? route.list.newest : content.updatedAt;
}

/** Every route with a canonical URL (so never the 404 page), https://www.sitemaps.org/protocol.html */
export function sitemapXml(routes: readonly SitePage[], content: Content, basePath: string): string {
  const entries = routes.flatMap((route) => {
    const url = canonicalUrl(route, content, basePath);
    // A post first published elsewhere is indexed there (its canonical), so it is not listed here.
    return url && route.path !== null && url === absoluteUrl(content, basePath, route.path) ? [`  <url>\n    <loc>${escapeHtml(url)}</loc>\n    <lastmod>${lastModified(route, content)}</lastmod>\n  </url>`] : [];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * Everything may be crawled: the 404 page keeps out of the index by its noindex, which a Disallow
 * would hide. Crawlers read robots.txt only at the origin's root.
 */
export function robotsTxt(content: Content, basePath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(content, basePath, SITEMAP)}\n`;
}

/** Where security.txt lives (RFC 9116 §3). */
export const SECURITY_TXT = '.well-known/security.txt';
// RFC 9116 §2.5.5: Expires should be less than a year ahead; the build writes it, so each
// deploy renews it. 364 days stays within the year whatever the leap years.
const SECURITY_TXT_DAYS = 364;
const DAY_MS = 24 * 60 * 60 * 1000;

/** security.txt (RFC 9116): where to report a flaw, until when that holds, in which language, and its own address. */
export function securityTxt(content: Content, basePath: string, now: Date): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + SECURITY_TXT_DAYS * DAY_MS);
  return [
    `Contact: ${mailtoHref(content.person.email)}`,
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${new Intl.Locale(localeOf(content)).language}`,
    `Canonical: ${absoluteUrl(content, basePath, SECURITY_TXT)}`,
    '',
  ].join('\n');
}

/** https://www.w3.org/TR/appmanifest/ — icon paths are relative to the manifest, so any base path works. */
export function webManifest(content: Content, basePath: string, year: number): string {
  const name = fillTemplate(content.labels.meta.appName, content, year);
  return `${JSON.stringify(
    {
      name,
      short_name: content.person.name,
      description: fillTemplate(content.person.homeDescription, content, year),
      start_url: basePath,
      scope: basePath,
      display: 'browser',
      background_color: NEUTRALS.dark.bg,
      theme_color: NEUTRALS.dark.bg,
      icons: [
        { src: FAVICON_SVG, sizes: 'any', type: 'image/svg+xml' },
        ...PNG_ICONS.filter((icon) => !icon.rel).map((icon) => ({ src: icon.file, sizes: `${icon.size}x${icon.size}`, type: 'image/png' })),
      ],
    },
    null,
    2,
  )}\n`;
}
