// The owner's site built as it will be deployed: `node build.mjs build --out .cache/site-stage`
// in their project folder, with BASE_PATH unset, so the base path follows person.siteUrl as
// it does on their host (src/builder/base-path.ts). The build checks the content and every
// internal link and anchor itself: when it refuses, its own "Build failed: …" lines are what
// the owner needs to read.

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where the stage builds, in the project's own .cache: never the owner's dist/. */
export const STAGE_OUT = path.join('.cache', 'site-stage');

export interface StageBuild {
  /** The built site's folder. */
  dir: string;
  ok: boolean;
  /** When it failed: what it said from its "Build failed:" line on (or all it said, for a crash). */
  failure: string;
  /** What it printed as warnings (e.g. "This is still the sample site…"): shown, never a failure. */
  warnings: string;
  seconds: number;
}

const FAILED = 'Build failed:';

/** Builds the project in `project` into its .cache/site-stage; `args` adds build options (a copy's --no-precompress). */
export function buildAsDeployed(project: string, args: string[] = []): Promise<StageBuild> {
  const dir = path.join(project, STAGE_OUT);
  // The build wants --out's parent to exist, and a fresh clone has no .cache yet.
  mkdirSync(path.dirname(dir), { recursive: true });
  const { BASE_PATH: _, ...env } = process.env;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs', 'build', '--out', dir, ...args], { cwd: project, env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      const at = stderr.indexOf(FAILED);
      resolve({
        dir,
        ok,
        failure: ok ? '' : (at === -1 ? stderr : stderr.slice(at)).trim() || `the build ended with code ${code} and said nothing`,
        // A crash's output is all failure; a refusal's lines before "Build failed:" are warnings.
        warnings: (ok ? stderr : at === -1 ? '' : stderr.slice(0, at)).trim(),
        seconds,
      });
    });
  });
}
