// The words of the blog's pages that the build writes from the content and its addresses
// (src/builder/site-data.ts blogWords), so the pages format nothing and carry no table of
// platforms. Only the build renders the blog's lists and posts, so only the build has them.

/** A post card's words: its date, and those naming its platform. */
export interface PostWords {
  /** publishedAt as "May 15, 2025", the same in every time zone (formatPostDate.ts). */
  date: string;
  /** "Read on Medium"; an own post's "Read the post". */
  read: string;
  /** "342 claps", and " claps" for an empty count (''); null where the post gives none. */
  count: string | null;
}

export interface BlogWords {
  /** Each post's words, by post id. */
  posts: Readonly<Record<string, PostWords>>;
  /** The blog page's lead: person.blogIntro, then where the posts are ("All articles are originally published on DEV and Medium."). */
  lead: string;
  /** "Follow on Medium"; "" without person.blogFollowUrl. */
  follow: string;
}
