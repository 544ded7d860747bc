// The toaster and the copy buttons that feed it. The store's timing is unit/toast.test.ts's;
// a copy confirmed by a toast, three at most, 4 s, Alt+T and the close button in a real
// browser, browser/contact.test.ts's.
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';
import { toast, TOAST_LIFETIME_MS } from '../../src/app/toast/store';
import { Toaster } from '../../src/app/toast/Toaster';
import { CopyButton } from '../../src/app/ui/CopyButton';
import { TooltipProvider } from '../../src/app/tooltip/Tooltip';
import { domSuite } from '../helpers/dom';
import { FakeClock, flushPromises } from '../helpers/fake-clock';

const region = () => screen.getByRole('region', { name: 'Notifications Alt+T' });
const shown = () => region().querySelectorAll('li').length;

const toaster = domSuite('Toaster');

toaster('should always be in the page as a polite live region, bottom-right, holding toasts while hovered', () => {
  const clock = new FakeClock();
  toast.reset(clock);
  render(<Toaster labels={content.labels.toast} />);
  assert.equal([region().getAttribute('aria-live'), region().dataset.position, shown()], ['polite', 'bottom-right', 0]);
  act(() => void toast.show('Saved'));
  fireEvent.mouseEnter(region());
  act(() => clock.advance(TOAST_LIFETIME_MS * 2));
  assert.is(shown(), 1, 'held while hovered');
  fireEvent.mouseLeave(region());
  act(() => clock.advance(TOAST_LIFETIME_MS));
  assert.is(shown(), 0);
});

toaster.run();

// ---

const copy = domSuite('CopyButton');
const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
copy.after.each(() => {
  if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
});

/** Clicks Copy email with a clipboard that writes as `writeText` does. */
async function copyEmail(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText }) });
  render(
    <TooltipProvider>
      <CopyButton value="alex.carter@example.com" what="Email" labels={content.labels.contact} />
      <Toaster labels={content.labels.toast} />
    </TooltipProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy email' }));
    await flushPromises();
  });
}

copy('should say so when the browser refuses to copy', async () => {
  await copyEmail(async () => {
    throw new DOMException('denied', 'NotAllowedError');
  });
  assert.ok(screen.getByText('Could not copy; select the text and copy it instead'));
});

copy.run();
