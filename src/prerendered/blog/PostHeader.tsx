// What follows an own post's title on its page: date, read time and tags, each tag a link to
// its list, in the post cards' markup. Rendered by the build alone, in PostMain.tsx.

import type { BlogPost, Labels } from '../../content/types';
import { formatPostDate } from './formatPostDate';
import { PostMeta, TagList } from './PostCard';
import styles from './PostBody.module.css';

export function PostHeader({ post, labels, tagPath, locale }: { post: BlogPost; labels: Labels['blog']; tagPath: (tag: string) => string; locale: string }) {
  return (
    <header className={styles.header}>
      <PostMeta post={post} date={formatPostDate(post.publishedAt, locale)} />
      <TagList tags={post.tags} label={labels.tags} tagPath={tagPath} />
    </header>
  );
}
