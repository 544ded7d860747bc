import type { SiteLabels } from '../../content/types';
import { Link } from '../router/react';
import { ThemeToggle } from '../theme/ThemeToggle';
import styles from './Page.module.css';

/**
 * The bar of the pages besides home: the owner's name on the left, a link home, so a visitor
 * who lands here knows whose site it is; the theme toggle on the right.
 */
export function TopBar({ name, labels }: { name: string; labels: SiteLabels }) {
  return (
    <header className={styles.topbar}>
      <div className={styles.topbarInner}>
        <Link href="/" className={styles.brand}>
          {name}
        </Link>
        <ThemeToggle labels={labels.theme} />
      </div>
    </header>
  );
}
