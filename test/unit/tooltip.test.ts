import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as tooltip from '../../src/app/tooltip/controller';
import { FakeClock } from '../helpers/fake-clock';

const { TooltipController, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } = tooltip;

const exports = suite('exports');
exports('should carry Radix\'s default delays: 700 ms to open, 300 ms to skip', () => {
  assert.is(TOOLTIP_OPEN_DELAY_MS, 700);
  assert.is(TOOLTIP_SKIP_DELAY_MS, 300);
  assert.type(TooltipController, 'function');
});
exports.run();

// ---

const timing = suite('TooltipController :: timing');

timing('should open 700 ms after the pointer arrives, not before', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  tips.pointerEnter('a');
  clock.advance(699);
  assert.is(tips.getOpenId(), null);
  clock.advance(1);
  assert.is(tips.getOpenId(), 'a');
});

timing('should not open when the pointer leaves before the delay', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  tips.pointerEnter('a');
  clock.advance(500);
  tips.pointerLeave('a');
  clock.advance(1000);
  assert.is(tips.getOpenId(), null);
});

timing('should skip the delay within 300 ms of closing, and wait again after', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  tips.pointerEnter('a');
  clock.advance(700);
  tips.pointerLeave('a');
  clock.advance(299);
  tips.pointerEnter('b');
  assert.is(tips.getOpenId(), 'b', 'opens at once inside the skip window');
  tips.pointerLeave('b');
  clock.advance(300);
  tips.pointerEnter('c');
  assert.is(tips.getOpenId(), null, 'the skip window has passed');
  clock.advance(700);
  assert.is(tips.getOpenId(), 'c');
});

timing('should move straight to another trigger while one is open', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  tips.focus('a');
  tips.pointerEnter('b');
  assert.is(tips.getOpenId(), 'b');
});

timing.run();

// ---

const keyboard = suite('TooltipController :: keyboard');

keyboard('should open at once on focus and close on blur or Escape (close())', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  let calls = 0;
  tips.subscribe(() => calls++);
  tips.focus('a');
  assert.is(tips.getOpenId(), 'a');
  tips.close();
  assert.is(tips.getOpenId(), null);
  assert.is(calls, 2);
});

keyboard('close(id) should leave another open tooltip alone', () => {
  const tips = new TooltipController(new FakeClock());
  tips.focus('a');
  tips.close('b');
  assert.is(tips.getOpenId(), 'a');
});

keyboard.run();
