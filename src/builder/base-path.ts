// The path the site is built for: the path of the address it is deployed at (person.siteUrl),
// so an owner of a GitHub Pages project site, https://<user>.github.io/portfolio, gets
// /portfolio/ in every command without typing it. BASE_PATH, when set, overrides it (a preview
// of the site at another path, or a host that serves it elsewhere).

import { normaliseBase } from '../app/router/router';

export const BASE_PATH_ENV = 'BASE_PATH';

/** BASE_PATH when it is set and not empty, else siteUrl's path; "/" when siteUrl is no address (the content check says why). */
export function basePathFor(siteUrl: unknown, override: string | undefined = process.env[BASE_PATH_ENV]): string {
  if (override) return normaliseBase(override);
  return typeof siteUrl === 'string' && URL.canParse(siteUrl) ? normaliseBase(new URL(siteUrl).pathname) : '/';
}
