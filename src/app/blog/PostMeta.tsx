import type { BlogPost } from '../../content/types';
import { Icon } from '../ui/icons';
import { formatPostDate } from './formatPostDate';
import styles from './PostCard.module.css';

/** A post's date and read time, as its card and its page show them. */
export function PostMeta({ post }: { post: BlogPost }) {
  return (
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
  );
}
