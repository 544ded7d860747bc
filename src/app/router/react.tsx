// React binding for router.ts: one useSyncExternalStore and a Link (wouter's Link semantics).

import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { buildInfo } from '../build-info';
import { getLocation, navigate, shouldInterceptClick, subscribeLocation, withBase } from './router';

/** The current URL (path + search + hash); while hydrating, `initialUrl`, the one the page was rendered for. */
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

/** A click handler for prerendered HTML: a plain left click on a link marked ROUTED goes through the router. */
export function routeClicksIn(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-routed]');
  if (!link || !shouldInterceptClick(event, link, window.location.origin)) return;
  event.preventDefault();
  navigate(link.getAttribute('href')!);
}
