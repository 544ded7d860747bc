// The prerender bundle's entry: renders every page, the blog pages' main content and the
// prerendered sections to HTML. It imports App first, as client.tsx does, so both bundles hold
// the same CSS in the same order (the build checks they are byte-identical).

import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { BlogMain } from '../prerendered/blog/BlogMain';
import { TagsMain } from '../prerendered/blog/TagsMain';
import { PostHeader } from '../prerendered/blog/PostHeader';
import { PostMain } from '../prerendered/blog/PostMain';
import { buildInfo } from '../app/build-info';
import { newestJobsFirst, newestStudiesFirst } from '../prerendered/experience/order';
import { withBase } from '../app/router/router';
import { About } from '../prerendered/sections/About';
import { Experience, hasStory } from '../prerendered/sections/Experience';
import type { PrerenderedSections, SiteData } from '../app/site-data';
import type { Content } from '../content/types';
import type { ImageManifest } from '../app/images/manifest';
import { localeOf } from '../app/locale';
import { blogWords } from './site-data';
import { allPages, tagPathsOf, type SitePage } from './site-pages';

export { allPages };

/** The URL a page is rendered for: its path under the base, or a path no page has. */
export function pageUrl(page: SitePage): string {
  return withBase(page.path ?? '/404', buildInfo.basePath);
}

/** A page's HTML, rendered from the site data the browser will hydrate it with (makeSiteData); a blog page's main is its slot (pages/StaticPage.tsx). */
export function renderPage(page: SitePage, data: SiteData): string {
  return renderToString(<App url={pageUrl(page)} data={data} page={page.ref} />);
}

/**
 * The inside of each blog page's <main> (BlogMain.tsx, PostMain.tsx), or null for pages App
 * renders whole; `bodies` are own posts' HTML by id.
 */
export function blogMains(content: Content, bodies: Readonly<Record<string, string>>): (page: SitePage) => string | null {
  const words = blogWords(content);
  const tagPath = tagPathsOf(content);
  const labels = content.labels.blog;
  return (page) => {
    if (page.list) return renderToStaticMarkup(<BlogMain content={content} words={words} list={page.list} tagPath={tagPath} />);
    if (page.tags) return renderToStaticMarkup(<TagsMain content={content} tags={page.tags} />);
    if (!page.post) return null;
    const body = bodies[page.post.id];
    if (body === undefined) throw new Error(`own post ${page.post.id} has no body`);
    const header = renderToStaticMarkup(<PostHeader post={page.post} labels={labels} tagPath={tagPath} locale={localeOf(content)} />);
    return renderToStaticMarkup(<PostMain post={page.post} html={header + body} labels={labels} />);
  };
}

/**
 * The sections that ship as HTML alone: the inside of About, and of Experience with a career.
 * `images`: the build's manifest, for the portrait's address in About's h-card (none without it).
 */
export function renderSections(content: Content, images: ImageManifest = {}): PrerenderedSections {
  const portrait = content.person.portrait ? images[content.person.portrait]?.src : undefined;
  const about = inside(<About person={content.person} skillGroups={content.skillGroups} labels={content.labels.about} portrait={portrait} />);
  const sections: PrerenderedSections = { about };
  if (hasStory(content)) {
    sections.experience = inside(
      <Experience
        experience={newestJobsFirst(content.experience ?? [])}
        education={newestStudiesFirst(content.education ?? [])}
        labels={content.labels.experience}
        newTab={content.labels.newTab}
        locale={localeOf(content)}
      />,
    );
  }
  return sections;
}

/** A section's HTML without its <section> tags: PrerenderedSection renders the element itself, with the same attributes. */
function inside(element: ReactElement): string {
  const html = renderToStaticMarkup(element);
  const content = /^<section [^>]*>([\s\S]*)<\/section>$/.exec(html)?.[1];
  if (content === undefined) throw new Error(`a prerendered section did not render as one <section>: ${html.slice(0, 80)}`);
  return content;
}
