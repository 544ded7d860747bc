import type { BlogPost } from '../../content/types';
import type { PostWords } from '../site-data';
import accent from '../ui/Accent.module.css';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/icons';
import styles from './PostCard.module.css';

interface Props {
  post: BlogPost;
  /** Its date, "Read on …" and count, as the build wrote them (src/build/site-data.ts). */
  words: PostWords;
  /** The tag list's name. */
  tags: string;
  newTab: string;
}

export function PostCard({ post, words, tags, newTab }: Props) {
  return (
    <li className={styles.card}>
      <article className={styles.article} aria-labelledby={`post-${post.id}`}>
        <p className={styles.meta}>
          <span className={styles.metaItem}>
            <Icon name="calendar" size={16} />
            <time dateTime={post.publishedAt}>{words.date}</time>
          </span>
          <span className={styles.metaItem}>
            <Icon name="clock" size={16} />
            {post.readTime}
          </span>
        </p>
        <h2 id={`post-${post.id}`} className={styles.title}>
          {post.title}
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <ul className={styles.tags} aria-label={tags}>
          {post.tags.map((tag) => (
            <li key={tag} className={accent.pill}>
              {tag}
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          {/* Spec §3: "{claps} claps", even when the count is empty (''); no count given, none shown. */}
          {words.count !== null && (
            <span className={styles.claps}>
              <Icon name="clap" size={16} />
              {words.count}
            </span>
          )}
          <ExternalLink href={post.url} className={styles.read} newTab={newTab}>
            {words.read}
            <span className="sr-only">: {post.title}</span>
            <Icon name="external" size={16} />
          </ExternalLink>
        </div>
      </article>
    </li>
  );
}
