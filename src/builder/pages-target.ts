// Where GitHub Pages serves the site, from person.siteUrl (`node build.mjs pages-target`):
//   https://sofia.dev              -> /            CNAME sofia.dev
//   https://sofia.github.io        -> /            (a user site: repository sofia.github.io)
//   https://sofia.github.io/folio  -> /folio/      (a project site: repository folio)
//   https://sofia.dev/folio        -> /folio/      (a project site under the user site's domain)

import { normaliseBase } from '../app/router/router';

const PAGES_DOMAIN = '.github.io';
// Names kept for examples and tests (RFC 2606, RFC 6761): a CNAME for one would lead nowhere.
const RESERVED_NAME = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

export interface PagesTarget {
  /** The path the site is built for (BASE_PATH). */
  basePath: string;
  /** The custom domain for the CNAME file, or null on <owner>.github.io. */
  cname: string | null;
  /** Said to the owner when siteUrl could not be followed (the sample's). */
  warning?: string;
}

/**
 * @param siteUrl person.siteUrl
 * @param repository "owner/name" (GITHUB_REPOSITORY in Actions): a github.io address must be
 *   that repository's, and a sample address gives way to it
 */
export function pagesTarget(siteUrl: string, repository?: string): PagesTarget {
  const url = URL.canParse(siteUrl) ? new URL(siteUrl) : null;
  if (!url || url.protocol !== 'https:') throw new Error(`person.siteUrl must be the https:// address the site will have (got ${JSON.stringify(siteUrl)})`);
  const repositorySite = repository ? pagesAddress(repository) : null;
  if (RESERVED_NAME.test(url.hostname)) {
    const advice = `set person.siteUrl to the site's address: https://<owner>${PAGES_DOMAIN}/<repository>, or your own domain`;
    if (!repositorySite) throw new Error(`person.siteUrl is ${siteUrl}, an example name; ${advice}`);
    return { basePath: repositorySite.basePath, cname: null, warning: `person.siteUrl is still ${siteUrl}, an example name: published at ${repositorySite.url} for now; ${advice}` };
  }
  const basePath = normaliseBase(url.pathname);
  if (!url.hostname.endsWith(PAGES_DOMAIN)) return { basePath, cname: basePath === '/' ? url.hostname : null };
  if (repositorySite && (repositorySite.host !== url.hostname || repositorySite.basePath !== basePath)) {
    throw new Error(`person.siteUrl is ${siteUrl}, but GitHub Pages serves the repository ${repository} at ${repositorySite.url}; make them agree`);
  }
  return { basePath, cname: null };
}

/** Where GitHub Pages serves a repository without a custom domain: a lowercase host, the name's case kept in the path. */
function pagesAddress(repository: string): { url: string; host: string; basePath: string } {
  const [owner = '', name = ''] = repository.split('/');
  const host = `${owner.toLowerCase()}${PAGES_DOMAIN}`;
  const basePath = name.toLowerCase() === host ? '/' : `/${name}/`;
  return { url: `https://${host}${basePath}`, host, basePath };
}
