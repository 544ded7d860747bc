// Content checked at build (BRIEF §10), through the real CLI: one test per rule. A mistake
// in the content stops `node build.mjs build` with a non-zero exit and a message that names
// the entry and the field and says what is wrong, and the last good dist/ stays exactly as
// it was. (test/unit/validate.test.ts covers the rules one by one without a build.)
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

const CONTENT = 'src/content/content.ts';

// The owner's content, whatever it is: each test breaks one of its entries, by statements
// appended to the copy's content.ts (the build reads the module's export, so a change made
// there reaches it as an edit of the literal would), and expects the message naming it.
/** How a message names an entry: `projects[3] "Grocery Bud"`, `posts[1] "node-streams-…"`. */
const entry = (list: 'projects' | 'posts', index: number) =>
  `${list}[${index}] ${JSON.stringify(list === 'projects' ? content.projects[index]!.title : content.posts[index]!.id)}`;
/** Appends statements to the copy's content.ts, with `c` standing for its content. */
const change = (statements: string) => project.replace(CONTENT, /$/, `\n{\n  const c = content as any;\n  ${statements}\n}\n`);

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
  const [lastProject, lastPost] = [content.projects.length - 1, content.posts.length - 1];
  change(`c.projects[${lastProject}].description = ''; delete c.posts[${lastPost}].excerpt;`);
  assertRefused(project.run(['build']), [
    `${entry('projects', lastProject)}: description must not be empty (got "")`,
    `${entry('posts', lastPost)}: excerpt is missing`,
  ]);
});

refuse('a URL that is not https: (or # for a code link)', () => {
  change(`c.projects[0].githubUrl = 'github.com/example/pacman-game'; c.projects[0].liveUrl = 'http://grocery-bud.example.com';`);
  assertRefused(project.run(['build']), [
    `${entry('projects', 0)}: githubUrl must be an https: URL or '#' for private code (got "github.com/example/pacman-game")`,
    `${entry('projects', 0)}: liveUrl must be an https: URL (got "http://grocery-bud.example.com")`,
  ]);
});

refuse('an unparseable date', () => {
  change(`c.posts[0].publishedAt = '2025-02-30';`);
  assertRefused(project.run(['build']), [
    `${entry('posts', 0)}: publishedAt must be a real calendar date written YYYY-MM-DD (got "2025-02-30")`,
  ]);
});

refuse('a missing image file', () => {
  const image = content.projects[0]!.imageUrl;
  project.remove(`src/assets/${image}`);
  // Every project that shows it (an owner may use one image twice).
  assertRefused(project.run(['build']), content.projects.flatMap((p, i) =>
    p.imageUrl === image ? [`${entry('projects', i)}: imageUrl names an image that does not exist: src/assets/${image}`] : [],
  ));
});

refuse('a duplicate id', () => {
  // The last post takes the first one's id (with a single post, a second one is added).
  const index = Math.max(content.posts.length - 1, 1);
  change(index < content.posts.length
    ? `c.posts[${index}].id = c.posts[0].id;`
    : `c.posts = [...c.posts, { ...c.posts[0], title: c.posts[0].title + ' (2)', mediumUrl: c.posts[0].mediumUrl + '-2' }];`);
  assertRefused(project.run(['build']), [
    `posts[${index}] ${JSON.stringify(content.posts[0]!.id)}: id duplicates posts[0]; ids must be unique`,
  ]);
});

refuse('and once the mistake is fixed, the build succeeds again', () => {
  const fixed = project.run(['build']);
  assert.is(fixed.status, 0, fixed.stderr);
  assert.ok(existsSync(path.join(project.dir, 'dist', 'index.html')));
});

refuse.run();
