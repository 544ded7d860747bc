import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as router from '../../src/app/router/router';

const { localPath, normaliseBase, normalisePath, parseUrl, shouldInterceptClick, stripBase, withBase } = router;

const test = suite('router paths and clicks');

test('should give a path\'s route as the server reads it: slashes merged, decoded, index.html as its folder; null for a broken encoding', () => {
  const rows: [string, string | null][] = [
    ['/', '/'], ['/blogs', '/blogs'], ['/blogs/', '/blogs'], ['/blogs//', '/blogs'],
    ['//blogs', '/blogs'], ['/blogs%2F', '/blogs'], ['/%62logs', '/blogs'],
    ['/index.html', '/'], ['/blogs/index.html', '/blogs'],
    ['/BLOGS', '/BLOGS'], ['/blogs.html', '/blogs.html'], ['/blogs/x', '/blogs/x'], ['/%E0%A4%A', null],
  ];
  for (const [path, route] of rows) assert.is(localPath(path), route, path);
});

test('should normalise any spelling of a base path, and add and remove it', () => {
  assert.is(normaliseBase(''), '/');
  assert.is(normaliseBase('/'), '/');
  assert.is(normaliseBase('portfolio'), '/portfolio/');
  assert.is(normaliseBase('/portfolio'), '/portfolio/');
  assert.is(normaliseBase('/a/b/'), '/a/b/');
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

test('should resolve dot segments and %2F exactly as the server does, so the page hydrates what was served', () => {
  assert.is(localPath('/x/..%2Fblogs'), '/blogs');
  assert.is(localPath('/x/%2E%2E/blogs/'), '/blogs');
  assert.is(localPath('/portfolio/x/..%2Fblogs', '/portfolio/'), '/blogs');
  assert.is(localPath('/portfolio/..%2Fportfolio/blogs', '/portfolio/'), '/blogs');
  assert.is(localPath('/..%2Fblogs'), null, '".." above the root: the server answers 400 with the 404 page');
  assert.is.not(localPath('/blogs%252F'), '/blogs', 'decoded once only');
  assert.is(normalisePath('/a/./b/../blogs'), '/a/blogs');
});

test('should split path, search and hash, and not throw on a malformed percent-encoding', () => {
  assert.equal(parseUrl('/a/b/c?x=1#y'), { pathname: '/a/b/c', search: '?x=1', hash: '#y' });
  assert.equal(parseUrl('/#about'), { pathname: '/', search: '', hash: '#about' });
  assert.equal(parseUrl('/blogs'), { pathname: '/blogs', search: '', hash: '' });
  assert.equal(parseUrl('/%E0%A4%A'), { pathname: '/%E0%A4%A', search: '', hash: '' });
});

const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const anchor = (target = '', download = false, origin = 'http://localhost') => ({
  target,
  origin,
  hasAttribute: (name: string) => name === 'download' && download,
});

test('should take plain left clicks on same-origin links, and leave modified, non-primary, prevented, new-tab, download and cross-origin ones to the browser', () => {
  const rows: [string, Partial<typeof plain>, ReturnType<typeof anchor>, boolean][] = [
    ['plain', {}, anchor(), true], ['_self', {}, anchor('_self'), true],
    ...(['metaKey', 'altKey', 'ctrlKey', 'shiftKey', 'defaultPrevented'] as const).map((key): [string, Partial<typeof plain>, ReturnType<typeof anchor>, boolean] => [key, { [key]: true }, anchor(), false]),
    ['middle button', { button: 1 }, anchor(), false], ['_blank', {}, anchor('_blank'), false],
    ['download', {}, anchor('', true), false], ['another origin', {}, anchor('', false, 'https://medium.com'), false],
  ];
  for (const [what, event, link, taken] of rows) assert.is(shouldInterceptClick({ ...plain, ...event }, link, 'http://localhost'), taken, what);
});

test.run();

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

store('should notify subscribers on popstate (Back and Forward), and stop listening after the last leaves', () => {
  let calls = 0;
  const unsubscribe = router.subscribeLocation(() => calls++);
  window.dispatchEvent(new PopStateEvent('popstate'));
  assert.is(calls, 1);
  unsubscribe();
  window.dispatchEvent(new PopStateEvent('popstate'));
  assert.is(calls, 1);
});

store.run();
