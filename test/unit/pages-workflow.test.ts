// The GitHub Pages workflow: it publishes the site and nothing else (Pages
// serves every file of the artifact, so the nginx block, `_headers` and the .br/.gz copies are
// left out), runs only actions pinned to a commit, gives its token no more than each job
// needs, and builds for where person.siteUrl says the site lives.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../helpers/env';

const workflow = readFileSync(path.join(ROOT, '.github', 'workflows', 'pages.yml'), 'utf8');
const lines = workflow.split('\n');

/** The lines of a block: those after `header` (at its indentation) up to the next at that indentation or less. */
function blockAfter(header: RegExp, from: string[] = lines): string[] {
  const start = from.findIndex((line) => header.test(line));
  if (start < 0) return [];
  const indent = from[start]!.search(/\S/);
  const end = from.findIndex((line, i) => i > start && line.trim() !== '' && line.search(/\S/) <= indent);
  return from.slice(start + 1, end < 0 ? from.length : end);
}

/** A permissions block as "scope: access" entries; `{}` written inline is none. */
function permissions(header: RegExp, from: string[] = lines): Record<string, string> | null {
  const line = from.find((candidate) => header.test(candidate));
  if (!line) return null;
  if (/:\s*\{\}\s*$/.test(line)) return {};
  return Object.fromEntries(blockAfter(header, from).map((entry) => entry.trim().split(/:\s*/) as [string, string]));
}

const job = (name: string) => blockAfter(new RegExp(`^  ${name}:\\s*$`));
const uses = lines.filter((line) => /^\s*(-\s+)?uses:/.test(line)).map((line) => line.replace(/^\s*(-\s+)?uses:\s*/, ''));

const pages = suite('pages workflow');

pages('should pin every action to a full commit SHA, with its release in a comment', () => {
  assert.ok(uses.length >= 4, `${uses.length} actions`);
  for (const action of uses) assert.match(action, /^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/, action);
});

pages('should give the token nothing at the top, contents: read to the build job and the right to publish to the deploy job alone', () => {
  assert.equal(permissions(/^permissions:/), {}, 'top level');
  assert.equal(permissions(/^    permissions:/, job('build')), { contents: 'read' }, 'build job');
  assert.equal(permissions(/^    permissions:/, job('deploy')), { pages: 'write', 'id-token': 'write' }, 'deploy job');
  const deploySteps = job('deploy').filter((line) => /uses:/.test(line));
  assert.equal(deploySteps.length, 1, 'the deploy job runs deploy-pages and nothing else');
  assert.match(deploySteps[0]!, /actions\/deploy-pages@/);
});

pages('should check out without keeping the token in the working copy', () => {
  const checkout = job('build').findIndex((line) => /uses: actions\/checkout@/.test(line));
  assert.ok(checkout >= 0, 'checks out');
  assert.ok(blockAfter(/^\s+with:/, job('build').slice(checkout + 1)).some((line) => /^\s+persist-credentials: false\s*$/.test(line)), 'persist-credentials: false');
});

pages('should upload with upload-pages-artifact v4 or later, which leaves out dotfiles', () => {
  const version = Number(/actions\/upload-pages-artifact@[0-9a-f]{40} # v(\d+)/.exec(workflow)?.[1]);
  assert.ok(version >= 4, `upload-pages-artifact v${version}`);
  assert.not.match(workflow, /include-hidden-files:\s*true/);
});

pages('should upload a folder assembled without _headers and the .br/.gz copies', () => {
  const uploaded = /upload-pages-artifact@\S+(?: #[^\n]*)?\s+with:\s+path:\s*(\S+)/.exec(workflow)?.[1];
  assert.ok(uploaded && uploaded !== 'dist', `uploads ${uploaded}`);
  const assemble = lines.find((line) => line.includes(`dist/ ${uploaded}/`)) ?? '';
  for (const excluded of ["'.*'", "'_headers'", "'*.br'", "'*.gz'"]) assert.ok(assemble.includes(`--exclude=${excluded}`), `${excluded} in: ${assemble}`);
});

pages('should build for the base path person.siteUrl gives, and publish its custom domain as CNAME', () => {
  const target = /- name: [^\n]*\n\s+id: (\w+)\n\s+run: node build\.mjs pages-target\n/.exec(workflow)?.[1];
  assert.ok(target, 'a step runs node build.mjs pages-target, with an id');
  assert.match(workflow, new RegExp(`run: npm run build -- --csp-meta --no-precompress\\n\\s+env:\\n\\s+BASE_PATH: \\$\\{\\{ steps\\.${target}\\.outputs\\.base_path \\}\\}`));
  assert.match(workflow, new RegExp(`CNAME: \\$\\{\\{ steps\\.${target}\\.outputs\\.cname \\}\\}`));
  assert.match(workflow, /if \[ -n "\$CNAME" \]; then printf '%s\\n' "\$CNAME" > pages\/CNAME; fi/);
  assert.not.match(workflow, /repository\.name/, 'the base path no longer comes from the repository name');
});

pages('should sync the feeds on the schedule alone, with the only token that may push, and build from its commit', () => {
  assert.match(workflow, /\n {2}# schedule:\n {2}# {3}- cron: '[^']+'\n/, 'a schedule the owner turns on');
  assert.match(job('sync').join('\n'), /^ {4}if: github\.event_name == 'schedule'$/m);
  assert.equal(permissions(/^    permissions:/, job('sync')), { contents: 'write' }, 'sync job');
  assert.match(job('sync').join('\n'), /- run: npm run posts:sync\n[\s\S]*git add src\/content\/synced-posts\.json[\s\S]*git push/);
  assert.match(job('build').join('\n'), /needs: sync\n[\s\S]*if: \$\{\{ !cancelled\(\) && needs\.sync\.result != 'failure' \}\}/);
  assert.match(job('build').join('\n'), /ref: \$\{\{ github\.event_name == 'schedule' && github\.ref \|\| github\.sha \}\}/);
});

pages.run();
