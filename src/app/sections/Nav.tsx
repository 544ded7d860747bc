// Fixed navigation bar. Items are real links, so they work without JavaScript;
// smooth scrolling and the landing offset are CSS (scroll-behavior, scroll-padding-top).

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SiteLabels, Person } from '../../content/types';
import { blogHref } from '../links';
import { ThemeToggle } from '../theme/ThemeToggle';
import button from '../ui/Button.module.css';
import { Icon } from '../ui/icons';
import { EXPERIENCE_ID } from './Prerendered';
import { HERO_ID } from './Hero';
import styles from './Nav.module.css';

export const SCROLL_THRESHOLD_PX = 50; // the bar is transparent up to this scrollY, translucent and blurred past it
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

/** The in-page item a visitor is at: the last section whose top is above a third of the screen. */
function currentSection(hrefs: string[]): string | undefined {
  return hrefs.filter((href) => href[0] === '#' && document.querySelector(href)!.getBoundingClientRect().top <= innerHeight / 3).pop();
}

/** `experience`, `blog`: whether the home page has that section and the site a blog, and so their items. */
export function Nav({ person, labels, themeLabels, experience, blog }: { person: Person; labels: SiteLabels['nav']; themeLabels: SiteLabels['theme']; experience: boolean; blog: boolean }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  // The small screens' menu: closed, or open at the item of the section in view.
  const [open, setOpen] = useState<string | false>(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);

  const close = () => setOpen(false);
  // Closed by Escape or the scrim, the menu gives focus back to its toggle.
  const dismiss = () => {
    close();
    toggle.current!.focus();
  };

  // While open, a modal sheet (WAI-ARIA APG dialog): Escape closes it, and Tab cycles within it.
  useEffect(() => {
    if (open === false) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
    const onFocusIn = (event: FocusEvent) => bar.current!.contains(event.target as Node) || toggle.current!.focus();
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const items = [
    { label: labels.home, href: `#${HERO_ID}` },
    { label: labels.about, href: '#about' },
    ...(experience ? [{ label: labels.experience, href: `#${EXPERIENCE_ID}` }] : []),
    { label: labels.projects, href: '#projects' },
    { label: labels.contact, href: '#contact' },
    // A full page load, as the footer's link (links.ts says why).
    ...(blog ? [{ label: labels.blog, href: blogHref() }] : []),
  ];

  return (
    <>
      <header ref={bar} className={styles.bar} data-scrolled={scrolled}>
        <nav className={styles.inner} aria-label={labels.label}>
          <a href={`#${HERO_ID}`} className={styles.brand} onClick={close}>
            {person.name}
          </a>
          <button
            ref={toggle}
            type="button"
            className={`${styles.toggle} needs-js`}
            aria-label={labels.menu}
            aria-expanded={open !== false}
            aria-controls={MENU_ID}
            onClick={() => setOpen(open === false && (currentSection(items.map((item) => item.href)) ?? ''))}
          >
            <Icon name={open === false ? 'menu' : 'close'} size={22} />
          </button>
          <div id={MENU_ID} className={styles.menu} data-state={open === false ? 'closed' : 'open'}>
            <ul className={styles.items}>
              {items.map((item) => (
                <li key={item.label}>
                  <a href={item.href} className={styles.item} aria-current={item.href === open ? 'location' : undefined} onClick={close}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
            <a href="#contact" className={`${button.ghost} ${styles.hire}`} onClick={close}>
              {labels.hireMe}
            </a>
          </div>
          <ThemeToggle labels={themeLabels} />
        </nav>
      </header>
      {/* Outside the bar, whose blur would make it the scrim's containing block. */}
      {open !== false && <div className={styles.scrim} onClick={dismiss} />}
    </>
  );
}
