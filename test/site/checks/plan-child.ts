// `node --import tsx plan-child.ts <project folder>`: prints the SitePlan (plan.ts) of the
// project in that folder as JSON. It imports the folder's own builder modules, as its build.mjs
// does, so their paths (src/builder/paths.ts) are that folder's: its content.ts, its posts, its
// pictures. Run by plan.ts; not bundled, so it imports nothing but types from the test tree.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Content } from '../../../src/content/types';
import type { PlannedPage, SitePlan, Shown } from './plan';

const dir = path.resolve(process.argv[2] ?? '.');
const load = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(dir, file)).href) as Promise<T>;

const { loadContent } = await load<typeof import('../../../src/builder/bundles')>('src/builder/bundles.ts');
const { readWriting } = await load<typeof import('../../../src/builder/content-check')>('src/builder/content-check.ts');
const { withAllPosts, postSources } = await load<typeof import('../../../src/builder/posts/site-posts')>('src/builder/posts/site-posts.ts');
const { SNAPSHOT_FILE } = await load<typeof import('../../../src/builder/posts/snapshot-file')>('src/builder/posts/snapshot-file.ts');
const { sitePages } = await load<typeof import('../../../src/builder/site-pages')>('src/builder/site-pages.ts');
const { basePathFor } = await load<typeof import('../../../src/builder/base-path')>('src/builder/base-path.ts');
const { BLOG_PATH } = await load<typeof import('../../../src/app/pages/blog-pages')>('src/app/pages/blog-pages.ts');
const { ASSET_SOURCES, CONTENT_MODULE, HERO, HERO_LIGHT, fromRoot } = await load<typeof import('../../../src/builder/paths')>('src/builder/paths.ts');

const written = await loadContent();
const writing = await readWriting();
const content: Content = withAllPosts(written, writing.snapshot.posts, writing.own);
const contentFile = fromRoot(CONTENT_MODULE);

// Where each post was written, for messages: content.ts, the synced posts file or a Markdown file.
const sources = postSources(written, writing.snapshot.posts, writing.own, SNAPSHOT_FILE);
const sourceOf = new Map(content.posts.map((post, i) => [post.id, sources[i] ?? `${contentFile}: posts[${i}]`]));
const postShown = (post: Content['posts'][number]): Shown => ({ what: `post "${post.title}" (${sourceOf.get(post.id)})`, text: post.title, within: 'main' });

// The home page's sections: About, Projects and Contact always; Experience with a job or a study
// (hasStory in src/prerendered/sections/Experience.tsx, which imports a stylesheet Node cannot).
const hasCareer = Boolean(content.experience?.length || content.education?.length);
const home: PlannedPage = {
  kind: 'home',
  path: '/',
  name: 'the home page',
  shows: [
    { what: `your name (${contentFile}: person.name)`, text: content.person.name, within: '#top' },
    { what: 'the About section', id: 'about' },
    ...(hasCareer ? [{ what: `the Experience section (${contentFile}: ${content.experience?.length ? 'experience' : 'education'})`, id: 'experience' }] : []),
    { what: 'the Projects section', id: 'projects' },
    ...content.projects.map((project, i): Shown => ({ what: `project "${project.title}" (${contentFile}: projects[${i}].title)`, text: project.title, within: '#projects' })),
    { what: 'the Contact section', id: 'contact' },
  ],
};

const pages: PlannedPage[] = [home];
const paths = sitePages(content);
const blog = paths.find((page) => page.path === BLOG_PATH);
if (blog?.list) pages.push({ kind: 'blog', path: blog.path, name: 'the blog page', shows: blog.list.posts.map(postShown) });
const tag = paths.find((page) => page.ref.key === 'tag');
if (tag?.list?.tag) pages.push({ kind: 'tag', path: tag.path, name: `the tag page "${tag.list.tag.name}"`, shows: tag.list.posts.map(postShown) });
const own = paths.find((page) => page.post);
if (own?.post) {
  pages.push({ kind: 'post', path: own.path, name: `your post "${own.post.title}" (${sourceOf.get(own.post.id)})`, shows: [{ ...postShown(own.post), what: 'its title' }] });
}
const { notFound } = content.labels;
pages.push({
  kind: 'notFound',
  // No page of the site can have this path: every own post's is /blogs/<slug>.
  path: '/this-page-does-not-exist',
  name: 'the 404 page',
  shows: [
    { what: `its heading (${contentFile}: labels.notFound.code)`, text: notFound.code, within: 'main' },
    { what: `its message (${contentFile}: labels.notFound.message)`, text: notFound.message, within: 'main' },
  ],
});

const heroLight = path.join(ASSET_SOURCES, HERO_LIGHT);
const plan: SitePlan = {
  basePath: basePathFor(content.person.siteUrl, ''),
  pages,
  // Without a light drawing the dark one is shown in both themes (src/app/sections/Hero.tsx).
  heroPictures: { dark: fromRoot(HERO), light: fromRoot(existsSync(heroLight) ? heroLight : HERO) },
};
process.stdout.write(JSON.stringify(plan));
