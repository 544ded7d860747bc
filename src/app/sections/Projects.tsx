import type { Labels, Project } from '../../content/types';
import { Section } from '../ui/Section';
import { ProjectCard } from './ProjectCard';
import { cardDelay } from './ProjectCardDelay';
import styles from './Projects.module.css';

export function Projects({ projects, labels }: { projects: readonly Project[]; labels: Labels }) {
  return (
    <Section id="projects" title={labels.projects.title} lead={labels.projects.lead}>
      <ul className={styles.grid}>
        {projects.map((project, index) => (
          <ProjectCard key={project.title} project={project} delay={cardDelay(index)} labels={labels.projects} newTab={labels.newTab} />
        ))}
      </ul>
    </Section>
  );
}
