// The last steps before a build is swapped in: the owner's public/ files, the link check, the
// hosts' configuration (`_headers` and the nginx block, from one set of header rules), and
// brotli and gzip copies of every text file.

import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Content } from '../content/types';
import { NGINX_CONFIG_FILE, nginxConfig } from './deploy-configs';
import { formatHeadersFile, type HeaderRule } from '../server/headers';
import { RELOAD_SCRIPT } from '../server/server';
import { FILES_AT_ONCE, mapAtMost } from './at-most';
import { BuildError } from './build-error';
import { checkLinks } from './link-check';
import { fromCache, listFiles, sha256Hex, writeFile } from './output-cache';
import { fromRoot, IMAGE_CACHE, PUBLIC } from './paths';
import { allPages } from './site-pages';

/** Files worth compressing; images and PDFs of images are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|pdf)$/;

/**
 * public/ as it is, but its README.md. A symbolic link is refused: copied, it would point into
 * the build machine, and nginx follows none (`disable_symlinks on`).
 */
export async function copyPublic(outDir: string): Promise<void> {
  if (!existsSync(PUBLIC)) return;
  const entries = await fs.readdir(PUBLIC, { recursive: true, withFileTypes: true });
  const links = entries.filter((entry) => entry.isSymbolicLink()).map((entry) => fromRoot(path.join(entry.parentPath, entry.name)));
  if ((await fs.lstat(PUBLIC)).isSymbolicLink()) links.unshift(fromRoot(PUBLIC));
  if (links.length) {
    const many = links.length > 1;
    throw new BuildError(`public/ may hold files and folders only; replace ${many ? 'these symbolic links' : 'this symbolic link'} with a copy of ${many ? 'their targets' : 'its target'}:\n  - ${links.join('\n  - ')}`);
  }
  const readme = path.join(PUBLIC, 'README.md');
  await fs.cp(PUBLIC, outDir, { recursive: true, filter: (source) => source !== readme });
}

/** Fails the build if any internal link or #anchor in a page leads nowhere (link-check.ts); returns how many it checked. */
export async function checkSiteLinks(outDir: string, content: Content, basePath: string, dev: boolean): Promise<number> {
  const files = new Set(await listFiles(outDir));
  const pagesOfSite = allPages(content);
  const routes = new Map(pagesOfSite.flatMap((page) => (page.path ? [[page.path, page.file] as const] : [])));
  const pages = await mapAtMost(pagesOfSite, FILES_AT_ONCE, async (route) => ({
    file: route.file,
    // The 404 page is served at any unknown path, however deep: a relative link must work there too.
    url: route.path ? `${basePath}${route.path.slice(1)}` : `${basePath}no/such/page`,
    html: await fs.readFile(path.join(outDir, route.file), 'utf8'),
  }));
  const served = new Set(dev ? [RELOAD_SCRIPT] : []); // answered by the dev server, not a file
  const { problems, checked } = checkLinks(pages, { routes, files, basePath, served });
  if (problems.length) throw new BuildError(`${problems.length} broken link${problems.length > 1 ? 's' : ''}:\n  - ${problems.join('\n  - ')}`);
  return checked;
}

/** `_headers` for Netlify and Cloudflare Pages and the nginx server block, from the same rules (headers.ts). */
export async function buildDeployConfigs(outDir: string, rules: readonly HeaderRule[], basePath: string): Promise<void> {
  await writeFile(path.join(outDir, '_headers'), formatHeadersFile(rules));
  await writeFile(path.join(outDir, NGINX_CONFIG_FILE), nginxConfig({ rules, basePath }));
}

/** Brotli and gzip siblings of every text file, kept by the bytes they are made from (brotli 11 is slow). */
export async function compress(outDir: string): Promise<void> {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const cache = path.join(IMAGE_CACHE, 'compressed');
  // Largest first: the client bundle's brotli alone takes about half a second, and started
  // last it would keep the step waiting on it alone.
  const names = (await listFiles(outDir)).filter((name) => COMPRESSIBLE.test(name));
  const sizes = await mapAtMost(names, FILES_AT_ONCE, async (file) => ({ file, bytes: (await fs.stat(path.join(outDir, file))).size }));
  const files = sizes.sort((a, b) => b.bytes - a.bytes).map(({ file }) => file);
  await mapAtMost(files, FILES_AT_ONCE, async (file) => {
    const data = await fs.readFile(path.join(outDir, file));
    const key = path.join(cache, sha256Hex(data, 32));
    const [br, gz] = await Promise.all([
      fromCache(`${key}.br`, () => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } })),
      fromCache(`${key}.gz`, () => gzip(data, { level: 9 })),
    ]);
    await Promise.all([fs.copyFile(br, path.join(outDir, `${file}.br`)), fs.copyFile(gz, path.join(outDir, `${file}.gz`))]);
  });
}
