// Which file answers a request, as a pure function of the request target and the list of
// files in dist/ (STYLE: pure functions for decisions). It reads no disk: sirv serves the
// file it names. It follows what nginx does with the server block deploy-configs.mjs writes,
// so `npm start` and nginx agree request for request:
//   - the target is percent-decoded once (%2F included), `//` merged and `.`/`..` resolved,
//     by the function the client router uses too (src/app/router/request-path.ts);
//   - a malformed percent-encoding, a NUL byte, or `..` above the root is a 400 (Bad Request);
//   - `/x` is the file x, else x/index.html; `/x/` is x/index.html (nginx's
//     `try_files $uri $uri/index.html`), so `/`, `/blogs` and `/blogs/` are pages;
//   - anything else, and anything outside the base path, is the 404 page with status 404.
// Bad requests still get the 404 page as their body: a visitor sees the spec's page either way.

import { removeDotSegments, resolveRequestPath } from '../app/router/request-path';
import { NOT_FOUND_PAGE } from './headers';

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*([/?#].*)?$/is;

/** Which file answers, and with what status; or where a request for the base path without its slash goes. */
export type RouteDecision = { status: 200 | 400 | 404; file: string } | { status: 301; location: string };

/**
 * @param requestTarget the request target as sent ("/blogs?x=1")
 * @param site `files`: relative to the root, "/"-separated
 */
export function routeRequest(requestTarget: string, { files, basePath }: { files: { has(file: string): boolean }; basePath: string }): RouteDecision {
  // The absolute form "http://host/path" (RFC 9112 §3.2.2) names the same path, as nginx reads it.
  const target = requestTarget.replace(ABSOLUTE_FORM, (_match, path: string | undefined) => path || '/');
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
  const query = queryAt >= 0 && target[queryAt] === '?' ? target.slice(queryAt).split('#')[0] : '';
  const notFound = (status: 400 | 404) => ({ status, file: NOT_FOUND_PAGE });

  const resolved = resolveRequestPath(rawPath);
  if (!('path' in resolved)) return notFound(resolved.status);
  const { path } = resolved;

  // GitHub Pages and nginx send "/portfolio" on to "/portfolio/", where the site lives.
  if (basePath !== '/' && path === basePath.slice(0, -1)) return { status: 301, location: basePath + query };
  if (!path.startsWith(basePath)) return notFound(404);
  const local = path.slice(basePath.length);
  const candidates = local === '' || local.endsWith('/') ? [`${local}index.html`] : [local, `${local}/index.html`];
  const file = candidates.find((candidate) => files.has(candidate));
  return file ? { status: 200, file } : notFound(404);
}

export { removeDotSegments };
