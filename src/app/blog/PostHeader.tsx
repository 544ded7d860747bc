// What follows an own post's title on its page: date, read time and tags. Rendered by the
// build alone (src/build/prerender.tsx, renderPostHeader) into the post's body HTML, which the
// App shows without building it (pages/PostPage.tsx): no code for it reaches the browser, and a
// client-side visit fetches it with the body. The markup and classes are the post cards'.

import type { BlogPost, Labels } from '../../content/types';
import accent from '../ui/Accent.module.css';
import { Icon } from '../ui/icons';
import { formatPostDate } from './formatPostDate';
import card from './PostCard.module.css';
import styles from './PostBody.module.css';

export function PostHeader({ post, labels }: { post: BlogPost; labels: Labels['blog'] }) {
  return (
    <header className={styles.header}>
      <p className={card.meta}>
        <span className={card.metaItem}>
          <Icon name="calendar" size={16} />
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </span>
        {post.readTime && (
          <span className={card.metaItem}>
            <Icon name="clock" size={16} />
            {post.readTime}
          </span>
        )}
      </p>
      <ul className={card.tags} aria-label={labels.tags}>
        {post.tags.map((tag) => (
          <li key={tag} className={accent.pill}>
            {tag}
          </li>
        ))}
      </ul>
    </header>
  );
}
