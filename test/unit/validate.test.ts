// BRIEF §10: one test per rule; every message names the entry and the field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import type { Content } from '../../src/content/types';
import { MAX_PROJECTS, MIN_POSTS, MIN_PROJECTS, validateContent } from '../../src/build/validate';

/** Content with every readonly removed, so a test can break one field. */
type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

const allImages = { imageExists: (_name: string) => true };
/** Entries each rule below breaks one of, so every owner's content has them. */
const ENTRIES = 6;

/**
 * The shipped content with at least ENTRIES projects and posts, whatever the owner has: the
 * rules below each break a different entry. Added entries copy the owner's with a title, id,
 * image and link of their own, so they break no rule themselves.
 */
const base = ((): Draft<Content> => {
  const draft = structuredClone(content) as unknown as Draft<Content>;
  const [projects, posts] = [draft.projects.length, draft.posts.length];
  for (let i = projects; i < ENTRIES; i++) {
    const copy = structuredClone(draft.projects[i % projects]!);
    draft.projects.push({ ...copy, title: `${copy.title} ${i}`, imageUrl: `copy-${i}-${copy.imageUrl}` });
  }
  for (let i = posts; i < ENTRIES; i++) {
    const copy = structuredClone(draft.posts[i % posts]!);
    draft.posts.push({ ...copy, id: `${copy.id}-${i}`, title: `${copy.title} ${i}`, mediumUrl: `${copy.mediumUrl}-${i}` });
  }
  return draft;
})();
const edit = (change: (draft: Draft<Content>) => void): Content => {
  const draft = structuredClone(base);
  change(draft);
  return draft as unknown as Content; // deliberately possibly invalid: that is what is tested
};
const errorsOf = (draft: Content, options = allImages) => validateContent(draft, options);
/** How a message names an entry: `projects[3] "Grocery Bud"`, `posts[1] "node-streams-…"`. */
const project = (i: number) => `projects[${i}] ${JSON.stringify(base.projects[i]!.title)}`;
const post = (i: number) => `posts[${i}] ${JSON.stringify(base.posts[i]!.id)}`;

const rules = suite('validateContent');

rules('should accept the shipped content', () => {
  assert.equal(errorsOf(content), []);
  assert.equal(errorsOf(edit(() => {})), [], 'the content the rules below break');
});

rules('a missing or empty required field', () => {
  const errors = errorsOf(edit((d) => {
    d.projects[3]!.title = '';
    delete (d.posts[1] as Partial<Draft<Content>['posts'][number]>).excerpt;
    d.projects[0]!.technologies = [];
  }));
  assert.ok(errors.includes('projects[3] "": title must not be empty (got "")'), errors.join('\n'));
  assert.ok(errors.includes(`${post(1)}: excerpt is missing`), errors.join('\n'));
  assert.ok(errors.includes(`${project(0)}: technologies must be a non-empty list`), errors.join('\n'));
});

rules('a URL that is not https: (or # for a code link)', () => {
  const errors = errorsOf(edit((d) => {
    d.projects[3]!.liveUrl = 'http://grocery.example.com';
    d.projects[1]!.githubUrl = 'javascript:alert(1)';
    d.projects[0]!.liveUrl = '#';
    d.person.mediumUrl = 'medium.com/@x';
  }));
  assert.ok(errors.includes(`${project(3)}: liveUrl must be an https: URL (got "http://grocery.example.com")`), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith(`${project(1)}: githubUrl must be an https: URL or '#'`)));
  assert.ok(errors.some((e) => e.startsWith(`${project(0)}: liveUrl must be an https: URL`)), 'only code links may be #');
  assert.ok(errors.some((e) => e.startsWith('person: mediumUrl must be an https: URL')));
  assert.is(errors.length, 4);
});

rules('an email or phone number that is not one', () => {
  const errors = errorsOf(edit((d) => {
    d.person.email = 'alex at example';
    d.person.phone = 'call me';
  }));
  assert.ok(errors.some((e) => e.startsWith('person: email must be an email address')));
  assert.ok(errors.some((e) => e.startsWith('person: phone must be a phone number')));
});

