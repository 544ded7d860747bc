// BlogMain's cards' styles, in the App's stylesheet, in PostCard's order (Prerendered.tsx says why).
import '../ui/Accent.module.css';
import '../blog/PostCard.module.css';
import { routeClicksIn } from '../router/react';
import type { PageProps } from '../routes';
import { Footer } from '../sections/Footer';
import styles from './Page.module.css';
import { TopBar } from './TopBar';

/**
 * The blog list; siteRoutes has it only when there are posts, and validate.ts the blog fields
 * then. Its main content is the HTML the build rendered from blog/BlogMain.tsx (sections.blog),
 * shown as it is and hydrated by the same string.
 */
export function BlogPage({ content, links, sections }: PageProps) {
  return (
    <>
      <TopBar name={content.person.name} labels={content.labels} />
      {/* The links in it that a <Link> would route, routed by one handler (router/react.tsx). */}
      <main id="main" tabIndex={-1} className={styles.main} onClick={routeClicksIn} dangerouslySetInnerHTML={{ __html: sections.blog ?? '' }} />
      <Footer content={content} links={links} sections={sections} />
    </>
  );
}
