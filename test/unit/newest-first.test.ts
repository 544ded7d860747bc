// The one order of posts (src/prerendered/blog/newestFirst.ts), used by /blogs, its JSON-LD and sitemap.xml.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newestFirst } from '../../src/prerendered/blog/newestFirst';
import { content } from '../fixtures/sample/content';

const post = content.posts[0]!;
const dated = (id: string, publishedAt: string) => ({ ...post, id, publishedAt });

const order = suite('newestFirst');

order('should put the newest date first, comparing years, months and days, same-day posts in file order, the content left as it is', () => {
  const rows: [[string, string][], string[]][] = [
    [[['a', '2024-12-01'], ['b', '2025-06-01'], ['c', '2023-01-31'], ['d', '2025-05-15']], ['b', 'd', 'a', 'c']],
    [[['first', '2025-01-07'], ['older', '2024-01-01'], ['second', '2025-01-07'], ['third', '2025-01-07']], ['first', 'second', 'third', 'older']],
    [[['jan-10', '2025-01-10'], ['feb-02', '2025-02-02'], ['dec-31', '2024-12-31']], ['feb-02', 'jan-10', 'dec-31']],
  ];
  for (const [dates, expected] of rows) {
    const posts = dates.map(([id, publishedAt]) => dated(id, publishedAt));
    assert.equal(newestFirst(posts).map((p) => p.id), expected);
    assert.equal(posts.map((p) => p.id), dates.map(([id]) => id), 'the content is left as it is');
  }
});

order.run();
