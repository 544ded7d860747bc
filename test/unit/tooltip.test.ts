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

// A 40 px icon and, 8 px above it, a wider tooltip centred on it.
const icon = { left: 0, top: 100, right: 40, bottom: 140 };
const bubble = { left: -20, top: 50, right: 60, bottom: 92 };

test('the grace area should hold both boxes and the way between them', () => {
  for (const [x, y] of [[20, 120], [0, 100], [40, 140], [-20, 50], [60, 70], [20, 96], [45, 96], [-5, 96]] as const) {
    assert.ok(inGraceArea(icon, bubble, x, y), `(${x}, ${y}) should be inside`);
  }
});

test('the grace area should leave out what lies outside both boxes and the slopes between them', () => {
  // The hull's side runs from the tooltip's corner (60, 92) to the icon's far one (40, 140):
  // x 56.7 at y 100, 44.2 at y 130; the other side mirrors it (x -16.7, -4.2).
  for (const [x, y] of [[59, 100], [-19, 100], [50, 130], [-10, 130], [20, 141], [20, 49], [61, 70]] as const) {
    assert.not.ok(inGraceArea(icon, bubble, x, y), `(${x}, ${y}) should be outside`);
  }
});

test('the grace area should work with the tooltip below the trigger too, or pushed aside by the window\'s edge', () => {
  const trigger = { left: 100, top: 0, right: 120, bottom: 20 };
  const below = { left: 60, top: 28, right: 160, bottom: 60 };
  assert.ok(inGraceArea(trigger, below, 110, 24));
  assert.ok(inGraceArea(trigger, below, 150, 40));
  // Beside the trigger, far from the slope down to the tooltip's corner (60, 28).
  assert.not.ok(inGraceArea(trigger, below, 62, 10));
  assert.not.ok(inGraceArea(trigger, below, 158, 10));
  // A tooltip held 8 px from the window's left edge, off-centre from its trigger at the edge.
  const edge = { left: 0, top: 100, right: 40, bottom: 140 };
  const pushed = { left: 8, top: 50, right: 120, bottom: 92 };
  assert.ok(inGraceArea(edge, pushed, 60, 96), 'on the slope towards the far corner');
  assert.not.ok(inGraceArea(edge, pushed, 100, 110));
});

test.run();
