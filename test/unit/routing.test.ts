// Which file answers a request (src/server/routing.ts): the decision npm start makes and the
// nginx block mirrors, without a server. test/build/server.test.ts and nginx.test.ts check
// the same cases over HTTP.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as routing from '../../src/server/routing';

const { hostRefused, removeDotSegments, routeRequest } = routing;
const FILES = new Set(['index.html', 'blogs/index.html', '404.html', 'resume.pdf', 'assets/client-ABC.js']);
const at = (target: string, basePath = '/') => routeRequest(target, { files: FILES, basePath });

const exports = suite('exports');
exports('should expose routeRequest, hostRefused and removeDotSegments', () => {
  for (const name of ['routeRequest', 'hostRefused', 'removeDotSegments']) assert.type(routing[name as keyof typeof routing], 'function', name);
});
exports.run();

// ---

const route = suite('routeRequest');

route('should answer the pages, with or without a trailing slash or a query', () => {
  assert.equal(at('/'), { status: 200, file: 'index.html' });
  assert.equal(at('/blogs'), { status: 200, file: 'blogs/index.html' });
  assert.equal(at('/blogs/'), { status: 200, file: 'blogs/index.html' });
  assert.equal(at('/blogs?ref=x#top'), { status: 200, file: 'blogs/index.html' });
  assert.equal(at('/resume.pdf'), { status: 200, file: 'resume.pdf' });
});

route('should give every other path the 404 page with status 404, .html guesses included', () => {
  for (const target of ['/nope', '/404', '/index', '/blogs/index', '/resume.pdf/', '/assets/', '/assets', '/BLOGS', '/%FF']) {
    assert.equal(at(target), { status: 404, file: '404.html' }, target);
  }
});

route('should decode once and resolve "//", "." and ".." as nginx does', () => {
  for (const target of ['//blogs', '/./blogs', '/assets/../blogs', '/blogs%2F', '/blogs%2findex.html', '/%62logs']) {
    assert.equal(at(target), { status: 200, file: 'blogs/index.html' }, target);
  }
  assert.equal(at('/%2525'), { status: 404, file: '404.html' }, 'decoded once: "%25" is a file named "%25"');
});

route('should answer 400 with the 404 page for what cannot be a path of the site', () => {
  for (const target of ['/%E0%A4%A', '/%', '/%zz', '/%00', '/a%00.html', '/..', '/../index.html', '/%2e%2e/index.html', '/blogs/../../index.html', '*', 'blogs', 'ftp://x/blogs']) {
    assert.equal(at(target), { status: 400, file: '404.html' }, target);
  }
});

route('should treat backslashes as ordinary characters, as nginx on Linux does', () => {
  assert.equal(at('/..\\index.html'), { status: 404, file: '404.html' });
  assert.equal(at('/blogs\\'), { status: 404, file: '404.html' });
});

route('should serve under a base path, redirect the bare base and refuse what is outside', () => {
  assert.equal(at('/portfolio/', '/portfolio/'), { status: 200, file: 'index.html' });
  assert.equal(at('/portfolio/blogs', '/portfolio/'), { status: 200, file: 'blogs/index.html' });
  assert.equal(at('/portfolio', '/portfolio/'), { status: 301, location: '/portfolio/' });
  assert.equal(at('/portfolio?ref=x', '/portfolio/'), { status: 301, location: '/portfolio/?ref=x' });
  for (const target of ['/', '/blogs', '/portfolioX/', '/portfolio-old/blogs']) {
    assert.equal(at(target, '/portfolio/'), { status: 404, file: '404.html' }, target);
  }
});

route('should read an absolute-form target by its path, as nginx does (RFC 9112 §3.2.2)', () => {
  assert.equal(at('http://localhost/blogs'), { status: 200, file: 'blogs/index.html' });
  assert.equal(at('http://example.org'), { status: 200, file: 'index.html' });
  assert.equal(at('https://example.org/nope?x=1'), { status: 404, file: '404.html' });
});

route.run();

// ---

const dots = suite('removeDotSegments');

dots('should remove "." and ".." segments and merge empty ones, keeping a trailing slash', () => {
  assert.is(removeDotSegments('/a/b/../c/./d'), '/a/c/d');
  assert.is(removeDotSegments('/a//b///c/'), '/a/b/c/');
  assert.is(removeDotSegments('/a/b/..'), '/a/');
  assert.is(removeDotSegments('/a/.'), '/a/');
  assert.is(removeDotSegments('/a/..'), '/');
  assert.is(removeDotSegments('/'), '/');
});

dots('should return null when ".." climbs above the root', () => {
  for (const path of ['/..', '/../a', '/a/../..', '/a/../../b']) assert.is(removeDotSegments(path), null, path);
});

dots.run();

// ---

const host = suite('hostRefused');
const refused = (hosts: string[], { httpVersion = '1.1', requestTarget = '/' } = {}) => hostRefused({ httpVersion, hosts, requestTarget });

host('should refuse an HTTP/1.1 request without Host, and any with two (RFC 9112 §3.2)', () => {
  assert.ok(refused([]));
  assert.not.ok(refused([], { httpVersion: '1.0' }), 'HTTP/1.0 needs none');
  assert.ok(refused(['a.example', 'a.example']));
});

host('should refuse a host nginx refuses: empty, with "..", "/" or NUL, or no name before the port', () => {
  for (const value of ['', 'a..b', 'a/b', 'a\0b', ':80', '.', '..']) assert.ok(refused([value]), JSON.stringify(value));
  for (const value of ['localhost', 'Example.ORG', 'a.example:8080', 'a.example.', '[::1]:80', '127.0.0.1', 'a_b']) assert.not.ok(refused([value]), value);
});

host('should check the host of an absolute-form target too', () => {
  assert.ok(refused(['localhost'], { requestTarget: 'http://a..b/blogs' }));
  assert.ok(refused(['localhost'], { requestTarget: 'http:///blogs' }));
  assert.not.ok(refused(['localhost'], { requestTarget: 'http://localhost/blogs' }));
});

host.run();
