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
