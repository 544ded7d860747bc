// Code hosting, professional network and email as icon links (spec §2: hero, contact, footer).

import { mailtoHref } from '../links';
import type { Labels, Person } from '../../content/types';
import { Tooltip } from '../tooltip/Tooltip';
import button from './Button.module.css';
import { Icon, type IconName } from './icons';
import styles from './SocialLinks.module.css';

export function SocialLinks({ person, labels, className }: { person: Person; labels: Labels; className?: string }) {
  const { social, newTab } = labels;
  const links: { label: string; name: string; href: string; icon: IconName; external: boolean }[] = [
    { label: social.github, name: `${social.github} ${newTab}`, href: person.githubUrl, icon: 'github', external: true },
    { label: social.linkedin, name: `${social.linkedin} ${newTab}`, href: person.linkedinUrl, icon: 'linkedin', external: true },
    { label: social.email, name: `${social.email}: ${person.email}`, href: mailtoHref(person.email), icon: 'mail', external: false },
  ];
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {links.map(({ label, name, href, icon, external }) => (
        <li key={label}>
          <Tooltip label={label}>
            <a href={href} className={button.icon} aria-label={name} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <Icon name={icon} />
            </a>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
