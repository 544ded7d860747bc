// A Clock whose time only moves when a test says so (uvu has no fake timers).

import type { Clock, TimerId } from '../../src/app/time/clock';

export class FakeClock implements Clock {
  #now = 0;
  #nextId = 1;
  #timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    const id = this.#nextId++;
    this.#timers.set(id, { at: this.#now + ms, callback });
    return id as unknown as TimerId;
  }

  clearTimeout(id: TimerId | undefined): void {
    if (id !== undefined) this.#timers.delete(id as unknown as number);
  }

  /** Moves time forward, firing due timers in order (including ones scheduled on the way). */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      const due = [...this.#timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      const [id, timer] = due;
      this.#timers.delete(id);
      this.#now = timer.at;
      timer.callback();
    }
    this.#now = end;
  }

  /** Timers waiting to fire. */
  get pending(): number {
    return this.#timers.size;
  }
}

/** Lets awaited promises and their continuations run (for async code driven by the clock). */
export async function flushPromises(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
