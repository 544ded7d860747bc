// Every internal reference in the pages (href, src, srcset) must reach a route, a file in dist/
// or, for a #fragment, an element with that id. Pure, so a test can plant a broken link.

import { Parser } from 'htmlparser2';
import { normalisePath } from '../app/router/router';

export interface PageToCheck {
  /** Where the page is in dist/, e.g. "blogs/index.html"; named in every problem. */
  file: string;
  /** A URL path the page is served at, e.g. "/blogs"; relative links resolve against it. */
  url: string;
  html: string;
}

export interface LinkTargets {
  /** Route path ("/", "/blogs") -> the page file that renders it. */
  routes: ReadonlyMap<string, string>;
  /** Every file in dist/, relative, with "/" separators. */
  files: ReadonlySet<string>;
  basePath: string;
  /** URLs a server answers without a file in dist/, e.g. the dev server's reload script. */
  served?: ReadonlySet<string>;
}

export interface LinkReport {
  problems: string[];
  /** How many internal references were followed. */
  checked: number;
}

// Any scheme (https:, mailto:, tel:, data:) or a protocol-relative URL leaves the site.
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
// A private project's code link is "#", which the HTML standard defines as the top of the page.
const TOP_OF_PAGE = '#';
// Paths are resolved as a browser would, against a stand-in origin (.invalid never resolves).
const ORIGIN = 'http://site.invalid';

export function checkLinks(pages: readonly PageToCheck[], { routes, files, basePath, served = new Set() }: LinkTargets): LinkReport {
  const scanned = new Map(pages.map((page) => [page.file, scan(page.html)]));
  const problems: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const ref of scanned.get(page.file)!.refs) {
      if (EXTERNAL.test(ref) || ref === TOP_OF_PAGE || served.has(ref)) continue;
      checked++;
      const problem = findProblem(ref, page, { routes, files, basePath }, scanned);
      if (problem) problems.push(`${page.file}: "${ref}" ${problem}`);
    }
  }
  return { problems: [...new Set(problems)], checked };
}

function findProblem(ref: string, page: PageToCheck, { routes, files, basePath }: LinkTargets, scanned: Map<string, { ids: Set<string> }>): string | null {
  const url = new URL(ref, ORIGIN + page.url);
  const fragment = safeDecode(url.hash.slice(1));
  let target = page.file;
  if (!ref.startsWith('#')) {
    const pathname = safeDecode(url.pathname);
    if (!(pathname + '/').startsWith(basePath)) return `is outside the base path ${basePath}`;
    const local = normalisePath(`/${pathname.slice(basePath.length)}`);
    const route = routes.get(local);
    const file = local.slice(1);
    if (route) target = route;
    else if (files.has(file) || files.has(`${file}/index.html`)) return null;
    else return 'is neither a route nor a file in dist/';
  }
  if (fragment && !scanned.get(target)?.ids.has(fragment)) return `points at #${fragment}, but ${target} has no element with that id`;
  return null;
}

/** href, src and each srcset candidate, in order (a <script>'s or <style>'s text is data, not links). */
export const referencesIn = (html: string): string[] => scan(html).refs;

/** A page's references and ids, read by htmlparser2 (attributes decoded as a browser does). */
function scan(html: string): { refs: string[]; ids: Set<string> } {
  const refs: string[] = [];
  const ids = new Set<string>();
  const onopentag = (_: string, attributes: Record<string, string>) => {
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'id') ids.add(value);
      else if (name === 'srcset') refs.push(...value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!).filter(Boolean));
      else if (name === 'href' || name === 'src') refs.push(value);
    }
  };
  new Parser({ onopentag }, { decodeEntities: true }).end(html);
  return { refs, ids };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
