// What follows an own post's title on its page: date, read time and tags, each tag a link to
// its list. Rendered by the build alone, in PostMain.tsx. The markup and classes are the post
// cards'.

import type { BlogPost, Labels } from '../../content/types';
import { Icon } from '../../app/ui/icons';
import { formatPostDate } from './formatPostDate';
import card from './PostCard.module.css';
import { TagList } from './PostCard';
import styles from './PostBody.module.css';

export function PostHeader({ post, labels, tagPath, locale }: { post: BlogPost; labels: Labels['blog']; tagPath: (tag: string) => string; locale: string }) {
  return (
    <header className={styles.header}>
      <p className={card.meta}>
        <span className={card.metaItem}>
          <Icon name="calendar" size={16} />
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
        </span>
        {post.readTime && (
          <span className={card.metaItem}>
            <Icon name="clock" size={16} />
            {post.readTime}
          </span>
        )}
      </p>
      <TagList tags={post.tags} label={labels.tags} tagPath={tagPath} />
    </header>
  );
}
