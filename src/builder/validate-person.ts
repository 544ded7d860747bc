// The content check's part for `person`: who the owner is and how to reach them. Phone and
// location are optional; profiles are a list of addresses; the blog's sentences and follow
// link are needed only while there are posts.

import type { Content, NetworkId } from '../content/types';
import { NETWORKS } from './platforms';
import { findProblem, isUrl, show, type Rule } from './validate-rules';

export const BIO_PARAGRAPHS = 3; // the About section's bio is three paragraphs

// A DID of the two methods Bluesky accounts have: did:plc (24 base32 letters) and did:web (a domain).
const BLUESKY_DID = /^did:(?:plc:[a-z2-7]{24}|web:[a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;
// A phone number has 7 to 15 digits with its country code (ITU-T E.164).
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
// How a phone number may be written: digits, spaces, "-", ".", "()", and "+" first.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
// Characters a mailto: link gives a meaning to (RFC 6068: ? & # %), which would break "Send Message".
const MAIL_BREAKING = /[\s?&#%]/u;
// An address: something without "@", "@", a domain of at least two labels.
const EMAIL = /^[^\s@<>"(),;:[\]\\]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

const NETWORK_IDS = [...Object.keys(NETWORKS), 'website'] as NetworkId[];

type Check = (entry: string, record: object, field: string, rule: Rule) => void;

export function personProblems(content: Content, check: Check): string[] {
  const errors: string[] = [];
  const { person } = content;
  for (const field of ['name', 'title', 'intro', 'shortBio', 'homeDescription', 'contactLead', 'availability'] as const) check('person', person, field, 'text');
  check('person', person, 'siteUrl', 'url');
  if (person.bio?.length !== BIO_PARAGRAPHS || person.bio.some((p) => !p?.trim())) {
    errors.push(`person: bio must be ${BIO_PARAGRAPHS} non-empty paragraphs (got ${person.bio?.length ?? 0})`);
  }

  const email = emailProblem(person.email);
  if (email) errors.push(`person: email ${email}`);
  // Optional: absent is fine; present, it must be what it says.
  if (person.phone !== undefined) {
    const phone = phoneProblem(person.phone);
    if (phone) errors.push(`person: phone ${phone}`);
  }
  if (person.location !== undefined) check('person', person, 'location', 'text');
  if (person.blueskyDid !== undefined && !BLUESKY_DID.test(person.blueskyDid)) {
    errors.push(`person: blueskyDid must be your account's DID as Bluesky shows it, such as "did:plc:ewvi7nxzyoun6zhxrhs64oiz" (got ${show(person.blueskyDid)})`);
  }
  if (person.portrait !== undefined) check('person', person, 'portrait', 'image');
  errors.push(...profileProblems(person.profiles));

  // The blog page exists only with posts; then it needs its sentences and its follow link.
  const blog = content.posts.length > 0;
  for (const field of ['blogDescription', 'blogIntro', 'blogFollowText'] as const) {
    if (blog || person[field] !== undefined) check('person', person, field, 'text');
  }
  if (blog || person.blogFollowUrl !== undefined) check('person', person, 'blogFollowUrl', 'url');
  return errors;
}

/** What is wrong with an email address, or null. */
export function emailProblem(email: unknown): string | null {
  if (typeof email !== 'string' || !email.trim()) return `is missing: the contact section and "Send Message" need it (got ${show(email)})`;
  const breaking = MAIL_BREAKING.exec(email);
  if (breaking) return `has ${breaking[0].trim() ? `"${breaking[0]}"` : 'a space'} in it, which would break the Send Message link (mailto:); write the address alone (got ${show(email)})`;
  return EMAIL.test(email) ? null : `must be an email address such as "you@example.com" (got ${show(email)})`;
}

/** What is wrong with a phone number as written, or null. */
export function phoneProblem(phone: unknown): string | null {
  const example = 'such as "+971 50 123 4567"';
  if (typeof phone !== 'string' || !phone.trim()) return `must not be empty; delete the line to show no phone (got ${show(phone)})`;
  if (!PHONE_CHARACTERS.test(phone)) return `must be a phone number written with digits, spaces, "+", "-", "." and "()", ${example} (got ${show(phone)})`;
  const digits = phone.replace(/\D/g, '').length;
  if (digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
    return `has ${digits} digits; a phone number with its country code has ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} (E.164), ${example} (got ${show(phone)})`;
  }
  return null;
}

function profileProblems(profiles: unknown): string[] {
  if (!Array.isArray(profiles)) return [`person: profiles must be a list of addresses, such as ['https://github.com/you'] (got ${show(profiles)})`];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  profiles.forEach((profile: unknown, i) => {
    const field = `profiles[${i}]`;
    const url = typeof profile === 'object' && profile !== null ? (profile as { url?: unknown }).url : profile;
    if (typeof profile === 'object' && profile !== null) {
      const { network } = profile as { network?: unknown };
      if (!NETWORK_IDS.includes(network as NetworkId)) errors.push(`person: ${field}.network must be one of ${NETWORK_IDS.join(', ')} (got ${show(network)})`);
    }
    const problem = findProblem(url, 'url', () => true);
    if (problem) errors.push(`person: ${field} ${problem}`);
    if (typeof url !== 'string' || !isUrl(url, ['https:'])) return;
    const first = seen.get(url);
    if (first !== undefined) errors.push(`person: ${field} repeats profiles[${first}]; list each profile once`);
    else seen.set(url, i);
  });
  return errors;
}
