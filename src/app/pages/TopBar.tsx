import type { ReactNode } from 'react';
import type { Labels } from '../../content/types';
import { ThemeToggle } from '../theme/ThemeToggle';
import styles from './Page.module.css';

/** The bar of the pages besides home: a way back on the left, the theme toggle on the right. */
export function TopBar({ labels, children }: { labels: Labels; children: ReactNode }) {
  return (
    <header className={styles.topbar}>
      <div className={styles.topbarInner}>
        {children}
        <ThemeToggle labels={labels.theme} />
      </div>
    </header>
  );
}
