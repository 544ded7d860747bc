import type { ReactNode } from 'react';
import type { SiteContent } from '../site-data';
import { mailtoHref, telHref } from '../links';
import button from '../ui/Button.module.css';
import { CopyButton } from '../ui/CopyButton';
import { EmailText } from '../ui/EmailText';
import { Icon } from '../ui/icons';
import { ResumeLink } from '../ui/ResumeLink';
import { Section } from '../ui/Section';
import { SocialLinks } from '../ui/SocialLinks';
import type { ProfileLink } from '../site-data';
import styles from './Contact.module.css';

/** Email always; phone and location when the owner gives them (content.ts leaves them out otherwise). */
export function Contact({ content, profiles }: { content: SiteContent; profiles: readonly ProfileLink[] }) {
  const { person, message, labels } = content;
  const text = labels.contact;
  const { phone, location } = person;
  return (
    <Section id="contact" title={text.title} lead={person.contactLead}>
      <div className={styles.grid}>
        <div className={styles.details}>
          <ul className={styles.cards}>
            <DetailCard icon={<Icon name="mail" />} label={text.email} copy={<CopyButton value={person.email} what={text.email} labels={text} />}>
              <a href={mailtoHref(person.email)}>
                <EmailText address={person.email} />
              </a>
            </DetailCard>
            {phone && (
              <DetailCard icon={<Icon name="phone" />} label={text.phone} copy={<CopyButton value={phone} what={text.phone} labels={text} />}>
                <a href={telHref(phone)}>{phone}</a>
              </DetailCard>
            )}
            {location && (
              <DetailCard icon={<Icon name="mapPin" />} label={text.location}>
                {location}
              </DetailCard>
            )}
          </ul>
          <div className={styles.follow}>
            <h3 className={styles.followTitle}>{text.findMe}</h3>
            <SocialLinks person={person} labels={labels} profiles={profiles} />
          </div>
        </div>
        <div className={styles.cta}>
          <h3 className={styles.ctaTitle}>{text.readyTitle}</h3>
          <p className={styles.ctaText}>{person.availability}</p>
          <div className={styles.ctaActions}>
            <a href={mailtoHref(person.email, message)} className={button.primary}>
              <Icon name="send" size={18} />
              {text.sendMessage}
            </a>
            <ResumeLink person={person} label={text.downloadResume} />
          </div>
        </div>
      </div>
    </Section>
  );
}

function DetailCard({ icon, label, copy, children }: { icon: ReactNode; label: string; copy?: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>{icon}</span>
      <div className={styles.text}>
        <h3 className={styles.label}>{label}</h3>
        <p className={styles.value}>{children}</p>
      </div>
      {copy}
    </li>
  );
}
