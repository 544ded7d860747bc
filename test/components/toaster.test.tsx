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

const toaster = domSuite('Toaster');

toaster('should always be in the page as a polite live region, bottom-right', () => {
  render(<Toaster labels={content.labels.toast} />);
  assert.is(region().getAttribute('aria-live'), 'polite');
  assert.is(region().dataset.position, 'bottom-right');
  assert.is(region().querySelectorAll('li').length, 0);
});

toaster('should show toasts, at most three, and remove them after 4 s', () => {
  const clock = new FakeClock();
  toast.reset(clock);
  render(<Toaster labels={content.labels.toast} />);
  act(() => {
    for (const n of [1, 2, 3, 4]) toast.show(`Toast ${n}`);
  });
  assert.equal([...region().querySelectorAll('li p')].map((p) => p.textContent), ['Toast 1', 'Toast 2', 'Toast 3']);
  act(() => clock.advance(TOAST_LIFETIME_MS));
  assert.equal([...region().querySelectorAll('li p')].map((p) => p.textContent), ['Toast 4']);
  act(() => clock.advance(TOAST_LIFETIME_MS));
  assert.is(region().querySelectorAll('li').length, 0);
});

toaster('Alt+T should move focus to the toasts; hovering holds them', () => {
  const clock = new FakeClock();
  toast.reset(clock);
  render(<Toaster labels={content.labels.toast} />);
  act(() => void toast.show('Saved'));
  fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
  assert.is(document.activeElement, region());
  act(() => clock.advance(TOAST_LIFETIME_MS * 2));
  assert.is(region().querySelectorAll('li').length, 1, 'held while focused');
  fireEvent.blur(region());
  fireEvent.mouseEnter(region());
  act(() => clock.advance(TOAST_LIFETIME_MS * 2));
  assert.is(region().querySelectorAll('li').length, 1, 'held while hovered');
  fireEvent.mouseLeave(region());
  act(() => clock.advance(TOAST_LIFETIME_MS));
  assert.is(region().querySelectorAll('li').length, 0);
});

toaster('should keep focused toasts held when a pointer passes over them and leaves', () => {
  const clock = new FakeClock();
  toast.reset(clock);
  render(<Toaster labels={content.labels.toast} />);
  act(() => void toast.show('Saved'));
  fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
  fireEvent.mouseEnter(region());
  fireEvent.mouseLeave(region());
  act(() => clock.advance(TOAST_LIFETIME_MS * 2));
  assert.is(region().querySelectorAll('li').length, 1, 'closed while focus was still on the toasts');
});

toaster('should close a toast from its dismiss button', () => {
  render(<Toaster labels={content.labels.toast} />);
  act(() => void toast.show('Hello'));
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  assert.is(region().querySelectorAll('li').length, 0);
});

toaster.run();

// ---

const copy = domSuite('CopyButton');
const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
copy.after.each(() => {
  if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
});

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText }) });
}

const renderCopy = () =>
  render(
    <TooltipProvider>
      <CopyButton value="alex.carter@example.com" what="Email" labels={content.labels.contact} />
      <Toaster labels={content.labels.toast} />
    </TooltipProvider>,
  );

copy('should copy the value and confirm with a toast', async () => {
  let copied = '';
  mockClipboard(async (text) => void (copied = text));
  renderCopy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy email' }));
    await flushPromises();
  });
  assert.is(copied, 'alex.carter@example.com');
  assert.ok(screen.getByText('Email copied to clipboard'));
});

copy('should say so when the browser refuses to copy', async () => {
  mockClipboard(async () => {
    throw new DOMException('denied', 'NotAllowedError');
  });
  renderCopy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy email' }));
    await flushPromises();
  });
  assert.ok(screen.getByText(content.labels.contact.copyFailed));
});

copy.run();
