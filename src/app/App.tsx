// The whole site as one component, rendered by the build (prerender.tsx) and hydrated in
// the browser (client.tsx) with the same `url`, so both sides produce the same markup.

import './styles/global.css';
import { useEffect, useRef, useState } from 'react';
import { buildInfo } from './build-info';
import { ImagesContext } from './images/Picture';
import { ErrorBoundary } from './pages/ErrorScreen';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { StaticPage } from './pages/StaticPage';
import { loadStaticPage, type StaticPageData } from './pages/static-pages';
import { QueryClientProvider } from './query/react';
import { useUrl } from './router/react';
import { localPath, parseUrl, savedScrollY } from './router/router';
import { pageTitle } from './page-titles';
import { pageKindAt, type PageKind, type PageRef } from './routes';
import type { SiteData } from './site-data';
import { useCurrentYear } from './time/year';
import { Toaster } from './toast/Toaster';
import { TooltipProvider } from './tooltip/Tooltip';
import { SPRITE_CLASS } from './ui/icon-ids';

/** Set on <html> once the page has hydrated and every effect has run (the root's run last); tests wait for it. */
export const HYDRATED_ATTRIBUTE = 'hydrated';

/** The site at a URL; `page` is what the page's HTML was built as (routes.tsx PageRef). */
export function App({ url, data, page }: { url: string; data: SiteData; page: PageRef }) {
  const { content, images, links } = data;
  const shown = useShownPage(url, page, links.blog);
  const blogPage = shown.kind === 'blog' ? shown : null;
  // A blog page's title and icons are in its data, or its HTML for the page the visitor arrived on.
  useDocumentTitle(pageTitle(blogPage ? (blogPage.page ?? page) : { key: shown.kind }, content, useCurrentYear()));
  useRouteChange(blogPage ? `blog:${blogPage.path}` : shown.kind, shown.hash, shown.kind === 'blog' ? shown.page?.sprite : data.sprites[shown.kind]);
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_ATTRIBUTE] = '';
  }, []);
  const props = { content, links, pathname: shown.pathname, sections: data.sections };
  return (
    <QueryClientProvider>
      <TooltipProvider>
        <ImagesContext.Provider value={images}>
          <a href="#main" className="skip-link">
            {content.labels.skipLink}
          </a>
          {/* Keyed by page: an error on one page is forgotten when the visitor leaves it. */}
          <ErrorBoundary key={blogPage?.path ?? shown.kind} labels={content.labels.error}>
            {blogPage ? (
              <StaticPage {...props} page={blogPage.page} />
            ) : shown.kind === 'home' ? (
              <HomePage {...props} />
            ) : (
              <NotFoundPage {...props} />
            )}
          </ErrorBoundary>
          <Toaster labels={content.labels.toast} />
        </ImagesContext.Provider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/** The page on screen: home, the 404 page, or a blog page at its path with its data (none yet for the one the visitor arrived on). */
type Shown = { pathname: string; hash: string } & ({ kind: Exclude<PageKind, 'blog'> } | { kind: 'blog'; path: string; page: StaticPageData | undefined });

/**
 * The page to show at the URL. A blog page not fetched yet is fetched (and kept), and until it
 * is here the current page stays, as a browser keeps the old page until the new one arrives.
 * A page the server has no data for is loaded by the browser itself (its 404, or an error).
 */
function useShownPage(url: string, arrived: PageRef, blog: boolean): Shown {
  const base = buildInfo.basePath;
  const { pathname, hash } = parseUrl(useUrl(url));
  const [first] = useState(() => ({ path: localPath(parseUrl(url).pathname, base), page: arrived, left: false }));
  const [pages, setPages] = useState(() => new Map<string, StaticPageData>());
  const { kind, path } = pageKindAt(pathname, { base, blog, first });
  const blogPath = kind === 'blog' ? path! : null;
  const page = blogPath === null ? undefined : pages.get(blogPath);
  const ready = blogPath === null || page !== undefined || (blogPath === first.path && !first.left);
  const target: Shown = blogPath === null ? { kind: kind as Exclude<PageKind, 'blog'>, pathname, hash } : { kind: 'blog', path: blogPath, page, pathname, hash };
  const [last, setLast] = useState(target);
  if (ready && (last.pathname !== pathname || last.hash !== hash || (last.kind === 'blog' && last.page !== page))) setLast(target);
  useEffect(() => {
    if (ready) {
      // Once the arrived page is off screen its HTML is gone: a return fetches it.
      if (blogPath !== first.path) first.left = true;
      return;
    }
    loadStaticPage(blogPath!, base).then(
      (loaded) => setPages((known) => new Map(known).set(blogPath!, loaded)),
      () => window.location.reload(),
    );
  }, [ready, blogPath, base, first]);
  return ready ? target : last;
}

function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * After a client-side route change: the new page's icons, the scroll position of a revisited
 * entry or the top (or the #fragment), and focus on the new heading. The first render keeps the
 * browser's own behaviour.
 */
function useRouteChange(route: string, hash: string, symbols: string | undefined): void {
  const previous = useRef(route);
  useEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    const sprite = document.querySelector(`.${SPRITE_CLASS}`);
    if (sprite && symbols) sprite.innerHTML = symbols;
    const target = hash.length > 1 ? document.getElementById(decodeURIComponentSafe(hash.slice(1))) : null;
    const saved = savedScrollY();
    if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
    else if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [route, hash, symbols]);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
