// Each post a feed brings, held to the build's own rules before posts:sync keeps it, so the
// sync never writes a post the build would refuse (and the scheduled sync never commits a
// file that fails every later deploy). What can be mended is mended and said: characters the
// site cannot show are removed, a tag too long to be a tag is dropped. What cannot (an address
// the site will not link to) leaves the item out, with the build's own words for why.

import type { BlogPost } from '../../content/types';
import { MAX_TAG_LENGTH, postProblems } from '../validate';
import { postTextProblems, unshowableCharacter } from '../validate-text';
import { show } from '../validate-rules';
import type { FeedPost } from './feed-posts';
import { SNAPSHOT_FILE } from './snapshot-file';

export type CheckedItem = { post: FeedPost; repairs: string[] } | { problem: string };

// The id a sync gives a post is a slug of its title (snapshot.ts), always valid: the check
// stands in this one.
const SOME_ID = 'post';

/**
 * The item as the sync may keep it, with a line for each repair, or why it is left out.
 * `entry` names it in those lines: 'item 3 "Title"'.
 */
export function checkItem(item: FeedPost, entry: string): CheckedItem {
  const repairs: string[] = [];
  const title = showable(item.title);
  if (title.removed.length) repairs.push(`title: removed ${removedList(title.removed)}, which the site cannot show`);
  const excerpt = showable(item.excerpt);
  if (excerpt.removed.length) repairs.push(`excerpt: removed ${removedList(excerpt.removed)}, which the site cannot show`);
  const tags: string[] = [];
  for (const tag of item.tags) {
    const clean = showable(tag).text;
    const length = [...clean].length;
    if (length > MAX_TAG_LENGTH) repairs.push(`tag ${show(`${[...clean].slice(0, 20).join('')}…`)} left out: ${length} characters, more than a tag's ${MAX_TAG_LENGTH}`);
    else if (clean && !tags.some((kept) => kept.toLowerCase() === clean.toLowerCase())) tags.push(clean);
  }
  if (!tags.length) repairs.push('no tags: the feed gives it no categories');
  const post: FeedPost = { ...item, title: title.text, excerpt: excerpt.text, tags };
  // Checked as the build checks a post of the synced posts file: the same functions.
  const candidate: BlogPost = {
    id: SOME_ID,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    ...(post.readTime ? { readTime: post.readTime } : {}),
    tags: post.tags,
    url: post.url,
  };
  const problems = [...postProblems(candidate, entry, `${SNAPSHOT_FILE}: ${entry}`), ...postTextProblems(candidate, entry)];
  if (problems.length) return { problem: `${problems[0]}; left out` };
  return { post, repairs };
}

/** The text without the characters the content check refuses in a one-line field; a line break becomes a space. */
function showable(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  let kept = '';
  // Character by character (a pair of surrogates is one), so a long text costs one pass.
  for (const char of text) {
    if (!unshowableCharacter(char, false)) kept += char;
    else {
      removed.push(char);
      if (/\s/.test(char)) kept += ' ';
    }
  }
  return { text: removed.length ? kept.replace(/\s+/g, ' ').trim() : text, removed };
}

/** "U+202E" or "3 characters (U+202E, U+0007, …)". */
function removedList(chars: string[]): string {
  const codes = [...new Set(chars.map((char) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`))];
  const named = codes.length > 3 ? `${codes.slice(0, 3).join(', ')}, …` : codes.join(', ');
  return chars.length === 1 ? named : `${chars.length} characters (${named})`;
}
