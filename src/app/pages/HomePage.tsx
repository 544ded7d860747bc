import { EXPERIENCE_ID, PrerenderedSection } from '../sections/Prerendered';
import { Contact } from '../sections/Contact';
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
        {/* About and Experience as the build rendered them (sections/Prerendered.tsx says why). */}
        <PrerenderedSection id="about" html={sections.about} />
        {sections.experience && <PrerenderedSection id={EXPERIENCE_ID} html={sections.experience} />}
        <Projects projects={content.projects} labels={content.labels} />
        <Contact content={content} />
      </main>
      <Footer content={content} sections={sections} />
    </>
  );
}
