// A small query cache with TanStack Query's defaults, in a plain class like packages/query-core.
// The product runs no queries yet: the provider at the root makes its client when a component
// first asks for one (react.tsx), so a future data source plugs in without new plumbing, and
// until then the cache's code stays out of the browser bundle.

import { systemClock, type Clock, type TimerId } from '../time/clock';

export const QUERY_GC_TIME_MS = 5 * 60 * 1000; // spec §9: unused entries are dropped after 5 minutes
export const QUERY_RETRY_MAX_DELAY_MS = 30_000; // spec §9: back-off never waits longer than 30 s
export const QUERY_RETRY_BASE_MS = 1000; // TanStack's default: 1 s, doubling
export const QUERY_RETRIES = 3; // TanStack's default number of retries after the first failure

/** Wait before retry number `failureCount` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS);
}

export type QueryKey = readonly unknown[];

export interface QueryState<T> {
  status: 'pending' | 'success' | 'error';
  data?: T;
  error?: unknown;
}

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  promise?: Promise<unknown>;
  gcTimer?: TimerId;
}

const PENDING: QueryState<never> = { status: 'pending' };

export class QueryClient {
  #entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly retries = QUERY_RETRIES,
  ) {}

  getState<T>(key: QueryKey): QueryState<T> {
    return (this.#entries.get(JSON.stringify(key))?.state ?? PENDING) as QueryState<T>;
  }

  /** Watches one key; while anyone watches, the entry is never collected. */
  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.#entry(key);
    this.clock.clearTimeout(entry.gcTimer);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      this.#scheduleGc(key, entry);
    };
  }

  /** Runs `fn` (once for concurrent callers), retrying with back-off; resolves with the data. */
  fetch<T>(key: QueryKey, fn: () => Promise<T>): Promise<T> {
    const entry = this.#entry(key);
    entry.promise ??= (async () => {
      for (let failures = 0; ; failures++) {
        try {
          const data = await fn();
          this.#set(entry, { status: 'success', data });
          return data;
        } catch (error) {
          if (failures >= this.retries) {
            this.#set(entry, { status: 'error', error });
            throw error;
          }
          await new Promise((resolve) => this.clock.setTimeout(() => resolve(null), retryDelay(failures)));
        }
      }
    })().finally(() => {
      entry.promise = undefined;
      this.#scheduleGc(key, entry);
    });
    return entry.promise as Promise<T>;
  }

  /** For tests: drop every entry and its timer. */
  clear(): void {
    for (const entry of this.#entries.values()) this.clock.clearTimeout(entry.gcTimer);
    this.#entries.clear();
  }

  #entry(key: QueryKey): Entry {
    const hash = JSON.stringify(key);
    let entry = this.#entries.get(hash);
    if (!entry) this.#entries.set(hash, (entry = { state: PENDING, listeners: new Set() }));
    return entry;
  }

  #set(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }

  // An entry nobody watches and nothing is fetching is dropped after the gc time.
  #scheduleGc(key: QueryKey, entry: Entry): void {
    if (entry.listeners.size || entry.promise) return;
    this.clock.clearTimeout(entry.gcTimer);
    entry.gcTimer = this.clock.setTimeout(() => this.#entries.delete(JSON.stringify(key)), QUERY_GC_TIME_MS);
  }
}
