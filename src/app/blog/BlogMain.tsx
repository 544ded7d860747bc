// The inside of the blog page's <main>: the way back, the title and lead, every post's card and
// the follow card. It has no state or handlers, so the build renders it to HTML once
// (renderSections in src/build/prerender.tsx) and the page shows that HTML as it is
// (pages/BlogPage.tsx): none of this code, PostCard's included, reaches the browser (BRIEF: the
// site's own JavaScript ≤ 10 KiB). Its <Link>s are marked ROUTED, so the page's one click
// handler (routeClicksIn) still takes them through the router.

import type { Content } from '../../content/types';
import { buildInfo } from '../build-info';
import { FEED_XML_PATH } from '../links';
import { Link, ROUTED } from '../router/react';
import { withBase } from '../router/router';
import type { SiteLinks } from '../site-data';
import button from '../ui/Button.module.css';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/icons';
import styles from '../pages/Page.module.css';
import { PostCard } from './PostCard';

/** The blog page's main content, posts newest first as the content holds them (makeSiteData). */
export function BlogMain({ content, links }: { content: Content; links: SiteLinks }) {
  const { labels, person } = content;
  const text = labels.blog;
  return (
    <>
      {/* Above the title, where a reader looks for the way back; the bar holds the name. */}
      <Link href="/" className={styles.back} {...ROUTED}>
        <Icon name="arrowLeft" size={18} />
        {text.back}
      </Link>
      <header className={styles.intro}>
        <h1 className={styles.heading} tabIndex={-1}>
          {text.title}
        </h1>
        {/* The owner's words, then where the posts are: the spec's "All articles are originally published on Medium." */}
        <p className={styles.lead}>{links.blogLead}</p>
      </header>
      <ul className={styles.posts}>
        {content.posts.map((post) => (
          <PostCard key={post.id} post={post} words={links.posts[post.id]!} tags={text.tags} newTab={labels.newTab} />
        ))}
      </ul>
      <section className={styles.follow} aria-labelledby="follow-title">
        <span className={styles.followIcon}>
          <Icon name="book" size={28} />
        </span>
        <h2 id="follow-title" className={styles.followTitle}>
          {text.followTitle}
        </h2>
        <p className={styles.followText}>{person.blogFollowText}</p>
        <ExternalLink href={person.blogFollowUrl!} className={button.primary} newTab={labels.newTab}>
          {links.follow}
        </ExternalLink>
        {/* The blog's own feed (src/build/posts/feeds-out.ts), every post here and elsewhere:
            a file, not a page, so a plain link (the router would look for a route). */}
        <a href={withBase(FEED_XML_PATH, buildInfo.basePath)} className={styles.feedLink}>
          <Icon name="rss" size={18} />
          {text.feed}
        </a>
      </section>
    </>
  );
}
