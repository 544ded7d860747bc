import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as router from '../../src/app/router/router';

const { localPath, normaliseBase, normalisePath, parseUrl, shouldInterceptClick, stripBase, withBase } = router;

const exports = suite('exports');
exports('should expose the pure helpers and the location store', () => {
  for (const name of ['localPath', 'normaliseBase', 'normalisePath', 'parseUrl', 'shouldInterceptClick', 'stripBase', 'withBase', 'subscribeLocation', 'getLocation', 'navigate', 'savedScrollY', 'resetRouter']) {
    assert.type((router as Record<string, unknown>)[name], 'function', name);
  }
});
exports.run();

// ---

const local = suite('localPath');

local('should give the route path of /, /blogs and others, with or without a trailing slash', () => {
  assert.is(localPath('/'), '/');
  assert.is(localPath('/blogs'), '/blogs');
  assert.is(localPath('/blogs/'), '/blogs');
  assert.is(localPath('/blogs//'), '/blogs');
});

local('should read odd spellings of a path as the server does (decoded, slashes merged)', () => {
  assert.is(localPath('//blogs'), '/blogs');
  assert.is(localPath('/blogs%2F'), '/blogs');
  assert.is(localPath('/%62logs'), '/blogs');
});

local('should treat /index.html like the folder it is in, as static hosts do', () => {
  assert.is(localPath('/index.html'), '/');
  assert.is(localPath('/blogs/index.html'), '/blogs');
});

local('should keep other paths apart from the routes, and refuse a broken encoding', () => {
  for (const path of ['/BLOGS', '/blogs.html', '/blogs/x']) assert.is.not(localPath(path), '/blogs', path);
  assert.is(localPath('/%E0%A4%A'), null);
});

local.run();

// ---

const base = suite('normaliseBase / stripBase / withBase');

base('should normalise any spelling of a base path', () => {
  assert.is(normaliseBase(''), '/');
  assert.is(normaliseBase('/'), '/');
  assert.is(normaliseBase('portfolio'), '/portfolio/');
  assert.is(normaliseBase('/portfolio'), '/portfolio/');
  assert.is(normaliseBase('/a/b/'), '/a/b/');
});

base('should add and remove the base', () => {
  assert.is(withBase('/blogs', '/portfolio/'), '/portfolio/blogs');
  assert.is(withBase('/', '/portfolio/'), '/portfolio/');
  assert.is(withBase('#about', '/portfolio/'), '#about');
  assert.is(withBase('https://example.com/', '/portfolio/'), 'https://example.com/');
  assert.is(withBase('/blogs', '/'), '/blogs');
  assert.is(stripBase('/portfolio/blogs', '/portfolio/'), '/blogs');
  assert.is(stripBase('/other', '/portfolio/'), null);
  assert.is(normalisePath('/blogs/'), '/blogs');
  assert.is(normalisePath('/'), '/');
  assert.is(normalisePath('//'), '/');
  assert.is(normalisePath('/index.html'), '/');
});

base('should resolve dot segments and %2F exactly as the server does, so the page hydrates what was served', () => {
  assert.is(localPath('/x/..%2Fblogs'), '/blogs');
  assert.is(localPath('/x/%2E%2E/blogs/'), '/blogs');
  assert.is(localPath('/portfolio/x/..%2Fblogs', '/portfolio/'), '/blogs');
  assert.is(localPath('/portfolio/..%2Fportfolio/blogs', '/portfolio/'), '/blogs');
  assert.is(localPath('/..%2Fblogs'), null, '".." above the root: the server answers 400 with the 404 page');
  assert.is.not(localPath('/blogs%252F'), '/blogs', 'decoded once only');
  assert.is(normalisePath('/a/./b/../blogs'), '/a/blogs');
});

base.run();

// ---

const parse = suite('parseUrl');

parse('should split path, search and hash', () => {
  assert.equal(parseUrl('/a/b/c?x=1#y'), { pathname: '/a/b/c', search: '?x=1', hash: '#y' });
  assert.equal(parseUrl('/#about'), { pathname: '/', search: '', hash: '#about' });
  assert.equal(parseUrl('/blogs'), { pathname: '/blogs', search: '', hash: '' });
});

parse('should not throw on a malformed percent-encoding', () => {
  assert.equal(parseUrl('/%E0%A4%A'), { pathname: '/%E0%A4%A', search: '', hash: '' });
});

parse.run();

// ---

const intercept = suite('shouldInterceptClick');
const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const anchor = (target = '', download = false, origin = 'http://localhost') => ({
  target,
  origin,
  hasAttribute: (name: string) => name === 'download' && download,
});

intercept('should take plain left clicks on same-origin links', () => {
  assert.ok(shouldInterceptClick(plain, anchor(), 'http://localhost'));
  assert.ok(shouldInterceptClick(plain, anchor('_self'), 'http://localhost'));
});

intercept('should leave modified, non-primary, prevented, new-tab, download and cross-origin clicks to the browser', () => {
  for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey', 'defaultPrevented'] as const) {
    assert.not.ok(shouldInterceptClick({ ...plain, [key]: true }, anchor(), 'http://localhost'), key);
  }
  assert.not.ok(shouldInterceptClick({ ...plain, button: 1 }, anchor(), 'http://localhost'));
  assert.not.ok(shouldInterceptClick(plain, anchor('_blank'), 'http://localhost'));
  assert.not.ok(shouldInterceptClick(plain, anchor('', true), 'http://localhost'));
  assert.not.ok(shouldInterceptClick(plain, anchor('', false, 'https://medium.com'), 'http://localhost'));
});

intercept.run();

// ---

const store = suite('location store');
store.after.each(() => {
  router.resetRouter();
  window.history.replaceState(null, '', '/');
});

store('should push a URL and notify subscribers once', () => {
  let calls = 0;
  const unsubscribe = router.subscribeLocation(() => calls++);
  router.navigate('/blogs');
  assert.is(router.getLocation(), '/blogs');
  assert.is(calls, 1);
  router.navigate('/blogs');
  assert.is(calls, 1, 'navigating to the current URL does nothing');
  unsubscribe();
});

store('should remember the scroll position of the page left behind', () => {
  window.scrollTo(0, 420);
  router.navigate('/blogs');
  assert.is(router.savedScrollY(), undefined, 'the new entry has no saved position');
  window.history.back();
  assert.is(router.getLocation(), '/');
  assert.is(router.savedScrollY(), 420);
});

store('should notify subscribers on popstate (Back and Forward)', () => {
  let calls = 0;
  router.subscribeLocation(() => calls++);
  window.dispatchEvent(new PopStateEvent('popstate'));
  assert.is(calls, 1);
});

store('should stop listening after the last subscriber leaves', () => {
  let calls = 0;
  const unsubscribe = router.subscribeLocation(() => calls++);
  unsubscribe();
  window.dispatchEvent(new PopStateEvent('popstate'));
  assert.is(calls, 0);
});

store.run();
