// A JSON Resume (read.ts has checked it) placed over the current content: what maps replaces it,
// the rest is kept (the interface's words, the posts, the owner's own sentences), and the
// report says what went where and what the owner must still write (README "JSON Resume").

import { SAMPLE } from '../sample-leftovers';
import { firstName } from '../../content/names';
import type { Content, NetworkId, Person, Profile } from '../../content/types';
import { hostName, networkOf, NETWORKS, profileLink } from '../platforms';
import { phoneProblem } from '../validate-person';
import { isUrl, show } from '../validate-rules';
import { importLists, text } from './import-lists';
import { count, emptyReport, type ImportReport } from './report';
import type { JsonResume } from './types';

export interface ImportOptions {
  /** Today, YYYY-MM-DD: the content's updatedAt (injected, so a test gives a fixed day). */
  today: string;
}

// What About shows: three paragraphs (validate.ts, BIO_PARAGRAPHS).
const BIO_PARAGRAPHS = 3;
// Sections of a JSON Resume the site has no place for; meta and $schema describe the file itself.
const NO_PLACE = ['volunteer', 'awards', 'certificates', 'publications', 'languages', 'interests', 'references'];
const ABOUT_THE_FILE = new Set(['$schema', 'meta', 'basics', 'work', 'education', 'skills', 'projects']);
// The sentences of the current content in the owner's own voice, and the blog's link, which no JSON Resume field holds.
const OWN_VOICE: Partial<Record<keyof Person, string>> = {
  intro: "the hero's paragraph under your name",
  shortBio: "the footer's one-line bio",
  homeDescription: 'how search results and link previews describe the home page',
  blogDescription: 'how search results and link previews describe the blog page',
  blogIntro: 'what you write about, under "My Blog"',
  blogFollowText: 'the "Follow for More" card',
  blogFollowUrl: 'the "Follow on …" link: where new articles appear',
  contactLead: 'the line under "Get In Touch"',
  availability: 'the "Ready to Start?" card: the work you are open to',
};

export function contentFromJsonResume(resume: JsonResume, current: Content, { today }: ImportOptions): { content: Content; report: ImportReport } {
  const report = emptyReport();
  const person = personFrom(resume, current.person, report);
  const lists = importLists(resume, current, report);
  for (const section of NO_PLACE) {
    const value = resume[section];
    if (Array.isArray(value) && value.length) report.unplaced.push(`$.${section}: ${count(value.length, 'entry', 'entries')}; the site has no place for ${section}`);
  }
  for (const key of Object.keys(resume)) {
    if (!ABOUT_THE_FILE.has(key) && !NO_PLACE.includes(key)) report.unplaced.push(`$.${key}: not part of JSON Resume ${'v1.0.0'}; left out`);
  }
  for (const [field, what] of Object.entries(OWN_VOICE)) {
    if (current.person[field as keyof Person] === undefined) continue;
    report.toWrite.push(`person.${field}: ${what}, kept from the content.ts this replaced; make it yours if it is not yet`);
  }
  const content: Content = {
    ...current,
    person,
    ...lists,
    message: { ...current.message, body: greetingFor(current.message.body, current.person.name, person.name) },
    updatedAt: today,
  };
  if (current.posts.length) {
    report.toWrite.push(`posts: a JSON Resume holds no blog posts; the ${count(current.posts.length, 'post')} of the content.ts this replaced are kept: replace them with yours, or write posts: [] and delete person's four blog lines for a site without a blog`);
  }
  return { content, report };
}

/**
 * The "Send Message" body greeting the new person where it greeted the current one; an owner's
 * own greeting stays. Joined, not String.replace'd: "$&" in a name would be a pattern.
 */
function greetingFor(body: string, currentName: string, name: string): string {
  const greeting = `Hi ${firstName(currentName)},`;
  return body.startsWith(greeting) ? `Hi ${firstName(name)},${body.slice(greeting.length)}` : body;
}

// --- basics -> person ------------------------------------------------------------

