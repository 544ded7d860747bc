// The owner's profiles, in their order, then the email link, as icon links (in the hero,
// contact and footer). Names and icons come from the addresses (src/builder/platforms.ts).

import { mailtoHref } from '../links';
import type { SiteLabels, Person } from '../../content/types';
import type { ProfileLink } from '../site-data';
import { Tooltip } from '../tooltip/Tooltip';
import button from './Button.module.css';
import { Icon, type IconName } from './icons';
import styles from './SocialLinks.module.css';

interface Props {
  person: Person;
  labels: SiteLabels;
  profiles: readonly ProfileLink[];
  className?: string;
}

export function SocialLinks({ person, labels, profiles, className }: Props) {
  const { email } = labels.social;
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {profiles.map(({ url, name, icon }) => (
        <IconLink key={url} href={url} label={name} name={`${name} ${labels.newTab}`} icon={icon} external />
      ))}
      <IconLink href={mailtoHref(person.email)} label={email} name={`${email}: ${person.email}`} icon="mail" />
    </ul>
  );
}

/**
 * One icon link, named for screen readers by `name` and for the eye by its tooltip, `label`. A
 * profile's is rel="me": the profile links back here, which Mastodon and others show as verified.
 */
function IconLink({ href, label, name, icon, external }: { href: string; label: string; name: string; icon: IconName; external?: boolean }) {
  return (
    <li>
      <Tooltip label={label}>
        <a href={href} className={button.icon} aria-label={name} {...(external && { target: '_blank', rel: 'me noopener noreferrer' })}>
          <Icon name={icon} />
        </a>
      </Tooltip>
    </li>
  );
}
