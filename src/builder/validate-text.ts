// Checks every piece of text in the content for characters that break a page or mislead a
// reader, and for words too long to lay out; and the name and title for the length the social
// card and the résumé can show.

import type { Content } from '../content/types';
import { show } from './validate-rules';

// The longest name and title, in characters, that the social card still draws readably (it
// shrinks a long text to fit: test/build/content-limits.test.ts measures) and the résumé wraps.
export const MAX_NAME_LENGTH = 60;
export const MAX_TITLE_LENGTH = 120;
// A post's longest title: about twice the longest headlines written; a Markdown post's social
// card draws it, and a title of thousands of characters is more than the card can draw.
export const MAX_POST_TITLE_LENGTH = 200;

// The longest run without a space a text may hold: far past any word or address, and the résumé
// lays out a run this long in about 0.2 s (a megabyte-long one took minutes).
export const MAX_WORD_LENGTH = 1000;
// Han and kana break between any two characters (resume/text-layout.ts), so they end a run; the
// look-behind starts a match only where a run starts, so a text is read once.
const IN_RUN = '[^\\s\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]';
const UNBROKEN = new RegExp(`(?<!${IN_RUN})${IN_RUN}{${MAX_WORD_LENGTH + 1},}`, 'u');

// Fields whose text may hold line breaks: the mail "Send Message" prepares.
const MULTILINE = new Set(['message.body']);
// Fields with a length limit of their own, far below MAX_WORD_LENGTH (checked below).
const LIMITED = new Set(['person.name', 'person.title', 'posts.tags']);

/** One message per text with a character the site cannot show as written, or too long for its place. */
export function textProblems(content: Content, postSources: readonly (string | null)[] = []): string[] {
  const problems = texts(content, postSources).flatMap(textProblem);
  const { name, title } = content.person;
  for (const [field, text, limit] of [['name', name, MAX_NAME_LENGTH], ['title', title, MAX_TITLE_LENGTH]] as const) {
    const length = typeof text === 'string' ? [...text].length : 0;
    if (length > limit) {
      problems.push(`person: ${field} is ${length} characters long; at most ${limit} fit the social card and the résumé (MAX_${field.toUpperCase()}_LENGTH in src/builder/validate-text.ts), so shorten it`);
    }
  }
  return problems;
}

/** A character the site cannot show as written, where it is (in UTF-16 code units) and why. */
export interface UnshowableCharacter {
  index: number;
  char: string;
  kind: 'surrogate' | 'bidi' | 'control';
}

// Half of a character outside the Basic Multilingual Plane (an emoji, say): React and the
// browser would see different text and every page would fail to hydrate.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Bidi embeddings, overrides and isolates make text display in another order than it is
// written, the "Trojan Source" trick (CVE-2021-42574): a visitor could read a different address.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
// Controls, and line breaks where a field is one line (a tab too: it shows as a space or not at all).
const CONTROL = {
  multiline: /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\t]|[\u000b\u000c\u2028\u2029]/,
  single: /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\t]|[\n\r\u000b\u000c\u2028\u2029]/,
};

/** The first character of `text` the site cannot show as written, or null; posts:sync removes them. */
export function unshowableCharacter(text: string, multiline: boolean): UnshowableCharacter | null {
  const kinds = [
    ['surrogate', LONE_SURROGATE],
    ['bidi', BIDI_CONTROL],
    ['control', multiline ? CONTROL.multiline : CONTROL.single],
  ] as const;
  for (const [kind, pattern] of kinds) {
    const found = pattern.exec(text);
    if (found) return { index: found.index, char: found[0], kind };
  }
  return null;
}

/** What is wrong with a text's characters, or null. */
export function characterProblem(text: string, multiline: boolean): string | null {
  const found = unshowableCharacter(text, multiline);
  if (!found) return null;
  const at = `at character ${found.index + 1}`;
  if (found.kind === 'surrogate') return `has half a character (a lone surrogate, ${code(found.char)}) ${at}; write the whole character or remove it`;
  if (found.kind === 'bidi') return `has the invisible bidirectional control ${code(found.char)} ${at}, which changes the order text is shown in; remove it`;
  return `has the control character ${code(found.char)} ${at}${multiline ? '' : ' (a line break or tab, or an invisible one)'}; remove it`;
}

/** A run of characters without a space too long for the résumé to lay out in good time, or null. */
export function longWordProblem(text: string): string | null {
  const run = UNBROKEN.exec(text);
  if (!run) return null;
  const at = [...text.slice(0, run.index)].length + 1;
  return `has ${[...run[0]].length} characters without a space at character ${at}; a word may have at most ${MAX_WORD_LENGTH} (MAX_WORD_LENGTH in src/builder/validate-text.ts): add spaces or shorten it`;
}

const code = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

interface Text {
  /** "person", `projects[2] "FotoFlix"` */
  entry: string;
  /** "title", "technologies[1]", "blog.read" */
  field: string;
  /** Without indexes, "projects.technologies": what MULTILINE names. */
  path: string;
  text: string;
}

/** Every string in the content, named as the content check names entries and fields (postSources: validate.ts). */
function texts(content: Content, postSources: readonly (string | null)[]): Text[] {
  const found: Text[] = [];
  for (const [key, value] of Object.entries(content)) {
    if (Array.isArray(value)) {
      // A post from the synced posts file or a Markdown post is named by where it was written.
      value.forEach((item, i) => found.push(...textsOf(item, (key === 'posts' ? postSources[i] : null) ?? `${key}[${i}]${label(item)}`, '', key)));
    } else if (value && typeof value === 'object') found.push(...textsOf(value, key, '', key));
    else found.push(...textsOf(value, 'content', key, key));
  }
  return found;
}

/** One post's text problems, as the content check finds them; posts:sync checks each item by it. */
export function postTextProblems(post: object, entry: string): string[] {
  return textsOf(post, entry, '', 'posts').flatMap(textProblem);
}

function textProblem({ entry, field, path, text }: Text): string[] {
  const problems: string[] = [];
  const problem = characterProblem(text, MULTILINE.has(path)) ?? (LIMITED.has(path) ? null : longWordProblem(text));
  if (problem) problems.push(`${entry}: ${field} ${problem}`);
  const length = path === 'posts.title' ? [...text].length : 0;
  if (length > MAX_POST_TITLE_LENGTH) {
    problems.push(`${entry}: title is ${length} characters long; a post's title may have at most ${MAX_POST_TITLE_LENGTH} (MAX_POST_TITLE_LENGTH in src/builder/validate-text.ts), so shorten it`);
  }
  return problems;
}

/** Every string in `value`, an entry of the content or a part of one. */
function textsOf(value: unknown, entry: string, field: string, path: string): Text[] {
  if (typeof value === 'string') return [{ entry, field, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, entry, `${field}[${i}]`, path));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, entry, field ? `${field}.${key}` : key, `${path}.${key}`));
  return [];
}

/** ` "FotoFlix"`: an entry by its id, title, company or institution, as validate.ts names it. */
function label(item: unknown): string {
  if (!item || typeof item !== 'object') return '';
  const { id, title, company, institution } = item as { id?: unknown; title?: unknown; company?: unknown; institution?: unknown };
  const name = 'id' in item ? id : (title ?? company ?? institution);
  return name === undefined ? '' : ` ${show(name)}`;
}
