// Checks the content before anything is built (BRIEF §10). Every message names the entry
// and the field, and says what is wrong, e.g.
//   projects[3] "Grocery Bud": liveUrl must be an https: URL (got "http://grocery.example")

import { parsePostDate } from '../app/blog/formatPostDate';
import { isSourceImage, SOURCE_FORMAT_NAMES } from './image-sources';
import { storyProblems } from './validate-story';
import { accentProblems } from './palette/accent';
import type { Content } from '../content/types';

// Spec §9 has six projects and six posts: that is the sample, not a rule for every owner.
// Projects are 1 to 12: twelve fill four rows of the three-column grid, more would bury the
// contact section under a wall of cards (a portfolio shows its best work, not all of it).
// Posts are 1 or more: /blogs lists every one, newest first, with no paging.
export const MIN_PROJECTS = 1;
export const MAX_PROJECTS = 12;
export const MIN_POSTS = 1;
export const BIO_PARAGRAPHS = 3; // spec §2, About

// A post's id is its card's HTML id and #fragment (aria-labelledby names it): a slug.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Rule = 'text' | 'url' | 'code-url' | 'date' | 'image' | 'file' | 'list';

interface Options {
  /** Whether src/assets/<name> exists; the build passes a file-system check. */
  imageExists: (name: string) => boolean;
  /** The base path the site is built for (BASE_PATH, "/" by default); siteUrl may carry it. */
  basePath?: string;
}

export function validateContent(content: Content, { imageExists, basePath = '/' }: Options): string[] {
  const errors: string[] = [];
  const check = (entry: string, record: object, field: string, rule: Rule) => {
    const value = (record as Record<string, unknown>)[field];
    const problem = findProblem(value, rule, imageExists);
    if (problem) errors.push(`${entry}: ${field} ${problem}`);
  };

  const { person } = content;
  errors.push(...accentProblems(content.accent));
  for (const field of ['name', 'title', 'intro', 'shortBio', 'phone', 'location'] as const) check('person', person, field, 'text');
  for (const field of ['githubUrl', 'linkedinUrl', 'mediumUrl', 'siteUrl'] as const) check('person', person, field, 'url');
  const sitePath = siteUrlProblem(person.siteUrl, basePath);
  if (sitePath) errors.push(`person: ${sitePath}`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(person.email ?? '')) errors.push(`person: email must be an email address (got ${show(person.email)})`);
  if (!/^\+?[\d\s().-]{6,}$/.test(person.phone ?? '')) errors.push(`person: phone must be a phone number such as "+971 50 123 4567" (got ${show(person.phone)})`);
  // The owner's own sentences on the blog page, the contact section and in search results.
  for (const field of ['homeDescription', 'blogDescription', 'blogIntro', 'blogFollowText', 'contactLead', 'availability'] as const) check('person', person, field, 'text');
  if (person.bio?.length !== BIO_PARAGRAPHS || person.bio.some((p) => !p?.trim())) {
    errors.push(`person: bio must be ${BIO_PARAGRAPHS} non-empty paragraphs (got ${person.bio?.length ?? 0})`);
  }

  content.skillGroups.forEach((group, i) => {
    const entry = `skillGroups[${i}] ${show(group.title)}`;
    check(entry, group, 'title', 'text');
    check(entry, group, 'skills', 'list');
  });

  const projectCount = content.projects.length;
  if (projectCount < MIN_PROJECTS || projectCount > MAX_PROJECTS) {
    errors.push(`projects: there must be ${MIN_PROJECTS} to ${MAX_PROJECTS} projects (got ${projectCount})`);
  }
  const titles = new Map<string, number>();
  content.projects.forEach((project, i) => {
    const entry = `projects[${i}] ${show(project.title)}`;
    check(entry, project, 'title', 'text');
    // Titles are the cards' React keys and their headings; two alike would be mixed up.
    const sameTitle = titles.get(project.title);
    if (sameTitle !== undefined) errors.push(`${entry}: title duplicates projects[${sameTitle}]; titles must be unique`);
    else if (project.title) titles.set(project.title, i);
    check(entry, project, 'description', 'text');
    check(entry, project, 'technologies', 'list');
    check(entry, project, 'githubUrl', 'code-url');
    check(entry, project, 'liveUrl', 'url');
    check(entry, project, 'imageUrl', 'image');
    // The fade-in delay follows from the position (src/app/sections/ProjectCardDelay.ts): one
    // left in from an older content.ts would be ignored, so say so.
    if ('delay' in project) errors.push(`${entry}: delay is no longer written in the content (it follows from the card's position); remove it`);
  });

  if (content.posts.length < MIN_POSTS) errors.push(`posts: there must be at least ${MIN_POSTS} blog post (got ${content.posts.length})`);
  const seen = new Map<string, number>();
  content.posts.forEach((post, i) => {
    const entry = `posts[${i}] ${show(post.id)}`;
    check(entry, post, 'id', 'text');
    check(entry, post, 'title', 'text');
    check(entry, post, 'excerpt', 'text');
    check(entry, post, 'publishedAt', 'date');
    check(entry, post, 'readTime', 'text');
    check(entry, post, 'tags', 'list');
    if (typeof post.id === 'string' && post.id.trim() && !SLUG.test(post.id)) {
      errors.push(`${entry}: id must be a slug of lowercase letters, digits and hyphens, as it becomes the page's HTML id, such as ${show(slugFrom(post.id))}`);
    }
    // JSON-LD `keywords` is the tags joined with ", " (head.ts), so a comma would split a tag in two.
    (Array.isArray(post.tags) ? post.tags : []).forEach((tag, j) => {
      if (typeof tag === 'string' && tag.includes(',')) errors.push(`${entry}: tags[${j}] must not contain a comma, as search engines read the tags as one comma-separated list; make it two tags (got ${show(tag)})`);
    });
    check(entry, post, 'mediumUrl', 'url');
    if (post.claps !== '' && !(Number.isInteger(post.claps) && post.claps >= 0)) {
      errors.push(`${entry}: claps must be a whole number or '' (got ${show(post.claps)})`);
    }
    const first = seen.get(post.id);
    if (first !== undefined) errors.push(`${entry}: id duplicates posts[${first}]; ids must be unique`);
    else seen.set(post.id, i);
  });

  errors.push(...storyProblems(content));

  check('content', content, 'updatedAt', 'date');
  check('message', content.message, 'subject', 'text');
  check('message', content.message, 'body', 'text');
  if (content.resumeFile !== undefined) {
    const problem = findProblem(content.resumeFile, 'file', imageExists);
    if (problem) errors.push(`resumeFile ${problem}`);
  }
  return errors;
}

