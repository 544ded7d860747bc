import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { REVEAL_ATTRIBUTE, revealOnView, type MakeObserver } from '../../src/app/sections/reveal-on-view';

/** Elements that remember their attributes, and an observer the test reports through by hand. */
function setup(count: number) {
  const elements = Array.from({ length: count }, (_, i) => {
    const attributes = new Map<string, string>();
    return { name: `card ${i}`, attributes, setAttribute: (key: string, value: string) => attributes.set(key, value) };
  });
  const watched = new Set<unknown>();
  let report: Parameters<MakeObserver>[0] = () => {};
  let disconnected = false;
  const makeObserver: MakeObserver = (callback) => {
    report = callback;
    return {
      observe: (target) => void watched.add(target),
      unobserve: (target) => void watched.delete(target),
      disconnect: () => void (disconnected = true),
    };
  };
  const stop = revealOnView(elements as unknown as Element[], makeObserver);
  const send = (...entries: [number, boolean][]) =>
    report(entries.map(([i, isIntersecting]) => ({ target: elements[i] as unknown as Element, isIntersecting })));
  const revealed = () => elements.filter((element) => element.attributes.has(REVEAL_ATTRIBUTE)).map((element) => element.name);
  return { elements, watched, send, revealed, stop, disconnected: () => disconnected };
}

// In a real browser: a deep link's cards and the fade as each scrolls in, browser/look.test.ts.
const reveal = suite('revealOnView');

reveal('should leave alone the cards on screen when it starts (never hidden to fade them), and mark each that comes into view later, once', () => {
  const page = setup(4);
  assert.equal([page.watched.size, page.revealed()], [4, []], 'watching all, none marked before it is reported');
  page.send([0, true], [1, true], [2, false], [3, false]);
  assert.equal([page.watched.size, page.revealed()], [2, []], 'the two on screen are no longer watched');
  page.send([2, false]);
  assert.equal(page.revealed(), [], 'leaving view before it was ever in it');
  page.send([2, true]);
  page.send([3, true]);
  assert.equal([page.watched.size, page.revealed()], [0, ['card 2', 'card 3']], 'each watched until seen');
  page.stop();
  assert.ok(page.disconnected());
});

reveal.run();
