// Types of request-path.mjs (plain JavaScript: the server runs it from source).
export function resolveRequestPath(rawPath: string): { path: string } | { status: 400 | 404 };
export function removeDotSegments(path: string): string | null;
