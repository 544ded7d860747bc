import type { PageProps } from '../routes';
import { Contact } from '../sections/Contact';
import { Footer } from '../sections/Footer';
import { Hero } from '../sections/Hero';
import { Nav } from '../sections/Nav';
import { EXPERIENCE_ID, PrerenderedSection } from '../sections/Prerendered';
import { Projects } from '../sections/Projects';

/** Top to bottom: nav, hero, about, (experience,) projects, contact, footer. */
export function HomePage({ content, links, sections }: PageProps) {
  const { person, labels } = content;
  return (
    <>
      <Nav person={person} labels={labels.nav} themeLabels={labels.theme} experience={Boolean(sections.experience)} blog={links.blog} />
      <main id="main" tabIndex={-1}>
        <Hero person={person} labels={labels} profiles={links.profiles} />
        {/* About and Experience as the build rendered them (sections/Prerendered.tsx says why). */}
        <PrerenderedSection id="about" html={sections.about} />
        {sections.experience && <PrerenderedSection id={EXPERIENCE_ID} html={sections.experience} />}
        <Projects projects={content.projects} labels={labels} />
        <Contact content={content} profiles={links.profiles} />
      </main>
      <Footer content={content} links={links} sections={sections} />
    </>
  );
}
