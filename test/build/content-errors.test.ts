// Content checked at build (BRIEF §10), through the real CLI: one test per rule. A mistake
// in the content stops `node build.mjs build` with a non-zero exit and one "Build failed:"
// block that names the file, the entry and the field and says what is wrong (every problem
// at once), and the last good dist/ stays exactly as it was. (test/unit/validate.test.ts
// covers the rules one by one without a build.)
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { copyProject, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';
import { blogFields, templatePost } from '../helpers/site';

const CONTENT = 'src/content/content.ts';

// The owner's content, whatever it is: each test breaks one of its entries, by statements
// appended to the copy's content.ts (the build reads the module's export, so a change made
// there reaches it as an edit of the literal would), and expects the message naming it.
// An owner with no posts gets two made-up ones (and the blog's lines they need) in every
// change, so the rules about posts are tried on any content.
const posts = content.posts.length ? content.posts : [templatePost, { ...templatePost, id: 'another-post', title: 'Another post' }];
const withPosts = content.posts.length ? '' : `c.posts = ${JSON.stringify(posts)}; c.person = { ...${JSON.stringify(blogFields)}, ...c.person }; `;
/** How a message names an entry: `projects[3] "Grocery Bud"`, `posts[1] "node-streams-…"`. */
const entry = (list: 'projects' | 'posts', index: number) =>
  `${list}[${index}] ${JSON.stringify(list === 'projects' ? content.projects[index]!.title : posts[index]!.id)}`;
/** Appends statements to the copy's content.ts, with `c` standing for its content. */
const change = (statements: string) => project.replace(CONTENT, /$/, `\n{\n  const c = content as any;\n  ${withPosts}${statements}\n}\n`);

let project: ProjectCopy;
let goodDist: Record<string, string>;

/**
 * The build failed as the owner should see it: the problems listed, one line each, and nothing
 * else harmed. A problem not naming its file is the content module's.
 */
function assertRefused(result: CommandResult, problems: string[]) {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const lines = problems.map((p) => `  - ${p.startsWith('src/') ? p : `${CONTENT}: ${p}`}`);
  assertFailed(result, `Build failed: the content has ${count}:\n${lines.join('\n')}`);
}

function assertFailed(result: CommandResult, message: string) {
  assert.is(result.status, 1, `exit status; output:\n${result.stdout}${result.stderr}`);
  assert.is(result.stderr.trim(), message);
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
  const [lastProject, lastPost] = [content.projects.length - 1, posts.length - 1];
  change(`c.projects[${lastProject}].description = ''; delete c.posts[${lastPost}].excerpt;`);
  assertRefused(project.run(['build']), [
    `${entry('projects', lastProject)}: description must not be empty (got "")`,
    `${entry('posts', lastPost)}: excerpt is missing`,
  ]);
});

