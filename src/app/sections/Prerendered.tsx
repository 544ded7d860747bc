// Home-page sections with no state or handlers, About and Experience: the build renders them
// to HTML once (renderSections in src/builder/prerender.tsx, from About.tsx and Experience.tsx)
// and the pages show that HTML as it is, hydrated by the same string from the site data
// (PrerenderedSections), so none of their code reaches the browser. Their stylesheets are
// imported here, in the App's import graph, so the
// client's and the prerender's CSS stay the same, in the same order (build.mjs checks).

import section from '../ui/Section.module.css';
import '../../prerendered/sections/About.module.css';
import '../../prerendered/sections/Experience.module.css';

/** The Experience section's anchor: the navigation's and the footer's #experience. */
export const EXPERIENCE_ID = 'experience';

/** A section as Section (ui/Section.tsx) renders it, with the inside the build rendered. */
export function PrerenderedSection({ id, html }: { id: string; html: string }) {
  return <section id={id} className={section.section} aria-labelledby={`${id}-title`} dangerouslySetInnerHTML={{ __html: html }} />;
}
