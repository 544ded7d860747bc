// Content checked at build, through the real CLI. test/unit/validate.test.ts holds
// every rule to its message without a build; the runs here prove the CLI's part: a mistake
// stops `node build.mjs build` with exit status 1 and one "Build failed:" block that names the
// file, the entry and the field and says what is wrong (every problem at once), the last good
// dist/ stays exactly as it was, and no half-built folder is left. They also cover what only
// the build sees: files that are missing or do not decode, and code that does not parse or
// uses a word left without quotes, shown as an editor points at it.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { validateContent } from '../../src/builder/validate';
import { buildSite } from '../helpers/built-site';
import { copyProject, NO_PRECOMPRESS, type CommandResult, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';
import { blogFields, templatePost } from '../helpers/site';

const CONTENT = 'src/content/content.ts';

// The owner's content, whatever it is: a test breaks its entries by statements appended to
// the copy's content.ts (the build reads the module's export, so a change made there reaches
// it as an edit of the literal would), and expects the messages naming them.
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
  // The last good site: the run's build of the same project (helpers/built-site.ts).
  cpSync(buildSite().dir, path.join(project.dir, 'dist'), { recursive: true });
  goodDist = project.snapshot('dist');
  assert.ok(Object.keys(goodDist).includes('index.html'));
}));
refuse.after.each(() => project.restore());
refuse.after(() => project?.dispose());

refuse('should list every problem at once, each naming its file, entry and field, and keep the last good dist/', () => {
  const [lastProject, lastPost] = [content.projects.length - 1, posts.length - 1];
  const broken = 'projects/broken.png';
  // Rules of the content module (validate), and two files only the build reads.
  change(`c.projects[${lastProject}].description = ''; delete c.posts[${lastPost}].excerpt; c.resumeFile = 'cv.pdf'; c.projects[0].imageUrl = '${broken}';`);
  project.write(`src/assets/${broken}`, 'not an image');
  project.remove('src/assets/hero.png');
  const edited = structuredClone({ ...content, posts, person: content.posts.length ? content.person : { ...blogFields, ...content.person } }) as unknown as {
    -readonly [K in keyof Content]: any;
  };
  edited.projects[lastProject].description = '';
  delete edited.posts[lastPost].excerpt;
  edited.resumeFile = 'cv.pdf';
  edited.projects[0].imageUrl = broken;
  const rules = validateContent(edited as Content, { imageExists: (name) => name !== 'cv.pdf' && name !== 'hero.png', basePath: '/' });
  for (const expected of [
    `${entry('projects', lastProject)}: description must not be empty (got "")`,
    `${entry('posts', lastPost)}: excerpt is missing`,
    'resumeFile names a file that does not exist: src/assets/cv.pdf',
  ]) {
    assert.ok(rules.includes(expected), `validate says:\n${rules.join('\n')}`);
  }
  const problems = [
    ...rules.map((problem) => `${CONTENT}: ${problem}`),
    "src/assets/hero.png is missing: it is the hero's background artwork (in both themes unless hero-light.png is beside it) and the social card's background; put a PNG 1200 px wide or larger there",
    `${CONTENT}: ${entry('projects', 0)}: imageUrl src/assets/${broken} cannot be read as an image (Input buffer contains unsupported image format); save it again as PNG, JPG, WebP, AVIF, GIF or TIFF`,
  ];
  assertFailed(project.run(['build']), `Build failed: the content has ${problems.length} problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
});

refuse('an owner on a Pages project site: siteUrl\'s path is the base path, and a BASE_PATH that disagrees is refused', () => {
  const siteUrl = 'https://user.github.io/portfolio';
  change(`c.person.siteUrl = '${siteUrl}';`);
  const built = project.run(['build', NO_PRECOMPRESS]);
  assert.is(built.status, 0, built.stderr);
  const html = readFileSync(path.join(project.dir, 'dist', 'index.html'), 'utf8');
  assert.match(html, /<link rel="canonical" href="https:\/\/user\.github\.io\/portfolio\/">/);
  assert.match(html, /<script>[^<]*"\/portfolio\/assets\/client-/, 'the boot script loads the bundle from /portfolio/');
  // Put back the last good site the other tests expect, then refuse a BASE_PATH against siteUrl.
  rmSync(path.join(project.dir, 'dist'), { recursive: true, force: true });
  cpSync(buildSite().dir, path.join(project.dir, 'dist'), { recursive: true });
  const message = `Build failed: the content has 1 problem:\n  - ${CONTENT}: person: siteUrl has the path "/portfolio/" but BASE_PATH builds the site for "/other/"; unset BASE_PATH (the build follows siteUrl's path) or make the two agree (got "${siteUrl}")`;
  assertFailed(project.run(['build'], { env: { BASE_PATH: '/other/' } }), message);
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

refuse('browser code that imports build-time code, in the bundle or the inline boot script: nothing of it ships', () => {
  for (const [file, what] of [['src/app/sections/Hero.tsx', 'the browser bundle'], ['src/app/boot.ts', 'src/app/boot.ts']] as const) {
    project.replace(file, /^/, "import { FAVICON_SVG } from '../builder/favicons';\nconsole.log(FAVICON_SVG);\n".replace('../builder', file.endsWith('boot.ts') ? '../builder' : '../../builder'));
    const result = project.run(['build']);
    const message = `Build failed: ${what} imports build-time or server code, which would ship to every visitor: src/builder/favicons.ts`;
    assert.ok(result.stderr.trim().endsWith(message), result.stderr);
    assertFailed(result, result.stderr.trim());
    project.restore();
  }
  // React rendered only at build time ships as HTML, never as code (its stylesheets do ship).
  project.replace('src/app/sections/Hero.tsx', /^/, "import { formatPostDate } from '../../prerendered/blog/formatPostDate';\nconsole.log(formatPostDate);\n");
  const result = project.run(['build']);
  assert.ok(result.stderr.trim().endsWith('Build failed: the browser bundle imports build-time or server code, which would ship to every visitor: src/prerendered/blog/formatPostDate.ts'), result.stderr);
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

refuse('and once the mistakes are fixed, the build succeeds again', () => {
  const fixed = project.run(['build']);
  assert.is(fixed.status, 0, fixed.stderr);
  assert.ok(existsSync(path.join(project.dir, 'dist', 'index.html')));
});

refuse.run();
