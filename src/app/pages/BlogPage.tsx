import { PostCard } from '../blog/PostCard';
import { buildInfo } from '../build-info';
import { FEED_XML_PATH } from '../links';
import { Link } from '../router/react';
import { withBase } from '../router/router';
import type { PageProps } from '../routes';
import { Footer } from '../sections/Footer';
import button from '../ui/Button.module.css';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/icons';
import styles from './Page.module.css';
import { TopBar } from './TopBar';

/** The blog list; siteRoutes has it only when there are posts, and validate.ts the blog fields then. */
export function BlogPage({ content, links, sections }: PageProps) {
  const { labels, person } = content;
  const text = labels.blog;
  return (
    <>
      <TopBar name={person.name} labels={labels} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* Above the title, where a reader looks for the way back; the bar holds the name. */}
        <Link href="/" className={styles.back}>
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
      </main>
      <Footer content={content} links={links} sections={sections} />
    </>
  );
}
