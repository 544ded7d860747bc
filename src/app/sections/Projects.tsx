import { useEffect, useRef } from 'react';
import type { SiteLabels, Project } from '../../content/types';
import { Section } from '../ui/Section';
import { ProjectCard } from './ProjectCard';
import { cardDelay } from './ProjectCardDelay';
import styles from './Projects.module.css';
import { revealOnView } from './reveal-on-view';

export function Projects({ projects, labels }: { projects: readonly Project[]; labels: SiteLabels }) {
  const grid = useRef<HTMLUListElement>(null);
  // The cards fade in as they come into view (reveal-on-view.ts).
  useEffect(() => revealOnView(grid.current!.children), []);
  return (
    <Section id="projects" title={labels.projects.title} lead={labels.projects.lead}>
      <ul ref={grid} className={styles.grid}>
        {projects.map((project, index) => (
          <ProjectCard key={project.title} project={project} delay={cardDelay(index)} labels={labels.projects} newTab={labels.newTab} />
        ))}
      </ul>
    </Section>
  );
}
