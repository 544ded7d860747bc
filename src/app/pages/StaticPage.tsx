// The blog's main content's styles, in the App's stylesheet: its components render only at
// build time (src/prerendered/blog/BlogMain.tsx, blog/PostMain.tsx), so the App imports their CSS here, in
// their order, and both bundles hold the same CSS (sections/Prerendered.tsx says why).
import '../ui/Accent.module.css';
import '../../prerendered/blog/PostCard.module.css';
import '../../prerendered/blog/PostBody.module.css';
import '../../prerendered/blog/Tags.module.css';
import { routeClicksIn } from '../router/react';
import type { PageProps } from '../routes';
import { Footer } from '../sections/Footer';
import styles from './Page.module.css';
import { MAIN_SLOT, type StaticPageData } from './static-pages';
import { TopBar } from './TopBar';

/**
 * A blog page: its main content is HTML the build rendered, shown as it is (hydration never
 * rewrites HTML React did not set); a page the router brings has it from its data. Links in it
 * marked ROUTED are routed by one handler (router/react.tsx).
 */
export function StaticPage({ content, links, sections, page }: PageProps & { page: StaticPageData | undefined }) {
  return (
    <>
      <TopBar name={content.person.name} labels={content.labels} />
      <main
        id="main"
        tabIndex={-1}
        className={styles.main}
        onClick={routeClicksIn}
        dangerouslySetInnerHTML={{ __html: page?.main ?? MAIN_SLOT }}
        suppressHydrationWarning
      />
      <Footer content={content} links={links} sections={sections} />
    </>
  );
}
