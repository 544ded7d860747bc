// React binding for router.ts: one useSyncExternalStore and a Link (wouter's Link semantics).

import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { buildInfo } from '../build-info';
import { getLocation, navigate, shouldInterceptClick, subscribeLocation, withBase } from './router';

/**
 * The current URL (path + search + hash). While hydrating, React uses `initialUrl`,
 * which is the URL the page was rendered for, so server and client agree.
 */
export function useUrl(initialUrl: string): string {
  return useSyncExternalStore(subscribeLocation, getLocation, () => initialUrl);
}

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A real <a href> that the router takes over for plain left clicks. `href` is site-relative ("/blogs"). */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const resolved = withBase(href, buildInfo.basePath);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!shouldInterceptClick(event, event.currentTarget, window.location.origin)) return;
    event.preventDefault();
    navigate(resolved);
  };
  return <a href={resolved} onClick={handleClick} {...rest} />;
}

/** Marks a <Link> rendered into prerendered HTML, whose clicks routeClicksIn() takes over. */
export const ROUTED = { 'data-routed': '' } as const;

/**
 * A click handler for an element holding prerendered HTML (pages/StaticPage.tsx): a plain left
 * click on a link marked ROUTED goes through the router, as a <Link>'s would; the build
 * already resolved its href under the base path.
 */
export function routeClicksIn(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-routed]');
  if (!link || !shouldInterceptClick(event, link, window.location.origin)) return;
  event.preventDefault();
  navigate(link.getAttribute('href')!);
}
