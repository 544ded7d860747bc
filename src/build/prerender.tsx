// The prerender bundle's entry: build.mjs bundles it for Node and calls it to render every
// route to HTML, and the sections the pages show as prerendered HTML. It holds the App, the
// route table and those sections and nothing else (the build's tools are tools.ts), and
// imports App exactly as client.tsx does, and first, so both bundles hold the same CSS in the
// same order (build.mjs checks that the two stylesheets are byte-identical, which keeps class
// names in step).

import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { PostHeader } from '../app/blog/PostHeader';
import { buildInfo } from '../app/build-info';
import { withBase } from '../app/router/router';
import { allRoutes, type Route } from '../app/routes';
import { BlogMain } from '../app/blog/BlogMain';
import { newestFirst } from '../app/blog/newestFirst';
import { newestJobsFirst, newestStudiesFirst } from '../app/experience/order';
import { hasBlog } from '../app/page-titles';
import { About } from '../app/sections/About';
import { Experience, hasStory } from '../app/sections/Experience';
import type { PrerenderedSections, SiteData } from '../app/site-data';
import type { BlogPost, Content, Labels } from '../content/types';
import { siteLinks } from './site-data';

export { allRoutes };

/** The URL a route is rendered for: its path under the base, or a path no route matches. */
export function routeUrl(route: Route): string {
  return withBase(route.path ?? '/404', buildInfo.basePath);
}

/** A page's HTML, rendered from the site data the browser will hydrate it with (makeSiteData). */
export function renderRoute(route: Route, data: SiteData): string {
  return renderToString(<App url={routeUrl(route)} data={data} />);
}

/** The date, read time and tags that open an own post's body (blog/PostHeader.tsx), as static HTML. */
export function renderPostHeader(post: BlogPost, labels: Labels['blog']): string {
  return renderToStaticMarkup(<PostHeader post={post} labels={labels} />);
}

/**
 * The sections that ship as HTML alone (PrerenderedSections): the inside of About, of
 * Experience, jobs and studies newest first, when the content has a career, and of the blog
 * page's main when there are posts.
 */
export function renderSections(content: Content): PrerenderedSections {
  const about = inside(<About person={content.person} skillGroups={content.skillGroups} labels={content.labels.about} />);
  const sections: PrerenderedSections = { about };
  if (hasStory(content)) {
    sections.experience = inside(
      <Experience
        experience={newestJobsFirst(content.experience ?? [])}
        education={newestStudiesFirst(content.education ?? [])}
        labels={content.labels.experience}
        newTab={content.labels.newTab}
      />,
    );
  }
  if (hasBlog(content)) {
    // As makeSiteData shows them: newest first, with the words siteLinks wrote for each.
    const shown = { ...content, posts: newestFirst(content.posts) };
    sections.blog = renderToStaticMarkup(<BlogMain content={shown} links={siteLinks(shown)} />);
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
