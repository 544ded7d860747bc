// The toasts' store: timers, holds and the queue. The whole toast in a real browser (4 s, a
// hidden tab, Alt+T, three at most) is browser/contact.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as store from '../../src/app/toast/store';
import { FakeClock } from '../helpers/fake-clock';
import { FakeFlag } from '../helpers/fake-flag';

const { ToastStore, TOAST_LIFETIME_MS } = store;

const test = suite('ToastStore');

test('should dismiss on request and cancel its timer', () => {
  const clock = new FakeClock();
  const toasts = new ToastStore(clock);
  const id = toasts.show('Hello');
  toasts.dismiss(id);
  assert.is(toasts.getVisible().length, 0);
  assert.is(clock.pending, 0);
});

test('should hold every timer while any reason holds (hover, focus) and resume with the time left', () => {
  const clock = new FakeClock();
  const toasts = new ToastStore(clock);
  toasts.show('One');
  clock.advance(3000);
  toasts.pause('focus');
  toasts.pause('pointer');
  toasts.resume('pointer');
  clock.advance(60_000);
  assert.is(toasts.getVisible().length, 1, 'a pointer leaving freed toasts still focused');
  toasts.resume('focus');
  clock.advance(999);
  assert.is(toasts.getVisible().length, 1);
  clock.advance(1);
  assert.is(toasts.getVisible().length, 0);
});

test('should not start the time of a toast shown while the page is hidden', () => {
  const clock = new FakeClock();
  const visible = new FakeFlag(false);
  const toasts = new ToastStore(clock, visible);
  toasts.subscribe(() => {});
  toasts.show('Copied');
  clock.advance(60_000);
  assert.is(toasts.getVisible().length, 1);
  visible.set(true);
  clock.advance(TOAST_LIFETIME_MS);
  assert.is(toasts.getVisible().length, 0);
});

test('should listen from its first subscriber to its last, and keep a hover hold when the page shows again', () => {
  const clock = new FakeClock();
  const visible = new FakeFlag(true);
  const toasts = new ToastStore(clock, visible);
  assert.is(visible.listeners, 0, 'listening before anyone subscribed');
  const first = toasts.subscribe(() => {});
  const second = toasts.subscribe(() => {});
  assert.is(visible.listeners, 1);
  toasts.show('One');
  toasts.pause('pointer');
  visible.set(false);
  visible.set(true);
  clock.advance(TOAST_LIFETIME_MS * 2);
  assert.is(toasts.getVisible().length, 1, 'the page showing again freed a hovered toast');
  first();
  assert.is(visible.listeners, 1);
  second();
  assert.is(visible.listeners, 0, 'still listening after the last subscriber left');
});

test('should show at most three; the fourth waits and gets its own 4 s', () => {
  const clock = new FakeClock();
  const toasts = new ToastStore(clock);
  for (const n of [1, 2, 3, 4]) {
    toasts.show(`Toast ${n}`);
    clock.advance(100);
  }
  assert.equal(toasts.getVisible().map((t) => t.message), ['Toast 1', 'Toast 2', 'Toast 3']);
  clock.advance(TOAST_LIFETIME_MS - 400); // the first has now lived 4 s
  assert.equal(toasts.getVisible().map((t) => t.message), ['Toast 2', 'Toast 3', 'Toast 4']);
  clock.advance(200); // toasts 2 and 3 leave at their own 4 s
  assert.equal(toasts.getVisible().map((t) => t.message), ['Toast 4']);
  clock.advance(TOAST_LIFETIME_MS - 201);
  assert.equal(toasts.getVisible().map((t) => t.message), ['Toast 4'], 'the fourth started its 4 s when it appeared');
  clock.advance(1);
  assert.is(toasts.getVisible().length, 0);
});

test('should notify subscribers on change and keep a stable snapshot otherwise', () => {
  const toasts = new ToastStore(new FakeClock());
  let calls = 0;
  const unsubscribe = toasts.subscribe(() => calls++);
  const before = toasts.getVisible();
  assert.is(toasts.getVisible(), before, 'same array while nothing changes');
  toasts.show('A');
  assert.is(calls, 1);
  assert.is.not(toasts.getVisible(), before);
  unsubscribe();
  toasts.show('B');
  assert.is(calls, 1);
});

test.run();
