// The one source of response headers. The build writes them as `_headers` (Netlify,
// Cloudflare Pages) and as an nginx server block (src/builder/deploy-configs.ts); the preview
// (server.ts) reads `_headers` back, so `npm start` sends the headers those hosts send.

import { ATPROTO_DID_PATH, FEED_JSON_PATH, FEED_XML_PATH } from '../app/links';

/** Hashed file names: safe to cache for a year and never revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (HTML, résumé, robots.txt …): cache, but ask the server every time. Netlify and
 * Cloudflare send it when `_headers` names none, and join a header two rules name, so only the
 * hashed assets' rule names one.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const ASSETS_DIR = 'assets';
/** The page every unknown path gets, with status 404. */
export const NOT_FOUND_PAGE = '404.html';
/** The one dot-folder served (RFC 8615), from public/.well-known/. */
export const WELL_KNOWN_DIR = '.well-known';
const WELL_KNOWN = /^\.well-known\//;
/** A static site only reads; anything else is answered 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD'];
export const METHOD_NOT_ALLOWED_BODY = `405 Method Not Allowed: use ${ALLOWED_METHODS.join(', ')}\n`;

/** Media types of every file the build writes (and a few of public/'s), for nginx and the preview. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  pdf: 'application/pdf',
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
};
/** Files whose extension does not say what they are: the feeds (RFC 4287 §7; JSON Feed 1.1), a Bluesky handle's DID. */
export const CONTENT_TYPES_BY_FILE: Readonly<Record<string, string>> = {
  [FEED_XML_PATH.slice(1)]: 'application/atom+xml; charset=utf-8',
  [FEED_JSON_PATH.slice(1)]: 'application/feed+json; charset=utf-8',
  [ATPROTO_DID_PATH.slice(1)]: 'text/plain; charset=utf-8',
};
/** For a file no row names: browsers must not guess (X-Content-Type-Options: nosniff). */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** A path pattern of `_headers` ("/assets/*") and the headers every response under it carries. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** The site's rules in `_headers` order (a later rule adds to one it nests in); hashes are base64 SHA-256. */
export function headerRules({ scriptHashes, styleHashes, basePath }: { scriptHashes: string[]; styleHashes: string[]; basePath: string }): HeaderRule[] {
  const hashes = (list: string[]) => list.map((hash) => ` 'sha256-${hash}'`).join('');
  const csp = [
    "default-src 'none'",
    `script-src 'self'${hashes(scriptHashes)}`,
    `style-src 'self'${hashes(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    {
      pattern: `${basePath}*`,
      headers: {
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      },
    },
    { pattern: `${basePath}${ASSETS_DIR}/*`, headers: { 'Cache-Control': IMMUTABLE } },
    // Netlify and Cloudflare Pages type files by extension; these say what the feeds are.
    ...Object.entries(CONTENT_TYPES_BY_FILE).map(([file, type]) => ({ pattern: basePath + file, headers: { 'Content-Type': type } })),
  ];
}

/** Netlify / Cloudflare Pages `_headers` text. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n') + '\n';
}

/** Parses `_headers` text back into rules; throws on a line it does not understand. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!match || rules.length === 0) throw new Error(`_headers line ${i + 1} is not "Name: value" under a path: ${line}`);
    rules.at(-1)!.headers[match[1]!] = match[2]!;
  });
  return rules;
}

/** Headers for a URL path: every matching rule, later rules winning (a splat `*` matches anything). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { pattern, headers } of rules) {
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (matches) Object.assign(result, headers);
  }
  return result;
}

/** What a response for `pathname` carries: the matching rules over the hosts' default caching. */
export function responseHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return { 'Cache-Control': REVALIDATE, ...headersFor(rules, pathname) };
}

/** The Content-Type of a file (relative to the site's root), by its path or its extension. */
export function contentTypeOf(file: string): string {
  if (CONTENT_TYPES_BY_FILE[file]) return CONTENT_TYPES_BY_FILE[file];
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || UNKNOWN_CONTENT_TYPE;
}

/**
 * Whether a file in dist/ is part of the site: not dotfiles, `_headers` or the .br/.gz siblings,
 * which hosts read; but `.well-known/` (RFC 8615), its dotfiles aside. `file`: from the root, "/".
 */
export function isPublicFile(file: string): boolean {
  return !/(^|\/)\./.test(file.replace(WELL_KNOWN, '')) && file !== '_headers' && !/\.(br|gz)$/.test(file);
}
