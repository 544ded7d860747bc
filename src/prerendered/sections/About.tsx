// The About section: the bio and the skills card. Rendered at build time only
// (renderSections in src/builder/prerender.tsx): the home page shows its HTML as it is
// (Prerendered.tsx says why).

import type { Labels, Person, SkillGroup } from '../../content/types';
import { Section } from '../../app/ui/Section';
import styles from './About.module.css';

interface AboutProps {
  person: Person;
  skillGroups: readonly SkillGroup[];
  labels: Labels['about'];
}

export function About({ person, skillGroups, labels }: AboutProps) {
  return (
    <Section id="about" title={labels.title} lead={labels.lead}>
      <div className={styles.grid}>
        <div className={styles.bio}>
          {person.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.skills} aria-labelledby="skills-title" role="group">
          <h3 id="skills-title" className={styles.skillsTitle}>
            {labels.skills}
          </h3>
          {skillGroups.map((group) => (
            <div key={group.title} className={styles.group}>
              <h4 className={styles.groupTitle}>{group.title}</h4>
              <ul className={styles.chips}>
                {group.skills.map((skill) => (
                  <li key={skill} className={styles.chip}>
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
