// The inside of an own post's <main> (/blogs/<id>): the way back, the title, date, read time,
// tags and the body the build made from Markdown. Rendered by the build alone.

import type { BlogPost, Labels } from '../../content/types';
import { Link, ROUTED } from '../../app/router/react';
import { Icon } from '../../app/ui/icons';
import styles from '../../app/pages/Page.module.css';
import { BLOG_PATH } from '../../app/pages/blog-pages';
import body from './PostBody.module.css';

interface Props {
  post: BlogPost;
  /**
   * Its header (PostHeader.tsx) and body (src/builder/posts/markdown.ts) as one HTML string:
   * the body's rules style the header as one of its own children (PostBody.module.css).
   */
  html: string;
  labels: Labels['blog'];
}

export function PostMain({ post, html, labels }: Props) {
  return (
    <article>
      {/* Above the title, in the post's column, as /blogs has its way back; the bar holds the name. */}
      <Link href={BLOG_PATH} className={styles.back} {...ROUTED}>
        <Icon name="arrowLeft" size={18} />
        {labels.allPosts}
      </Link>
      <h1 tabIndex={-1}>{post.title}</h1>
      <div className={body.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
