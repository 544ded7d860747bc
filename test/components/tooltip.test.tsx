// The tooltip's wiring to the page's events. Its timing is the controller's
// (unit/tooltip.test.ts); keyboard focus, the delay, the skip and Escape in a real browser
// are browser/tooltip.test.ts's.
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
        <a href="https://github.com/example" aria-label="GitHub (opens in a new tab)">icon</a>
      </Tooltip>
    </TooltipProvider>,
  );
  return { clock, github: screen.getByRole('link') };
}

const tooltip = domSuite('Tooltip');

tooltip('should describe its trigger while open, say its state to CSS on both, and close on Escape', () => {
  const { clock, github } = setup();
  assert.is(github.dataset.state, 'closed');
  fireEvent.pointerMove(github, { pointerType: 'mouse' });
  act(() => clock.advance(TOOLTIP_OPEN_DELAY_MS));
  const tip = screen.getByRole('tooltip');
  assert.equal([tip.textContent, github.getAttribute('aria-describedby')], ['GitHub', tip.id]);
  assert.equal([github.dataset.state, tip.dataset.state], ['delayed-open', 'delayed-open']);
  fireEvent.keyDown(document, { key: 'Escape' });
  assert.is(screen.queryByRole('tooltip'), null);
  assert.equal([github.getAttribute('aria-describedby'), github.dataset.state], [null, 'closed']);
});

tooltip('should ignore touch', () => {
  const { clock, github } = setup();
  fireEvent.pointerMove(github, { pointerType: 'touch' });
  act(() => clock.advance(TOOLTIP_OPEN_DELAY_MS * 2));
  assert.is(screen.queryByRole('tooltip'), null);
});

tooltip.run();
