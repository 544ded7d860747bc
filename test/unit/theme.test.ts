// The theme core's edges. Following the system, remembering a choice, a light system and
// printing black on white are browser/theme.test.ts's; AA contrast of every pair of both
// palettes, for any accent, is unit/palette.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { currentTheme, setTheme, subscribeTheme } from '../../src/app/theme/theme';
import { fakeSystem } from '../helpers/color-scheme';

const core = suite('theme :: choice and preference');
let system: ReturnType<typeof fakeSystem>;
core.after.each(() => system.restore());

core('should still switch when storage refuses to remember', () => {
  system = fakeSystem(false);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = () => {
    throw new DOMException('blocked', 'SecurityError');
  };
  try {
    setTheme('light');
  } finally {
    Storage.prototype.setItem = setItem;
  }
  assert.is(currentTheme(), 'light');
});

core('should tell subscribers about a choice and about the OS switching, until they leave', () => {
  system = fakeSystem(false);
  let calls = 0;
  const unsubscribe = subscribeTheme(() => calls++);
  setTheme('light');
  system.switchTo(true);
  assert.is(calls, 2);
  unsubscribe();
  setTheme('dark');
  system.switchTo(false);
  assert.is(calls, 2);
  assert.is(system.listeners.size, 0, 'the media-query listener is removed');
});

core.run();
