// React binding for theme.ts: one toggle button. The prerender cannot know the visitor's theme,
// so the HTML has no aria-pressed and the icon follows CSS (--if-dark / --if-light); the state
// appears right after hydration, with no mismatch.

import { useSyncExternalStore } from 'react';
import type { SiteLabels } from '../../content/types';
import { Tooltip } from '../tooltip/Tooltip';
import { Icon } from '../ui/icons';
import { currentTheme, setTheme, subscribeTheme } from './theme';
import styles from './ThemeToggle.module.css';

export function ThemeToggle({ labels, className = '' }: { labels: SiteLabels['theme']; className?: string }) {
  const dark = useSyncExternalStore(subscribeTheme, () => currentTheme() === 'dark', () => undefined);
  return (
    <Tooltip label={dark === false ? labels.toDark : labels.toLight}>
      <button
        type="button"
        className={`${styles.toggle} ${className} needs-js`}
        aria-label={labels.dark}
        aria-pressed={dark}
        onClick={() => setTheme(dark ? 'light' : 'dark')}
      >
        <Icon name="moon" className={styles.moon} />
        <Icon name="sun" className={styles.sun} />
      </button>
    </Tooltip>
  );
}
