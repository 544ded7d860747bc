// The one order of posts (src/prerendered/blog/newestFirst.ts), used by /blogs, its JSON-LD and sitemap.xml.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';

const post = content.posts[0]!;
const dated = (id: string, publishedAt: string) => ({ ...post, id, publishedAt });

const order = suite('newestFirst');

order('should put the newest date first, whatever the order in the file', () => {
  const posts = [dated('a', '2024-12-01'), dated('b', '2025-06-01'), dated('c', '2023-01-31'), dated('d', '2025-05-15')];
  assert.equal(newestFirst(posts).map((p) => p.id), ['b', 'd', 'a', 'c']);
  assert.equal(posts.map((p) => p.id), ['a', 'b', 'c', 'd'], 'the content is left as it is');
});

order('should keep posts of the same day in their order in the file', () => {
  const posts = [dated('first', '2025-01-07'), dated('older', '2024-01-01'), dated('second', '2025-01-07'), dated('third', '2025-01-07')];
  assert.equal(newestFirst(posts).map((p) => p.id), ['first', 'second', 'third', 'older']);
});

order('should compare years, months and days (not a string that happens to sort)', () => {
  const posts = [dated('jan-10', '2025-01-10'), dated('feb-02', '2025-02-02'), dated('dec-31', '2024-12-31')];
  assert.equal(newestFirst(posts).map((p) => p.id), ['feb-02', 'jan-10', 'dec-31']);
});

order.run();
