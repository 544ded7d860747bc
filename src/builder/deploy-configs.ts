// Configuration for static hosts, from the same header rules as `_headers` and the preview
// (src/server/headers.ts), written on every build as the CSP carries this build's hashes:
//   - nginxConfig: an nginx server block's body, at dist/.nginx.conf (a dotfile: never served);
//   - pagesMetaTags: for GitHub Pages, which sets no headers, what of the policy <meta> carries.

import { escapeHtml } from './head';
import { ALLOWED_METHODS, CONTENT_TYPES, METHOD_NOT_ALLOWED_BODY, NOT_FOUND_PAGE, UNKNOWN_CONTENT_TYPE, WELL_KNOWN_DIR, responseHeaders, type HeaderRule } from '../server/headers';

/** The file in dist/ that holds the nginx block. */
export const NGINX_CONFIG_FILE = '.nginx.conf';
// Request lines and header fields up to 16 KiB, as Node takes them (nginx's 8 KiB default answers 414).
const NGINX_HEADER_BUFFERS = '4 16k';
// CSP directives a <meta> element cannot carry (CSP3 §3.3; frame-ancestors and reports need a header).
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/** The nginx directives to `include` inside a server block. */
export function nginxConfig({ rules, basePath }: { rules: readonly HeaderRule[]; basePath: string }): string {
  const site = basePath.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'site';
  const methodNotAllowed = `@${site}_method_not_allowed`;
  const notFoundPage = basePath + NOT_FOUND_PAGE;
  const addHeaders = (path: string, indent: string) =>
    Object.entries(responseHeaders(rules, path)).filter(([name]) => name !== 'Content-Type').map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
  // Repeated in every location: nginx does not pass rewrites, try_files or add_header down.
  const serveFiles = (path: string, indent: string) => [
    `${indent}if ($request_method !~ ^(${ALLOWED_METHODS.join('|')})$) { return 405; }`,
    `${indent}rewrite ^(.*/)$ $1index.html last; # "/x/" is x/index.html`,
    ...addHeaders(path, indent),
    `${indent}try_files $uri $uri/index.html =404;`,
  ];
  const nested = rules.filter(({ pattern }) => pattern !== `${basePath}*`);
  for (const { pattern } of nested) {
    if (!pattern.startsWith(basePath)) throw new Error(`Header rule "${pattern}" lies outside the base path ${basePath}`);
  }
  // nginx adds the charset to text/html by itself and warns when it is listed again.
  const textTypes = Object.values(CONTENT_TYPES).filter((type) => type.includes('charset=utf-8')).map(essence).filter((type) => type !== 'text/html');

  return [
    '# nginx: include this inside the server block of your site (README "Deploy").',
    '# Written by build.mjs from src/server/headers.ts on every build: the CSP names the',
    '# hashes of this build\'s inline code, so deploy it together with the HTML and reload nginx.',
    '# Needs the brotli_static module (Debian: apt-get install libnginx-mod-http-brotli-static).',
    '',
    'server_tokens off;',
    `large_client_header_buffers ${NGINX_HEADER_BUFFERS};`,
    '# Requests nginx cannot parse (bad %-escapes, NUL bytes, "/.." above the root) get the 404 page, status 400.',
    `error_page 400 ${notFoundPage};`,
    '',
    ...(basePath === '/'
      ? []
      : [
          `location = ${basePath.slice(0, -1)} {`,
          '  absolute_redirect off;',
          `  error_page 405 ${methodNotAllowed};`,
          `  if ($request_method !~ ^(${ALLOWED_METHODS.join('|')})$) { return 405; }`,
          ...addHeaders(basePath, '  '),
          `  return 301 ${basePath}$is_args$args;`,
          '}',
          '',
        ]),
    `location ${basePath} {`,
    `  types {\n${typesBlock('    ')}\n  }`,
    `  default_type ${UNKNOWN_CONTENT_TYPE};`,
    '  charset utf-8;',
    '  # Links never lead out of the root (the build refuses them in public/ too). Every folder',
    '  # of the path is checked, so point `root` at the real folder, not a link to it; with',
    '  # `from=$document_root` brotli_static stops finding the .br files (measured, nginx 1.26).',
    '  disable_symlinks on;',
    `  charset_types ${[...new Set(textTypes)].join(' ')};`,
    '  # The .br and .gz files the build wrote, chosen by Accept-Encoding.',
    '  brotli_static on;',
    '  gzip_static on;',
    '  gzip_vary on;',
    `  error_page 404 ${notFoundPage};`,
    `  error_page 405 ${methodNotAllowed};`,
    ...serveFiles(basePath, '  '),
    '',
    ...nested.flatMap(({ pattern, headers }) => {
      const splat = pattern.endsWith('*');
      const path = splat ? pattern.slice(0, -1) : pattern;
      // A file whose type its extension does not tell (CONTENT_TYPES_BY_FILE): nginx sets the
      // type from `types`, so an add_header would send a second Content-Type.
      const type = headers['Content-Type'];
      const typed = type ? ['    types { }', `    default_type ${essence(type)};`, `    charset_types ${essence(type)};`] : [];
      return [`  location ${splat ? '' : '= '}${path} {`, ...typed, ...serveFiles(path, '    '), '  }', ''];
    }),
    '  # RFC 8615: /.well-known/ (ACME HTTP-01 challenges, security.txt) is served, dotfiles in it are not.',
    `  location ^~ ${basePath}${WELL_KNOWN_DIR}/ {`,
    ...serveFiles(basePath, '    '),
    `    location ~ ^${escapeRegex(basePath)}\\.well-known/(.*/)?\\.|\\.(br|gz)$ { return 404; }`,
    '  }',
    '',
    '  # Read by hosts, never served: dotfiles (this file), _headers and the .br/.gz siblings.',
    '  location ~ (^|/)\\.|\\.(br|gz)$ { return 404; }',
    `  location = ${basePath}_headers { return 404; }`,
    '}',
    '',
    `location ${methodNotAllowed} {`,
    '  default_type text/plain;',
    '  charset utf-8;',
    ...addHeaders(basePath, '  '),
    `  add_header Allow ${quote(ALLOWED_METHODS.join(', '))} always;`,
    `  return 405 ${quote(METHOD_NOT_ALLOWED_BODY)};`,
    '}',
    '',
  ].join('\n');
}

/** <meta> for GitHub Pages: the CSP less what <meta> cannot carry, and the Referrer-Policy; the rest has no HTML form. */
export function pagesMetaTags({ rules, basePath }: { rules: readonly HeaderRule[]; basePath: string }): string {
  const headers = responseHeaders(rules, basePath);
  const csp = (headers['Content-Security-Policy'] ?? '')
    .split(/;\s*/)
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(' ')[0]!))
    .join('; ');
  return [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">`,
    `<meta name="referrer" content="${escapeHtml(headers['Referrer-Policy'] ?? '')}">`,
  ].join('\n');
}

/** "text/javascript js mjs;" lines, one per media type. */
function typesBlock(indent: string): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) byType.set(essence(type), [...(byType.get(essence(type)) ?? []), extension]);
  return [...byType].map(([type, extensions]) => `${indent}${type} ${extensions.join(' ')};`).join('\n');
}

function essence(contentType: string): string {
  return contentType.split(';')[0]!.trim();
}

/** An nginx string: double-quoted, with \ and " escaped and newlines as \n. */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx would read "$" as a variable in: ${value}`);
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n')}"`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
