// The inside of a blog list page's <main> (/blogs, its older pages, a tag's pages). No state, so
// the build renders it to HTML and none of it reaches the browser; its <Link>s are ROUTED, so
// the page's one click handler (routeClicksIn) still takes them through the router.

import type { Content } from '../../content/types';
import { buildInfo } from '../../app/build-info';
import { localeOf } from '../../app/locale';
import { FEED_XML_PATH } from '../../app/links';
import { fillIn } from '../../app/page-titles';
import { Link, ROUTED } from '../../app/router/react';
import { withBase } from '../../app/router/router';
import button from '../../app/ui/Button.module.css';
import { ExternalLink } from '../../app/ui/ExternalLink';
import { Icon } from '../../app/ui/icons';
import styles from '../../app/pages/Page.module.css';
import { BLOG_PATH, hrefOf, tagsPath, type ListPage } from '../../app/pages/blog-pages';
import type { BlogWords } from './blog-words';
import { PostCard } from './PostCard';
// The pager's links look like a card's "Read on …": the same action, a step onward.
import card from './PostCard.module.css';
import tagStyles from './Tags.module.css';

interface Props {
  content: Content;
  words: BlogWords;
  list: ListPage;
  /** A tag's page, as a post spells the tag (blog-pages.ts tagLinks). */
  tagPath: (tag: string) => string;
}

/** The way back, above a blog page's title (the bar holds the name). */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={styles.back} {...ROUTED}>
      <Icon name="arrowLeft" size={18} />
      {label}
    </Link>
  );
}

export function BlogMain({ content, words, list, tagPath }: Props) {
  const { labels, person } = content;
  const text = labels.blog;
  const { tag } = list;
  return (
    <>
      {/* Above the title, where a reader looks for the way back; the bar holds the name. A
          tag's list leads back to the whole list, the whole list to the portfolio. */}
      {tag ? <BackLink href={BLOG_PATH} label={text.allPosts} /> : <BackLink href="/" label={text.back} />}
      <header className={styles.intro}>
        <h1 className={styles.heading} tabIndex={-1}>
          {tag ? fillIn(text.tagTitle, { tag: tag.name }) : text.title}
        </h1>
        {/* The owner's words, then where the posts are: the sample's "All articles are originally
            published on Medium."; on a tag's list, how many articles it has. */}
        <p className={styles.lead}>{tag ? articleCount(text.articles, list.total, localeOf(content)) : words.lead}</p>
        {/* From one topic to the others (/blogs/tags); the whole list has its cards' tags. */}
        {tag && (
          <Link href={tagsPath()} className={tagStyles.allTags} {...ROUTED}>
            {text.allTags}
          </Link>
        )}
        {list.pages > 1 && <p className={styles.pageOf}>{fillIn(text.pageOf, { page: String(list.page), pages: String(list.pages) })}</p>}
      </header>
      <ul className={styles.posts}>
        {list.posts.map((post) => (
          <PostCard key={post.id} post={post} words={words.posts[post.id]!} tags={text.tags} newTab={labels.newTab} tagPath={tagPath} />
        ))}
      </ul>
      {list.pages > 1 && <Pager list={list} labels={text} />}
      <section className={styles.follow} aria-labelledby="follow-title">
        <span className={styles.followIcon}>
          <Icon name="book" size={28} />
        </span>
        <h2 id="follow-title" className={styles.followTitle}>
          {text.followTitle}
        </h2>
        <p className={styles.followText}>{person.blogFollowText}</p>
        <ExternalLink href={person.blogFollowUrl!} className={button.primary} newTab={labels.newTab}>
          {words.follow}
        </ExternalLink>
        {/* The blog's own feed (src/builder/posts/feeds-out.ts), every post here and elsewhere:
            a file, not a page, so a plain link (the router would look for a route). */}
        <a href={withBase(FEED_XML_PATH, buildInfo.basePath)} className={styles.feedLink}>
          <Icon name="rss" size={18} />
          {text.feed}
        </a>
      </section>
    </>
  );
}

/**
 * Newer and older pages as real links, with or without JavaScript. rel="prev"/"next" are here, not
 * on <link>s: Firefox prefetches a <link rel="next">, which the CSP blocks with a console error.
 */
function Pager({ list, labels }: { list: ListPage; labels: Content['labels']['blog'] }) {
  return (
    <nav className={styles.pager} aria-label={labels.pages}>
      {list.newer ? (
        <Link href={hrefOf(list.newer)} rel="prev" className={card.read} {...ROUTED}>
          <Icon name="arrowLeft" size={18} />
          {labels.newer}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.pagerWhere}>
        {fillIn(labels.pageOf, { page: String(list.page), pages: String(list.pages) })}
      </span>
      {list.older ? (
        <Link href={hrefOf(list.older)} rel="next" className={card.read} {...ROUTED}>
          {labels.older}
          <Icon name="arrowRight" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** "14 articles", in the plural form the count takes in the site's language. */
export function articleCount(forms: Content['labels']['blog']['articles'], count: number, locale: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fillIn(form, { count: String(count) });
}
