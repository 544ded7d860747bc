// Checks the content before anything is built. Every message names the entry and the field,
// and says what is wrong, e.g.
//   projects[3] "Grocery Bud": liveUrl must be an https: URL (got "http://grocery.example")

import { basePathFor } from './base-path';
import type { BlogPost, Content } from '../content/types';
import { SNAPSHOT_FILE } from './posts/snapshot-file';
import { accentProblems } from './palette/accent';
import { storyProblems } from './validate-story';
import { personProblems } from './validate-person';
import { findProblem, futureDateProblem, isUrl, show, SLUG, type Rule } from './validate-rules';
import { textProblems } from './validate-text';

export { BIO_PARAGRAPHS } from './validate-person';

// Twelve projects fill four rows of the three-column grid; more would bury the contact
// section under a wall of cards. Posts are any number (none: no blog).
export const MIN_PROJECTS = 1;
export const MAX_PROJECTS = 12;

// The longest tag, in characters: DEV allows 30 and Medium 25, so 40 leaves room for a blog's
// own categories; each tag is a folder of the site, and file systems allow 255 bytes a name.
export const MAX_TAG_LENGTH = 40;

// A PDF starts with "%PDF-", which readers accept anywhere in its first 1024 bytes
// (Adobe's PDF Reference, implementation note 13).
const PDF_MAGIC = '%PDF-';
export const PDF_HEADER_WINDOW = 1024;

/** What a file in src/assets/ is, read from the disk by the build (src/builder/asset-file.ts). */
export interface AssetFile {
  /** A symbolic link is on its way: the file itself or a folder it is in. */
  linked: boolean;
  /** Its first PDF_HEADER_WINDOW bytes. */
  head: Uint8Array;
}

interface Options {
  imageExists: (name: string) => boolean;
  /** siteUrl's path unless given (BASE_PATH overrides it in the build). */
  basePath?: string;
  /** Without it, resumeFile is checked for existence only. */
  inspectAsset?: (name: string) => AssetFile | null;
  /** Where posts[i] was written when not in content.ts (site-posts.ts); its problems name that place. */
  postSources?: readonly (string | null)[];
  /** The build's day, YYYY-MM-DD: no date may be more than MAX_YEARS_AHEAD after it. */
  today?: string;
}

/** Why `locale` is not a language tag this Node.js formats dates and plurals in, or null. */
function localeProblem(locale: unknown): string | null {
  if (locale === undefined) return null;
  const example = "write a language tag (BCP 47) such as 'en', 'pt-BR' or 'ar'";
  if (typeof locale !== 'string') return `must be text: ${example}`;
  try {
    Intl.getCanonicalLocales(locale);
  } catch {
    return `${show(locale)} is not a language tag: ${example}`;
  }
  if (Intl.DateTimeFormat.supportedLocalesOf(locale).length === 0) return `${show(locale)} is a language Node.js has no dates or plurals for: ${example}`;
  return null;
}

export function validateContent(content: Content, { imageExists, basePath = basePathFor(content.person?.siteUrl, ''), inspectAsset, postSources = [], today = localDay(new Date()) }: Options): string[] {
  const errors: string[] = [];
  const check = (entry: string, record: object, field: string, rule: Rule) => {
    const value = (record as Record<string, unknown>)[field];
    const problem = findProblem(value, rule, imageExists);
    if (problem) errors.push(`${entry}: ${field} ${problem}`);
  };

  errors.push(...accentProblems(content.accent));
  const locale = localeProblem(content.locale);
  if (locale) errors.push(`content: locale ${locale}`);
  errors.push(...personProblems(content, check));
  const sitePath = siteUrlProblem(content.person.siteUrl, basePath);
  if (sitePath) errors.push(`person: ${sitePath}`);

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
    check(entry, project, 'codeUrl', 'code-url');
    check(entry, project, 'liveUrl', 'url');
    check(entry, project, 'imageUrl', 'image');
    // The fade-in delay follows from the position (src/app/sections/ProjectCardDelay.ts): one
    // left in from an older content.ts would be ignored, so say so.
    if ('delay' in project) errors.push(`${entry}: delay is no longer written in the content (it follows from the card's position); remove it`);
  });

  const seen = new Map<string, number>();
  content.posts.forEach((post, i) => {
    const entry = postSources[i] ?? `posts[${i}] ${show(post.id)}`;
    errors.push(...postProblems(post, entry, postSources[i] ?? null, today));
    const first = seen.get(post.id);
    if (first !== undefined) errors.push(`${entry}: id duplicates ${postSources[first] ?? `posts[${first}]`}; ids must be unique`);
    else seen.set(post.id, i);
  });

  errors.push(...storyProblems(content));

  check('content', content, 'updatedAt', 'date');
  if (content.securityTxt !== undefined && typeof content.securityTxt !== 'boolean') errors.push(`content: securityTxt must be true, false or left out (got ${show(content.securityTxt)})`);
  const updated = futureDateProblem(content.updatedAt, today);
  if (updated) errors.push(`content: updatedAt ${updated}`);
  check('message', content.message, 'subject', 'text');
  check('message', content.message, 'body', 'text');
  if (content.resumeFile !== undefined) {
    const problem = findProblem(content.resumeFile, 'file', imageExists) ?? resumeFileProblem(content.resumeFile, inspectAsset);
    if (problem) errors.push(`resumeFile ${problem}`);
  }
  errors.push(...blogLabelProblems(content.labels), ...resumeLabelProblems(content.labels));
  errors.push(...textProblems(content, postSources));
  return errors;
}

