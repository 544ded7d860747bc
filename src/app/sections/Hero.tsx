import type { SiteLabels, Person } from '../../content/types';
import { Picture } from '../images/Picture';
import { DESKTOP_PX } from '../styles/breakpoints';
import type { ProfileLink } from '../site-data';
import { Tooltip } from '../tooltip/Tooltip';
import button from '../ui/Button.module.css';
import { Icon } from '../ui/icons';
import { ResumeLink } from '../ui/ResumeLink';
import { SocialLinks } from '../ui/SocialLinks';
import styles from './Hero.module.css';

export const HERO_ID = 'top'; // where the navigation's name and "Home" links lead
/** The hero background, a static asset, drawn for each theme; the light one is optional (build.mjs). */
export const HERO_IMAGES = { dark: 'hero.png', light: 'hero-light.png' } as const;
// The art's region (Hero.module.css): beside the text from 1024 px, a column of 240–400 px
// (400 from about 1160 px); before, a band below the text 56vw tall (200–360 px), in which
// a square picture is 56vw wide and a wider one up to the column's width: 75vw is between.
export const ART_SIZES = `(min-width: ${DESKTOP_PX}px) 400px, 75vw`;
// The portrait is drawn at 72 px, 88 px from 768 px (Hero.module.css), at up to 3x.
export const PORTRAIT_SIZES = '88px';

export function Hero({ person, labels, profiles }: { person: Person; labels: SiteLabels; profiles: readonly ProfileLink[] }) {
  const text = labels.hero;
  return (
    <section id={HERO_ID} className={styles.hero} aria-labelledby="hero-name">
      <div className={styles.inner}>
        <div className={styles.content}>
          {/* The owner's photo, small and round (optional): alt names who it shows. Low
              priority: the words beside it are what a visitor reads first, so on a slow link
              the page's own script and data go before a 72 px picture. Chrome raises a
              picture in view to high priority otherwise, and Lighthouse then counts its
              download towards the hero's LCP, which is the intro's text. */}
          {person.portrait && (
            <Picture name={person.portrait} alt={person.name} sizes={PORTRAIT_SIZES} className={styles.portrait} decoding="async" fetchPriority="low" />
          )}
          <p className={styles.greeting}>{text.greeting}</p>
          <h1 id="hero-name" className={styles.name} tabIndex={-1}>
            {person.name}
          </h1>
          <p className={styles.title}>{person.title}</p>
          <p className={styles.intro}>{person.intro}</p>
          {/* One call to action; the other two are quieter by design. */}
          <div className={styles.actions}>
            <a href="#projects" className={button.primary}>
              {text.viewWork}
            </a>
            <a href="#contact" className={button.ghost}>
              {text.contactMe}
            </a>
            <ResumeLink person={person} label={text.downloadResume} />
          </div>
          <SocialLinks person={person} labels={labels} profiles={profiles} className={styles.social} />
        </div>
        {/* The artwork of each theme, the hero's background image, in a region of its
            own, so it never lies under the text. Both are in the HTML, as only the browser
            knows the theme; the other one is display: none, and a lazy image not displayed is
            never fetched. Without a light drawing the build gives the dark one that name too. */}
        <div className={styles.art}>
          {(['dark', 'light'] as const).map((theme) => (
            <Picture
              key={theme}
              name={HERO_IMAGES[theme]}
              alt=""
              sizes={ART_SIZES}
              className={`${styles.background} ${styles[theme]} after-paint`}
              loading="lazy"
              fetchPriority="high"
              decoding="async"
            />
          ))}
        </div>
      </div>
      <Tooltip label={text.scrollDown}>
        <a href="#about" className={`${button.icon} ${styles.scroll}`} aria-label={text.scrollDown}>
          <Icon name="arrowDown" />
        </a>
      </Tooltip>
    </section>
  );
}
