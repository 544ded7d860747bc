import { useEffect, useRef, useState } from 'react';
import { POST_BODY_FILE, POST_BODY_SLOT } from '../blog/post-body-slot';
import body from '../blog/PostBody.module.css';
import type { BlogPost } from '../../content/types';
import { buildInfo } from '../build-info';
import { Link } from '../router/react';
import { withBase } from '../router/router';
import type { PageProps } from '../routes';
import { Footer } from '../sections/Footer';
import { Icon } from '../ui/icons';
import styles from './Page.module.css';
import { TopBar } from './TopBar';

/**
 * An own post's page, /blogs/<id>: its title, then what the build made of it (date, read
 * time, tags and the body: blog/PostHeader.tsx, src/build/posts/markdown.ts), shown as it is.
 *
 * The body is HTML the build made from Markdown, with its code already highlighted, so the
 * browser gets no Markdown parser, no highlighter and no body in its data. React never builds
 * it as a tree: the build fills it into the prerendered page (POST_BODY_SLOT), and hydration
 * leaves it alone. On a client-side visit (a card on /blogs, Back) the page holds only the
 * slot, so the body is fetched from the file the build wrote beside the page (POST_BODY_FILE).
 */
export function PostPage({ content, links, sections, post }: PageProps & { post: BlogPost }) {
  const { labels } = content;
  const href = withBase(post.url, buildInfo.basePath);
  const [html, setHtml] = useState(POST_BODY_SLOT);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Offline or gone, the browser's own navigation to the page says so better than an empty one.
    if (ref.current!.innerHTML === POST_BODY_SLOT) {
      fetch(`${href}/${POST_BODY_FILE}`)
        .then((response) => (response.ok ? response.text() : Promise.reject()))
        .then(setHtml, () => location.assign(href));
    }
  }, [href]);
  return (
    <>
      <TopBar name={content.person.name} labels={labels} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <article>
          {/* Above the title, in the post's column, as /blogs has its way back; the bar holds the name. */}
          <Link href="/blogs" className={styles.back}>
            <Icon name="arrowLeft" size={18} />
            {labels.blog.allPosts}
          </Link>
          <h1 tabIndex={-1}>
            {post.title}
          </h1>
          {/* suppressHydrationWarning: the browser renders the slot over the body the build
              filled in, and React keeps what the page holds (hydration never rewrites HTML it did not set). */}
          <div ref={ref} className={body.body} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
        </article>
      </main>
      <Footer content={content} links={links} sections={sections} />
    </>
  );
}
