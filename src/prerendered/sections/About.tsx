// The About section: the bio and the skills card. Rendered at build time only
// (renderSections in src/builder/prerender.tsx): the home page shows its HTML as it is
// (Prerendered.tsx says why). The bio is the owner's h-card (microformats2), which IndieWeb
// readers and webmention receivers read: the bio is its note, and what the page shows elsewhere
// (name, title, photo, site, email, profiles) is given as <data> values, seen by no one.

import type { Labels, Person, SkillGroup } from '../../content/types';
import { mailtoHref } from '../../app/links';
import { Section } from '../../app/ui/Section';
import styles from './About.module.css';

interface AboutProps {
  person: Person;
  skillGroups: readonly SkillGroup[];
  labels: Labels['about'];
  /** The portrait's address, when the owner has one. */
  portrait?: string | undefined;
}

export function About({ person, skillGroups, labels, portrait }: AboutProps) {
  return (
    <Section id="about" title={labels.title} lead={labels.lead}>
      <div className={styles.grid}>
        <div className={`${styles.bio} h-card`}>
          {person.bio.map((paragraph, i) => (
            <p key={paragraph} className="p-note">
              {paragraph}
              {/* Empty and inline, in the last paragraph: they take no room in the bio's grid. */}
              {i === person.bio.length - 1 && (
                <>
                  <data className="p-name" value={person.name} />
                  <data className="p-job-title" value={person.title} />
                  <data className="u-url u-uid" value={person.siteUrl} />
                  {portrait && <data className="u-photo" value={portrait} />}
                  <data className="u-email" value={mailtoHref(person.email)} />
                  {person.profiles.map((profile) => {
                    const url = typeof profile === 'string' ? profile : profile.url;
                    return <data key={url} className="u-url" value={url} />;
                  })}
                </>
              )}
            </p>
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
