// The commands of `node build.mjs <command>` (build.mjs lists them), each a plain function,
// and how their failures are said: an owner's mistake in one block with no stack, a bug whole.

import * as fs from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import { watchForRebuild } from '../server/dev-watch';
import { pagesTarget, type PagesTarget } from './pages-target';
import { ListenError, startServer, type SiteServer } from '../server/server';
import { basePathFor } from './base-path';
import { build } from './build';
import { BuildError, ImportError } from './build-error';
import { loadContent } from './bundles';
import { importResumeCommand } from './json-resume/import-command';
import { CONTENT_MODULE, DEV_OUT, DIST, fromRoot, PUBLIC, SRC, TEMPLATE } from './paths';
import { postsSyncCommand } from './posts/sync-command';
import { terminalLines } from './terminal-text';

const DEFAULT_PORT = 4173;
// What `npm run dev` rebuilds on: the sources, the template and public/, which may appear later.
const DEV_WATCHED = [SRC, PUBLIC, TEMPLATE];

// What `node build.mjs build` takes (build.mjs says what each does).
const BUILD_OPTIONS = {
  out: { type: 'string' },
  'csp-meta': { type: 'boolean' },
  'no-precompress': { type: 'boolean' },
  timings: { type: 'boolean' },
} as const;

/** The build command's options; an unknown one fails with the list (a Pages build without --csp-meta would ship no policy). */
function buildOptionsFromArgs(args: string[]) {
  const names = Object.entries(BUILD_OPTIONS).map(([name, { type }]) => `--${name}${type === 'string' ? ' <dir>' : ''}`);
  try {
    const { values } = parseArgs({ args, options: BUILD_OPTIONS, strict: true, allowPositionals: false });
    return {
      outDir: values.out ? path.resolve(values.out) : DIST,
      cspMeta: values['csp-meta'] === true,
      precompress: values['no-precompress'] !== true,
      timings: values.timings === true,
    };
  } catch (error) {
    // Node's message goes on with advice about positional arguments, which this command has none of.
    const why = error instanceof Error ? error.message.split('. ')[0] : String(error);
    throw new BuildError(`${why}. node build.mjs build takes ${names.join(', ')}`);
  }
}

/** PORT, checked before anything is built. */
function port(): number {
  const value = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new ListenError(`PORT must be a number from 0 to 65535 (got "${process.env.PORT}")`);
  return value;
}

/** The port a listening server got (PORT=0 picks a free one). */
const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function start(): Promise<void> {
  const listenPort = port();
  const basePath = basePathFor((await loadContent()).person.siteUrl);
  const { outDir } = await build({ basePath });
  const server = await startServer({ root: outDir, port: listenPort, host: process.env.HOST ?? '127.0.0.1', basePath });
  console.log(`\nServing dist/ like production at http://localhost:${portOf(server)}${basePath}`);
}

async function dev(): Promise<void> {
  const listenPort = port();
  const basePath = basePathFor((await loadContent()).person.siteUrl);
  let server: SiteServer | undefined;
  const rebuild = async (changed: string[]) => {
    try {
      await build({ outDir: DEV_OUT, dev: true, basePath, log: () => {} });
      console.log(`rebuilt at ${new Date().toLocaleTimeString()} (${changed.map((file) => fromRoot(file)).join(', ')})`);
      server?.reload();
    } catch (error) {
      // The last good build stays in DEV_OUT and is served on; the next save tries again.
      console.error(error instanceof BuildError ? `Build failed: ${error.message}` : error);
    }
  };
  // Watching begins before the first build, so a save during it is built right after it
  // (src/server/dev-watch.ts says why not fs.watch).
  const watcher = await watchForRebuild(DEV_WATCHED, rebuild);
  await watcher.build(() => build({ outDir: DEV_OUT, dev: true, basePath }));
  server = await startServer({ root: DEV_OUT, port: listenPort, dev: true, basePath });
  console.log(`\nDev server at http://localhost:${portOf(server)}${basePath} (rebuilds and reloads on change)`);
}

/**
 * Where GitHub Pages serves the site (pages-target.ts), in one line; in GitHub Actions also
 * `base_path` and `cname` in $GITHUB_OUTPUT, for the Pages workflow.
 */
async function pagesTargetCommand(): Promise<void> {
  const { person } = await loadContent();
  let target: PagesTarget;
  try {
    target = pagesTarget(person.siteUrl, process.env.GITHUB_REPOSITORY);
  } catch (error) {
    throw new BuildError(`${fromRoot(CONTENT_MODULE)}: ${(error as Error).message}`);
  }
  const { basePath, cname, warning } = target;
  // "::warning::" is how a step tells GitHub Actions to show a warning on the run.
  if (warning) console.log(`${process.env.GITHUB_ACTIONS ? '::warning::' : 'Warning: '}${fromRoot(CONTENT_MODULE)}: ${warning}`);
  console.log(`GitHub Pages: base path ${basePath}${cname ? `, custom domain ${cname} (CNAME)` : ''}`);
  if (process.env.GITHUB_OUTPUT) await fs.appendFile(process.env.GITHUB_OUTPUT, `base_path=${basePath}\ncname=${cname ?? ''}\n`);
}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  build: async (args) => {
    await build(buildOptionsFromArgs(args));
  },
  start,
  dev,
  'pages-target': pagesTargetCommand,
  'posts-sync': postsSyncCommand,
  'import-resume': importResumeCommand,
};

/** Runs `node build.mjs <command> [args]`; the exit status is 1 on failure, 2 for an unknown command. */
export async function runCommand(name = 'build', args: string[] = []): Promise<void> {
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}". Use: node build.mjs ${Object.keys(COMMANDS).join(' | ')} <file>`);
    process.exit(2);
  }
  try {
    await command(args);
  } catch (error) {
    if (error instanceof BuildError) console.error(`Build failed: ${error.message}`);
    // The import's problems quote its file (its name too): shown without what a terminal would act on.
    else if (error instanceof ImportError) console.error(`Import failed: ${terminalLines(error.message)}`);
    else if (error instanceof ListenError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}
