// A project copy whose blog has an archive of 300 posts (test/fixtures/archive.ts), built once
// per test run through the real CLI (helpers/shared-site.ts):
// paged lists and tag pages at the size an active writer reaches in a few years.

import path from 'node:path';
import { archivePosts } from '../fixtures/archive';
import { siteFiles } from './built-site';
import { addToContent, mustRun, sharedSite, SITE_BUILD } from './shared-site';

export const ARCHIVE_SIZE = 300;

export type ArchiveSite = Awaited<ReturnType<typeof archiveSite>>;

/** The run's copy. */
export async function archiveSite() {
  const { project } = await sharedSite('archive', async (project) => {
    addToContent(project, `c.posts = ${JSON.stringify(archivePosts(ARCHIVE_SIZE))};`);
    await mustRun(project, SITE_BUILD);
    return {};
  });
  return { project, posts: archivePosts(ARCHIVE_SIZE), ...siteFiles(path.join(project.dir, 'dist')) };
}
