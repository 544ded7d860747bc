import type { SiteLabels } from '../../content/types';
import { Link } from '../router/react';
import { ThemeToggle } from '../theme/ThemeToggle';
import styles from './Page.module.css';

/** The other pages' bar: the owner's name, linking home, so a visitor knows whose site it is; the theme toggle. */
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
