// The path the site is built for: siteUrl's path, so a GitHub Pages project site gets
// /portfolio/ in every command untyped. BASE_PATH, when set, overrides it.

import { normaliseBase } from '../app/router/router';

export const BASE_PATH_ENV = 'BASE_PATH';

/** BASE_PATH when it is set and not empty, else siteUrl's path; "/" when siteUrl is no address (the content check says why). */
export function basePathFor(siteUrl: unknown, override: string | undefined = process.env[BASE_PATH_ENV]): string {
  if (override) return normaliseBase(override);
  return typeof siteUrl === 'string' && URL.canParse(siteUrl) ? normaliseBase(new URL(siteUrl).pathname) : '/';
}
