// The code the build makes with esbuild: the browser bundle, the prerender bundle (the same
// App, for Node) and the owner's content on its own, so that a slip in content.ts is shown
// with a code frame; and the small scripts and stylesheet inlined in every page.

import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { BuildInfo } from '../app/build-info';
import type { Content } from '../content/types';
import { ASSETS_DIR } from '../server/headers';
import { BuildError } from './build-error';
import { esbuildMessage, unknownNameMessage } from './code-frame';
import { compileCommonJsEagerly } from './eager-compile';
import { BOOT_ENTRY, CACHE, CLIENT_ENTRY, CONTENT_MODULE, DIST, PRERENDER_ENTRY, ROOT, SRC } from './paths';
import type * as Prerender from './prerender';

export type PrerenderModule = typeof Prerender;
export interface ShippedScript {
  name: string;
  contents: Uint8Array;
}

// Browsers the shipped code is written for: those with CSS nesting and :has() (2023).
const BROWSER_TARGETS = ['es2022', 'chrome111', 'firefox111', 'safari16.4'];
/** Code that never reaches a browser: the build's, the server's, and React rendered only at build time (its stylesheets do ship). */
const BUILD_TIME_CODE = /^src\/(builder|server)\/|^src\/prerendered\/.*\.tsx?$/;

/**
 * The browser bundle and the prerender bundle, built with the same settings. Minified
 * CSS-module class names depend on the set of stylesheets in a bundle, so the two
 * stylesheets must be identical, or the HTML would name classes the CSS lacks.
 */
export async function buildBundles({ buildInfo, dev }: { buildInfo: BuildInfo; dev: boolean }) {
  const shared: esbuild.BuildOptions = {
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    jsx: 'automatic',
    // React's JSX runtime through plain ES bindings, for every bundle (src/app/jsx-runtime.ts says why).
    jsxImportSource: '#jsx',
    target: BROWSER_TARGETS,
    define: { __BUILD__: JSON.stringify(buildInfo), 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    legalComments: 'none',
    logLevel: 'silent',
    write: false,
    metafile: true,
  };
  // React itself is external in the prerender bundle and picks its build from the environment.
  process.env.NODE_ENV = dev ? 'development' : 'production';
  const forNode: esbuild.BuildOptions = { ...shared, platform: 'node', packages: 'external', outdir: path.join(CACHE, 'prerender') };
  const [client, server] = await Promise.all([
    esbuild.build({ ...shared, entryPoints: { client: CLIENT_ENTRY }, platform: 'browser', outdir: path.join(DIST, ASSETS_DIR), entryNames: '[name]-[hash]' }),
    esbuild.build({ ...forNode, entryPoints: { prerender: PRERENDER_ENTRY } }),
  ]).catch((error) => Promise.reject(esbuildError(error)));
  const output = (result: esbuild.BuildResult, extension: string) => result.outputFiles?.find((file) => file.path.endsWith(extension))?.text ?? '';
  if (output(client, '.css') !== output(server, '.css')) {
    throw new BuildError('The client and prerender bundles produced different CSS; import stylesheets only from components under App.');
  }
  refuseBuildTimeCode(client.metafile!, 'the browser bundle');
  const js = await Promise.all((client.outputFiles ?? []).filter((file) => file.path.endsWith('.js')).map((file) => shippedScript(file, dev)));
  const prerender: PrerenderModule = await importBundle('prerender', output(server, '.js'));
  return { js, css: output(client, '.css'), prerender, metafile: client.metafile! };
}

/**
 * A browser script as it ships: in a production build with React's CommonJS modules compiled
 * eagerly (eager-compile.ts says why), and named by the hash of those bytes, as its name is
 * what a year-long cache keys on.
 */
async function shippedScript(file: esbuild.OutputFile, dev: boolean): Promise<ShippedScript> {
  const name = path.basename(file.path);
  if (dev) return { name, contents: file.contents };
  const contents = Buffer.from(await compileCommonJsEagerly(file.text));
  // esbuild's [hash] is eight characters of A–Z and 0–9; this one is eight of hex, upper case.
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
  return { name: name.replace(/-[A-Z0-9]+\.js$/, `-${hash}.js`), contents };
}

/** A small script for inlining in <head>, with its imports bundled in; IIFE keeps its names out of the global scope. */
export async function bundleInline(entry: string, dev: boolean, define: Record<string, string>): Promise<string> {
  const result = await esbuild
    .build({ entryPoints: [entry], absWorkingDir: ROOT, bundle: true, format: 'iife', minify: !dev, define, write: false, metafile: true, legalComments: 'none', logLevel: 'silent' })
    .catch((error) => Promise.reject(esbuildError(error)));
  refuseBuildTimeCode(result.metafile, path.relative(ROOT, entry));
  return result.outputFiles[0]!.text.trim();
}

/** The boot script, bundled as it shares the theme's storage key with src/app/theme/theme.ts. */
export function bootScript(scriptUrl: string, dev: boolean): Promise<string> {
  return bundleInline(BOOT_ENTRY, dev, { __CLIENT_SCRIPT__: JSON.stringify(scriptUrl) });
}

export async function minify(code: string, loader: esbuild.Loader, dev: boolean): Promise<string> {
  return (await esbuild.transform(code, { loader, minify: !dev, legalComments: 'none' })).code.trim();
}

/** Fails the build when code that reaches a browser imports build-time or server code, which would ship to every visitor. */
function refuseBuildTimeCode(metafile: esbuild.Metafile, what: string): void {
  const shipped = Object.keys(metafile.inputs).filter((input) => BUILD_TIME_CODE.test(input));
  if (shipped.length) throw new BuildError(`${what} imports build-time or server code, which would ship to every visitor: ${shipped.join(', ')}`);
}

/**
 * Imports bundled code (Node imports files, not strings) through a file in .cache that is gone
 * again once loaded. The name carries the code's hash, so a dev rebuild with unchanged code
 * reuses the loaded module, and the process id, so parallel builds never share a file.
 */
async function importBundle(name: string, text: string): Promise<any> {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  await fs.mkdir(CACHE, { recursive: true });
  const file = path.join(CACHE, `${name}-${hash}-${process.pid}.mjs`);
  await fs.writeFile(file, text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** esbuild's errors as a BuildError with a code frame (code-frame.ts); anything else as it is. */
function esbuildError(error: unknown): unknown {
  const message = esbuildMessage(error, ROOT);
  return message ? new BuildError(message) : error;
}

/** A word left without quotes in the content, shown where it is rather than as a ReferenceError from the bundle. */
function unknownNameError(error: unknown): unknown {
  const message = unknownNameMessage(error, path.join(SRC, 'content'), ROOT);
  return message ? new BuildError(message) : error;
}

/**
 * The owner's content (src/content/content.ts), bundled on its own and imported, so that a slip
 * in it is shown with a code frame (code-frame.ts) rather than as an error from a bundle.
 */
export async function loadContent(): Promise<Content> {
  const result = await esbuild
    .build({ entryPoints: [CONTENT_MODULE], absWorkingDir: ROOT, bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'silent' })
    .catch((error) => Promise.reject(esbuildError(error)));
  const { content } = (await importBundle('content', result.outputFiles[0]!.text).catch((error) => Promise.reject(unknownNameError(error)))) as { content: Content };
  return content;
}
