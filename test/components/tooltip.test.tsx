import { act, fireEvent, render, screen } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { TooltipController, TOOLTIP_OPEN_DELAY_MS } from '../../src/app/tooltip/controller';
import { Tooltip, TooltipProvider } from '../../src/app/tooltip/Tooltip';
import { domSuite } from '../helpers/dom';
import { FakeClock } from '../helpers/fake-clock';

function setup() {
  const clock = new FakeClock();
  render(
    <TooltipProvider controller={new TooltipController(clock)}>
      <Tooltip label="GitHub">
        <a href="https://github.com/example" aria-label="GitHub (opens in a new tab)">
          icon
        </a>
      </Tooltip>
      <Tooltip label="LinkedIn">
        <a href="https://www.linkedin.com/in/example" aria-label="LinkedIn (opens in a new tab)">
          icon
        </a>
      </Tooltip>
    </TooltipProvider>,
  );
  const [github, linkedin] = screen.getAllByRole('link') as [HTMLElement, HTMLElement];
  return { clock, github, linkedin };
}

const tooltip = domSuite('Tooltip');

tooltip('should open on keyboard focus at once, described by role="tooltip"', () => {
  const { github } = setup();
  assert.is(screen.queryByRole('tooltip'), null);
  act(() => github.focus());
  const tip = screen.getByRole('tooltip');
  assert.is(tip.textContent, 'GitHub');
  assert.is(github.getAttribute('aria-describedby'), tip.id);
  act(() => github.blur());
  assert.is(screen.queryByRole('tooltip'), null);
  assert.is(github.getAttribute('aria-describedby'), null);
});

tooltip('should open 700 ms after a mouse arrives and close on Escape', () => {
  const { clock, github } = setup();
  fireEvent.pointerMove(github, { pointerType: 'mouse' });
  act(() => clock.advance(TOOLTIP_OPEN_DELAY_MS - 1));
  assert.is(screen.queryByRole('tooltip'), null);
  act(() => clock.advance(1));
  assert.ok(screen.getByRole('tooltip'));
  fireEvent.keyDown(document, { key: 'Escape' });
  assert.is(screen.queryByRole('tooltip'), null);
});

tooltip('should skip the delay for the next trigger right after one closes', () => {
  const { clock, github, linkedin } = setup();
  fireEvent.pointerMove(github, { pointerType: 'mouse' });
  act(() => clock.advance(TOOLTIP_OPEN_DELAY_MS));
  fireEvent.pointerLeave(github, { pointerType: 'mouse' });
  fireEvent.pointerMove(linkedin, { pointerType: 'mouse' });
  assert.is(screen.getByRole('tooltip').textContent, 'LinkedIn');
});

// The focus a mouse click gives opens nothing: which focus is the keyboard's (:focus-visible)
// only a browser knows (browser/tooltip.test.ts).
tooltip('should ignore touch', () => {
  const { clock, github } = setup();
  fireEvent.pointerMove(github, { pointerType: 'touch' });
  act(() => clock.advance(TOOLTIP_OPEN_DELAY_MS * 2));
  assert.is(screen.queryByRole('tooltip'), null);
});

tooltip('should open for the keyboard after a click that gave no focus (Safari does not focus links and buttons on click)', () => {
  const { github } = setup();
  fireEvent.pointerDown(github, { pointerType: 'mouse' });
  fireEvent.pointerUp(github, { pointerType: 'mouse' });
  fireEvent.click(github);
  assert.is.not(document.activeElement, github, 'the click gave no focus');
  act(() => github.focus());
  assert.is(screen.getByRole('tooltip').textContent, 'GitHub');
});

tooltip('should say its state to CSS on trigger and tooltip: closed, delayed-open or instant-open', () => {
  const { clock, github, linkedin } = setup();
  assert.is(github.dataset.state, 'closed');
  fireEvent.pointerMove(github, { pointerType: 'mouse' });
  act(() => clock.advance(TOOLTIP_OPEN_DELAY_MS));
  assert.is(github.dataset.state, 'delayed-open');
  assert.is(screen.getByRole('tooltip').dataset.state, 'delayed-open');
  fireEvent.pointerLeave(github, { pointerType: 'mouse' });
  fireEvent.pointerMove(linkedin, { pointerType: 'mouse' });
  assert.is(github.dataset.state, 'closed');
  assert.is(linkedin.dataset.state, 'instant-open', 'straight on from an open one: no delay');
  assert.is(screen.getByRole('tooltip').dataset.state, 'instant-open');
  act(() => linkedin.focus());
  assert.is(linkedin.dataset.state, 'instant-open');
});

tooltip.run();
