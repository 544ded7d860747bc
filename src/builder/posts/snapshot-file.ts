// Reading the synced posts file back (the build and every sync do), checked field by field so
// that an owner's slip while editing it is named like any content problem: the file, the
// post and the field, or the line and column of broken JSON.

import { SNAPSHOT_ABOUT, type Snapshot, type SyncedPost } from './snapshot';
import { isHttps, SLUG } from '../validate-rules';
import { calendarDate } from './calendar-date';

/** Where the file lives, beside the content module. */
export const SNAPSHOT_FILE = 'src/content/synced-posts.json';

/** The snapshot in `text` (an absent file is an empty snapshot), or the problems with it. */
export function parseSnapshot(text: string | null): { snapshot: Snapshot; problems: string[] } {
  const empty = { about: SNAPSHOT_ABOUT, posts: [] };
  if (text === null) return { snapshot: empty, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { snapshot: empty, problems: [jsonProblem(text, error as Error)] };
  }
  const posts = (data as { posts?: unknown } | null)?.posts;
  if (!Array.isArray(posts)) return { snapshot: empty, problems: ['must be an object with a "posts" list'] };
  const problems = posts.flatMap((post, index) => postProblems(post, index));
  return { snapshot: { about: SNAPSHOT_ABOUT, posts: problems.length ? [] : (posts as SyncedPost[]) }, problems };
}

/** The file as a sync writes it: two-space JSON, one field a line, a newline at the end. */
export function formatSnapshot(snapshot: Snapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

function postProblems(post: unknown, index: number): string[] {
  if (!post || typeof post !== 'object') return [`posts[${index}] must be an object`];
  const p = post as Record<string, unknown>;
  const where = `posts[${index}]${typeof p.title === 'string' ? ` ${JSON.stringify(p.title)}` : ''}`;
  const problems: string[] = [];
  const need = (ok: boolean, field: string, rule: string) => {
    if (!ok) problems.push(`${where}: ${field} ${rule} (got ${JSON.stringify(p[field]) ?? 'nothing'})`);
  };
  need(typeof p.id === 'string' && SLUG.test(p.id), 'id', 'must be lowercase letters, digits and hyphens');
  need(typeof p.title === 'string' && p.title.trim() !== '', 'title', 'must be some text');
  need(isHttps(p.url), 'url', 'must be an https: address');
  need(typeof p.publishedAt === 'string' && calendarDate(p.publishedAt) === p.publishedAt, 'publishedAt', 'must be a date, YYYY-MM-DD');
  need(Array.isArray(p.tags) && p.tags.every((tag) => typeof tag === 'string' && tag.trim() !== '' && !tag.includes(',')), 'tags', 'must be a list of words without commas');
  need(typeof p.excerpt === 'string' && p.excerpt.trim() !== '', 'excerpt', 'must be some text');
  need(p.readTime === undefined || (typeof p.readTime === 'string' && p.readTime.trim() !== ''), 'readTime', 'must be some text, e.g. "8 min read", or left out');
  need(typeof p.feed === 'string', 'feed', 'must be the address of the feed it came from');
  need(p.hidden === undefined || typeof p.hidden === 'boolean', 'hidden', 'must be true, false or left out');
  need(p.reactions === undefined || p.reactions === '' || (Number.isInteger(p.reactions) && (p.reactions as number) >= 0), 'reactions', 'must be a whole number, "" or left out');
  return problems;
}

/** "Unexpected token } in JSON at position 812" as "line 31, column 5: …". */
function jsonProblem(text: string, error: Error): string {
  const position = Number(/position (\d+)/.exec(error.message)?.[1]);
  if (Number.isNaN(position)) return `is not valid JSON: ${error.message}`;
  const before = text.slice(0, position).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}: not valid JSON (${error.message.replace(/ in JSON at position \d+.*$/, '')})`;
}
