// Links derived from the content, so an email address or phone number is written once.

import { BLOG_PATH } from './pages/blog-pages';
import { withBase } from './router/router';
import { buildInfo } from './build-info';
import type { Person } from '../content/types';

export const RESUME_PATH = '/resume.pdf';
/** The blog's feeds, Atom 1.0 and JSON Feed 1.1 (src/builder/posts/feeds-out.ts writes them). */
export const FEED_XML_PATH = '/blogs/feed.xml';
export const FEED_JSON_PATH = '/blogs/feed.json';
/** Where Bluesky reads the account a domain handle names (AT Protocol handle resolution). */
export const ATPROTO_DID_PATH = '/.well-known/atproto-did';

/** mailto: with an optional subject and body, encoded per RFC 6068 (spaces as %20, not +). */
export function mailtoHref(email: string, mail?: { subject: string; body: string }): string {
  if (!mail) return `mailto:${email}`;
  return `mailto:${email}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`;
}

/** "+971 50 123 4567" -> "tel:+971501234567". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The blog page, for the nav's and the footer's links: a plain link, so the blog opens as a new
 * page from either (its HTML comes prerendered in the one request the router would spend).
 */
export function blogHref(): string {
  return withBase(BLOG_PATH, buildInfo.basePath);
}

export function resumeHref(): string {
  return withBase(RESUME_PATH, buildInfo.basePath);
}

/** The file name a downloaded résumé is saved as: "Alex-Carter-Resume.pdf". */
export function resumeFileName(person: Person): string {
  return `${person.name.trim().replace(/\s+/g, '-')}-Resume.pdf`;
}
