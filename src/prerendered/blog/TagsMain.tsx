// The inside of /blogs/tags' <main>: the way back, the title, and every tag as a link to its list
// with its count. Rendered by the build alone; its links are ROUTED.

import type { Content } from '../../content/types';
import { Link, ROUTED } from '../../app/router/react';
import accent from '../../app/ui/Accent.module.css';
import styles from '../../app/pages/Page.module.css';
import { articleCount, BackLink } from './BlogMain';
import { localeOf } from '../../app/locale';
import { BLOG_PATH, hrefOf, tagPath, type Tag } from '../../app/pages/blog-pages';
import card from './PostCard.module.css';
import tagStyles from './Tags.module.css';

export function TagsMain({ content, tags }: { content: Content; tags: readonly Tag[] }) {
  const text = content.labels.blog;
  return (
    <>
      <BackLink href={BLOG_PATH} label={text.allPosts} />
      <header className={styles.intro}>
        <h1 className={styles.heading} tabIndex={-1}>
          {text.tags}
        </h1>
      </header>
      {/* By name, as blogTags orders them: a reader looks a topic up rather than ranks it. */}
      <ul className={tagStyles.tagIndex}>
        {tags.map((tag) => (
          <li key={tag.slug} className={tagStyles.tagEntry}>
            <Link href={hrefOf(tagPath(tag.slug))} className={`${accent.pill} ${card.tag}`} {...ROUTED}>
              {tag.name}
            </Link>
            <span className={tagStyles.tagCount}>{articleCount(text.articles, tag.posts.length, localeOf(content))}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
