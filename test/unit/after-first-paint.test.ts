import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { afterFirstPaint, UNPAINTED_START_MS } from '../../src/app/time/after-first-paint';
import { FakeClock } from '../helpers/fake-clock';

/** A page the test drives: when parsing ends, when it is shown or hidden, when it paints. */
function page({ paintTiming = true, visibility = 'visible' as DocumentVisibilityState } = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const document = {
    visibilityState: visibility,
    readyState: 'loading' as DocumentReadyState,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  let observer: ((entries: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const clock = new FakeClock();
  let runs = 0;
  afterFirstPaint(() => runs++, { document: document as unknown as Document, PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver, clock });
  return {
    clock,
    get runs() {
      return runs;
    },
    parsed() {
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    show(state: DocumentVisibilityState) {
      document.visibilityState = state;
      fire('visibilitychange');
    },
    paint(name = 'first-contentful-paint') {
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    },
  };
}

const start = suite('afterFirstPaint');

start('should wait for the first contentful paint in a tab on screen, however late it comes', () => {
  const p = page();
  p.parsed();
  p.clock.advance(UNPAINTED_START_MS * 10);
  assert.is(p.runs, 0, 'started before the first paint');
  p.paint('first-paint');
  p.clock.advance(0);
  assert.is(p.runs, 0, 'a first paint with no content is not the one');
  p.paint();
  assert.is(p.runs, 0, 'runs in a task of its own, not inside the paint');
  p.clock.advance(0);
  assert.is(p.runs, 1);
});

start('should start a hidden tab the timer after parsing ends, since it will not paint', () => {
  const p = page({ visibility: 'hidden' });
  p.clock.advance(UNPAINTED_START_MS);
  assert.is(p.runs, 0, 'the timer counts from the end of parsing');
  p.parsed();
  p.clock.advance(UNPAINTED_START_MS - 1);
  assert.is(p.runs, 0);
  p.clock.advance(1);
  assert.is(p.runs, 1);
});

start('should start by the timer after parsing, without paint timing or once the tab goes to the background before its first frame', () => {
  const noPaintTiming = page({ paintTiming: false });
  noPaintTiming.parsed();
  noPaintTiming.clock.advance(UNPAINTED_START_MS);
  const backgrounded = page();
  backgrounded.parsed();
  backgrounded.clock.advance(UNPAINTED_START_MS * 3);
  backgrounded.show('hidden');
  backgrounded.clock.advance(UNPAINTED_START_MS);
  assert.equal([noPaintTiming.runs, backgrounded.runs], [1, 1]);
});

start('should run once, whichever comes first and however often the tab is hidden and shown', () => {
  const p = page({ visibility: 'hidden' });
  p.parsed();
  p.show('visible');
  p.show('hidden');
  p.paint();
  p.clock.advance(UNPAINTED_START_MS * 5);
  p.paint();
  p.show('hidden');
  p.clock.advance(UNPAINTED_START_MS * 5);
  assert.is(p.runs, 1);
  assert.is(p.clock.pending, 0, 'no timer left behind');
});

start('should not start a tab hidden while still parsing before parsing ends', () => {
  const p = page();
  p.show('hidden');
  p.clock.advance(UNPAINTED_START_MS * 3);
  assert.is(p.runs, 0);
  p.parsed();
  p.clock.advance(UNPAINTED_START_MS);
  assert.is(p.runs, 1);
});

start.run();
