// What each page tells browsers, search engines and link previews: title, description,
// canonical URL, Open Graph, Twitter, JSON-LD. Every URL is absolute (crawlers read the HTML
// alone). The 404 page is served at any path, so it has no canonical URL and asks not to be indexed.

import { DEFERRED_HEAD_ID } from '../app/deferred-head';
import { FAVICON_SVG, PNG_ICONS, WEB_MANIFEST } from './favicons';
import type { BlogPost, Content, Person } from '../content/types';
import { hrefOf, tagPath } from '../app/pages/blog-pages';
import { FEED_JSON_PATH, FEED_XML_PATH, mailtoHref, telHref } from '../app/links';
import { fillIn, fillTemplate, pageTitle } from '../app/page-titles';
import type { SitePage } from './site-pages';
import { jsonForScript } from '../app/site-data';
import { PREFERS_LIGHT } from '../app/theme/theme';
import { NEUTRALS } from './themes';
import { localeOf } from '../app/locale';
import { mastodonHandle } from './platforms';

// Open Graph's locale when a page names none: a link preview assumes US English.
const OG_DEFAULT_LOCALE = 'en_US';

/** The social card the build made: a path inside dist/ and its pixel size. */
export interface SocialCardFile {
  file: string;
  width: number;
  height: number;
}

export interface HeadOptions {
  basePath: string;
  year: number;
  card: SocialCardFile;
}

