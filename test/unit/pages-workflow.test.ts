// The GitHub Pages workflow: it publishes the site and nothing else (Pages
// serves every file of the artifact, so the nginx block, `_headers` and the .br/.gz copies are
// left out, .well-known/ kept), runs only actions pinned to a commit, gives its token no more than each job
// needs, and builds for where person.siteUrl says the site lives.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { ROOT } from '../helpers/env';

interface Step { uses?: string; run?: string; id?: string; with?: Record<string, unknown>; env?: Record<string, string> }
interface Job { if?: string; needs?: string; permissions?: Record<string, string>; steps: Step[] }

const text = readFileSync(path.join(ROOT, '.github', 'workflows', 'pages.yml'), 'utf8');
const workflow = parse(text) as { permissions: object; jobs: Record<'sync' | 'build' | 'deploy', Job> };
const { sync, build, deploy } = workflow.jobs;
const step = (job: Job, uses: string) => job.steps.find((entry) => entry.uses?.startsWith(`${uses}@`));

const pages = suite('pages workflow');

pages('should pin every action to a full commit SHA, with its release in a comment', () => {
  // The release is a comment, which the parsed workflow does not keep: read from the lines.
  const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(.*)$/gm)].map((m) => m[1]!);
  assert.is(uses.length, Object.values(workflow.jobs).flatMap((job) => job.steps).filter((entry) => entry.uses).length);
  for (const action of uses) assert.match(action, /^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/, action);
});

pages('should give the token nothing at the top, contents: read to the build job and the right to publish to the deploy job alone', () => {
  assert.equal(workflow.permissions, {});
  assert.equal(build.permissions, { contents: 'read' });
  assert.equal(deploy.permissions, { pages: 'write', 'id-token': 'write' });
  assert.equal(deploy.steps.map((entry) => entry.uses?.split('@')[0]), ['actions/deploy-pages'], 'the deploy job runs deploy-pages and nothing else');
});

pages('should check out without keeping the token, and publish .well-known/ but no other dotfile, _headers or .br/.gz copy', () => {
  assert.is(step(build, 'actions/checkout')?.with?.['persist-credentials'], false);
  const upload = step(build, 'actions/upload-pages-artifact')!;
  // v4 leaves hidden files out unless told to keep them, which the assembled folder needs for .well-known/.
  assert.equal(upload.with, { path: 'pages', 'include-hidden-files': true });
  // The assembling step itself, run on a built site's kinds of file.
  const assemble = build.steps.find((entry) => entry.env?.CNAME)!;
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
  for (const file of ['index.html', 'index.html.br', 'index.html.gz', '_headers', '.nginx.conf', '.well-known/atproto-did', 'blogs/index.html', 'blogs/.DS_Store']) {
    mkdirSync(path.dirname(path.join(dir, 'dist', file)), { recursive: true });
    writeFileSync(path.join(dir, 'dist', file), file);
  }
  execFileSync('bash', ['-e', '-c', assemble.run!], { cwd: dir, env: { ...process.env, CNAME: 'jane.example' } });
  const published = (readdirSync(path.join(dir, 'pages'), { recursive: true }) as string[]).filter((file) => statSync(path.join(dir, 'pages', file)).isFile()).sort();
  assert.equal(published, ['.well-known/atproto-did', 'CNAME', 'blogs/index.html', 'index.html']);
});

pages('should build for the base path person.siteUrl gives, and publish its custom domain as CNAME', () => {
  const target = build.steps.find((entry) => entry.run === 'node build.mjs pages-target');
  assert.ok(target?.id, 'a step runs node build.mjs pages-target, with an id');
  const built = build.steps.find((entry) => entry.run === 'npm run build -- --csp-meta --no-precompress');
  assert.is(built?.env?.BASE_PATH, `\${{ steps.${target!.id}.outputs.base_path }}`);
  const assemble = build.steps.find((entry) => entry.env?.CNAME);
  assert.is(assemble?.env?.CNAME, `\${{ steps.${target!.id}.outputs.cname }}`);
  assert.match(assemble!.run!, /if \[ -n "\$CNAME" \]; then printf '%s\\n' "\$CNAME" > pages\/CNAME; fi/);
});

pages('should sync the feeds on the schedule alone, with the only token that may push, and build from its commit', () => {
  assert.match(text, /\n {2}# schedule:\n {2}# {3}- cron: '[^']+'\n/, 'a schedule the owner turns on');
  assert.is(sync.if, "github.event_name == 'schedule'");
  assert.equal(sync.permissions, { contents: 'write' });
  assert.match(sync.steps.map((entry) => entry.run ?? '').join('\n'), /npm run posts:sync\n[\s\S]*git add src\/content\/synced-posts\.json[\s\S]*git push/);
  assert.equal([build.needs, build.if], ['sync', "${{ !cancelled() && needs.sync.result != 'failure' }}"]);
  assert.is(step(build, 'actions/checkout')?.with?.ref, "${{ github.event_name == 'schedule' && github.ref || github.sha }}");
});

pages.run();
