// The owner's content as a draft a content-check test breaks one field of (test/unit/validate*.test.ts).

import { validateContent } from '../../src/builder/validate';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { blogFields, templatePost } from '../helpers/site';

/** Content with every readonly removed, so a test can break one field. */
export type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

export const allImages = { imageExists: (_name: string) => true };
/** Entries each rule breaks one of, so every owner's content has them. */
const ENTRIES = 6;

/**
 * The shipped content with at least ENTRIES projects and posts, whatever the owner has: the
 * rules each break a different entry. Added entries copy the owner's with a title, id,
 * image and link of their own, so they break no rule themselves; an owner with no posts gets
 * made-up ones, and the blog's sentences with them.
 */
export const base = ((): Draft<Content> => {
  const draft = structuredClone(content) as unknown as Draft<Content>;
  if (!draft.posts.length) {
    draft.posts.push(structuredClone(templatePost) as Draft<Content>['posts'][number]);
    draft.person = { ...blogFields, ...draft.person };
  }
  const [projects, posts] = [draft.projects.length, draft.posts.length];
  for (let i = projects; i < ENTRIES; i++) {
    const copy = structuredClone(draft.projects[i % projects]!);
    draft.projects.push({ ...copy, title: `${copy.title} ${i}`, imageUrl: `copy-${i}-${copy.imageUrl}` });
  }
  for (let i = posts; i < ENTRIES; i++) {
    const copy = structuredClone(draft.posts[i % posts]!);
    draft.posts.push({ ...copy, id: `${copy.id}-${i}`, title: `${copy.title} ${i}`, url: `${copy.url}-${i}` });
  }
  return draft;
})();

export const edit = (change: (draft: Draft<Content>) => void): Content => {
  const draft = structuredClone(base);
  change(draft);
  return draft as unknown as Content; // deliberately possibly invalid: that is what is tested
};

export const errorsOf = (draft: Content, options: Parameters<typeof validateContent>[1] = allImages) => validateContent(draft, options);
/** How a message names an entry: `projects[3] "Grocery Bud"`, `posts[1] "node-streams-…"`. */
export const project = (i: number) => `projects[${i}] ${JSON.stringify(base.projects[i]!.title)}`;
export const post = (i: number) => `posts[${i}] ${JSON.stringify(base.posts[i]!.id)}`;
