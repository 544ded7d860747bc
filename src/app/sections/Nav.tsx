// Fixed navigation bar (spec §2). Items are real links, so they work without JavaScript;
// smooth scrolling and the landing offset are CSS (scroll-behavior, scroll-padding-top).

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { buildInfo } from '../build-info';
import type { Labels, Person } from '../../content/types';
import { withBase } from '../router/router';
import { ThemeToggle } from '../theme/ThemeToggle';
import button from '../ui/Button.module.css';
import { Icon } from '../ui/icons';
import { EXPERIENCE_ID } from './Prerendered';
import { HERO_ID } from './Hero';
import styles from './Nav.module.css';

export const SCROLL_THRESHOLD_PX = 50; // spec §9: transparent at or above this scrollY, blurred below
const MENU_ID = 'site-menu';

/** True once the page is scrolled more than `threshold` px; false while prerendering. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * `experience`: whether the home page has the Experience section, and so its item; `blog`:
 * whether the site has a blog page (with no posts it has none, nor a Blog item).
 */
export function Nav({ person, labels, themeLabels, experience, blog }: { person: Person; labels: Labels['nav']; themeLabels: Labels['theme']; experience: boolean; blog: boolean }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);

  // While open: Escape closes and returns focus to the toggle; a click elsewhere closes.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  const items = [
    { label: labels.home, href: `#${HERO_ID}` },
    { label: labels.about, href: '#about' },
    ...(experience ? [{ label: labels.experience, href: `#${EXPERIENCE_ID}` }] : []),
    { label: labels.projects, href: '#projects' },
    { label: labels.contact, href: '#contact' },
    // Spec §2: a full page navigation, not a client-side route change.
    ...(blog ? [{ label: labels.blog, href: withBase('/blogs', buildInfo.basePath) }] : []),
  ];

  return (
    <header ref={bar} className={styles.bar} data-scrolled={scrolled}>
      <nav className={styles.inner} aria-label={labels.label}>
        <a href={`#${HERO_ID}`} className={styles.brand}>
          {person.name}
        </a>
        <button
          ref={toggle}
          type="button"
          className={`${styles.toggle} needs-js`}
          aria-label={labels.menu}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen(!open)}
        >
          {open ? <Icon name="close" size={22} /> : <Icon name="menu" size={22} />}
        </button>
        <div id={MENU_ID} className={styles.menu} data-state={open ? 'open' : 'closed'}>
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.label}>
                <a href={item.href} className={styles.item} onClick={close}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <a href="#contact" className={`${button.primary} ${styles.hire}`} onClick={close}>
            {labels.hireMe}
          </a>
        </div>
        <ThemeToggle labels={themeLabels} />
      </nav>
    </header>
  );
}
