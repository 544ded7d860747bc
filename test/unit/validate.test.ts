// The content check: one test per rule; every message names the entry and the field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';
import { MAX_PROJECTS, MAX_TAG_LENGTH, MIN_PROJECTS, validateContent } from '../../src/builder/validate';
import { MAX_YEARS_AHEAD } from '../../src/builder/validate-rules';
import { MAX_POST_TITLE_LENGTH } from '../../src/builder/validate-text';
import { allImages, base, edit, errorsOf, post, project, type Draft } from './content-draft';

const rules = suite('validateContent');

rules('should accept the shipped content', () => {
  assert.equal(errorsOf(content), []);
  assert.equal(errorsOf(edit(() => {})), [], 'the content the rules below break');
});

rules('one mistake, one line: duplicate ids and titles, ids that are no slugs, tags with a comma or too long, a delay left in', () => {
  const long = 'x'.repeat(5_000);
  const rows: [(d: Draft<Content>) => void, string[]][] = [
    [(d) => void (d.posts[5]!.id = d.posts[0]!.id), [`posts[5] ${JSON.stringify(base.posts[0]!.id)}: id duplicates posts[0]; ids must be unique`]],
    // Project titles are the cards' React keys.
    [(d) => void (d.projects[4]!.title = d.projects[1]!.title), [`projects[4] ${JSON.stringify(base.projects[1]!.title)}: title duplicates projects[1]; titles must be unique`]],
    // A post's id becomes an HTML id and #fragment.
    [(d) => { d.posts[2]!.id = 'My First Post!'; d.posts[3]!.id = 'café_notes'; }, [
      'posts[2] "My First Post!": id must be a slug of lowercase letters, digits and hyphens, as it becomes the page\'s HTML id, such as "my-first-post"',
      'posts[3] "café_notes": id must be a slug of lowercase letters, digits and hyphens, as it becomes the page\'s HTML id, such as "cafe-notes"',
    ]],
    // JSON-LD keywords are one comma-separated list.
    [(d) => void (d.posts[1]!.tags = ['Node.js', 'Streams, Buffers']), [
      `${post(1)}: tags[1] must not contain a comma, as search engines read the tags as one comma-separated list; make it two tags (got "Streams, Buffers")`,
    ]],
    // Each tag names its page's folder, which a file system caps at 255 bytes.
    [(d) => void (d.posts[1]!.tags = ['Node.js', 'y'.repeat(MAX_TAG_LENGTH), long]), [
      `${post(1)}: tags[2] is 5000 characters long; a tag is a word or two, at most ${MAX_TAG_LENGTH} characters (MAX_TAG_LENGTH in src/builder/validate.ts), so shorten it (got "${'x'.repeat(20)}…")`,
    ]],
    [(d) => void ((d.projects[1] as { delay?: number }).delay = 0.2), [`${project(1)}: delay is no longer written in the content (it follows from the card's position); remove it`]],
  ];
  rows.forEach(([change, expected], i) => assert.equal(errorsOf(edit(change)), expected, `row ${i + 1}`));
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
    d.projects[1]!.codeUrl = 'javascript:alert(1)';
    d.projects[0]!.liveUrl = '#';
    d.person.blogFollowUrl = 'medium.com/@x';
  }));
  assert.ok(errors.includes(`${project(3)}: liveUrl must be an https: URL (got "http://grocery.example.com")`), errors.join('\n'));
  assert.ok(errors.some((e) => e.startsWith(`${project(1)}: codeUrl must be an https: URL or '#'`)));
  assert.ok(errors.some((e) => e.startsWith(`${project(0)}: liveUrl must be an https: URL`)), 'only code links may be #');
  assert.ok(errors.some((e) => e.startsWith('person: blogFollowUrl must be an https: URL')));
  assert.is(errors.length, 4);
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

