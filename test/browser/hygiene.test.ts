// A clean page in Chromium: a clean console, no hydration warning, no page
// error, no request to another origin and no Content-Security-Policy violation, on every
// page at the phone and desktop widths. The last suite shows the harness notices each kind.
import type { BrowserContext } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, finishAnimations, nextFrames, scrollThrough, visit, type Visit } from '../helpers/browser';
import { SITE_PATHS } from '../helpers/built-site';

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

for (const path of SITE_PATHS) {
  clean(`should leave the console, the network and the CSP report empty on ${path}`, async () => {
    for (const width of [375, 1280]) {
      const v = await visit(path, { width });
      await browse(v);
      assert.equal(problems(v), NONE, `${path} at ${width}px`);
      await v.context.close();
    }
  });
}

clean("should log only the 404 page's own path warning on an unknown path", async () => {
  const v = await visit('/nope');
  await browse(v);
  const { console: logged, ...rest } = problems(v);
  assert.equal(rest, { errors: [], foreign: [], csp: [] });
  // Chromium reports the 404 status of the document itself; the warning is the 404 page's
  // log of the attempted path.
  assert.equal(logged.map((entry) => entry.type), ['error', 'warning']);
  assert.match(logged[0]!.text, /status of 404/);
  assert.match(logged[1]!.text, /\/nope$/);
});

clean.run();

// ---

const control = browserSuite('hygiene :: the harness notices');

/** Serves / with its HTML changed by `edit`; the headers stay, the CSP too unless `withoutCsp`. */
const editHome = (edit: (html: string) => string, { withoutCsp = false } = {}) => async (context: BrowserContext, origin: string) => {
  await context.route(`${origin}/`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    if (withoutCsp) delete headers['content-security-policy'];
    await route.fulfill({ response, headers, body: edit(await response.text()) });
  });
};

control('should report a hydration mismatch as a page error', async () => {
  const v = await visit('/', { prepare: editHome((html) => html.replace('</h1>', ' (edited)</h1>')) });
  assert.ok(v.errors.some((message) => /#418|hydrat/i.test(message)), JSON.stringify(v.errors));
});

control('should report a request to another origin, and block it', async () => {
  // The CSP alone would stop this image before it left the page (and the next test sees that).
  const addImage = (html: string) => html.replace('</main>', '<img src="https://example.org/pixel.gif" alt=""></main>');
  const failed: string[] = [];
  const v = await visit('/', {
    prepare: async (context, origin) => {
      context.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      await editHome(addImage, { withoutCsp: true })(context, origin);
    },
  });
  // An image in the HTML holds the load event, which visit() waited for, until it is answered.
  assert.equal(v.foreign, ['https://example.org/pixel.gif']);
  // Blocked in the browser: its host name does not resolve (helpers/browser.ts), nothing left the machine.
  assert.equal(failed, ['https://example.org/pixel.gif net::ERR_NAME_NOT_RESOLVED']);
});

control('should report an inline style the CSP refuses', async () => {
  const v = await visit('/', { prepare: editHome((html) => html.replace('<main', '<main style="color: red"')) });
  assert.ok(v.csp.length > 0, 'no violation recorded');
  assert.ok(v.csp.some((text) => /style-src/.test(text)), JSON.stringify(v.csp));
});

control.run();
