import { hasBlog } from '../page-titles';
import type { PageProps } from '../routes';
import { About } from '../sections/About';
import { Contact } from '../sections/Contact';
import { Footer } from '../sections/Footer';
import { Hero } from '../sections/Hero';
import { Nav } from '../sections/Nav';
import { Projects } from '../sections/Projects';

/** Spec §2, top to bottom: navigation, hero, about, projects, contact, footer. */
export function HomePage({ content, links }: PageProps) {
  const { person, labels } = content;
  return (
    <>
      <Nav person={person} labels={labels.nav} themeLabels={labels.theme} blog={hasBlog(content)} />
      <main id="main" tabIndex={-1}>
        <Hero person={person} labels={labels} profiles={links.profiles} />
        <About person={person} skillGroups={content.skillGroups} labels={labels.about} />
        <Projects projects={content.projects} labels={labels} />
        <Contact content={content} profiles={links.profiles} />
      </main>
      <Footer content={content} links={links} />
    </>
  );
}
