// Content checked at build (BRIEF §10), through the real CLI: one test per rule. A mistake
// in the content stops `node build.mjs build` with a non-zero exit and a message that names
// the entry and the field and says what is wrong, and the last good dist/ stays exactly as
// it was. (test/unit/validate.test.ts covers the rules one by one without a build.)
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';

let project: ProjectCopy;
let goodDist: Record<string, string>;

/** The build failed as the owner should see it: the problems listed, one line each, and nothing else harmed. */
function assertRefused(result: CommandResult, problems: string[]) {
  assert.is(result.status, 1, `exit status; output:\n${result.stdout}${result.stderr}`);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  assert.is(result.stderr.trim(), `Build failed: ${CONTENT} has ${count}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  assert.equal(project.snapshot('dist'), goodDist, 'the last good dist/ changed');
  const leftovers = readdirSync(path.join(project.dir, '.cache')).filter((name) => name.startsWith('build-'));
  assert.equal(leftovers, [], 'a half-built folder was left behind');
}

const refuse = suite('build :: content errors stop the build');

refuse.before(setup(() => {
  project = copyProject();
  const first = project.run(['build']);
  assert.is(first.status, 0, `the unchanged copy does not build:\n${first.stderr}`);
  goodDist = project.snapshot('dist');
  assert.ok(Object.keys(goodDist).includes('index.html'));
}));
refuse.after.each(() => project.restore());
refuse.after(() => project?.dispose());

refuse('a missing or empty required field', () => {
  project.replace(CONTENT, `'A shopping list that remembers: add, edit and tick off items, with everything kept in local storage between visits.'`, `''`);
  project.replace(CONTENT, /excerpt:\s*'Readable, writable[^']*',\n/, '');
  assertRefused(project.run(['build']), [
    'projects[3] "Grocery Bud": description must not be empty (got "")',
    'posts[1] "node-streams-for-frontend-developers": excerpt is missing',
  ]);
});

refuse('a URL that is not https: (or # for a code link)', () => {
  project.replace(CONTENT, `liveUrl: 'https://grocery-bud.example.com'`, `liveUrl: 'http://grocery-bud.example.com'`);
  project.replace(CONTENT, `githubUrl: 'https://github.com/example/pacman-game'`, `githubUrl: 'github.com/example/pacman-game'`);
  assertRefused(project.run(['build']), [
    'projects[3] "Grocery Bud": liveUrl must be an https: URL (got "http://grocery-bud.example.com")',
    'projects[5] "Pacman Game": githubUrl must be an https: URL or \'#\' for private code (got "github.com/example/pacman-game")',
  ]);
});

refuse('an unparseable date', () => {
  project.replace(CONTENT, `publishedAt: '2025-03-10'`, `publishedAt: '2025-02-30'`);
  assertRefused(project.run(['build']), [
    'posts[2] "typescript-generics-without-the-headache": publishedAt must be a real calendar date written YYYY-MM-DD (got "2025-02-30")',
  ]);
});

refuse('a missing image file', () => {
  project.remove('src/assets/projects/fotoflix.png');
  assertRefused(project.run(['build']), [
    'projects[2] "FotoFlix": imageUrl names an image that does not exist: src/assets/projects/fotoflix.png',
  ]);
});

refuse('a duplicate id', () => {
  project.replace(CONTENT, `id: 'three-js-portfolio-scene'`, `id: 'accessible-react-components'`);
  assertRefused(project.run(['build']), [
    'posts[5] "accessible-react-components": id duplicates posts[0]; ids must be unique',
  ]);
});

refuse('and once the mistake is fixed, the build succeeds again', () => {
  const fixed = project.run(['build']);
  assert.is(fixed.status, 0, fixed.stderr);
  assert.ok(existsSync(path.join(project.dir, 'dist', 'index.html')));
});

refuse.run();
