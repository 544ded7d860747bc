import { useEffect } from 'react';
import { Link } from '../router/react';
import type { PageProps } from '../routes';
import { Footer } from '../sections/Footer';
import button from '../ui/Button.module.css';
import { Icon } from '../ui/icons';
import styles from './Page.module.css';
import { TopBar } from './TopBar';

/** '404', 'Oops! Page not found', 'Return to Home', the path in the console; the owner's name and footer around them. */
export function NotFoundPage({ pathname: path, content, links, sections }: PageProps) {
  const { labels, person } = content;
  const text = labels.notFound;
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <>
      <TopBar name={person.name} labels={labels} />
      <main id="main" tabIndex={-1} className={styles.centered}>
        <h1 className={styles.code} tabIndex={-1}>
          {text.code}
        </h1>
        <p className={styles.message}>{text.message}</p>
        <Link href="/" className={button.primary}>
          <Icon name="arrowLeft" size={18} />
          {text.home}
        </Link>
      </main>
      <Footer content={content} links={links} sections={sections} />
    </>
  );
}
