import { About } from '../sections/About';
import { Contact } from '../sections/Contact';
import { EXPERIENCE_ID } from '../sections/experience-anchor';
import section from '../ui/Section.module.css';
import { Footer } from '../sections/Footer';
import { Hero } from '../sections/Hero';
import { Nav } from '../sections/Nav';
import { Projects } from '../sections/Projects';
import type { PageProps } from '../routes';

/**
 * Spec §2, top to bottom: navigation, hero, about, projects, contact, footer; with a career in
 * the content, its Experience section between About and Projects (issue 26).
 */
export function HomePage({ content, sections }: PageProps) {
  const story = Boolean(sections.experience);
  return (
    <>
      <Nav person={content.person} labels={content.labels.nav} themeLabels={content.labels.theme} experience={story} />
      <main id="main" tabIndex={-1}>
        <Hero person={content.person} labels={content.labels} />
        <About person={content.person} skillGroups={content.skillGroups} labels={content.labels.about} />
        {/* The Experience section, as the build rendered it (sections/experience-anchor.ts says why). */}
        {sections.experience && (
          <section id={EXPERIENCE_ID} className={section.section} aria-labelledby="experience-title" dangerouslySetInnerHTML={{ __html: sections.experience }} />
        )}
        <Projects projects={content.projects} labels={content.labels} />
        <Contact content={content} />
      </main>
      <Footer person={content.person} labels={content.labels} experience={story} />
    </>
  );
}
