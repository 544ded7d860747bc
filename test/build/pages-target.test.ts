// `node build.mjs pages-target`, the Pages workflow's first step: it reads
// person.siteUrl from the content module itself (bundled, as the build reads it) and writes
// base_path and cname for GitHub Actions. Needs a copy of the project: each case sets another
// siteUrl in its content.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SAMPLE } from '../../src/builder/sample-leftovers';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';
let project: ProjectCopy;
let output: string;

/** The command in the copy with siteUrl set (null: the content's own), as GitHub Actions runs it for `repository`. */
function pagesTarget(siteUrl: string | null, repository: string) {
  const current = readFileSync(path.join(project.dir, CONTENT), 'utf8');
  if (siteUrl && !current.includes(`siteUrl: '${siteUrl}'`)) project.replace(CONTENT, /siteUrl: '[^']*'/, `siteUrl: '${siteUrl}'`);
  rmSync(output, { force: true });
  try {
    const result = project.run(['pages-target'], { env: { GITHUB_ACTIONS: 'true', GITHUB_REPOSITORY: repository, GITHUB_OUTPUT: output } });
    return { ...result, written: result.status === 0 ? readFileSync(output, 'utf8') : '' };
  } finally {
    project.restore();
  }
}

const command = suite('build :: pages-target');
command.before(setup(() => {
  project = copyProject();
  output = path.join(project.dir, 'github-output');
}));
command.after(() => project?.dispose());

command('should write base path / and the host as CNAME for a custom domain', () => {
  const result = pagesTarget('https://sofia.dev', 'sofia/portfolio');
  assert.is(result.status, 0, result.stderr);
  assert.is(result.written, 'base_path=/\ncname=sofia.dev\n');
  assert.match(result.stdout, /GitHub Pages: base path \/, custom domain sofia\.dev \(CNAME\)/);
});

command('should fail in one line, naming the file, when siteUrl is another repository\'s github.io address', () => {
  const result = pagesTarget('https://sofia.github.io/portfolio', 'sofia/site');
  assert.is(result.status, 1);
  assert.is(result.stderr.trim(), 'Build failed: src/content/content.ts: person.siteUrl is https://sofia.github.io/portfolio, but GitHub Pages serves the repository sofia/site at https://sofia.github.io/site/; make them agree');
});

command('should publish the sample\'s example address at the repository\'s Pages address, with a warning on the run', () => {
  // The sample's address, set here: the owner's content may have their own already.
  const result = pagesTarget(`https://portfolio.${SAMPLE.domain}`, 'sofia/portfolio');
  assert.is(result.status, 0, result.stderr);
  assert.is(result.written, 'base_path=/portfolio/\ncname=\n');
  assert.match(result.stdout, /^::warning::src\/content\/content\.ts: person\.siteUrl is still .*, an example name/m);
});

command.run();
