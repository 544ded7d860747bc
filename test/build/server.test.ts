// `npm start` answers like a static host: the routes' pages with 200, the 404 page with 404.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, PAGES } from '../helpers/built-site';
import { serve, type RunningServer } from '../helpers/serve';

const site = buildSite();
let server: RunningServer;

const routes = suite('server :: routes');
routes.before(async () => {
  server = await serve(site.dir);
});
routes.after(() => server.close());

routes('should answer /, /blogs and /blogs/ with their pages', async () => {
  for (const [path, file] of [['/', PAGES.home], ['/blogs', PAGES.blog], ['/blogs/', PAGES.blog]] as const) {
    const response = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
    assert.is(response.status, 200, path);
    assert.match(response.headers.get('content-type')!, /^text\/html/);
    assert.is(await response.text(), site.read(file), path);
  }
});

routes('should answer any other path with status 404 and the 404 page', async () => {
  for (const path of ['/nope', '/blogs/x', '/a/b/c?x=1', '/%E0%A4%A', '/_headers']) {
    const response = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
    assert.is(response.status, 404, path);
    assert.is(await response.text(), site.read(PAGES.notFound), path);
  }
});

routes('should serve the résumé as a PDF', async () => {
  const response = await fetch(`${server.url}/resume.pdf`);
  assert.is(response.status, 200);
  assert.is(response.headers.get('content-type'), 'application/pdf');
  assert.ok(new TextDecoder().decode(await response.arrayBuffer()).startsWith('%PDF-'));
});

routes('should send the security headers and cache hashed assets for a year', async () => {
  const page = await fetch(server.url + '/');
  assert.match(page.headers.get('content-security-policy')!, /default-src 'none'/);
  assert.is(page.headers.get('x-content-type-options'), 'nosniff');
  assert.match(page.headers.get('cache-control')!, /must-revalidate/);
  const script = /src="(\/assets\/client-[^"]+\.js)"/.exec(await page.text())![1]!;
  const asset = await fetch(server.url + script);
  assert.is(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

routes.run();
