// `npm run dev` (node build.mjs dev) as an owner uses it, in a copy of the project: every save
// of the content file shows on the served page, however the editor saves, and the browser
// is told to reload once per save. A save that breaks the build says `Build failed:` and
// the last good page is served on until the next good save.
// (test/unit/dev-watch.test.ts checks the watcher itself, save by save, without a build.)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';
// Enough to show a save after the first: the watcher itself is held to 10 saves of each kind
// without a build (test/unit/dev-watch.test.ts).
const SAVES = 2;
// Bounds for a dev server that never starts or never rebuilds; each rebuild takes about 1 s.
const START_TIMEOUT_MS = 60_000;
const REBUILD_TIMEOUT_MS = 20_000;
const POLL_MS = 50;
// The text each save changes: the About section's lead, on the home page.
const LEAD = content.labels.about.lead;
const EMAIL = content.person.email;

let project: ProjectCopy;
let dev: ChildProcess;
let url: string;
let stderr = '';
let reloads = 0;
let reloadStream: http.ClientRequest | undefined;

/** A save as vim or a JetBrains IDE makes it: the whole new text to a temporary file, renamed over the old one. */
function saveByRename(change: (text: string) => string) {
  const file = path.join(project.dir, CONTENT);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${CONTENT} did not change; update the test`);
  writeFileSync(`${file}.tmp`, after);
  renameSync(`${file}.tmp`, file);
}

/** Waits until `ready()` holds, asking every POLL_MS; fails with `what` after `timeoutMs`. */
async function until(ready: () => boolean | Promise<boolean>, what: string, timeoutMs = REBUILD_TIMEOUT_MS) {
  const deadline = performance.now() + timeoutMs;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms\nstderr:\n${stderr}`);
    await delay(POLL_MS);
  }
}

async function homePage(): Promise<string> {
  return (await fetch(url)).text();
}

const marked = (save: number) => `${LEAD} (save ${save})`;

/** Text as React writes it into the page. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Whether the served home page shows `text`. */
async function shows(text: string): Promise<boolean> {
  return (await homePage()).includes(escaped(text));
}

const devSuite = suite('npm run dev :: saves by rename');

devSuite.before(setup(async () => {
  project = copyProject();
  dev = spawn(process.execPath, ['build.mjs', 'dev'], { cwd: project.dir, env: { ...process.env, BASE_PATH: '', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  dev.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  let stdout = '';
  dev.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  await until(() => /Dev server at (http:\S+)/.test(stdout) || dev.exitCode !== null, 'no "Dev server at" line', START_TIMEOUT_MS);
  url = /Dev server at (http:\S+)/.exec(stdout)?.[1] ?? '';
  assert.ok(url, `npm run dev exited with ${dev.exitCode}:\n${stdout}${stderr}`);
  // The live-reload stream a browser tab holds open (server.mjs).
  await new Promise<void>((resolve, reject) => {
    reloadStream = http.get(new URL('/__reload', url), (res) => {
      res.on('data', (chunk: Buffer) => (reloads += chunk.toString().split('event: reload').length - 1));
      resolve();
    });
    reloadStream.on('error', reject);
  });
  assert.ok(await shows(LEAD), 'the first build shows the lead');
}));
devSuite.after(() => {
  reloadStream?.destroy();
  dev?.kill();
  project?.dispose();
});

devSuite(`should show each of ${SAVES} saves by rename on the served page, and reload once per save`, async () => {
  let shown = LEAD;
  for (let save = 1; save <= SAVES; save++) {
    const next = marked(save);
    saveByRename((text) => text.replace(shown, next));
    await until(() => shows(next), `save ${save} did not show`);
    shown = next;
  }
  await until(() => reloads >= SAVES, `only ${reloads} reloads for ${SAVES} saves`);
  assert.is(reloads, SAVES, 'reloads, one per save');
});

devSuite('should say "Build failed:" for a broken save, serve the last good page, and rebuild on the next good save', async () => {
  const good = marked(SAVES);
  const failedBefore = stderr.split('Build failed:').length;
  saveByRename((text) => text.replace(`'${EMAIL}'`, `'not an email address'`));
  await until(() => stderr.split('Build failed:').length > failedBefore, 'no "Build failed:"');
  assert.match(stderr.slice(stderr.lastIndexOf('Build failed:')), /email/);
  assert.ok(await shows(good), 'the last good page is not served');
  const fixed = marked(SAVES + 1);
  saveByRename((text) => text.replace(`'not an email address'`, `'${EMAIL}'`).replace(good, fixed));
  await until(() => shows(fixed), 'the good save after a failed one did not show');
  await until(() => reloads >= SAVES + 1, 'no reload after the good save');
  assert.is(reloads, SAVES + 1, 'a reload for the good save, none for the failed one');
});

devSuite.run();