/** "https://site.example" + "/portfolio/" + "blogs" -> "https://site.example/portfolio/blogs". */
export function absoluteUrl(content: Content, basePath: string, sitePath: string): string {
  return new URL(basePath + sitePath.replace(/^\//, ''), content.person.siteUrl).href;
}

/** The URL search engines should index a route under (an own post's may be elsewhere); none for 404. */
export function canonicalUrl(route: SitePage, content: Content, basePath: string): string | null {
  if (route.post?.canonical) return route.post.canonical;
  return route.path === null ? null : absoluteUrl(content, basePath, route.path);
}

/** The owner's descriptions of home and blog, the interface's of the 404 page and a tag's list, a post's excerpt. */
export function pageDescription(route: SitePage, content: Content, year: number): string {
  const { person, labels } = content;
  if (route.post) return route.post.excerpt;
  if (route.list?.tag) return fillIn(fillTemplate(labels.descriptions.tag, content, year), { tag: route.list.tag.name });
  if (route.tags) return fillTemplate(labels.descriptions.tags, content, year);
  // The blog's lists exist only with posts, when validate.ts requires blogDescription.
  if (route.list) return fillTemplate(person.blogDescription ?? '', content, year);
  return fillTemplate(route.ref.key === 'home' ? person.homeDescription : labels.descriptions.notFound, content, year);
}

/**
 * Browsers fetch the tab icon and the manifest as soon as they see them, alongside the page.
 * Inside <noscript> they are text for scripted visitors, and the boot script adds them once
 * the first paint is done (src/app/boot.ts); without JavaScript they apply at once.
 */
export function deferredHeadTags(basePath: string): string {
  return (
    `<noscript id="${DEFERRED_HEAD_ID}">` +
    `<link rel="icon" href="${basePath}${FAVICON_SVG}" type="image/svg+xml">` +
    PNG_ICONS.filter((icon) => icon.rel === 'icon')
      .map((icon) => `<link rel="icon" href="${basePath}${icon.file}" sizes="${icon.size}x${icon.size}" type="image/png">`)
      .join('') +
    `<link rel="manifest" href="${basePath}${WEB_MANIFEST}">` +
    `</noscript>`
  );
}

/** Every tag a route's <head> gets from the content, as HTML. */
/** og:locale as Open Graph writes it, language_TERRITORY ("pt_BR"); none for its default. */
function ogLocale(locale: string): string[] {
  const { language, region } = new Intl.Locale(locale).maximize();
  const tag = region ? `${language}_${region}` : language;
  return tag === OG_DEFAULT_LOCALE ? [] : [meta('property', 'og:locale', tag)];
}

export function headTags(route: SitePage, content: Content, { basePath, year, card }: HeadOptions): string {
  const title = pageTitle(route.ref, content, year);
  const description = pageDescription(route, content, year);
  const canonical = canonicalUrl(route, content, basePath);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    // Both themes are supported; the stylesheet and the boot script pick one before the first paint.
    meta('name', 'color-scheme', 'dark light'),
    `<meta name="theme-color" content="${NEUTRALS.dark.bg}" media="not all and ${PREFERS_LIGHT}">`,
    `<meta name="theme-color" content="${NEUTRALS.light.bg}" media="${PREFERS_LIGHT}">`,
    ...PNG_ICONS.filter((icon) => icon.rel === 'apple-touch-icon').map(
      (icon) => `<link rel="${icon.rel}" href="${basePath}${icon.file}" sizes="${icon.size}x${icon.size}">`,
    ),
    // Feed readers and browser extensions find the blog's feeds from any page (feeds-out.ts),
    // when there is a blog.
    ...(content.posts.length ? feedLinks(content, basePath, year) : []),
  ];
  if (!canonical) return [...tags, meta('name', 'robots', 'noindex')].join('\n');

  const image = absoluteUrl(content, basePath, card.file);
  const imageAlt = fillTemplate(content.labels.meta.cardAlt, content, year);
  tags.push(
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', route.post ? 'article' : 'website'),
    ...fediverseCreator(route, content),
    meta('property', 'og:site_name', content.person.name),
    ...ogLocale(localeOf(content)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(card.width)),
    meta('property', 'og:image:height', String(card.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    // A data block, never executed, so the Content-Security-Policy needs no allowance for it.
    `<script type="application/ld+json">${jsonForScript(structuredData(route, content, basePath, card))}</script>`,
  );
  return tags.join('\n');
}

/** <link rel="alternate"> to the Atom and JSON feeds, named by the blog page's title. */
export function feedLinks(content: Content, basePath: string, year: number): string[] {
  const title = escapeHtml(fillTemplate(content.labels.titles.blog, content, year));
  return [
    `<link rel="alternate" type="application/atom+xml" title="${title}" href="${basePath}${FEED_XML_PATH.slice(1)}">`,
    `<link rel="alternate" type="application/feed+json" title="${title}" href="${basePath}${FEED_JSON_PATH.slice(1)}">`,
  ];
}

/** schema.org data: the person on the home page, a list page's articles, the tags, an own post. */
export function structuredData(route: SitePage, content: Content, basePath: string, card: SocialCardFile): object {
  const { person } = content;
  const home = absoluteUrl(content, basePath, '/');
  const author = { '@type': 'Person', name: person.name, url: home };
  if (route.post) {
    const page = absoluteUrl(content, basePath, route.path ?? '/');
    return { '@context': 'https://schema.org', ...blogPosting(route.post, author, content, basePath), url: page, mainEntityOfPage: canonicalUrl(route, content, basePath), image: absoluteUrl(content, basePath, card.file) };
  }
  if (route.list) {
    const { list } = route;
    return {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: list.tag ? fillIn(content.labels.blog.tagTitle, { tag: list.tag.name }) : content.labels.blog.title,
      url: canonicalUrl(route, content, basePath),
      numberOfItems: list.total,
      // The posts this page shows, in its order, numbered within the whole list.
      itemListElement: list.posts.map((post, index) => ({
        '@type': 'ListItem',
        position: list.offset + index + 1,
        item: blogPosting(post, author, content, basePath),
      })),
    };
  }
  if (route.tags) {
    return {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: content.labels.blog.tags,
      url: canonicalUrl(route, content, basePath),
      numberOfItems: route.tags.length,
      itemListElement: route.tags.map((tag, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: tag.name,
        url: absoluteUrl(content, basePath, hrefOf(tagPath(tag.slug))),
      })),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    jobTitle: person.title,
    description: person.intro,
    url: home,
    email: mailtoHref(person.email),
    // Optional fields are left out rather than written empty.
    ...(person.phone ? { telephone: telHref(person.phone).slice('tel:'.length) } : {}),
    ...(person.location ? { address: person.location } : {}),
    sameAs: sameAs(person),
    knowsAbout: content.skillGroups.flatMap((group) => group.skills),
    ...careerData(content),
  };
}

/** The career in schema.org's words: worksFor, the current jobs; alumniOf, the studies that have ended. */
export function careerData({ experience = [], education = [] }: Pick<Content, 'experience' | 'education'>): object {
  const organisation = (type: string, name: string, url: string | undefined) => ({ '@type': type, name, ...(url ? { url } : {}) });
  const employers = experience.filter((job) => job.end === undefined).map((job) => organisation('Organization', job.company, job.url));
  const schools = education
    .filter((study) => study.endYear !== undefined || study.startYear === undefined)
    .map((study) => organisation('EducationalOrganization', study.institution, study.url));
  return {
    ...(employers.length ? { worksFor: employers.length === 1 ? employers[0] : employers } : {}),
    ...(schools.length ? { alumniOf: schools } : {}),
  };
}

/** On a post's page, the owner's Mastodon handle, which Mastodon shows as the author of a shared link. */
function fediverseCreator(route: SitePage, content: Content): string[] {
  const handle = route.post ? mastodonHandle(content.person.profiles, content.person.siteUrl) : null;
  return handle ? [meta('name', 'fediverse:creator', handle)] : [];
}

/** Every profile of the person, and where they blog if that is not one of them. */
function sameAs(person: Person): string[] {
  const urls = person.profiles.map((profile) => (typeof profile === 'string' ? profile : profile.url));
  if (person.blogFollowUrl && !urls.includes(person.blogFollowUrl)) urls.push(person.blogFollowUrl);
  return urls;
}

function blogPosting(post: BlogPost, author: object, content: Content, basePath: string) {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    // An own post's url is a path here (site-posts.ts): absolute, like every URL of the data.
    url: post.url.startsWith('/') ? absoluteUrl(content, basePath, post.url) : post.url,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    author,
  };
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}