/**
 * What is wrong with one post by itself, each message starting with `entry`; `source` as in
 * postSources. posts:sync checks each post a feed brings by this same function.
 */
export function postProblems(post: BlogPost, entry: string, source: string | null, today?: string): string[] {
  const errors: string[] = [];
  const check = (field: string, rule: Rule) => {
    const problem = findProblem((post as unknown as Record<string, unknown>)[field], rule, () => false);
    if (problem) errors.push(`${entry}: ${field} ${problem}`);
  };
  check('id', 'text');
  check('title', 'text');
  check('excerpt', 'text');
  check('publishedAt', 'date');
  // A Markdown post's date is its front matter's `date:`; `today` is the build's day.
  const dated = today ? futureDateProblem(post.publishedAt, today) : null;
  if (dated) errors.push(`${entry}: ${source?.endsWith('.md') ? 'date' : 'publishedAt'} ${dated}`);
  if (post.readTime !== undefined) check('readTime', 'text');
  // A feed's item may have no categories; a post written here names its tags.
  const fromFeed = source?.startsWith(`${SNAPSHOT_FILE}:`) && Array.isArray(post.tags) && post.tags.length === 0;
  if (!fromFeed) check('tags', 'list');
  if (typeof post.id === 'string' && post.id.trim() && !SLUG.test(post.id)) {
    errors.push(`${entry}: id must be a slug of lowercase letters, digits and hyphens, as it becomes the page's HTML id, such as ${show(slugFrom(post.id))}`);
  }
  (Array.isArray(post.tags) ? post.tags : []).forEach((tag, j) => {
    if (typeof tag !== 'string') return;
    // JSON-LD `keywords` is the tags joined with ", " (head.ts), so a comma would split a tag in two.
    if (tag.includes(',')) errors.push(`${entry}: tags[${j}] must not contain a comma, as search engines read the tags as one comma-separated list; make it two tags (got ${show(tag)})`);
    const length = [...tag].length;
    if (length > MAX_TAG_LENGTH) errors.push(`${entry}: tags[${j}] is ${length} characters long; a tag is a word or two, at most ${MAX_TAG_LENGTH} characters (MAX_TAG_LENGTH in src/builder/validate.ts), so shorten it (got ${show(`${[...tag].slice(0, 20).join('')}…`)})`);
  });
  // An own post (src/content/posts/*.md) links to its page here, by path.
  const ownPage = source?.endsWith('.md') && post.url === `/blogs/${post.id}`;
  if (!ownPage) check('url', 'url');
  // Optional; '' shows the platform's word alone: "{claps} claps" with an empty count is " claps".
  if (post.reactions !== undefined && post.reactions !== '' && !(Number.isInteger(post.reactions) && post.reactions >= 0)) {
    errors.push(`${entry}: reactions must be a whole number or '' (got ${show(post.reactions)}), or left out`);
  }
  return errors;
}

