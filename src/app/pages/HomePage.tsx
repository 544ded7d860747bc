import type { Content } from '../../content/types';
import { About } from '../sections/About';
import { Contact } from '../sections/Contact';
import { Experience, hasStory } from '../sections/Experience';
import { Footer } from '../sections/Footer';
import { Hero } from '../sections/Hero';
import { Nav } from '../sections/Nav';
import { Projects } from '../sections/Projects';

/**
 * Spec §2, top to bottom: navigation, hero, about, projects, contact, footer; with a career in
 * the content, its Experience section between About and Projects (issue 26).
 */
export function HomePage({ content }: { content: Content }) {
  const story = hasStory(content);
  return (
    <>
      <Nav person={content.person} labels={content.labels.nav} themeLabels={content.labels.theme} experience={story} />
      <main id="main" tabIndex={-1}>
        <Hero person={content.person} labels={content.labels} />
        <About person={content.person} skillGroups={content.skillGroups} labels={content.labels.about} />
        {story && <Experience experience={content.experience ?? []} education={content.education ?? []} labels={content.labels.experience} newTab={content.labels.newTab} />}
        <Projects projects={content.projects} labels={content.labels} />
        <Contact content={content} />
      </main>
      <Footer person={content.person} labels={content.labels} experience={story} />
    </>
  );
}
