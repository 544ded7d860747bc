// Every timer in the product goes through a Clock so tests can replace time itself
// (uvu has no fake timers; TanStack Query routes its timers the same way through timeoutManager).

export type TimerId = ReturnType<typeof setTimeout>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  /** Like the global, it ignores undefined. */
  clearTimeout(id: TimerId | undefined): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id),
};
