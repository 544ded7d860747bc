// The GitHub Pages workflow publishes the site and nothing else (issue 14): Pages serves every
// file of the artifact, so the nginx block, `_headers` and the .br/.gz copies must be left out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../helpers/env';

const workflow = readFileSync(path.join(ROOT, '.github', 'workflows', 'pages.yml'), 'utf8');
const pages = suite('pages workflow');

pages('should upload with upload-pages-artifact v4 or later, which leaves out dotfiles', () => {
  const version = Number(/actions\/upload-pages-artifact@v(\d+)/.exec(workflow)?.[1]);
  assert.ok(version >= 4, `upload-pages-artifact v${version}`);
  assert.not.match(workflow, /include-hidden-files:\s*true/);
});

pages('should upload a folder assembled without _headers and the .br/.gz copies', () => {
  const uploaded = /upload-pages-artifact@v\d+\s+with:\s+path:\s*(\S+)/.exec(workflow)?.[1];
  assert.ok(uploaded && uploaded !== 'dist', `uploads ${uploaded}`);
  const assemble = workflow.split('\n').find((line) => line.includes(`dist/ ${uploaded}/`)) ?? '';
  for (const excluded of ["'.*'", "'_headers'", "'*.br'", "'*.gz'"]) assert.ok(assemble.includes(`--exclude=${excluded}`), `${excluded} in: ${assemble}`);
});

pages.run();
