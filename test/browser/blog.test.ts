// The blog page's dates in Chromium: they read the same in every time zone, after hydration
// too. (Every card's title, count and "Read on Medium" link in a new tab, newest first, the way
// back, the intro and the Follow for More card: test/components/blog.test.tsx.)
import * as assert from 'uvu/assert';
import { browserSuite, visit } from '../helpers/browser';

// The sample's posts, newest first: title, date as shown, date as written.
const POSTS = [
  ['Building Accessible React Components from Scratch', 'May 15, 2025', '2025-05-15'],
  ['Node.js Streams: A Practical Guide for Frontend Developers', 'April 2, 2025', '2025-04-02'],
  ['TypeScript Generics Without the Headache', 'March 10, 2025', '2025-03-10'],
  ['CSS Container Queries in Production', 'February 18, 2025', '2025-02-18'],
  ['JWT Authentication with Express: Doing It Right', 'January 7, 2025', '2025-01-07'],
  ['What I Learned Shipping a Three.js Scene on a Portfolio', 'December 1, 2024', '2024-12-01'],
];

const blog = browserSuite('blog :: list');

// West of where the dates were written, where a date read as UTC midnight shows the day before:
// the same dates, after hydration too. (Every zone: test/unit/dates.test.ts.)
const timezoneId = 'America/Los_Angeles';
blog(`should show every article's date as written, newest first, in ${timezoneId}`, async () => {
  const v = await visit('/blogs', { timezoneId });
  assert.is(await v.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), timezoneId);
  const articles = await v.page.getByRole('article').evaluateAll((nodes) =>
    nodes.map((article) => [article.querySelector('h2')!.textContent, article.querySelector('time')!.innerText, article.querySelector('time')!.getAttribute('datetime')]),
  );
  assert.equal(articles, POSTS);
  assert.equal(v.errors, [], `${timezoneId}: hydration`);
});

blog.run();
