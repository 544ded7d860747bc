import { PostBody } from '../blog/PostBody';
import type { BlogPost } from '../../content/types';
import { buildInfo } from '../build-info';
import { Link } from '../router/react';
import type { PageProps } from '../routes';
import { withBase } from '../router/router';
import { Footer } from '../sections/Footer';
import { Icon } from '../ui/icons';
import styles from './Page.module.css';
import { TopBar } from './TopBar';

/**
 * An own post's page, /blogs/<id>: its title, then what the build made of it (date, read
 * time, tags and the body: blog/PostHeader.tsx, src/build/posts/markdown.ts), shown as it is.
 */
export function PostPage({ content, links, post }: PageProps & { post: BlogPost }) {
  const { labels } = content;
  return (
    <>
      <TopBar labels={labels}>
        <Link href="/blogs" className={styles.back}>
          <Icon name="arrowLeft" size={18} />
          {labels.blog.allPosts}
        </Link>
      </TopBar>
      <main id="main" tabIndex={-1} className={styles.main}>
        <article className={styles.post}>
          <h1 className={styles.postTitle} tabIndex={-1}>
            {post.title}
          </h1>
          <PostBody href={withBase(post.url, buildInfo.basePath)} />
        </article>
      </main>
      <Footer content={content} links={links} />
    </>
  );
}
