// A clean page in Chromium: a clean console, no hydration warning, no page
// error, no request to another origin and no Content-Security-Policy violation, on every
// page at the phone and desktop widths. The last suite shows the harness notices each kind.
import type { BrowserContext } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, finishAnimations, nextFrames, scrollThrough, visit, type Visit } from '../helpers/browser';

/** Reads the page to its end (every lazy image loads) and back, and lets motion end. */
async function browse(v: Visit): Promise<void> {
  await scrollThrough(v.page);
  await finishAnimations(v.page);
  await nextFrames(v.page);
}

const problems = (v: Visit) => ({
  console: v.console.filter((entry) => entry.type === 'error' || entry.type === 'warning' || /hydrat/i.test(entry.text)),
  errors: v.errors,
  foreign: v.foreign,
  csp: v.csp,
});
const NONE = { console: [], errors: [], foreign: [], csp: [] };

const clean = browserSuite('hygiene :: every page');

// One tab, each page a fresh load at each width; its records gather every load's. (The 404
// page, which logs the path it was asked for and nothing else: routes.test.ts.)
clean('should leave the console, the network and the CSP report empty on / and /blogs at 375 and 1280 px', async () => {
  const v = await visit('/', { width: 375 });
  for (const path of ['/', '/blogs']) {
    for (const width of [375, 1280]) {
      if (path !== '/' || width !== 375) {
        await v.page.setViewportSize({ width, height: 800 });
        await v.goto(path);
      }
      await browse(v);
      assert.equal(problems(v), NONE, `${path} at ${width}px`);
    }
  }
});

clean.run();

// ---

const control = browserSuite('hygiene :: the harness notices');

/** Serves `path` with its HTML changed by `edit`; the headers stay, the CSP too unless `withoutCsp`. */
const editPage = async (context: BrowserContext, origin: string, path: string, edit: (html: string) => string, { withoutCsp = false } = {}) => {
  await context.route(`${origin}${path}`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    if (withoutCsp) delete headers['content-security-policy'];
    await route.fulfill({ response, headers, body: edit(await response.text()) });
  });
};

// One tab whose pages were edited on the way: / with a heading the app renders otherwise and an
// image from another origin (without its CSP, which alone would stop the image before it left
// the page), /blogs with an inline style its CSP refuses.
control('should report a hydration mismatch as a page error, a request to another origin (and block it), and an inline style the CSP refuses', async () => {
  const failed: string[] = [];
  const v = await visit('/', {
    prepare: async (context, origin) => {
      context.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      await editPage(context, origin, '/', (html) => html.replace('</h1>', ' (edited)</h1>').replace('</main>', '<img src="https://example.org/pixel.gif" alt=""></main>'), { withoutCsp: true });
      await editPage(context, origin, '/blogs', (html) => html.replace('<main', '<main style="color: red"'));
    },
  });
  assert.ok(v.errors.some((message) => /#418|hydrat/i.test(message)), JSON.stringify(v.errors));
  // An image in the HTML holds the load event, which visit() waited for, until it is answered.
  assert.equal(v.foreign, ['https://example.org/pixel.gif']);
  // Blocked in the browser: its host name does not resolve (helpers/browser.ts), nothing left the machine.
  assert.equal(failed, ['https://example.org/pixel.gif net::ERR_NAME_NOT_RESOLVED']);
  assert.equal(v.csp, [], 'no violation on the page served without its CSP');
  await v.goto('/blogs');
  assert.ok(v.csp.some((text) => /style-src/.test(text)), JSON.stringify(v.csp));
});

control.run();
