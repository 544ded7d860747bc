import type { ReactNode } from 'react';
import { BELOW_HERO_CLASS } from '../first-frame';
import styles from './Section.module.css';

/**
 * A home-page section: anchor id, heading and optional lead, on the shared grid. Every one
 * sits below the hero, so it waits for the first paint on a visit from the top (first-frame.ts).
 */
export function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} className={`${styles.section} ${BELOW_HERO_CLASS}`} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
