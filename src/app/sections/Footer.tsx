import { blogHref, mailtoHref, telHref } from '../links';
import { buildInfo } from '../build-info';
import type { PageProps } from '../routes';
import { withBase } from '../router/router';
import { useCurrentYear } from '../time/year';
import { EmailText } from '../ui/EmailText';
import { SocialLinks } from '../ui/SocialLinks';
import { EXPERIENCE_ID } from './Prerendered';
import styles from './Footer.module.css';

/**
 * Every page's footer. Its section links name the home page ("/#about"); Experience's is there
 * when the home page has the section, the blog's when the site has a blog.
 */
export function Footer({ content, links, sections }: Omit<PageProps, 'pathname'>) {
  const { person, labels } = content;
  const year = useCurrentYear();
  const text = labels.footer;
  const home = withBase('/', buildInfo.basePath);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{person.name}</p>
          <p className={styles.bio}>{person.shortBio}</p>
          <SocialLinks person={person} labels={labels} profiles={links.profiles} />
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {text.quickLinks}
          </h2>
          <ul className={styles.list}>
            <li><a href={`${home}#about`}>{text.about}</a></li>
            {sections.experience && <li><a href={`${home}#${EXPERIENCE_ID}`}>{text.experience}</a></li>}
            <li><a href={`${home}#projects`}>{text.projects}</a></li>
            {/* A full page load, as the nav's Blog item (links.ts says why). */}
            {links.blog && <li><a href={blogHref()}>{text.blogs}</a></li>}
            <li><a href={`${home}#contact`}>{text.contact}</a></li>
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
            {person.phone && <li><a href={telHref(person.phone)}>{person.phone}</a></li>}
            {person.location && <li>{person.location}</li>}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>
        © {year} {person.name}. {text.rights}
      </p>
    </footer>
  );
}