refuse('a URL that is not https: (or # for a code link)', () => {
  change(`c.projects[0].codeUrl = 'github.com/example/pacman-game'; c.projects[0].liveUrl = 'http://grocery-bud.example.com';`);
  assertRefused(project.run(['build']), [
    `${entry('projects', 0)}: codeUrl must be an https: URL or '#' for private code (got "github.com/example/pacman-game")`,
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
  const index = Math.max(posts.length - 1, 1);
  change(index < posts.length
    ? `c.posts[${index}].id = c.posts[0].id;`
    : `c.posts = [...c.posts, { ...c.posts[0], title: c.posts[0].title + ' (2)', url: c.posts[0].url + '-2' }];`);
  assertRefused(project.run(['build']), [
    `posts[${index}] ${JSON.stringify(posts[0]!.id)}: id duplicates posts[0]; ids must be unique`,
  ]);
});

refuse('a syntax error in the content module: file:line:column, the line before, the line and a caret, and no stack', () => {
  const lines = readFileSync(path.join(project.dir, CONTENT), 'utf8').split('\n');
  const at = lines.findIndex((line) => /^\s+email: /.test(line)); // the line after it is where esbuild stops
  assert.ok(at > 0 && lines[at]!.endsWith(','), 'person.email is no longer on a line of its own');
  const line = at + 2; // 1-based, the line after the missing comma
  const indent = /^\s*/.exec(lines[at + 1]!)![0];
  const key = /^\s*(\w+)/.exec(lines[at + 1]!)![1];
  project.replace(CONTENT, lines[at]!, lines[at]!.slice(0, -1));
  assertFailed(project.run(['build']), [
    `Build failed: ${CONTENT}:${line}:${indent.length + 1}: Expected "}" but found "${key}"`,
    `${String(line - 1).padStart(String(line).length + 4)} | ${lines[at]!.slice(0, -1)}`,
    `${String(line).padStart(String(line).length + 4)} | ${lines[at + 1]}`,
    `${' '.repeat(String(line).length + 4)} | ${indent}^`,
  ].join('\n'));
});

refuse('a syntax error in any bundled file, with the same frame', () => {
  project.replace('src/app/sections/Hero.tsx', 'export const HERO_ID', 'export const const HERO_ID');
  const result = project.run(['build']);
  assert.match(result.stderr, /^Build failed: src\/app\/sections\/Hero\.tsx:\d+:14: Expected identifier but found "const"\n/);
  assert.match(result.stderr, /\n\s+\d+ \| export const const HERO_ID.*\n\s+\| {14}\^\n?$/);
  assertFailed(result, result.stderr.trim());
});

refuse('a word left without quotes: where it is, not a ReferenceError from the bundle', () => {
  // The email, which every owner has (a phone or a location may be left out).
  const lines = readFileSync(path.join(project.dir, CONTENT), 'utf8').split('\n');
  const quoted = `email: ${JSON.stringify(content.person.email).replace(/^"|"$/g, "'")}`;
  const at = lines.findIndex((line) => line.includes(quoted));
  assert.ok(at > 0, `${CONTENT} has no line ${quoted}`);
  project.replace(CONTENT, quoted, 'email: Nowhere');
  const line = at + 1;
  const column = lines[at]!.indexOf(quoted) + 'email: '.length;
  const pad = String(line).length + 4;
  assertFailed(project.run(['build']), [
    `Build failed: ${CONTENT}:${line}:${column + 1}: Nowhere is not defined; text must be in quotes ('Nowhere')`,
    `${String(line - 1).padStart(pad)} | ${lines[at - 1]}`,
    `${String(line).padStart(pad)} | ${lines[at]!.replace(quoted, 'email: Nowhere')}`,
    `${' '.repeat(pad)} | ${' '.repeat(column)}^`,
  ].join('\n'));
});

refuse('project titles must be unique, post ids slugs, tags free of commas, screenshots in a format the build reads: all at once', () => {
  // Three projects and two posts to break; an owner with fewer gets copies (their titles numbered).
  const projects = content.projects.map((p) => p.title);
  while (projects.length < 3) projects.push(`${projects[0]} ${projects.length}`);
  const lastPost = posts.length - 1;
  change([
    `while (c.projects.length < 3) c.projects.push({ ...c.projects[0], title: c.projects[0].title + ' ' + c.projects.length });`,
    `c.projects[1].title = c.projects[0].title;`,
    `c.posts[${lastPost}].id = 'My Scene';`,
    `c.posts[0].tags = ['Streams, Buffers'];`,
    `c.projects[2].imageUrl = 'projects/logo.svg';`,
  ].join(' '));
  assertRefused(project.run(['build']), [
    `projects[1] ${JSON.stringify(projects[0])}: title duplicates projects[0]; titles must be unique`,
    `projects[2] ${JSON.stringify(projects[2])}: imageUrl must be a PNG, JPG, WebP, AVIF, GIF or TIFF image (got "projects/logo.svg")`,
    `posts[0] ${JSON.stringify(posts[0]!.id)}: tags[0] must not contain a comma, as search engines read the tags as one comma-separated list; make it two tags (got "Streams, Buffers")`,
    `posts[${lastPost}] "My Scene": id must be a slug of lowercase letters, digits and hyphens, as it becomes the page's HTML id, such as "my-scene"`,
  ]);
});

refuse('an image file that is not an image: its entry, and the formats that work', () => {
  const broken = 'projects/broken.png';
  writeFileSync(path.join(project.dir, 'src/assets', broken), 'not an image');
  try {
    change(`c.projects[0].imageUrl = '${broken}';`);
    assertRefused(project.run(['build']), [
      `projects[0] ${JSON.stringify(content.projects[0]!.title)}: imageUrl src/assets/${broken} cannot be read as an image (Input buffer contains unsupported image format); save it again as PNG, JPG, WebP, AVIF, GIF or TIFF`,
    ]);
  } finally {
    rmSync(path.join(project.dir, 'src/assets', broken));
  }
});

refuse('a missing hero.png: what it is for and where it goes', () => {
  project.remove('src/assets/hero.png');
  assertRefused(project.run(['build']), [
    "src/assets/hero.png is missing: it is the hero's background artwork (in both themes unless hero-light.png is beside it) and the social card's background; put a PNG of 1920×1080 or larger there",
  ]);
});

refuse('a siteUrl with a path the site is not built for', () => {
  project.replace(CONTENT, `siteUrl: '${content.person.siteUrl}'`, `siteUrl: 'https://user.github.io/portfolio'`);
  assertRefused(project.run(['build']), [
    'person: siteUrl has the path "/portfolio/" but the site is built for the base path "/" (BASE_PATH); build with BASE_PATH=/portfolio/, or remove the path from siteUrl (got "https://user.github.io/portfolio")',
  ]);
  assertRefused(project.run(['build'], { env: { BASE_PATH: '/blog/' } }), [
    'person: siteUrl has the path "/portfolio/" but the site is built for the base path "/blog/" (BASE_PATH); build with BASE_PATH=/portfolio/, or remove the path from siteUrl (got "https://user.github.io/portfolio")',
  ]);
});

refuse('and once the mistake is fixed, the build succeeds again', () => {
  const fixed = project.run(['build']);
  assert.is(fixed.status, 0, fixed.stderr);
  assert.ok(existsSync(path.join(project.dir, 'dist', 'index.html')));
});

refuse.run();