function findProblem(value: unknown, rule: Rule, imageExists: (name: string) => boolean): string | null {
  if (rule === 'list') {
    if (!Array.isArray(value) || value.length === 0) return 'must be a non-empty list';
    const blank = value.findIndex((item) => typeof item !== 'string' || !item.trim());
    return blank >= 0 ? `has an empty item at [${blank}]` : null;
  }
  if (typeof value !== 'string' || !value.trim()) return value === undefined ? 'is missing' : `must not be empty (got ${show(value)})`;
  switch (rule) {
    case 'url':
      return isUrl(value, ['https:']) ? null : `must be an https: URL (got ${show(value)})`;
    case 'code-url':
      return value === '#' || isUrl(value, ['https:']) ? null : `must be an https: URL or '#' for private code (got ${show(value)})`;
    case 'date':
      return parsePostDate(value) !== null ? null : `must be a real calendar date written YYYY-MM-DD (got ${show(value)})`;
    case 'image':
    case 'file':
      if (/^[a-z]+:|^\/|\.\./i.test(value)) return `must be a path inside src/assets/, such as "projects/app.png" (got ${show(value)})`;
      if (rule === 'image' && !isSourceImage(value)) return `must be a ${SOURCE_FORMAT_NAMES} image (got ${show(value)})`;
      return imageExists(value) ? null : `names ${rule === 'image' ? 'an image' : 'a file'} that does not exist: src/assets/${value}`;
    default:
      return null;
  }
}

/**
 * canonical URLs, the sitemap and the social card join siteUrl's origin with the base path
 * (head.ts, absoluteUrl), so a path in siteUrl must be that base path, or it would be lost.
 */
function siteUrlProblem(siteUrl: unknown, basePath: string): string | null {
  if (typeof siteUrl !== 'string' || !isUrl(siteUrl, ['https:'])) return null; // the url rule says so
  const url = new URL(siteUrl);
  if (url.search || url.hash) return `siteUrl must be the address the site is deployed at, with no ?query or #fragment (got ${show(siteUrl)})`;
  const sitePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (sitePath === '/' || sitePath === basePath) return null;
  return (
    `siteUrl has the path "${sitePath}" but the site is built for the base path "${basePath}" (BASE_PATH); ` +
    `build with BASE_PATH=${sitePath}, or remove the path from siteUrl (got ${show(siteUrl)})`
  );
}

/** "My First Post!" -> "my-first-post", for the message's example. */
function slugFrom(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'my-first-post';
}

export function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && (url.protocol !== 'https:' || url.hostname.includes('.'));
  } catch {
    return false;
  }
}

export function show(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
