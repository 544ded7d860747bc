import type { Labels, Person } from '../content/types';
import { mailtoHref, telHref } from '../content/links';
import { Link } from '../router/react';
import { useCurrentYear } from '../time/year';
import { EmailText } from '../ui/EmailText';
import { SocialLinks } from '../ui/SocialLinks';
import styles from './Footer.module.css';

export function Footer({ person, labels }: { person: Person; labels: Labels }) {
  const year = useCurrentYear();
  const text = labels.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{person.name}</p>
          <p className={styles.bio}>{person.shortBio}</p>
          <SocialLinks person={person} labels={labels} />
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {text.quickLinks}
          </h2>
          <ul className={styles.list}>
            <li><a href="#about">{text.about}</a></li>
            <li><a href="#projects">{text.projects}</a></li>
            <li><Link href="/blogs">{text.blogs}</Link></li>
            <li><a href="#contact">{text.contact}</a></li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{text.contactTitle}</h2>
          <ul className={styles.list}>
            <li>
              <a href={mailtoHref(person.email)}>
                <EmailText address={person.email} />
              </a>
            </li>
            <li><a href={telHref(person.phone)}>{person.phone}</a></li>
            <li>{person.location}</li>
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>
        © {year} {person.name}. {text.rights}
      </p>
    </footer>
  );
}
