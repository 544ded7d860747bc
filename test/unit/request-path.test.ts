// The one reading of a request path (src/app/router/request-path.ts), which the client router
// and the preview server share: decoded once, "//", "." and ".." resolved, as nginx does.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeDotSegments, resolveRequestPath } from '../../src/app/router/request-path';

const test = suite('request paths');

test('should decode once and resolve "//", "." and ".."', () => {
  for (const target of ['//blogs', '/./blogs', '/assets/../blogs', '/%62logs', '/x/..%2Fblogs']) assert.equal(resolveRequestPath(target), { path: '/blogs' }, target);
  assert.equal(resolveRequestPath('/%2525'), { path: '/%25' }, 'decoded once');
});

test('should answer 400 for what cannot be a path of the site, 404 for escapes that are not UTF-8', () => {
  for (const target of ['/%E0%A4%A', '/%', '/%zz', '/%00', '/..', '/../index.html', '/%2e%2e/index.html', '*', 'blogs']) {
    assert.equal(resolveRequestPath(target), { status: 400 }, target);
  }
  assert.equal(resolveRequestPath('/%FF'), { status: 404 });
});

test('should remove "." and ".." segments and merge empty ones, keeping a trailing slash; null when ".." climbs above the root', () => {
  assert.is(removeDotSegments('/a/b/../c/./d'), '/a/c/d');
  assert.is(removeDotSegments('/a//b///c/'), '/a/b/c/');
  assert.is(removeDotSegments('/a/b/..'), '/a/');
  assert.is(removeDotSegments('/a/.'), '/a/');
  assert.is(removeDotSegments('/a/..'), '/');
  assert.is(removeDotSegments('/'), '/');
  for (const path of ['/..', '/../a', '/a/../..', '/a/../../b']) assert.is(removeDotSegments(path), null, path);
});

test.run();
