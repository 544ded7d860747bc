import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as tooltip from '../../src/app/tooltip/controller';
import { inGraceArea } from '../../src/app/tooltip/grace-area';
import { FakeClock } from '../helpers/fake-clock';

const { TooltipController, TOOLTIP_OPEN_DELAY_MS } = tooltip;

/** Which of the tests' triggers has its tooltip open, or null. */
const openOf = (tips: InstanceType<typeof TooltipController>) => ['a', 'b', 'c'].find((id) => tips.getState(id) !== 'closed') ?? null;

const test = suite('tooltip controller and grace area');

test('should open 700 ms after the pointer arrives, not before, and not at all if it leaves first', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  tips.pointerEnter('a');
  clock.advance(699);
  assert.is(openOf(tips), null);
  clock.advance(1);
  assert.is(openOf(tips), 'a');
  tips.close('a');
  clock.advance(300);
  tips.pointerEnter('b');
  clock.advance(500);
  tips.close('b');
  clock.advance(1000);
  assert.is(openOf(tips), null, 'left before the delay');
});

test('should skip the delay within 300 ms of closing, and wait again after', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  tips.pointerEnter('a');
  clock.advance(700);
  tips.close('a');
  clock.advance(299);
  tips.pointerEnter('b');
  assert.is(openOf(tips), 'b', 'opens at once inside the skip window');
  tips.close('b');
  clock.advance(300);
  tips.pointerEnter('c');
  assert.is(openOf(tips), null, 'the skip window has passed');
  clock.advance(700);
  assert.is(openOf(tips), 'c');
});

test('should say its state: closed, delayed-open after the delay, instant-open straight on from an open one or on focus', () => {
  const clock = new FakeClock();
  const tips = new TooltipController(clock);
  assert.is(tips.getState('a'), 'closed');
  tips.pointerEnter('a');
  clock.advance(TOOLTIP_OPEN_DELAY_MS);
  assert.is(tips.getState('a'), 'delayed-open');
  tips.pointerEnter('b');
  assert.equal([tips.getState('a'), tips.getState('b')], ['closed', 'instant-open']);
  tips.close('a');
  assert.is(openOf(tips), 'b', 'close(id) leaves another open tooltip alone');
  tips.close();
  let calls = 0;
  tips.subscribe(() => calls++);
  tips.focus('a');
  assert.is(tips.getState('a'), 'instant-open', 'focus opens at once');
  tips.close();
  assert.is(openOf(tips), null, 'blur or Escape');
  assert.is(calls, 2);
});

type Box = Parameters<typeof inGraceArea>[0];
type Point = readonly [number, number];
// A trigger, its tooltip, points inside the grace area and points outside it.
const GRACE: [string, Box, Box, Point[], Point[]][] = [
  // A 40 px icon and, 8 px above it, a wider tooltip centred on it. The hull's side runs from the
  // tooltip's corner (60, 92) to the icon's far one (40, 140): x 56.7 at y 100, 44.2 at y 130;
  // the other side mirrors it (x -16.7, -4.2).
  ['above', { left: 0, top: 100, right: 40, bottom: 140 }, { left: -20, top: 50, right: 60, bottom: 92 },
    [[20, 120], [0, 100], [40, 140], [-20, 50], [60, 70], [20, 96], [45, 96], [-5, 96]],
    [[59, 100], [-19, 100], [50, 130], [-10, 130], [20, 141], [20, 49], [61, 70]]],
  // Beside the trigger, far from the slope down to the tooltip's corner (60, 28), is outside.
  ['below', { left: 100, top: 0, right: 120, bottom: 20 }, { left: 60, top: 28, right: 160, bottom: 60 }, [[110, 24], [150, 40]], [[62, 10], [158, 10]]],
  // Held 8 px from the window's left edge, off-centre from its trigger: the slope runs to the far corner.
  ['pushed aside by the window\'s edge', { left: 0, top: 100, right: 40, bottom: 140 }, { left: 8, top: 50, right: 120, bottom: 92 }, [[60, 96]], [[100, 110]]],
];

test('the grace area should hold both boxes and the way between them, and nothing past the slopes between them', () => {
  for (const [where, trigger, tip, inside, outside] of GRACE) {
    for (const [x, y] of inside) assert.ok(inGraceArea(trigger, tip, x, y), `${where}: (${x}, ${y}) should be inside`);
    for (const [x, y] of outside) assert.not.ok(inGraceArea(trigger, tip, x, y), `${where}: (${x}, ${y}) should be outside`);
  }
});

test.run();