/** The blog's words must name each post's platform, and give a word for each kind of count. */
function blogLabelProblems(labels: Content['labels']): string[] {
  const blog = labels?.blog ?? {};
  const errors = (['read', 'follow', 'intro'] as const).flatMap((field) => {
    const placeholder = field === 'intro' ? '{platforms}' : '{platform}';
    return typeof blog[field] === 'string' && !blog[field].includes(placeholder)
      ? [`labels: blog.${field} must name the platform with ${placeholder}, e.g. ${show(field === 'intro' ? 'All articles are originally published on {platforms}.' : `${field === 'read' ? 'Read' : 'Follow'} on {platform}`)} (got ${show(blog[field])})`]
      : [];
  });
  const words = blog.reactions as Partial<Record<string, unknown>> | undefined;
  const missing = ['claps', 'likes', 'reactions'].filter((kind) => typeof words?.[kind] !== 'string');
  if (missing.length) errors.push(`labels: blog.reactions must give the word for each count, { claps: 'claps', likes: 'likes', reactions: 'reactions' } (it replaced blog.claps); ${missing.join(', ')} missing`);
  const readTime = readTimeLabelProblem(labels);
  if (readTime) errors.push(readTime);
  return errors;
}

/** Why labels.blog.readTime cannot write a read time, or null: the build and posts:sync both need it. */
export function readTimeLabelProblem(labels: Content['labels'] | undefined): string | null {
  const label = labels?.blog?.readTime as unknown;
  return typeof label === 'string' && label.includes('{minutes}') ? null : `labels: blog.readTime must give a post's read time with {minutes}, e.g. "{minutes} min read" (got ${show(label)})`;
}

/** The résumé's words, which a content.ts from before they were labels does not have. */
function resumeLabelProblems(labels: Content['labels']): string[] {
  const words = (labels?.resume ?? {}) as Partial<Record<string, unknown>>;
  const examples = { title: '{name} – Résumé', profile: 'Profile', skills: 'Skills', projects: 'Selected projects', live: 'Live:', code: 'Code:' };
  const errors = Object.entries(examples).flatMap(([field, example]) =>
    typeof words[field] === 'string' && words[field].trim() ? [] : [`labels: resume.${field} must be some text, e.g. ${show(example)} (got ${show(words[field])})`],
  );
  const more = words.moreProjects as Partial<Record<string, unknown>> | undefined;
  if (typeof more?.other !== 'string' || !more.other.includes('{count}')) {
    errors.push(`labels: resume.moreProjects must give the line after the projects that fit, by plural, with {count} and {site}, e.g. { one: '{count} more project on {site}', other: '{count} more projects on {site}' } (got ${show(more)})`);
  }
  return errors;
}

/** The résumé is copied byte for byte: a link could lead out of the project, and a non-PDF would be served as one. */
function resumeFileProblem(name: string, inspectAsset: Options['inspectAsset']): string | null {
  const file = inspectAsset?.(name);
  if (!file) return null;
  if (file.linked) return `src/assets/${name} is reached through a symbolic link, which the build would follow out of the project; copy the PDF itself into src/assets/`;
  const head = new TextDecoder('latin1').decode(file.head.subarray(0, PDF_HEADER_WINDOW));
  return head.includes(PDF_MAGIC) ? null : `src/assets/${name} is not a PDF (it does not begin with "${PDF_MAGIC}"); export or print it as PDF`;
}

/** canonical URLs join siteUrl's origin with the base path (head.ts), so a path in siteUrl must be it. */
function siteUrlProblem(siteUrl: unknown, basePath: string): string | null {
  if (typeof siteUrl !== 'string' || !isUrl(siteUrl, ['https:'])) return null; // the url rule says so
  const url = new URL(siteUrl);
  if (url.search || url.hash) return `siteUrl must be the address the site is deployed at, with no ?query or #fragment (got ${show(siteUrl)})`;
  const sitePath = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (sitePath === '/' || sitePath === basePath) return null;
  return (
    `siteUrl has the path "${sitePath}" but BASE_PATH builds the site for "${basePath}"; ` +
    `unset BASE_PATH (the build follows siteUrl's path) or make the two agree (got ${show(siteUrl)})`
  );
}

/** "My First Post!" -> "my-first-post", for the message's example. */
function slugFrom(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'my-first-post';
}

/** The day of `now` in the machine's calendar, YYYY-MM-DD. */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
