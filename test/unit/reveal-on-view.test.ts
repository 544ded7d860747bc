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

// ---

const reveal = suite('revealOnView');

reveal('should watch every element, and mark none before it is reported', () => {
  const page = setup(3);
  assert.is(page.watched.size, 3);
  assert.equal(page.revealed(), []);
});

reveal('should leave alone a card on screen when it starts (a deep link: never hidden to fade it)', () => {
  const page = setup(3);
  page.send([0, true], [1, true], [2, false]);
  assert.equal(page.revealed(), []);
  assert.is(page.watched.size, 1, 'the two on screen are no longer watched');
});

reveal('should mark a card that comes into view after it started out of view, once', () => {
  const page = setup(3);
  page.send([0, true], [1, false], [2, false]);
  page.send([1, true]);
  assert.equal(page.revealed(), ['card 1']);
  page.send([2, true]);
  assert.equal(page.revealed(), ['card 1', 'card 2']);
  assert.is(page.watched.size, 0, 'each is watched until it was seen');
});

reveal('should ignore a card leaving view before it was ever in it', () => {
  const page = setup(1);
  page.send([0, false]);
  page.send([0, false]);
  assert.equal(page.revealed(), []);
  assert.is(page.watched.size, 1);
});

reveal('should stop watching when stopped', () => {
  const page = setup(2);
  page.stop();
  assert.ok(page.disconnected());
});

reveal.run();
