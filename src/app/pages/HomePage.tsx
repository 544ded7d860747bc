import type { Content } from '../../content/types';
import { About } from '../sections/About';
import { Contact } from '../sections/Contact';
import { Footer } from '../sections/Footer';
import { Hero } from '../sections/Hero';
import { Nav } from '../sections/Nav';
import { Projects } from '../sections/Projects';

/** Spec §2, top to bottom: navigation, hero, about, projects, contact, footer. */
export function HomePage({ content }: { content: Content }) {
  return (
    <>
      <Nav person={content.person} labels={content.labels.nav} themeLabels={content.labels.theme} />
      <main id="main" tabIndex={-1}>
        <Hero person={content.person} labels={content.labels} />
        <About person={content.person} skillGroups={content.skillGroups} labels={content.labels.about} />
        <Projects projects={content.projects} labels={content.labels} />
        <Contact content={content} />
      </main>
      <Footer person={content.person} labels={content.labels} />
    </>
  );
}
