// The whole site as one component, rendered by the build (prerender.tsx) and hydrated in
// the browser (client.tsx) with the same `url`, so both sides produce the same markup.

import './styles/global.css';
import { useEffect, useRef } from 'react';
import { buildInfo } from './build-info';
import { ImagesContext } from './images/Picture';
import { ErrorBoundary } from './pages/ErrorScreen';
import { QueryClientProvider } from './query/react';
import { useUrl } from './router/react';
import { matchRoute, parseUrl, savedScrollY } from './router/router';
import { pageTitle } from './page-titles';
import { notFoundRoute, siteRoutes, type Route } from './routes';
import type { SiteData } from './site-data';
import { useCurrentYear } from './time/year';
import { Toaster } from './toast/Toaster';
import { TooltipProvider } from './tooltip/Tooltip';
import { SPRITE_CLASS } from './ui/icon-ids';

/**
 * Set on <html> (data-hydrated) once the page has hydrated and every effect has run: React
 * runs the root's passive effects after all of its children's. The browser tests wait for it;
 * <html> is outside the rendered tree, so the prerendered HTML and hydration are unchanged.
 */
export const HYDRATED_ATTRIBUTE = 'hydrated';

export function App({ url, data }: { url: string; data: SiteData }) {
  const { content, images, links } = data;
  const { pathname, hash } = parseUrl(useUrl(url));
  const routes = siteRoutes(content);
  const route: Route = matchRoute(routes, pathname, buildInfo.basePath) ?? notFoundRoute;
  useDocumentTitle(pageTitle(route, content, useCurrentYear()));
  useRouteChange(route, hash, data.sprites[route.file]);
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_ATTRIBUTE] = '';
  }, []);
  return (
    <QueryClientProvider>
      <TooltipProvider>
        <ImagesContext.Provider value={images}>
          <a href="#main" className="skip-link">
            {content.labels.skipLink}
          </a>
          {/* Keyed by route: an error on one page is forgotten when the visitor leaves it. */}
          <ErrorBoundary key={route.file} labels={content.labels.error}>
            <route.page content={content} links={links} pathname={pathname} sections={data.sections} />
          </ErrorBoundary>
          <Toaster labels={content.labels.toast} />
        </ImagesContext.Provider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}

function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * After a client-side route change: put in the new page's icons (a page's HTML carries only
 * its own sprite, build.mjs: `symbols` is the new page's), restore the scroll position of a
 * revisited history entry or go to the top (or the #fragment), and move focus to the new
 * page's heading so screen reader and keyboard users start there. The first render keeps the
 * browser's own behaviour. A change made by a click or Back is a discrete update, whose
 * effects React runs before the browser paints.
 */
function useRouteChange(route: Route, hash: string, symbols: string | undefined): void {
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
