// The content as the module an owner edits (src/content/content.ts), shaped as the hand-written
// one: a typed `person`, single quotes, one field a line, the greeting derived from the name.

import { firstName } from '../../content/names';
import type { Content } from '../../content/types';

// A list of short texts goes on one line up to this width (with its indent), as a person would write it.
const LINE_WIDTH = 100;
const INDENT = '  ';
// The hand-written file's order; unknown keys go before the labels, which come last.
const KEY_ORDER = ['person', 'updatedAt', 'accent', 'skillGroups', 'experience', 'education', 'projects', 'posts', 'message', 'resumeFile', 'labels'];

export function contentModuleSource(content: Content, header: readonly string[]): string {
  const { person, ...rest } = content;
  const greeting = `Hi ${firstName(person.name)},`;
  const derivedGreeting = content.message.body.startsWith(greeting);
  const keys = Object.keys(rest).sort((a, b) => rank(a) - rank(b));
  const fields = keys.map((key) => {
    const value = (rest as Record<string, unknown>)[key];
    if (key === 'message' && derivedGreeting) return `${INDENT}message: ${messageSource(content.message, greeting)},`;
    return `${INDENT}${property(key)}: ${source(value, 1)},`;
  });
  return [
    ...header.map((line) => `// ${commentText(line)}`.trimEnd()),
    '',
    ...(derivedGreeting ? ["import { firstName } from './names';"] : []),
    "import type { Content, Person } from './types';",
    '',
    `const person: Person = ${source(person, 0)};`,
    '',
    'export const content: Content = {',
    `${INDENT}person,`,
    ...fields,
    '};',
    '',
  ].join('\n');
}

const rank = (key: string) => (KEY_ORDER.includes(key) ? KEY_ORDER.indexOf(key) : KEY_ORDER.indexOf('labels') - 0.5);

/** The message with its greeting as `Hi ${firstName(person.name)},`. */
function messageSource(message: Content['message'], greeting: string): string {
  const body = message.body.slice(greeting.length);
  const template = `\`Hi \${firstName(person.name)},${escapeTemplate(body)}\``;
  const inner = INDENT.repeat(2);
  return `{\n${inner}subject: ${quote(message.subject)},\n${inner}body: ${template},\n${INDENT}}`;
}

/** A value as TypeScript source at `depth` levels of indent. */
export function source(value: unknown, depth: number): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = INDENT.repeat(depth + 1);
  const close = INDENT.repeat(depth);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const items = value.map((item) => source(item, depth + 1));
    const oneLine = `[${items.join(', ')}]`;
    const flat = value.every((item) => typeof item !== 'object' || item === null);
    if (flat && inner.length + oneLine.length <= LINE_WIDTH) return oneLine;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${close}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([key, item]) => `${inner}${property(key)}: ${source(item, depth + 1)},`).join('\n')}\n${close}}`;
  }
  throw new TypeError(`cannot write ${typeof value} into the content module`);
}

// `__proto__: x` (quoted or not) in an object literal sets the object's prototype instead of a
// key (MDN, "Object initializer"); only a computed key makes it a key like any other.
const property = (key: string) => (key === '__proto__' ? `[${quote(key)}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key));

/**
 * A line of a `//` comment that stays one: a line feed, carriage return, U+2028 or U+2029 would
 * end the comment and make the rest of the line code (ECMAScript's LineTerminator), so these and
 * the other invisible characters are written as escapes.
 */
function commentText(line: string): string {
  return line.replace(INVISIBLE, codePointEscape);
}

/** A string literal in single quotes, or double quotes when it holds an apostrophe and no double quote; invisible characters escaped. */
export function quote(text: string): string {
  const escaped = escapeLiteral(text);
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}

function escapeTemplate(text: string): string {
  return escapeLiteral(text).replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

function escapeLiteral(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(INVISIBLE, codePointEscape);
}

// Control characters (C0, DEL, C1), the two line terminators JavaScript has beyond \n and \r,
// and a lone half of a surrogate pair, which a UTF-8 file cannot hold (it would be written as
// U+FFFD, and the text would read back changed).
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Surrogate}/gu;
const codePointEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
