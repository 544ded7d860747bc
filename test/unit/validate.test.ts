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

rules.run();
