import type { BlogPost, Labels } from '../../content/types';
import { Link } from '../router/react';
import accent from '../ui/Accent.module.css';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/icons';
import { formatPostDate } from './formatPostDate';
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
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="calendar" size={16} />
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          </span>
          {post.readTime && (
            <span className={styles.metaItem}>
              <Icon name="clock" size={16} />
              {post.readTime}
            </span>
          )}
        </p>
        <h2 id={`post-${post.id}`} className={styles.title}>
          {post.title}
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <ul className={styles.tags} aria-label={labels.tags}>
          {post.tags.map((tag) => (
            <li key={tag} className={accent.pill}>
              {tag}
            </li>
          ))}
        </ul>
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
