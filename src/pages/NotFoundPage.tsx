import { useEffect } from 'react';
import type { Labels } from '../content/types';
import { Link } from '../router/react';
import button from '../ui/Button.module.css';
import { Icon } from '../ui/icons';
import styles from './Page.module.css';

/** Spec §2 and §8: '404', 'Oops! Page not found', 'Return to Home'; the path goes to the console. */
export function NotFoundPage({ path, labels }: { path: string; labels: Labels['notFound'] }) {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <main id="main" tabIndex={-1} className={styles.centered}>
      <h1 className={styles.code} tabIndex={-1}>
        {labels.code}
      </h1>
      <p className={styles.message}>{labels.message}</p>
      <Link href="/" className={button.primary}>
        <Icon name="arrowLeft" size={18} />
        {labels.home}
      </Link>
    </main>
  );
}
