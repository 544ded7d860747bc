// Which tooltip is open, and when: a plain state machine with Radix Tooltip's timing
// semantics. Tooltip.tsx binds it to pointer, focus and Escape.

import { systemClock, type Clock, type TimerId } from '../time/clock';

export const TOOLTIP_OPEN_DELAY_MS = 700; // open delay, Radix's default delayDuration
export const TOOLTIP_SKIP_DELAY_MS = 300; // skip delay, Radix's default skipDelayDuration

/** What a trigger and its tooltip tell CSS as data-state (Radix's values): open after the delay, or at once. */
export type TooltipState = 'closed' | 'delayed-open' | 'instant-open';

export class TooltipController {
  #clock: Clock;
  #openId: string | null = null;
  #delayed = false;
  #pending: { id: string; timer: TimerId } | null = null;
  // Within the skip window after a tooltip closes, the next one opens at once.
  #skipUntil = -Infinity;
  #listeners = new Set<() => void>();

  constructor(clock: Clock = systemClock) {
    this.#clock = clock;
  }

  getState = (id: string): TooltipState => (this.#openId !== id ? 'closed' : this.#delayed ? 'delayed-open' : 'instant-open');

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Mouse or pen over a trigger: open after the delay, or at once while another is open or just closed. */
  pointerEnter(id: string): void {
    if (this.#openId !== null || this.#clock.now() < this.#skipUntil) {
      this.#open(id);
      return;
    }
    this.#cancelPending();
    const timer = this.#clock.setTimeout(() => {
      this.#pending = null;
      this.#open(id, true);
    }, TOOLTIP_OPEN_DELAY_MS);
    this.#pending = { id, timer };
  }

  /** Keyboard users get the tooltip immediately: a delay only helps pointers passing by. */
  focus(id: string): void {
    this.#open(id);
  }

  /** Closes `id` (or whatever is open when no id is given) and starts the skip window. */
  close(id?: string): void {
    if (this.#pending && (id === undefined || this.#pending.id === id)) this.#cancelPending();
    if (this.#openId === null || (id !== undefined && this.#openId !== id)) return;
    this.#openId = null;
    this.#skipUntil = this.#clock.now() + TOOLTIP_SKIP_DELAY_MS;
    this.#emit();
  }

  /** For tests and unmount: forget everything. */
  reset(): void {
    this.#cancelPending();
    this.#openId = null;
    this.#skipUntil = -Infinity;
    this.#emit();
  }

  #open(id: string, delayed = false): void {
    this.#cancelPending();
    if (this.#openId === id) return;
    this.#openId = id;
    this.#delayed = delayed;
    this.#emit();
  }

  #cancelPending(): void {
    if (!this.#pending) return;
    this.#clock.clearTimeout(this.#pending.timer);
    this.#pending = null;
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