function personFrom(resume: JsonResume, current: Person, report: ImportReport): Person {
  const basics = resume.basics ?? {};
  const person: Person = { ...current, name: basics.name!.trim() };
  const keep = (field: keyof Person, why: string) => report.toWrite.push(`person.${field}: ${why}; kept ${show(current[field])}`);
  const place = (from: string, field: keyof Person, value: string) => {
    (person as unknown as Record<string, unknown>)[field] = value;
    report.placed.push(`$.basics.${from} -> person.${field}`);
  };
  report.placed.push('$.basics.name -> person.name');

  const label = text(basics.label);
  if (label) place('label', 'title', label);
  else keep('title', 'the file has no $.basics.label');
  const email = text(basics.email);
  if (email) place('email', 'email', email);
  else keep('email', 'the file has no $.basics.email');
  // Phone and location are optional: what the file lacks is left out, not kept from the content
  // this replaces (the sample's number would be a stranger's on the owner's page).
  const phone = text(basics.phone);
  const phoneWrong = phone === undefined ? null : phoneProblem(phone);
  const drop = (field: 'phone' | 'location', why: string) => {
    delete person[field];
    report.toWrite.push(`person.${field}: ${why}; left out${current[field] ? ` (it was ${show(current[field])})` : ''}: add one to show it`);
  };
  if (phone && !phoneWrong) place('phone', 'phone', phone);
  else drop('phone', phone ? `$.basics.phone ${phoneWrong}` : 'the file has no $.basics.phone');
  const location = placeName(basics.location ?? {});
  if (location) place('location', 'location', location);
  else drop('location', 'the file has no $.basics.location city, region or country');
  if (basics.location?.address || basics.location?.postalCode) report.unplaced.push('$.basics.location.address, postalCode: the site shows the city and region only');
  if (text(basics.image)) report.unplaced.push('$.basics.image: the site shows no portrait');

  person.bio = bioFrom(text(basics.summary), current.bio, report);
  profilesInto(person, basics.profiles ?? [], report);
  siteUrlFrom(person, current, text(basics.url), report);
  return person;
}

/**
 * basics.url is often another site of the owner's, not where this one is deployed: it becomes
 * siteUrl only while that is still the sample's, else it is linked as a profile. Either way the
 * owner is told.
 */
function siteUrlFrom(person: Person, current: Person, url: string | undefined, report: ImportReport): void {
  if (!url) return;
  if (!isUrl(url, ['https:'])) {
    report.toWrite.push(`person.siteUrl: ${show(url)} from $.basics.url is not an https: address; kept ${show(current.siteUrl)}, the address this site is deployed at`);
    return;
  }
  if (isSampleAddress(current.siteUrl)) {
    person.siteUrl = url;
    report.placed.push('$.basics.url -> person.siteUrl');
    report.toWrite.push(
      `person.siteUrl: now ${show(url)} from $.basics.url, the address this site is deployed at; if it lives elsewhere (a GitHub Pages project site is https://<user>.github.io/<repository>), put that address in person.siteUrl`,
    );
    return;
  }
  if (new URL(url).href === new URL(current.siteUrl).href) return void report.placed.push('$.basics.url: person.siteUrl already');
  const profiles = person.profiles ?? [];
  if (!profiles.some((profile) => new URL(typeof profile === 'string' ? profile : profile.url).href === new URL(url).href)) person.profiles = [...profiles, url];
  report.placed.push(`$.basics.url -> person.profiles, a link to your other site; person.siteUrl stays ${show(current.siteUrl)}, the address this site is deployed at (change it in content.ts if this site moves to ${show(url)})`);
}

/** An address on the sample's domain (example.com), which no owner deploys at. */
function isSampleAddress(url: string): boolean {
  return URL.canParse(url) && new RegExp(`(^|\\.)${SAMPLE.domain.replace(/\./g, '\\.')}$`).test(new URL(url).hostname);
}