rules('an unparseable date', () => {
  const errors = errorsOf(edit((d) => {
    d.posts[2]!.publishedAt = '2025-02-30';
    d.posts[4]!.publishedAt = 'May 15, 2025';
  }));
  assert.ok(errors.includes(`${post(2)}: publishedAt must be a real calendar date written YYYY-MM-DD (got "2025-02-30")`), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith(`${post(4)}: publishedAt must be a real calendar date`)));
  const updated = errorsOf(edit((d) => void (d.updatedAt = 'last week')));
  assert.equal(updated, ['content: updatedAt must be a real calendar date written YYYY-MM-DD (got "last week")'], 'the sitemap reads it');
});

rules('a missing image file', () => {
  const missing = base.projects[2]!.imageUrl;
  const errors = errorsOf(edit(() => {}), { imageExists: (name) => name !== missing });
  // Every project showing that image (an owner may use one for two projects).
  const expected = base.projects.flatMap((p, i) => (p.imageUrl === missing ? [`${project(i)}: imageUrl names an image that does not exist: src/assets/${missing}`] : []));
  assert.equal(errors, expected);
  assert.ok(expected.includes(`${project(2)}: imageUrl names an image that does not exist: src/assets/${missing}`));
  const outside = errorsOf(edit((d) => void (d.projects[0]!.imageUrl = 'https://placehold.co/600x400')));
  assert.ok(outside.some((e) => e.startsWith(`${project(0)}: imageUrl must be a path inside src/assets/`)));
});

rules('a duplicate id', () => {
  const errors = errorsOf(edit((d) => void (d.posts[5]!.id = d.posts[0]!.id)));
  assert.equal(errors, [`posts[5] ${JSON.stringify(base.posts[0]!.id)}: id duplicates posts[0]; ids must be unique`]);
});

rules('counts, claps and the bio the spec fixes', () => {
  const errors = errorsOf(edit((d) => {
    (d.posts[0] as { claps: unknown }).claps = 'many';
    d.person.bio = ['one paragraph'];
  }));
  assert.ok(errors.includes(`${post(0)}: claps must be a whole number or '' (got "many")`));
  assert.ok(errors.includes('person: bio must be 3 non-empty paragraphs (got 1)'));
});

rules('duplicate project titles (they are the cards\' React keys)', () => {
  const errors = errorsOf(edit((d) => void (d.projects[4]!.title = d.projects[1]!.title)));
  assert.equal(errors, [`projects[4] ${JSON.stringify(base.projects[1]!.title)}: title duplicates projects[1]; titles must be unique`]);
});

rules('a post id that is not a slug (it becomes an HTML id and #fragment)', () => {
  const errors = errorsOf(edit((d) => {
    d.posts[2]!.id = 'My First Post!';
    d.posts[3]!.id = 'café_notes';
  }));
  assert.equal(errors, [
    'posts[2] "My First Post!": id must be a slug of lowercase letters, digits and hyphens, as it becomes the page\'s HTML id, such as "my-first-post"',
    'posts[3] "café_notes": id must be a slug of lowercase letters, digits and hyphens, as it becomes the page\'s HTML id, such as "cafe-notes"',
  ]);
});

rules('a tag with a comma (JSON-LD keywords are one comma-separated list)', () => {
  const errors = errorsOf(edit((d) => void (d.posts[1]!.tags = ['Node.js', 'Streams, Buffers'])));
  assert.equal(errors, [
    `${post(1)}: tags[1] must not contain a comma, as search engines read the tags as one comma-separated list; make it two tags (got "Streams, Buffers")`,
  ]);
});

