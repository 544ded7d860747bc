// About and Experience, which have no state: the build renders them to HTML once
// (src/builder/prerender.tsx) and the page shows that HTML, so none of their code ships. Their
// stylesheets are imported here, so the client's and the prerender's CSS stay the same.

import section from '../ui/Section.module.css';
import '../../prerendered/sections/About.module.css';
import '../../prerendered/sections/Experience.module.css';

/** The Experience section's anchor: the navigation's and the footer's #experience. */
export const EXPERIENCE_ID = 'experience';

/** A section as Section (ui/Section.tsx) renders it, with the inside the build rendered. */
export function PrerenderedSection({ id, html }: { id: string; html: string }) {
  return <section id={id} className={section.section} aria-labelledby={`${id}-title`} dangerouslySetInnerHTML={{ __html: html }} />;
}
