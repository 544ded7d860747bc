// A project copy that writes: the owner's content with an own Markdown post (a TypeScript
// code block and an image, test/fixtures/posts) and the posts a sync of the fixture feeds
// (Medium, DEV, Hashnode) wrote, built once per test run through the real CLI
// (helpers/shared-site.ts). The sample itself has neither, so its /blogs stays
// six Medium posts.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { readFeed } from '../../src/builder/posts/feed-posts';
import { mergeSnapshot, SNAPSHOT_ABOUT } from '../../src/builder/posts/snapshot';
import { formatSnapshot, SNAPSHOT_FILE } from '../../src/builder/posts/snapshot-file';
import { content } from '../fixtures/sample/content';
import { ROOT } from './env';
import { FEED_FIXTURES, feedXml } from '../fixtures/feed-fixtures';
import { siteFiles } from './built-site';
import { addToContent, mustRun, sharedSite, SITE_BUILD } from './shared-site';

export const OWN_POST = {
  slug: 'streams-without-surprises',
  file: 'src/content/posts/streams-without-surprises.md',
  title: 'Streams Without Surprises',
  image: 'posts/backpressure.png',
  imageSize: { width: 1600, height: 800 },
} as const;

export type WritingSite = Awaited<ReturnType<typeof writingSite>>;

/** The run's copy. */
export async function writingSite() {
  const { project } = await sharedSite('writing', async (project) => {
    const at = (file: string) => path.join(project.dir, file);
    addToContent(project);
    mkdirSync(path.dirname(at(OWN_POST.file)), { recursive: true });
    writeFileSync(at(OWN_POST.file), readFileSync(path.join(ROOT, 'test', 'fixtures', 'posts', `${OWN_POST.slug}.md`)));
    mkdirSync(path.dirname(at(`src/assets/${OWN_POST.image}`)), { recursive: true });
    await diagram().toFile(at(`src/assets/${OWN_POST.image}`));
    // What `npm run posts:sync` writes from the three fixture feeds (posts-sync.test.ts runs the command itself).
    const fetched = (['medium', 'dev', 'hashnode'] as const).map((name) => ({ feed: FEED_FIXTURES[name].url, posts: readFeed(feedXml(name), FEED_FIXTURES[name].url) }));
    const known = content.posts.map((post) => ({ id: post.id, title: post.title, url: post.url, publishedAt: post.publishedAt }));
    writeFileSync(at(SNAPSHOT_FILE), formatSnapshot(mergeSnapshot({ about: SNAPSHOT_ABOUT, posts: [] }, fetched, known, content.labels.blog.readTime).snapshot));
    await mustRun(project, SITE_BUILD);
    return {};
  });
  return { project, ...siteFiles(path.join(project.dir, 'dist')) };
}

/** A diagram drawn here: two boxes joined by a line, in the palette's colours. */
function diagram() {
  const { width, height } = OWN_POST.imageSize;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#16223b"/><rect x="100" y="300" width="400" height="200" rx="20" fill="#22d3ee"/><rect x="1100" y="300" width="400" height="200" rx="20" fill="#818cf8"/><path d="M520 400h560" stroke="#e6edf7" stroke-width="12"/></svg>`;
  return sharp(Buffer.from(svg)).png();
}
