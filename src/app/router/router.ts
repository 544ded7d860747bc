// A router on window.location and popstate (STYLE: wouter, preact-iso).
// Part 1 is pure: path normalising, base-path handling and matching, usable at build time.
// Part 2 is the browser location store: listeners are added on the first subscriber.

import { resolveRequestPath } from './request-path';

// --- Part 1: pure functions -------------------------------------------------

/** Normalises a configured base path to "/" or "/sub/path/". */
export function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** "/portfolio/blogs" with base "/portfolio/" -> "/blogs"; a path outside the base -> null. */
export function stripBase(pathname: string, base: string): string | null {
  if (base === '/') return pathname || '/';
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
}

/** "/blogs" -> "/portfolio/blogs"; "#about" and absolute URLs are left alone. */
export function withBase(href: string, base: string): string {
  if (!href.startsWith('/') || base === '/') return href;
  return base.slice(0, -1) + href;
}

/**
 * The path a route is looked up by, resolved as the server resolves the same URL
 * (request-path.ts); "/blogs/", "/blogs/index.html" and "/blogs" are all the blog page. A path the
 * server refuses (400) stays as it came, which no route has.
 */
export function normalisePath(pathname: string): string {
  const resolved = resolveRequestPath(pathname);
  return 'path' in resolved ? routePath(resolved.path) : pathname;
}

/** A resolved path as routes spell it: "/blogs/" and "/blogs/index.html" are "/blogs". */
function routePath(path: string): string {
  return path.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
}

/** That path base-stripped ("/portfolio/x/..%2Fblogs" is "/blogs"); null if refused or outside the base. */
export function localPath(pathname: string, base = '/'): string | null {
  const resolved = resolveRequestPath(pathname);
  if (!('path' in resolved)) return null;
  const local = stripBase(resolved.path, base);
  return local === null ? null : routePath(local);
}

/** Splits "/a/b?x=1#y" into its parts without throwing on malformed percent-encodings. */
export function parseUrl(url: string): { pathname: string; search: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  return {
    pathname: (queryAt >= 0 ? rest.slice(0, queryAt) : rest) || '/',
    search: queryAt >= 0 ? rest.slice(queryAt) : '',
    hash,
  };
}

/** Whether the router takes a click: plain primary-button clicks on same-origin links (wouter's Link). */
export function shouldInterceptClick(
  event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; defaultPrevented: boolean },
  anchor: { target: string; hasAttribute(name: string): boolean; origin: string },
  currentOrigin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  return anchor.origin === currentOrigin;
}

// --- Part 2: the browser location store ---------------------------------------

type Listener = () => void;
const listeners = new Set<Listener>();
// Each history entry remembers its scroll position so Back lands where the visitor was.
const SCROLL_KEY = 'scrollY';

function currentUrl(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onPopState(): void {
  notify();
}

// Leaving the document (the Blog link is a full page load): give the entry back to the
// browser, or Back would return to the top, as a "manual" entry's scroll is never restored.
function onPageHide(): void {
  window.history.scrollRestoration = 'auto';
}

/** useSyncExternalStore-compatible subscription to the browser URL. */
export function subscribeLocation(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    // The router restores scroll itself; the browser would restore it before the new page renders.
    window.history.scrollRestoration = 'manual';
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) removeListeners();
  };
}

/** The current path, search and hash; stable string so React can compare snapshots. */
export const getLocation = currentUrl;

/** Pushes a same-origin URL and tells subscribers; the page left behind keeps its scroll position. */
export function navigate(to: string): void {
  if (to === currentUrl()) return;
  const history = window.history;
  history.replaceState({ ...history.state, [SCROLL_KEY]: window.scrollY }, '');
  history.pushState(null, '', to);
  notify();
}

/** The scroll position saved for the current history entry, if the visitor has been here before. */
export function savedScrollY(): number | undefined {
  const value = window.history.state?.[SCROLL_KEY];
  return typeof value === 'number' ? value : undefined;
}

/** For tests: forget every subscriber and remove the window listeners. */
export function resetRouter(): void {
  listeners.clear();
  removeListeners();
}

function removeListeners(): void {
  window.removeEventListener('popstate', onPopState);
  window.removeEventListener('pagehide', onPageHide);
}
