// A JSON Resume (read.ts has checked it) made into the site's content, for
// `npm run import-resume`: what maps is placed over the current content (basics, work,
// education, skills, projects), everything else of the current content is kept (the
// interface's words, the posts, the sentences in the owner's own voice), and the report says,
// one line each, what went where, what found no place and what the owner must still write.
// The mapping, field by field, is README "JSON Resume"; export.ts writes the same fields back.

import { firstName } from '../../content/names';
import type { Content, Person } from '../../content/types';
import { isUrl, show } from '../validate';
import { importLists, text } from './import-lists';
import { count, emptyReport, type ImportReport } from './report';
import type { JsonResume } from './types';

export interface ImportOptions {
  /** Today, YYYY-MM-DD: the content's updatedAt (injected, so a test gives a fixed day). */
  today: string;
}

// What About shows: three paragraphs (spec §2; validate.ts, BIO_PARAGRAPHS).
const BIO_PARAGRAPHS = 3;
// Sections of a JSON Resume the site has no place for; meta and $schema describe the file itself.
const NO_PLACE = ['volunteer', 'awards', 'certificates', 'publications', 'languages', 'interests', 'references'];
const ABOUT_THE_FILE = new Set(['$schema', 'meta', 'basics', 'work', 'education', 'skills', 'projects']);
// The sentences of the current content in the owner's own voice, which no JSON Resume field holds.
const OWN_VOICE: Partial<Record<keyof Person, string>> = {
  intro: "the hero's paragraph under your name",
  shortBio: "the footer's one-line bio",
  homeDescription: 'how search results and link previews describe the home page',
  blogDescription: 'how search results and link previews describe the blog page',
  blogIntro: 'what you write about, under "My Blog"',
  blogFollowText: 'the "Follow for More" card',
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
    report.toWrite.push(`person.${field}: ${what}, kept from the content.ts this replaced; rewrite it in your voice if it is not yours yet`);
  }
  const content: Content = {
    ...current,
    person,
    ...lists,
    // The greeting of "Send Message" names the new person (content.ts derives it, module-source.ts keeps it derived).
    message: { ...current.message, body: current.message.body.replace(`Hi ${firstName(current.person.name)},`, `Hi ${firstName(person.name)},`) },
    updatedAt: today,
  };
  if (current.posts.length) {
    report.toWrite.push(`posts: a JSON Resume holds no blog posts; the ${count(current.posts.length, 'post')} of the content.ts this replaced are kept: replace them with yours`);
  }
  return { content, report };
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
  const phone = text(basics.phone);
  if (phone && /^\+?[\d\s().-]{6,}$/.test(phone)) place('phone', 'phone', phone);
  else keep('phone', phone ? `$.basics.phone ${show(phone)} is not a number the site can dial` : 'the file has no $.basics.phone');
  const location = placeName(basics.location ?? {});
  if (location) place('location', 'location', location);
  else keep('location', 'the file has no $.basics.location city, region or country');
  if (basics.location?.address || basics.location?.postalCode) report.unplaced.push('$.basics.location.address, postalCode: the site shows the city and region only');
  // siteUrl is where this site is deployed; a path in it must be the build's base path (validate.ts), so only a bare address is taken.
  const url = text(basics.url);
  if (url && isUrl(url, ['https:']) && /^https:\/\/[^/?#]+\/?$/.test(url)) place('url', 'siteUrl', url);
  else report.toWrite.push(`person.siteUrl: the address this site will live at${url ? ` (${show(url)} from $.basics.url is not an https: address without a path)` : ''}; kept ${show(current.siteUrl)}`);
  if (text(basics.image)) report.unplaced.push('$.basics.image: the site shows no portrait');

  person.bio = bioFrom(text(basics.summary), current.bio, report);
  profilesInto(person, basics.profiles ?? [], report);
  return person;
}

/** "San Francisco, California"; the city, then the region or else the country code. */
function placeName(location: NonNullable<NonNullable<JsonResume['basics']>['location']>): string | undefined {
  const parts = [text(location.city), text(location.region) ?? text(location.countryCode)].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * The summary as About's three paragraphs: its own paragraphs when it has three; more are
 * joined into the third; fewer are split at sentences. What cannot be filled keeps the current text.
 */
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

// The profiles the site has a place for, by network (issue 24 makes profiles a list of any networks).
const PROFILE_FIELDS = { github: 'githubUrl', linkedin: 'linkedinUrl', medium: 'mediumUrl' } as const;

function profilesInto(person: Person, profiles: NonNullable<JsonResume['basics']>['profiles'] & object, report: ImportReport): void {
  const placed = new Set<string>();
  profiles.forEach((profile, i) => {
    const url = text(profile.url);
    const network = (text(profile.network) ?? (url ? new URL(url).hostname : '')).toLowerCase().replace(/\s+/g, '');
    const key = Object.keys(PROFILE_FIELDS).find((known) => network === known || (url && new URL(url).hostname.replace(/^www\./, '') === `${known}.com`)) as keyof typeof PROFILE_FIELDS | undefined;
    const where = `$.basics.profiles[${i}] (${profile.network ?? 'no network'})`;
    if (!key) return void report.unplaced.push(`${where}: the site links to GitHub, LinkedIn and Medium only`);
    if (!url || !isUrl(url, ['https:'])) return void report.unplaced.push(`${where}: its url must be an https: address (got ${show(profile.url)})`);
    if (placed.has(key)) return void report.unplaced.push(`${where}: a second ${key} profile; the first is linked`);
    placed.add(key);
    person[PROFILE_FIELDS[key]] = url;
    report.placed.push(`${where} -> person.${PROFILE_FIELDS[key]}`);
  });
  for (const [key, field] of Object.entries(PROFILE_FIELDS)) {
    if (!placed.has(key)) report.toWrite.push(`person.${field}: the file has no ${key} profile; kept ${show(person[field])}`);
  }
}
