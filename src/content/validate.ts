// Checks the content before anything is built (BRIEF §10). Every message names the entry
// and the field, and says what is wrong, e.g.
//   projects[3] "Grocery Bud": liveUrl must be an https: URL (got "http://grocery.example")

import { parsePostDate } from '../blog/formatPostDate';
import type { Content } from './types';

// Spec §9 has six projects and six posts: that is the sample, not a rule for every owner.
// Projects are 1 to 12: twelve fill four rows of the three-column grid, more would bury the
// contact section under a wall of cards (a portfolio shows its best work, not all of it).
// Posts are 1 or more: /blogs lists every one, newest first, with no paging.
export const MIN_PROJECTS = 1;
export const MAX_PROJECTS = 12;
export const MIN_POSTS = 1;
export const BIO_PARAGRAPHS = 3; // spec §2, About

type Rule = 'text' | 'url' | 'code-url' | 'date' | 'image' | 'list';

interface Options {
  /** Whether src/assets/<name> exists; the build passes a file-system check. */
  imageExists: (name: string) => boolean;
}

export function validateContent(content: Content, { imageExists }: Options): string[] {
  const errors: string[] = [];
  const check = (entry: string, record: object, field: string, rule: Rule) => {
    const value = (record as Record<string, unknown>)[field];
    const problem = findProblem(value, rule, imageExists);
    if (problem) errors.push(`${entry}: ${field} ${problem}`);
  };

  const { person } = content;
  for (const field of ['name', 'title', 'intro', 'shortBio', 'phone', 'location'] as const) check('person', person, field, 'text');
  for (const field of ['githubUrl', 'linkedinUrl', 'mediumUrl', 'siteUrl'] as const) check('person', person, field, 'url');
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
  content.projects.forEach((project, i) => {
    const entry = `projects[${i}] ${show(project.title)}`;
    check(entry, project, 'title', 'text');
    check(entry, project, 'description', 'text');
    check(entry, project, 'technologies', 'list');
    check(entry, project, 'githubUrl', 'code-url');
    check(entry, project, 'liveUrl', 'url');
    check(entry, project, 'imageUrl', 'image');
    // The fade-in delay follows from the position (src/sections/ProjectCardDelay.ts): one
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
    check(entry, post, 'mediumUrl', 'url');
    if (post.claps !== '' && !(Number.isInteger(post.claps) && post.claps >= 0)) {
      errors.push(`${entry}: claps must be a whole number or '' (got ${show(post.claps)})`);
    }
    const first = seen.get(post.id);
    if (first !== undefined) errors.push(`${entry}: id duplicates posts[${first}]; ids must be unique`);
    else seen.set(post.id, i);
  });

  check('content', content, 'updatedAt', 'date');
  check('message', content.message, 'subject', 'text');
  check('message', content.message, 'body', 'text');
  if (content.resumeFile !== undefined) {
    const problem = findProblem(content.resumeFile, 'image', imageExists);
    if (problem) errors.push(`resumeFile ${problem.replace('image', 'file')}`);
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
      if (/^[a-z]+:|^\/|\.\./i.test(value)) return `must be a path inside src/assets/, such as "projects/app.png" (got ${show(value)})`;
      return imageExists(value) ? null : `names an image that does not exist: src/assets/${value}`;
    default:
      return null;
  }
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && (url.protocol !== 'https:' || url.hostname.includes('.'));
  } catch {
    return false;
  }
}

function show(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