rules(`a date more than ${MAX_YEARS_AHEAD} year after the build's day, wherever the post was written`, () => {
  const today = '2025-06-01';
  const latest = '2026-06-01';
  const ahead = (got: string) => `is more than a year after the build's day, ${today} (the latest it takes is ${latest}, MAX_YEARS_AHEAD in src/builder/validate-rules.ts); write the day it was published (got "${got}")`;
  const dated = edit((d) => {
    d.posts[0]!.publishedAt = latest;
    d.posts[1]!.publishedAt = '2026-06-02';
    d.posts[3]!.publishedAt = '9999-12-31';
    d.posts[5]!.publishedAt = '9999-01-01';
    d.updatedAt = '9999-01-01';
  });
  // posts[3] as if synced, posts[5] as if a Markdown post: each named by its file, the Markdown one's field by its front matter.
  const postSources = dated.posts.map((_, i) => (i === 3 ? 'src/content/synced-posts.json: posts[0] "Far"' : i === 5 ? 'src/content/posts/far.md' : null));
  assert.equal(validateContent(dated, { ...allImages, today, postSources }), [
    `${post(1)}: publishedAt ${ahead('2026-06-02')}`,
    `src/content/synced-posts.json: posts[0] "Far": publishedAt ${ahead('9999-12-31')}`,
    `src/content/posts/far.md: date ${ahead('9999-01-01')}`,
    `content: updatedAt ${ahead('9999-01-01')}`,
  ]);
  // The clock is the build's: a year later, the same content passes.
  assert.equal(validateContent(edit((d) => void (d.posts[1]!.publishedAt = '2026-06-02')), { ...allImages, today: latest }), []);
});

rules(`a post title longer than ${MAX_POST_TITLE_LENGTH} characters, and a tag that is not text`, () => {
  const title = 'Word '.repeat(4000).trim();
  const errors = errorsOf(edit((d) => {
    d.posts[0]!.title = 'T'.repeat(MAX_POST_TITLE_LENGTH);
    d.posts[1]!.title = title;
    (d.posts[2]!.tags as unknown[]) = ['React', { a: 1 }];
  }));
  assert.equal(errors, [
    `${post(2)}: tags must be a list of texts; [1] is {"a":1}`,
    `${post(1)}: title is ${title.length} characters long; a post's title may have at most ${MAX_POST_TITLE_LENGTH} (MAX_POST_TITLE_LENGTH in src/builder/validate-text.ts), so shorten it`,
  ]);
});

rules('a missing image file', () => {
  // Every project showing that image (an owner may use one for two).
  const twice = edit((d) => void (d.projects[4]!.imageUrl = d.projects[2]!.imageUrl));
  assert.equal(errorsOf(twice, { imageExists: (name) => name !== 'projects/fotoflix.png' }), [
    'projects[2] "FotoFlix": imageUrl names an image that does not exist: src/assets/projects/fotoflix.png',
    'projects[4] "WordSpeed Analyzer": imageUrl names an image that does not exist: src/assets/projects/fotoflix.png',
  ]);
  const outside = errorsOf(edit((d) => void (d.projects[0]!.imageUrl = 'https://placehold.co/600x400')));
  assert.ok(outside.some((e) => e.startsWith(`${project(0)}: imageUrl must be a path inside src/assets/`)));
  // The same rule as a Markdown post's images: nothing that leads out of src/assets/, however written.
  for (const path of ['../secret.png', 'projects/../../secret.png', '/etc/secret.png', 'projects\\..\\..\\secret.png', '%2e%2e/secret.png']) {
    const errors = errorsOf(edit((d) => void (d.projects[0]!.imageUrl = path)));
    assert.equal(errors, [`${project(0)}: imageUrl must be a path inside src/assets/, such as "projects/app.png" (got ${JSON.stringify(path)})`], path);
  }
});

rules('counts, reactions and the three-paragraph bio', () => {
  const errors = errorsOf(edit((d) => {
    (d.posts[0] as { reactions: unknown }).reactions = 'many';
    d.person.bio = ['one paragraph'];
  }));
  assert.ok(errors.includes(`${post(0)}: reactions must be a whole number or '' (got "many"), or left out`), errors.join('\n'));
  assert.ok(errors.includes('person: bio must be 3 non-empty paragraphs (got 1)'));
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
    'person: siteUrl has the path "/portfolio/" but BASE_PATH builds the site for "/"; unset BASE_PATH (the build follows siteUrl\'s path) or make the two agree (got "https://user.github.io/portfolio")',
  ]);
  assert.equal(at('https://user.github.io/portfolio/', '/blog/').length, 1, 'another base path');
  assert.equal(at('https://user.github.io/portfolio', '/portfolio/'), [], 'the base path, without a slash');
  assert.equal(at('https://user.github.io/portfolio/', '/portfolio/'), [], 'the base path');
  assert.equal(at('https://user.github.io', '/portfolio/'), [], 'no path: the GitHub Pages build of a project repository');
  assert.equal(at('https://user.github.io/', '/'), []);
  assert.ok(at('https://user.github.io/?ref=cv', '/')[0]!.startsWith('person: siteUrl must be the address the site is deployed at, with no ?query or #fragment'));
});

