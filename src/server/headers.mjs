// The one source of response headers (BRIEF §12). build.mjs writes them as `_headers`
// (Netlify, Cloudflare Pages); server.mjs reads that file back, so `npm start` answers
// exactly as those hosts would.

/** Hashed file names: safe to cache for a year and never revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, résumé, robots.txt …): cache, but ask the server every time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const ASSETS_DIR = 'assets';

/**
 * @param {{ scriptHashes: string[], styleHashes: string[], basePath: string }} options
 *   base64 SHA-256 hashes of the inline <script> and <style> blocks.
 * @returns {{ pattern: string, headers: Record<string, string> }[]}
 */
export function headerRules({ scriptHashes, styleHashes, basePath }) {
  const hashes = (list) => list.map((hash) => ` 'sha256-${hash}'`).join('');
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
  ];
}

/** Netlify / Cloudflare Pages `_headers` text. */
export function formatHeadersFile(rules) {
  return rules
    .map(({ pattern, headers }) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n') + '\n';
}

/** Parses `_headers` text back into rules; throws on a line it does not understand. */
export function parseHeadersFile(text) {
  const rules = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const match = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!match || rules.length === 0) throw new Error(`_headers line ${i + 1} is not "Name: value" under a path: ${line}`);
    rules.at(-1).headers[match[1]] = match[2];
  });
  return rules;
}

/** Headers for a URL path: every matching rule, later rules winning (a splat `*` matches anything). */
export function headersFor(rules, pathname) {
  const result = {};
  for (const { pattern, headers } of rules) {
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (matches) Object.assign(result, headers);
  }
  return result;
}
