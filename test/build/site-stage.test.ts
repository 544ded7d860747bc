// The site stage (test/site/) catches real problems, and says them in the owner's terms: its
// checks pointed at a copy of the project with a problem planted in it, and at another
// owner's finished site, which passes them all. A copy of its own: each case changes the
// content, the pictures or the styles and builds them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as career from '../fixtures/owners/career';
import { installOwner } from '../fixtures/owners/owner-assets';
import { ROOT } from '../helpers/env';
import { copyProject, NO_PRECOMPRESS, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';
import { buildProject, surveySite } from '../site/checks/check-site';
import { inspectSite } from '../site/checks/inspect';

/** A flat picture the size the README asks of a hero. */
const flat = (background: string) => sharp({ create: { width: 1920, height: 1080, channels: 3, background } }).png().toBuffer();

let project: ProjectCopy;

const stage = suite('site stage :: finds what is wrong with an owner\'s site');

stage.before(setup(() => {
  project = copyProject();
}));
stage.after.each(() => project.restore());
stage.after(() => project?.dispose());

stage('a content mistake fails the build, and the build\'s own line naming the file and field is the message', async () => {
  project.replace('src/content/content.ts', "email: 'alex.carter@example.com'", "email: ''");
  const { build } = await buildProject(project.dir, [NO_PRECOMPRESS]);
  assert.not.ok(build.ok);
  assert.match(build.failure, /^Build failed: /);
  assert.ok(build.failure.includes('src/content/content.ts: person: email is missing'), build.failure);
});

// The art has a region of its own beside or below the text at every width, so a picture alone
// cannot put itself under a word; a restyle can, as a full-bleed background would. The copy
// gets both: a white hero.png behind the dark theme's light text, a black hero-light.png
// behind the light theme's dark text, and the art laid under the text. Only the home page
// has a hero: the survey is pointed at it alone.
stage('a hero picture under the text fails the contrast check, naming the picture, the theme and the width', async () => {
  project.write('src/assets/hero.png', await flat('#ffffff'));
  project.write('src/assets/hero-light.png', await flat('#000000'));
  project.replace('src/app/sections/Hero.module.css', /$/, '\n.background { position: fixed; inset: 0; width: 100vw; height: 100vh; object-fit: cover; z-index: -1; opacity: 1; }\n');
  const site = await buildProject(project.dir, [NO_PRECOMPRESS]);
  assert.ok(site.build.ok, site.build.failure);
  const plan = await site.plan;
  const { heroContrast } = await inspectSite(site.build.dir, { ...plan, pages: plan.pages.filter((page) => page.kind === 'home') });
  const found = heroContrast.map((line) => line.replace(/ \d+\.\d:1 /, ' N:1 '));
  for (const [picture, theme] of [['hero.png', 'dark'], ['hero-light.png', 'light']]) {
    for (const width of [375, 1280]) {
      const line = `hero name N:1 over src/assets/${picture} (${theme} theme, ${width} px); AA needs 3:1`;
      assert.ok(found.includes(line), `${line} in\n${heroContrast.join('\n')}`);
    }
  }
});

// Last: the owner's files are installed in the copy for good (restore() undoes only its own edits).
stage('a finished site of another owner passes every check: a career, an own post, a GitHub Pages address', async () => {
  const person = { ...career.content.person, siteUrl: 'https://sofia-lindqvist.github.io/portfolio' };
  await installOwner(project.dir, path.join(ROOT, 'test', 'fixtures', 'owners', 'career.ts'), { content: { ...career.content, person }, heroLight: career.heroLight });
  const post = path.join(project.dir, 'src', 'content', 'posts', 'focus-where-it-belongs.md');
  mkdirSync(path.dirname(post), { recursive: true });
  writeFileSync(post, '---\ntitle: Focus Where It Belongs\ndate: 2025-05-02\ntags: [Accessibility]\n---\n\nA dialog that opens should take focus, and give it back when it closes.\n');
  const site = await buildProject(project.dir, [NO_PRECOMPRESS]);
  assert.ok(site.build.ok, site.build.failure);
  const plan = await site.plan;
  assert.is(plan.basePath, '/portfolio/');
  assert.equal(plan.pages.map((page) => page.kind), ['home', 'blog', 'tag', 'post', 'notFound']);
  assert.ok(plan.pages[0]!.shows.some((shown) => shown.id === 'experience'), 'the home page has the Experience section');
  assert.equal(await surveySite(site), { axe: [], console: [], withoutScript: [], heroContrast: [] });
});

stage.run();
