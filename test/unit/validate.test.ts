// BRIEF §10: one test per rule; every message names the entry and the field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import type { Content } from '../../src/content/types';
import { validateContent } from '../../src/content/validate';

/** Content with every readonly removed, so a test can break one field. */
type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

const allImages = { imageExists: (_name: string) => true };
const edit = (change: (draft: Draft<Content>) => void): Content => {
  const draft = structuredClone(content) as unknown as Draft<Content>;
  change(draft);
  return draft as unknown as Content; // deliberately possibly invalid: that is what is tested
};
const errorsOf = (draft: Content, options = allImages) => validateContent(draft, options);

const rules = suite('validateContent');

rules('should accept the shipped content', () => {
  assert.equal(errorsOf(content), []);
});

rules('a missing or empty required field', () => {
  const errors = errorsOf(edit((d) => {
    d.projects[3]!.title = '';
    delete (d.posts[1] as Partial<Draft<Content>['posts'][number]>).excerpt;
    d.projects[0]!.technologies = [];
  }));
  assert.ok(errors.includes('projects[3] "": title must not be empty (got "")'), errors.join('\n'));
  assert.ok(errors.includes('posts[1] "node-streams-for-frontend-developers": excerpt is missing'), errors.join('\n'));
  assert.ok(errors.includes('projects[0] "Coffee Connoisseur": technologies must be a non-empty list'), errors.join('\n'));
});

rules('a URL that is not https: (or # for a code link)', () => {
  const errors = errorsOf(edit((d) => {
    d.projects[3]!.liveUrl = 'http://grocery.example.com';
    d.projects[1]!.githubUrl = 'javascript:alert(1)';
    d.projects[0]!.liveUrl = '#';
    d.person.mediumUrl = 'medium.com/@x';
  }));
  assert.ok(errors.includes('projects[3] "Grocery Bud": liveUrl must be an https: URL (got "http://grocery.example.com")'), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith('projects[1] "Meme Generator": githubUrl must be an https: URL or \'#\'')));
  assert.ok(errors.some((e) => e.startsWith('projects[0] "Coffee Connoisseur": liveUrl must be an https: URL')), 'only code links may be #');
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
  assert.ok(errors.includes('posts[2] "typescript-generics-without-the-headache": publishedAt must be a real calendar date written YYYY-MM-DD (got "2025-02-30")'), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith('posts[4] "jwt-authentication-with-express": publishedAt must be a real calendar date')));
  const updated = errorsOf(edit((d) => void (d.updatedAt = 'last week')));
  assert.equal(updated, ['content: updatedAt must be a real calendar date written YYYY-MM-DD (got "last week")'], 'the sitemap reads it');
});

rules('a missing image file', () => {
  const errors = errorsOf(content, { imageExists: (name) => name !== 'projects/fotoflix.png' });
  assert.equal(errors, ['projects[2] "FotoFlix": imageUrl names an image that does not exist: src/assets/projects/fotoflix.png']);
  const outside = errorsOf(edit((d) => void (d.projects[0]!.imageUrl = 'https://placehold.co/600x400')));
  assert.ok(outside.some((e) => e.startsWith('projects[0] "Coffee Connoisseur": imageUrl must be a path inside src/assets/')));
});

rules('a duplicate id', () => {
  const errors = errorsOf(edit((d) => void (d.posts[5]!.id = d.posts[0]!.id)));
  assert.equal(errors, ['posts[5] "accessible-react-components": id duplicates posts[0]; ids must be unique']);
});

rules('counts, claps and delays the spec fixes', () => {
  const errors = errorsOf(edit((d) => {
    d.projects = d.projects.slice(0, 5);
    (d.posts[0] as { claps: unknown }).claps = 'many';
    d.person.bio = ['one paragraph'];
  }));
  assert.ok(errors.includes('projects: there must be 6 projects (got 5)'));
  assert.ok(errors.includes('posts[0] "accessible-react-components": claps must be a whole number or \'\' (got "many")'));
  assert.ok(errors.includes('person: bio must be 3 non-empty paragraphs (got 1)'));
});

rules('duplicate project titles (they are the cards\' React keys)', () => {
  const errors = errorsOf(edit((d) => void (d.projects[4]!.title = d.projects[1]!.title)));
  assert.equal(errors, [`projects[4] ${JSON.stringify(content.projects[1]!.title)}: title duplicates projects[1]; titles must be unique`]);
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
    `posts[1] ${JSON.stringify(content.posts[1]!.id)}: tags[1] must not contain a comma, as search engines read the tags as one comma-separated list; make it two tags (got "Streams, Buffers")`,
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
    `projects[0] ${JSON.stringify(content.projects[0]!.title)}: imageUrl must be a PNG, JPG, WebP, AVIF, GIF or TIFF image (got "projects/logo.svg")`,
    `projects[1] ${JSON.stringify(content.projects[1]!.title)}: imageUrl must be a PNG, JPG, WebP, AVIF, GIF or TIFF image (got "projects/photo.heic")`,
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

rules.run();
