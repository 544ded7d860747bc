// Each post a feed brings, held to the build's own rules before posts:sync keeps it, so a sync
// never writes a file the build would refuse: what can be mended is, and said; what cannot
// leaves the item out.

import { MAX_TAG_LENGTH, postProblems } from '../validate';
import { MAX_POST_TITLE_LENGTH, postTextProblems, unshowableCharacter } from '../validate-text';
import { show } from '../validate-rules';
import type { FeedPost } from './feed-posts';
import { blogPostOf } from './site-posts';
import { SNAPSHOT_FILE } from './snapshot-file';

export type CheckedItem = { post: FeedPost; repairs: string[] } | { problem: string };

// Limits far past what any platform sends, so a feed gone wrong cannot fill the site:
// a title: the build's own limit for any post's title.
export const MAX_FEED_TITLE_LENGTH = MAX_POST_TITLE_LENGTH;
// a link: under 2,048 characters, sitemaps.org's limit for a URL and about what every browser and server takes.
export const MAX_FEED_URL_LENGTH = 2_047;
// tags: Medium allows 5 a story, DEV 4, Hashnode 5; each tag is a page of the site.
export const MAX_FEED_TAGS = 10;

// The id a sync gives a post is a slug of its title (snapshot.ts), always valid: this stands in.
const SOME_ID = 'post';

/** The item as the sync may keep it with a line per repair, or why it is left out; `entry`: 'item 3 "Title"'. */
export function checkItem(item: FeedPost, entry: string): CheckedItem {
  const titleLength = [...item.title].length;
  if (titleLength > MAX_FEED_TITLE_LENGTH) return { problem: `${entry}: title is ${titleLength} characters long, more than a feed's title may be (${MAX_FEED_TITLE_LENGTH}, MAX_FEED_TITLE_LENGTH); left out` };
  if (item.url.length > MAX_FEED_URL_LENGTH) return { problem: `${entry}: url is ${item.url.length} characters long, more than a link may be (${MAX_FEED_URL_LENGTH}, MAX_FEED_URL_LENGTH); left out` };
  const repairs: string[] = [];
  const title = showable(item.title);
  if (title.removed.length) repairs.push(`title: removed ${removedList(title.removed)}, which the site cannot show`);
  const excerpt = showable(item.excerpt);
  if (excerpt.removed.length) repairs.push(`excerpt: removed ${removedList(excerpt.removed)}, which the site cannot show`);
  const tags = new Map<string, string>(); // by its lowercase: "React" and "react" are one tag
  const long: string[] = [];
  let more = 0;
  for (const tag of item.tags) {
    const clean = showable(tag).text;
    const key = clean.toLowerCase();
    if ([...clean].length > MAX_TAG_LENGTH) long.push(clean);
    else if (clean && !tags.has(key)) {
      if (tags.size < MAX_FEED_TAGS) tags.set(key, clean);
      else more++;
    }
  }
  const [firstLong] = long;
  if (firstLong !== undefined) {
    const chars = [...firstLong];
    const quoted = show(`${chars.slice(0, 20).join('')}…`);
    repairs.push(
      long.length === 1
        ? `tag ${quoted} left out: ${chars.length} characters, more than a tag's ${MAX_TAG_LENGTH} (MAX_TAG_LENGTH)`
        : `${long.length} tags left out: each more than a tag's ${MAX_TAG_LENGTH} characters (MAX_TAG_LENGTH), the first ${quoted}`,
    );
  }
  if (more) repairs.push(`tags: kept the first ${MAX_FEED_TAGS} of ${MAX_FEED_TAGS + more} (MAX_FEED_TAGS)`);
  if (!tags.size) repairs.push('no tags: the feed gives it no categories');
  const post: FeedPost = { ...item, title: title.text, excerpt: excerpt.text, tags: [...tags.values()] };
  // Checked as the build checks a post of the synced posts file: the same functions.
  const candidate = blogPostOf(post, SOME_ID);
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
