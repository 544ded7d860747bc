// A project copy whose blog has an archive of 300 posts (test/fixtures/archive.ts), built once
// per test run through the real CLI (helpers/shared-site.ts):
// paged lists and tag pages at the size an active writer reaches in a few years.

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '../../src/content/types';
import { archivePosts } from '../fixtures/archive';
import type { ProjectCopy } from './project-copy';
import { blogFields } from '../fixtures/blog-fields';
import { siteFiles } from './built-site';
import { sharedSite, SITE_BUILD } from './shared-site';

export const ARCHIVE_SIZE = 300;

export interface ArchiveSite {
  project: ProjectCopy;
  dir: string;
  posts: readonly BlogPost[];
  read(file: string): string;
  exists(file: string): boolean;
}

/** The run's copy. */
export async function archiveSite(): Promise<ArchiveSite> {
  const { project } = await sharedSite('archive', makeArchiveSite);
  return { project, posts: archivePosts(ARCHIVE_SIZE), ...siteFiles(path.join(project.dir, 'dist')) };
}

/** Gives the copy the archive and builds it. */
export async function makeArchiveSite(project: ProjectCopy): Promise<Record<string, never>> {
  const posts = archivePosts(ARCHIVE_SIZE);
  const contentFile = path.join(project.dir, 'src/content/content.ts');
  writeFileSync(contentFile, `${readFileSync(contentFile, 'utf8')}\n{\n  const c = content as any;\n  c.person = { ...${JSON.stringify(blogFields)}, ...c.person };\n  c.posts = ${JSON.stringify(posts)};\n}\n`);
  const result = await project.runAsync(SITE_BUILD);
  if (result.status !== 0) throw new Error(`The archive site's build failed:\n${result.stdout}${result.stderr}`);
  return {};
}
