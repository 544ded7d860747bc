// The one reading of a request path, shared by the preview server and the router, so the page
// the server sends is the page the router hydrates. What nginx does with a URI: percent-decode
// once (%2F included), merge "//", resolve "." and ".." (RFC 3986 §5.2.4).

const MALFORMED_PERCENT = /%(?![0-9a-f]{2})/i;

/**
 * The resolved path of a request target's path, taken before any decoding ("/a/..%2Fb"), or
 * why there is none: 400 for a malformed escape, a NUL byte or ".." above the root (nginx:
 * 400); 404 for well-formed escapes that are not UTF-8 (e.g. %FF), a valid request for no page.
 */
export function resolveRequestPath(rawPath: string): { path: string } | { status: 400 | 404 } {
  if (!rawPath.startsWith('/') || MALFORMED_PERCENT.test(rawPath)) return { status: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 404 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  const path = removeDotSegments(decoded);
  return path === null ? { status: 400 } : { path };
}

/** "/a//b/./c/../d/" -> "/a/b/d/" (RFC 3986 §5.2.4, "//" merged as nginx does); null above the root. */
export function removeDotSegments(path: string): string | null {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === '..') {
      if (kept.length === 0) return null;
      kept.pop();
    } else if (segment !== '.' && segment !== '') {
      kept.push(segment);
    }
  }
  const last = segments.at(-1);
  const trailingSlash = kept.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${kept.join('/')}${trailingSlash ? '/' : ''}`;
}
