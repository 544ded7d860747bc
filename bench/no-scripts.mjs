// The no-scripts twin of a built page: the same HTML and inline CSS with every <script> element
// taken out (the inline boot script that starts the client bundle, and any other), and any
// link that preloads a script, nothing else changed. The bench serves it beside the page, from
// the same server with the same headers and compressed the same way, so the one difference
// between the two loads is what the scripts cost: the floor the page is held to.

import { readFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';

/** Where each site's twins live: the twin of /blogs is /no-scripts/blogs. */
export const NO_SCRIPTS_PREFIX = '/no-scripts';

/** A link that fetches a script ahead of use: a modulepreload, or a preload of a script. */
const preloadsScript = ({ rel = '', as = '' }) => {
  const rels = rel.toLowerCase().split(/\s+/);
  return rels.includes('modulepreload') || (rels.includes('preload') && as.toLowerCase() === 'script');
};

/**
 * `html` without its <script> elements and script preloads. Parsed with htmlparser2, not
 * matched with regular expressions, so the words "<script>" in an attribute or a comment are
 * left alone. What a <noscript> holds is kept as it is: a browser with scripting on reads it
 * as text.
 * @param {string} html
 */
export function withoutScripts(html) {
  /** @type {[start: number, end: number][]} */
  const cuts = [];
  let scriptStart = -1;
  let inNoscript = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'noscript') inNoscript++;
      if (inNoscript) return;
      if (name === 'script') scriptStart = parser.startIndex;
      if (name === 'link' && preloadsScript(attributes)) cuts.push([parser.startIndex, parser.endIndex + 1]);
    },
    onclosetag(name) {
      if (name === 'noscript') inNoscript--;
      if (name === 'script' && scriptStart >= 0) {
        cuts.push([scriptStart, parser.endIndex + 1]);
        scriptStart = -1;
      }
    },
  });
  parser.end(html);
  let result = '';
  let from = 0;
  for (const [start, end] of cuts) {
    result += html.slice(from, start);
    from = end;
  }
  return result + html.slice(from);
}

/**
 * The file a page's URL path is served from: / → index.html, /blogs → blogs/index.html, /404.html → 404.html.
 * @param {string} urlPath
 */
export function pageFile(urlPath) {
  return urlPath.endsWith('.html') ? urlPath.slice(1) : path.posix.join(urlPath.slice(1), 'index.html');
}

/**
 * Writes the no-scripts twin of the page at `urlPath` in the built `site` (with the .br and
 * .gz copies the build writes for its own pages) and adds a `_headers` rule giving it every
 * header the page gets. Returns the twin's URL path.
 * @param {string} site @param {string} urlPath
 * @param {typeof import('../src/server/headers')} headers the site's headers module, as the preview server reads `_headers`
 */
export async function writeNoScriptsTwin(site, urlPath, headers) {
  const twinPath = NO_SCRIPTS_PREFIX + urlPath;
  const file = path.join(site, pageFile(twinPath));
  const page = withoutScripts(readFileSync(path.join(site, pageFile(urlPath)), 'utf8'));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, page);
  // As the build compresses its pages (src/builder/publish.ts).
  const bytes = Buffer.from(page);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  // The twin's CSP is the page's own: taking scripts out asks nothing more of it.
  const headersFile = path.join(site, '_headers');
  const own = headers.headersFor(headers.parseHeadersFile(readFileSync(headersFile, 'utf8')), urlPath);
  await fs.appendFile(headersFile, `\n${twinPath}\n${Object.entries(own).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`);
  return twinPath;
}
