// The inside of an own post's <main> (/blogs/<id>): the way back, the title, date, read time,
// tags and the body the build made from Markdown. Rendered by the build alone.

import type { BlogPost, Labels } from '../../content/types';
import { BLOG_PATH } from '../../app/pages/blog-pages';
import { BackLink } from './BlogMain';
import body from './PostBody.module.css';

interface Props {
  post: BlogPost;
  /** Its header and body as one HTML string: the body's rules style the header as one of its children. */
  html: string;
  labels: Labels['blog'];
}

export function PostMain({ post, html, labels }: Props) {
  return (
    <article>
      {/* Above the title, in the post's column, as /blogs has its way back; the bar holds the name. */}
      <BackLink href={BLOG_PATH} label={labels.allPosts} />
      <h1 tabIndex={-1}>{post.title}</h1>
      <div className={body.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