rules('an image in a format the build does not turn into AVIF and WebP', () => {
  const accepted = ['a.png', 'b.JPG', 'c.jpeg', 'd.webp', 'e.avif', 'f.gif', 'g.tiff', 'h.tif'];
  for (const name of accepted) assert.equal(errorsOf(edit((d) => void (d.projects[0]!.imageUrl = `projects/${name}`))), [], name);
  const errors = errorsOf(edit((d) => {
    d.projects[0]!.imageUrl = 'projects/logo.svg';
    d.projects[1]!.imageUrl = 'projects/photo.heic';
  }));
  assert.equal(errors, [
    `${project(0)}: imageUrl must be a PNG, JPG, WebP, AVIF, GIF or TIFF image (got "projects/logo.svg")`,
    `${project(1)}: imageUrl must be a PNG, JPG, WebP, AVIF, GIF or TIFF image (got "projects/photo.heic")`,
  ]);
  const resume = errorsOf(edit((d) => void (d.resumeFile = 'cv.pdf')), { imageExists: (name) => name !== 'cv.pdf' });
  assert.equal(resume, ['resumeFile names a file that does not exist: src/assets/cv.pdf'], 'a résumé is a PDF, not an image');
});

rules('a siteUrl whose path is not the base path the site is built for', () => {
  const withSite = (siteUrl: string) => edit((d) => void (d.person.siteUrl = siteUrl));
  const at = (siteUrl: string, basePath: string) => validateContent(withSite(siteUrl), { ...allImages, basePath });
  assert.equal(at('https://user.github.io/portfolio', '/'), [
    'person: siteUrl has the path "/portfolio/" but the site is built for the base path "/" (BASE_PATH); build with BASE_PATH=/portfolio/, or remove the path from siteUrl (got "https://user.github.io/portfolio")',
  ]);
  assert.equal(at('https://user.github.io/portfolio/', '/blog/').length, 1, 'another base path');
  assert.equal(at('https://user.github.io/portfolio', '/portfolio/'), [], 'the base path, without a slash');
  assert.equal(at('https://user.github.io/portfolio/', '/portfolio/'), [], 'the base path');
  assert.equal(at('https://user.github.io', '/portfolio/'), [], 'no path: the GitHub Pages build of a project repository');
  assert.equal(at('https://user.github.io/', '/'), []);
  assert.ok(at('https://user.github.io/?ref=cv', '/')[0]!.startsWith('person: siteUrl must be the address the site is deployed at, with no ?query or #fragment'));
});

rules('1 to 12 projects and at least one post, in any number the owner has', () => {
  const none = errorsOf(edit((d) => {
    d.projects = [];
    d.posts = [];
  }));
  assert.equal(none, [`projects: there must be ${MIN_PROJECTS} to ${MAX_PROJECTS} projects (got 0)`, `posts: there must be at least ${MIN_POSTS} blog post (got 0)`]);
  const many = edit((d) => {
    d.projects = Array.from({ length: MAX_PROJECTS + 1 }, (_, i) => ({ ...d.projects[i % d.projects.length]!, title: `Project ${i}` }));
  });
  assert.equal(errorsOf(many), ['projects: there must be 1 to 12 projects (got 13)']);
  for (const count of [MIN_PROJECTS, 4, MAX_PROJECTS]) {
    assert.equal(errorsOf({ ...many, projects: many.projects.slice(0, count) }), [], `${count} projects`);
  }
  const posts = edit((d) => {
    d.posts = Array.from({ length: 20 }, (_, i) => ({ ...d.posts[i % d.posts.length]!, id: `post-${i}` }));
  });
  assert.equal(errorsOf(posts), [], '20 posts');
  assert.equal(errorsOf({ ...posts, posts: posts.posts.slice(0, MIN_POSTS) }), [], 'one post');
});

rules('a delay left in a project from an older content.ts', () => {
  const errors = errorsOf(edit((d) => void ((d.projects[1] as { delay?: number }).delay = 0.2)));
  assert.equal(errors, [`${project(1)}: delay is no longer written in the content (it follows from the card's position); remove it`]);
});

rules("the owner's own sentences (descriptions, blog intro, contact texts)", () => {
  const errors = errorsOf(edit((d) => {
    d.person.blogIntro = '';
    delete (d.person as Partial<Draft<Content>['person']>).availability;
  }));
  assert.equal(errors, ['person: blogIntro must not be empty (got "")', 'person: availability is missing']);
});

rules.run();