/** "San Francisco, California"; the city, then the region or else the country code. */
function placeName(location: NonNullable<NonNullable<JsonResume['basics']>['location']>): string | undefined {
  const parts = [text(location.city), text(location.region) ?? text(location.countryCode)].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** The summary as About's three paragraphs: more are joined into the third, fewer split at sentences. */
function bioFrom(summary: string | undefined, current: Person['bio'], report: ImportReport): Person['bio'] {
  if (!summary) {
    report.toWrite.push('person.bio: the file has no $.basics.summary; About keeps the three paragraphs of the content.ts this replaced: write your own');
    return current;
  }
  const paragraphs = summary.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
  let bio: string[];
  if (paragraphs.length >= BIO_PARAGRAPHS) {
    bio = [...paragraphs.slice(0, BIO_PARAGRAPHS - 1), paragraphs.slice(BIO_PARAGRAPHS - 1).join(' ')];
    if (paragraphs.length > BIO_PARAGRAPHS) report.toWrite.push(`person.bio: the summary's ${paragraphs.length} paragraphs are in About's three (the last ones joined); check where they break`);
  } else {
    const sentences = paragraphs.join(' ').match(/[^.!?。！？]+(?:[.!?。！？]+["'”’)]*|$)\s*/gu)?.map((s) => s.trim()).filter(Boolean) ?? [];
    bio = inGroups(sentences, BIO_PARAGRAPHS);
    report.toWrite.push(`person.bio: the summary is ${count(paragraphs.length, 'paragraph')} and About shows three; it is split at its sentences for now: write the three paragraphs`);
  }
  report.placed.push('$.basics.summary -> person.bio');
  return [0, 1, 2].map((i) => bio[i] || current[i]!) as unknown as Person['bio'];
}

/** `items` in `groups` runs of nearly equal length, in order (fewer when there are fewer items). */
function inGroups(items: string[], groups: number): string[] {
  const result: string[] = [];
  let at = 0;
  for (let g = 0; g < groups && at < items.length; g++) {
    const size = Math.ceil((items.length - at) / (groups - g));
    result.push(items.slice(at, at + size).join(' '));
    at += size;
  }
  return result;
}

// JSON Resume's network names the site spells otherwise, lowercase letters and digits only ("devto").
const NETWORK_ALIASES: Readonly<Record<string, NetworkId>> = { twitter: 'x', devto: 'dev', stackexchange: 'stackoverflow', website: 'website', homepage: 'website', blog: 'website' };

/**
 * $.basics.profiles in the file's order: the address alone where its host says its network, with
 * the network where only the file's name for it does (a Mastodon server of its own).
 */
function profilesInto(person: Person, profiles: NonNullable<JsonResume['basics']>['profiles'] & object, report: ImportReport): void {
  const placed: Profile[] = [];
  const seen = new Set<string>();
  profiles.forEach((profile, i) => {
    const url = text(profile.url);
    const where = `$.basics.profiles[${i}] (${profile.network ?? 'no network'})`;
    if (!url || !isUrl(url, ['https:'])) {
      return void report.unplaced.push(`${where}: a profile is linked by its https: address, and its url is ${show(profile.url)}; not imported: add the address to person.profiles`);
    }
    if (seen.has(new URL(url).href)) return void report.unplaced.push(`${where}: the same address as an earlier profile; linked once`);
    seen.add(new URL(url).href);
    const fromHost = networkOf(url, person.siteUrl);
    const named = networkNamed(profile.network);
    if (fromHost || !named) {
      placed.push(url);
      report.placed.push(`${where} -> person.profiles[${placed.length - 1}], ${fromHost ? `shown as ${profileLink(url, person.siteUrl).name}` : `named by its host, ${hostName(url)} (the site has no icon for ${show(profile.network ?? null)})`}`);
    } else {
      placed.push({ url, network: named });
      report.placed.push(`${where} -> person.profiles[${placed.length - 1}], on ${named} (its address does not say)`);
    }
  });
  person.profiles = placed;
  if (!profiles.length) report.toWrite.push('person.profiles: the file has no $.basics.profiles; only the email link is shown: add the addresses of your profiles');
}

/** The site's network id for a JSON Resume network name ("GitHub", "Twitter", "Stack Overflow"), or null. */
function networkNamed(name: unknown): NetworkId | null {
  const key = (text(name) ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!key) return null;
  if (key in NETWORK_ALIASES) return NETWORK_ALIASES[key]!;
  return key in NETWORKS ? (key as NetworkId) : null;
}
