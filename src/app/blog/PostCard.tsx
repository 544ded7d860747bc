import type { BlogPost, Labels } from '../../content/types';
import { Link } from '../router/react';
import accent from '../ui/Accent.module.css';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/icons';
import { PostMeta } from './PostMeta';
import styles from './PostCard.module.css';

export function PostCard({ post, labels, newTab }: { post: BlogPost; labels: Labels['blog']; newTab: string }) {
  // An own post's url is its page here, a path: it opens on the site, through the router.
  const own = post.mediumUrl.startsWith('/');
  const label = (
    <>
      {own ? labels.readHere : labels.read}
      <span className="sr-only">: {post.title}</span>
    </>
  );
  return (
    <li className={styles.card}>
      <article className={styles.article} aria-labelledby={`post-${post.id}`}>
        <PostMeta post={post} />
        <h2 id={`post-${post.id}`} className={styles.title}>
          {post.title}
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <PostTags tags={post.tags} label={labels.tags} />
        <div className={styles.footer}>
          {/* Spec §3: "{claps} claps", even when the count is empty; an own post has none. */}
          {!own && (
            <span className={styles.claps}>
              <Icon name="clap" size={16} />
              {`${post.claps} ${labels.claps}`}
            </span>
          )}
          {own ? (
            <Link href={post.mediumUrl} className={styles.read}>
              {label}
              <Icon name="arrowRight" size={16} />
            </Link>
          ) : (
            <ExternalLink href={post.mediumUrl} className={styles.read} newTab={newTab}>
              {label}
              <Icon name="external" size={16} />
            </ExternalLink>
          )}
        </div>
      </article>
    </li>
  );
}

/** A post's tags as pills, named for screen readers. */
export function PostTags({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={accent.pill}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
