// The toast region: always in the page so screen readers know the live region before
// anything is announced. Alt+T moves focus to it (TOAST_HOTKEY).

import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SiteLabels } from '../../content/types';
import { Icon } from '../ui/icons';
import { TOAST_HOTKEY, TOAST_POSITION, toast as defaultStore, type ToastStore } from './store';
import styles from './Toaster.module.css';

export function Toaster({ labels, store = defaultStore }: { labels: SiteLabels['toast']; store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getVisible, store.getVisible);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey === TOAST_HOTKEY.altKey && event.code === TOAST_HOTKEY.code) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      className={styles.region}
      data-position={TOAST_POSITION}
      aria-label={`${labels.region} ${TOAST_HOTKEY.label}`}
      aria-live="polite"
      aria-relevant="additions text"
      tabIndex={-1}
      onMouseEnter={() => store.pause('pointer')}
      onMouseLeave={() => store.resume('pointer')}
      onFocus={() => store.pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.resume('focus');
      }}
    >
      {toasts.length > 0 && (
        <ol className={styles.list}>
          {toasts.map((item) => (
            <li key={item.id} className={styles.toast} data-kind={item.kind}>
              <p className={styles.message}>{item.message}</p>
              <button type="button" className={styles.close} aria-label={labels.dismiss} onClick={() => store.dismiss(item.id)}>
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
