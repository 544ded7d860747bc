// Checks every piece of text in the content for characters that break a page or mislead a
// reader, and for words too long to lay out; and the name and title for the length the social
// card and the résumé can show.

import type { Content } from '../content/types';
import { show } from './validate-rules';

// How long the name and the title may be, in characters, measured with the social card's own
// drawing (test/build/content-limits.test.ts measures again): the card shrinks a long text to
// fit its box, and at these lengths a name in Latin, Greek or Cyrillic letters is still drawn
// at 45 to 55 px of its 92 and a title at 36 to 40 px of its 46, which reads where LinkedIn or
// X show the 1200 px card about 550 px wide. Longer ones shrink below that. The résumé wraps
// both onto a second line at these lengths.
export const MAX_NAME_LENGTH = 60;
export const MAX_TITLE_LENGTH = 120;
// How long a post's title may be: about twice the longest headlines written (search results
// show some 60 characters, and long articles' titles run to about 100). A Markdown post's
// social card draws its title where the owner's card has theirs, smaller the longer it is,
// and one of thousands of characters was more than the card's text renderer could draw.
export const MAX_POST_TITLE_LENGTH = 200;

// The longest run of characters without a space a text may hold. No word or web address an
// owner writes comes near it (addresses rarely pass 200), and the résumé, which breaks such a
// run between its characters to fit a line, lays out a 1,000-character one in about 0.2 s;
// a megabyte-long one kept the build busy for minutes.
export const MAX_WORD_LENGTH = 1000;
// Runs the résumé cannot break at a space: Chinese and Japanese break between any two
// characters (resume/text-layout.ts), so their characters end a run too. The look-behind
// starts a match only where a run starts, so a text is read once, however many long words it has.
const IN_RUN = '[^\\s\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]';
const UNBROKEN = new RegExp(`(?<!${IN_RUN})${IN_RUN}{${MAX_WORD_LENGTH + 1},}`, 'u');

// Fields whose text may hold line breaks: the mail "Send Message" prepares.
const MULTILINE = new Set(['message.body']);
// Fields with a length limit of their own, far below MAX_WORD_LENGTH (checked below).
const LIMITED = new Set(['person.name', 'person.title']);

/** One message per text with a character the site cannot show as written, or too long for its place. */
export function textProblems(content: Content, postSources: readonly (string | null)[] = []): string[] {
  const problems: string[] = [];
  for (const { entry, field, path, text } of texts(content, postSources)) {
    const problem = characterProblem(text, MULTILINE.has(path)) ?? (LIMITED.has(path) ? null : longWordProblem(text));
    if (problem) problems.push(`${entry}: ${field} ${problem}`);
    const length = path === 'posts.title' ? [...text].length : 0;
    if (length > MAX_POST_TITLE_LENGTH) {
      problems.push(`${entry}: title is ${length} characters long; a post's title may have at most ${MAX_POST_TITLE_LENGTH} (MAX_POST_TITLE_LENGTH in src/builder/validate-text.ts), so shorten it`);
    }
  }
  const { name, title } = content.person;
  for (const [field, text, limit] of [['name', name, MAX_NAME_LENGTH], ['title', title, MAX_TITLE_LENGTH]] as const) {
    const length = typeof text === 'string' ? [...text].length : 0;
    if (length > limit) {
      problems.push(`person: ${field} is ${length} characters long; at most ${limit} fit the social card and the résumé (MAX_${field.toUpperCase()}_LENGTH in src/builder/validate-text.ts), so shorten it`);
    }
  }
  return problems;
}

/** What is wrong with a text's characters, or null. */
export function characterProblem(text: string, multiline: boolean): string | null {
  // Half of a character outside the Basic Multilingual Plane (an emoji, say): React and the
  // browser would see different text and every page would fail to hydrate.
  const surrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.exec(text);
  if (surrogate) return `has half a character (a lone surrogate, ${code(surrogate[0])}) at character ${surrogate.index + 1}; write the whole character or remove it`;
  // Bidi embeddings, overrides and isolates make text display in another order than it is
  // written, the "Trojan Source" trick (CVE-2021-42574): a visitor could read a different address.
  const bidi = /[\u202a-\u202e\u2066-\u2069]/.exec(text);
  if (bidi) return `has the invisible bidirectional control ${code(bidi[0])} at character ${bidi.index + 1}, which changes the order text is shown in; remove it`;
  const lineBreak = multiline ? /[\u000b\u000c\u2028\u2029]/ : /[\n\r\u000b\u000c\u2028\u2029]/;
  const control = new RegExp(`[\\u0000-\\u0008\\u000e-\\u001f\\u007f-\\u009f\\t]|${lineBreak.source}`).exec(text);
  if (control) return `has the control character ${code(control[0])} at character ${control.index + 1}${multiline ? '' : ' (a line break or tab, or an invisible one)'}; remove it`;
  return null;
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
  /** As the content check names an entry: "person", `projects[2] "FotoFlix"`. */
  entry: string;
  /** The field within it: "title", "technologies[1]", "blog.read". */
  field: string;
  /** The field's path without indexes, "projects.technologies": what MULTILINE names. */
  path: string;
  text: string;
}

/** Every string in the content, named as the content check names entries and fields (postSources: validate.ts). */
function texts(content: Content, postSources: readonly (string | null)[]): Text[] {
  const found: Text[] = [];
  const walk = (value: unknown, entry: string, field: string, path: string) => {
    if (typeof value === 'string') found.push({ entry, field, path, text: value });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, entry, `${field}[${i}]`, path));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, entry, field ? `${field}.${key}` : key, `${path}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(content)) {
    if (Array.isArray(value)) {
      // A post from the synced posts file or a Markdown post is named by where it was written.
      value.forEach((item, i) => walk(item, (key === 'posts' ? postSources[i] : null) ?? `${key}[${i}]${label(item)}`, '', key));
    } else if (value && typeof value === 'object') walk(value, key, '', key);
    else walk(value, 'content', key, key);
  }
  return found;
}

/**
 * ` "FotoFlix"` for an entry with a title or id, as validate.ts names projects and posts, and
 * ` "Acme"` for a job or a study by its company or institution, as validate-story.ts names them.
 */
function label(item: unknown): string {
  if (!item || typeof item !== 'object') return '';
  const { id, title, company, institution } = item as { id?: unknown; title?: unknown; company?: unknown; institution?: unknown };
  const name = 'id' in item ? id : (title ?? company ?? institution);
  return name === undefined ? '' : ` ${show(name)}`;
}
