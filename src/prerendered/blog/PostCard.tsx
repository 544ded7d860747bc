import type { BlogPost } from '../../content/types';
import { Link, ROUTED } from '../../app/router/react';
import type { PostWords } from './blog-words';
import accent from '../../app/ui/Accent.module.css';
import { ExternalLink } from '../../app/ui/ExternalLink';
import { Icon } from '../../app/ui/icons';
import { hrefOf } from '../../app/pages/blog-pages';
import { isOwnPost } from './own-post';
import styles from './PostCard.module.css';

interface Props {
  post: BlogPost;
  /** Its date, "Read on …" (or, for an own post, "Read the post") and count, as the build wrote them (src/builder/site-data.ts). */
  words: PostWords;
  /** The tag list's name. */
  tags: string;
  newTab: string;
  /** A tag's page (blog-pages.ts tagLinks). */
  tagPath: (tag: string) => string;
}

/** A post's date and read time, on its card and over an own post's page. */
export function PostMeta({ post, date }: { post: BlogPost; date: string }) {
  return (
    <p className={styles.meta}>
      <span className={styles.metaItem}>
        <Icon name="calendar" size={16} />
        <time dateTime={post.publishedAt}>{date}</time>
      </span>
      {post.readTime && (
        <span className={styles.metaItem}>
          <Icon name="clock" size={16} />
          {post.readTime}
        </span>
      )}
    </p>
  );
}

export function PostCard({ post, words, tags, newTab, tagPath }: Props) {
  // An own post's url is its page here, a path: it opens on the site, through the router.
  const own = isOwnPost(post);
  const label = (
    <>
      {words.read}
      <span className="sr-only">: {post.title}</span>
    </>
  );
  return (
    <li className={styles.card}>
      <article className={styles.article} aria-labelledby={`post-${post.id}`}>
        <PostMeta post={post} date={words.date} />
        <h2 id={`post-${post.id}`} className={styles.title}>
          {post.title}
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <TagList tags={post.tags} label={tags} tagPath={tagPath} />
        <div className={styles.footer}>
          {/* "{claps} claps", even when the count is empty (''); no count given, none shown. */}
          {words.count !== null && (
            <span className={styles.claps}>
              <Icon name="clap" size={16} />
              {words.count}
            </span>
          )}
          {own ? (
            <Link href={post.url} className={styles.read} {...ROUTED}>
              {label}
              <Icon name="arrowRight" size={16} />
            </Link>
          ) : (
            <ExternalLink href={post.url} className={styles.read} newTab={newTab}>
              {label}
              <Icon name="external" size={16} />
            </ExternalLink>
          )}
        </div>
      </article>
    </li>
  );
}

/** A post's tags, each a link to its tag's list (the cards' and an own post's header's). */
export function TagList({ tags, label, tagPath }: { tags: readonly string[]; label: string; tagPath: (tag: string) => string }) {
  // A synced post whose feed gave it no categories has none: no empty list for a screen reader to announce.
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={hrefOf(tagPath(tag))} className={`${accent.pill} ${styles.tag}`} {...ROUTED}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