rules('1 to 12 projects and any number of posts', () => {
  const none = errorsOf(edit((d) => {
    d.projects = [];
    d.posts = [];
  }));
  assert.equal(none, [`projects: there must be ${MIN_PROJECTS} to ${MAX_PROJECTS} projects (got 0)`], 'no posts: no blog');
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
  assert.equal(errorsOf({ ...posts, posts: posts.posts.slice(0, 1) }), [], 'one post');
});

rules("the owner's own sentences (descriptions, blog intro, contact texts)", () => {
  const errors = errorsOf(edit((d) => {
    d.person.blogIntro = '';
    delete (d.person as Partial<Draft<Content>['person']>).availability;
  }));
  assert.equal(errors, ['person: availability is missing', 'person: blogIntro must not be empty (got "")']);
});

rules('the blog\'s sentences and follow link while there are posts, and not without', () => {
  const withoutFields = (d: Draft<Content>) => {
    for (const field of ['blogIntro', 'blogFollowText', 'blogFollowUrl', 'blogDescription'] as const) delete d.person[field];
  };
  assert.equal(errorsOf(edit(withoutFields)), [
    'person: blogDescription is missing', 'person: blogIntro is missing', 'person: blogFollowText is missing', 'person: blogFollowUrl is missing',
  ]);
  assert.equal(errorsOf(edit((d) => { withoutFields(d); d.posts = []; })), [], 'no posts, no blog fields needed');
});

rules('blog labels from before the platforms were named', () => {
  const errors = errorsOf(edit((d) => {
    d.labels.blog.read = 'Read on Medium';
    delete (d.labels.blog as Partial<Draft<Content>['labels']['blog']>).reactions;
  }));
  assert.equal(errors, [
    'labels: blog.read must name the platform with {platform}, e.g. "Read on {platform}" (got "Read on Medium")',
    "labels: blog.reactions must give the word for each count, { claps: 'claps', likes: 'likes', reactions: 'reactions' } (it replaced blog.claps); claps, likes, reactions missing",
  ]);
});

rules('synced and Markdown posts named by their file; a path as url only for a Markdown post', () => {
  const n = base.posts.length;
  const sources = [...base.posts.map(() => null), 'src/content/synced-posts.json: posts[0] "Synced"', 'src/content/posts/mine.md'];
  const withWriting = (change: (synced: Draft<Content>['posts'][number], own: Draft<Content>['posts'][number]) => void) =>
    edit((d) => {
      const synced = { ...structuredClone(d.posts[0]!), id: 'synced', title: 'Synced', url: 'https://dev.to/owner/synced' };
      const own = { ...structuredClone(d.posts[0]!), id: 'mine', title: 'Mine', url: '/blogs/mine' };
      change(synced, own);
      d.posts.push(synced, own);
    });
  assert.equal(errorsOf(withWriting(() => {}), { ...allImages, postSources: sources }), []);
  assert.equal(errorsOf(withWriting((synced, own) => {
    synced.tags = ['a,b'];
    own.title = 'Tab\there';
  }), { ...allImages, postSources: sources }), [
    `${sources[n]}: tags[0] must not contain a comma, as search engines read the tags as one comma-separated list; make it two tags (got "a,b")`,
    `${sources[n + 1]}: title has the control character U+0009 at character 4 (a line break or tab, or an invisible one); remove it`,
  ]);
  // A feed's item may have no categories: a synced post may have no tags, one written here must.
  assert.equal(errorsOf(withWriting((synced) => { synced.tags = []; }), { ...allImages, postSources: sources }), []);
  assert.equal(errorsOf(withWriting((_synced, own) => { own.tags = []; }), { ...allImages, postSources: sources }), [`${sources[n + 1]}: tags must be a non-empty list`]);
  // content.ts (or the synced file) may not claim a page of the site as a post's address.
  const claimed = errorsOf(withWriting((synced) => { synced.url = '/blogs/synced'; }), { ...allImages, postSources: sources });
  assert.equal(claimed.length, 1);
  assert.ok(claimed[0]!.startsWith(`${sources[n]}: url must be`), claimed[0]);
});

rules.run();
