// Hydration waits for the boot script to finish showing the blocks below the hero
// (src/first-frame.ts), so it never finds the boot script's marks on them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AT_TOP_ATTRIBUTE, belowHeroShown } from '../../src/first-frame';

const shown = suite('first frame :: waiting for the blocks below the hero');
const root = document.documentElement;
shown.after.each(() => root.removeAttribute(AT_TOP_ATTRIBUTE));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const track = (promise: Promise<void>) => {
  const state = { done: false };
  promise.then(() => (state.done = true));
  return state;
};

shown('should resolve at once on a visit that did not open at the top', async () => {
  const wait = track(belowHeroShown());
  await settle();
  assert.ok(wait.done);
});

shown('should wait while blocks are being shown, through other changes to the root', async () => {
  root.setAttribute(AT_TOP_ATTRIBUTE, '');
  const wait = track(belowHeroShown());
  root.dataset.painted = '';
  await settle();
  assert.not.ok(wait.done, 'resolved while the boot script was still showing blocks');
  root.removeAttribute(AT_TOP_ATTRIBUTE);
  await settle();
  assert.ok(wait.done, 'still waiting after the last block was shown');
  delete root.dataset.painted;
});

shown.run();
