// The blog page and its posts in Chromium: every article, newest first, each read on its
// platform, dates that read the same in every time zone, and each card's count ("{claps} claps").
// (The way back, the intro and the Follow for More card: test/components/blog.test.tsx; a year
// that stays current after hydration: test/components/hydration.test.tsx.)
import * as assert from 'uvu/assert';
import { browserSuite, visit } from '../helpers/browser';

// The sample's posts, newest first: title, date as shown, date as written, count.
const POSTS = [
  ['Building Accessible React Components from Scratch', 'May 15, 2025', '2025-05-15', '342 claps'],
  ['Node.js Streams: A Practical Guide for Frontend Developers', 'April 2, 2025', '2025-04-02', '128 claps'],
  ['TypeScript Generics Without the Headache', 'March 10, 2025', '2025-03-10', 'claps'],
  ['CSS Container Queries in Production', 'February 18, 2025', '2025-02-18', '96 claps'],
  ['JWT Authentication with Express: Doing It Right', 'January 7, 2025', '2025-01-07', '211 claps'],
  ['What I Learned Shipping a Three.js Scene on a Portfolio', 'December 1, 2024', '2024-12-01', 'claps'],
] as const;

const blog = browserSuite('blog :: list');

// West of where the dates were written, where a date read as UTC midnight shows the day before:
// the same dates, after hydration too. (Every zone: test/unit/dates.test.ts.)
const timezoneId = 'America/Los_Angeles';
blog(`should list every article newest first with its date and count, each read on Medium in a new tab, in ${timezoneId}`, async () => {
  const v = await visit('/blogs', { timezoneId });
  assert.is(await v.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), timezoneId);
  const articles = await v.page.getByRole('article').evaluateAll((nodes) =>
    nodes.map((article) => {
      const time = article.querySelector('time')!;
      const read = [...article.querySelectorAll('a')].find((a) => a.textContent!.startsWith('Read on Medium'));
      return {
        title: article.querySelector('h2')!.textContent,
        date: [time.innerText, time.getAttribute('datetime')],
        // "{claps} claps", or the word alone when the count is empty.
        count: [...article.querySelectorAll('span')].map((span) => span.textContent!.trim()).find((text) => /claps$/.test(text)),
        read: read && [read.getAttribute('href')!.startsWith('https://medium.com/@example/'), read.target],
      };
    }),
  );
  assert.equal(articles, POSTS.map(([title, shown, written, count]) => ({ title, date: [shown, written], count, read: [true, '_blank'] })));
  assert.equal(v.errors, [], `${timezoneId}: hydration`);
});

blog.run();
