import type { Labels, Person } from '../../content/types';
import { Picture } from '../images/Picture';
import type { ProfileLink } from '../site-data';
import { Tooltip } from '../tooltip/Tooltip';
import button from '../ui/Button.module.css';
import { Icon } from '../ui/icons';
import { ResumeLink } from '../ui/ResumeLink';
import { SocialLinks } from '../ui/SocialLinks';
import styles from './Hero.module.css';

export const HERO_ID = 'top'; // where the navigation's name and "Home" links lead
/** The hero background, a static asset (spec §2), drawn for each theme; the light one is optional (build.mjs). */
export const HERO_IMAGES = { dark: 'hero.png', light: 'hero-light.png' } as const;

export function Hero({ person, labels, profiles }: { person: Person; labels: Labels; profiles: readonly ProfileLink[] }) {
  const text = labels.hero;
  return (
    <section id={HERO_ID} className={styles.hero} aria-labelledby="hero-name">
      {/* The artwork of each theme. Both are in the HTML, as only the browser knows the theme;
          the other one is display: none, and a lazy image not displayed is never fetched.
          Without a light drawing the build gives the dark one that name too (build.mjs). */}
      {(['dark', 'light'] as const).map((theme) => (
        <Picture
          key={theme}
          name={HERO_IMAGES[theme]}
          alt=""
          sizes="100vw"
          className={`${styles.background} ${styles[theme]} after-paint`}
          loading="lazy"
          fetchPriority="high"
          decoding="async"
        />
      ))}
      <div className={styles.content}>
        <p className={styles.greeting}>{text.greeting}</p>
        <h1 id="hero-name" className={styles.name} tabIndex={-1}>
          {person.name}
        </h1>
        <p className={styles.title}>{person.title}</p>
        <p className={styles.intro}>{person.intro}</p>
        <div className={styles.actions}>
          <a href="#projects" className={button.primary}>
            {text.viewWork}
          </a>
          <a href="#contact" className={button.outline}>
            {text.contactMe}
          </a>
          <ResumeLink person={person} label={text.downloadResume} />
        </div>
        <SocialLinks person={person} labels={labels} profiles={profiles} className={styles.social} />
      </div>
      <Tooltip label={text.scrollDown}>
        <a href="#about" className={`${button.icon} ${styles.scroll}`} aria-label={text.scrollDown}>
          <Icon name="arrowDown" />
        </a>
      </Tooltip>
    </section>
  );
}
