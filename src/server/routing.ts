// Which file answers a request, as a pure function of the request target and the list of
// files in dist/ (STYLE: pure functions for decisions). It reads no disk: send-file.ts sends
// the file it names. It follows what nginx does with the server block deploy-configs.ts writes,
// so `npm start` and nginx agree request for request:
//   - the target is percent-decoded once (%2F included), `//` merged and `.`/`..` resolved,
//     by the function the client router uses too (src/app/router/request-path.ts);
//   - a malformed percent-encoding, a NUL byte, or `..` above the root is a 400 (Bad Request);
//     so is a request whose Host nginx refuses (hostRefused);
//   - `/x` is the file x, else x/index.html; `/x/` is x/index.html (nginx's
//     `try_files $uri $uri/index.html`), so `/`, `/blogs` and `/blogs/` are pages;
//   - anything else, and anything outside the base path, is the 404 page with status 404.
// Bad requests still get the 404 page as their body: a visitor sees the spec's page either way.

import { removeDotSegments, resolveRequestPath } from '../app/router/request-path';
import { NOT_FOUND_PAGE } from './headers';

const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)([/?#].*)?$/is;

/** Which file answers, and with what status; or where a request for the base path without its slash goes. */
export type RouteDecision = { status: 200 | 400 | 404; file: string } | { status: 301; location: string };

/**
 * @param requestTarget the request target as sent ("/blogs?x=1")
 * @param site `files`: relative to the root, "/"-separated
 */
export function routeRequest(requestTarget: string, { files, basePath }: { files: { has(file: string): boolean }; basePath: string }): RouteDecision {
  // The absolute form "http://host/path" (RFC 9112 §3.2.2) names the same path, as nginx reads it.
  const target = requestTarget.replace(ABSOLUTE_FORM, (_match, _host: string, path: string | undefined) => path || '/');
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

/**
 * Whether nginx answers 400 for the request's Host before it looks at the path (RFC 9112
 * §3.2, as ngx_http_request.c applies it): an HTTP/1.1 request without a Host field, more
 * than one Host field, or a host (the field's, or an absolute-form target's) that is empty,
 * holds "..", "/" or NUL. Node's own check answers a bare 400 without the site's headers,
 * and lets the others through; server.ts turns it off and asks here.
 * @param hosts every Host field of the request, as sent
 */
export function hostRefused({ httpVersion, hosts, requestTarget }: { httpVersion: string; hosts: string[]; requestTarget: string }): boolean {
  if (hosts.length > 1 || (hosts.length === 0 && httpVersion === '1.1')) return true;
  const targetHost = ABSOLUTE_FORM.exec(requestTarget)?.[1];
  return [...hosts, ...(targetHost === undefined ? [] : [targetHost])].some((host) => !isValidHost(host));
}

/** ngx_http_validate_host: no "..", "/" or NUL, and a name (before the port, or an [IPv6] literal) left once a final dot is dropped. */
function isValidHost(host: string): boolean {
  if (/\.\.|\/|\0/.test(host)) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1 || host.length) : host.split(':')[0]!;
  return name.replace(/\.$/, '') !== '';
}

export { removeDotSegments };
