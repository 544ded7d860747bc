// A small query cache with TanStack Query's defaults, in a plain class like packages/query-core.
// No query runs yet: the root's provider makes the client on first ask (react.tsx), so a data
// source plugs in without new plumbing and the cache stays out of the bundle until then.

import { online, pageVisible, type PageFlag } from '../page-state';
import { systemClock, type Clock, type TimerId } from '../time/clock';

export const QUERY_GC_TIME_MS = 5 * 60 * 1000; // TanStack's default gcTime: unused entries are dropped after 5 minutes
export const QUERY_RETRY_MAX_DELAY_MS = 30_000; // TanStack's default: back-off never waits longer than 30 s
export const QUERY_RETRY_BASE_MS = 1000; // TanStack's default: 1 s, doubling
export const QUERY_RETRIES = 3; // TanStack's default number of retries after the first failure

/** Wait before retry number `failureCount` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS);
}

export type QueryKey = readonly unknown[];

/** A key as the cache names its entry: JSON with objects' properties sorted (TanStack's hashKey). */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  );
}

export interface QueryState<T> {
  status: 'pending' | 'success' | 'error';
  data?: T;
  error?: unknown;
}

interface Entry {
  hash: string;
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
    private readonly page: { visible: PageFlag; online: PageFlag } = { visible: pageVisible, online },
  ) {}

  getState<T>(key: QueryKey): QueryState<T> {
    return (this.#entries.get(hashKey(key))?.state ?? PENDING) as QueryState<T>;
  }

  /** Watches one key; while anyone watches, the entry is never collected. */
  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.#entry(key);
    this.clock.clearTimeout(entry.gcTimer);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      this.#scheduleGc(entry);
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
          if (!this.#canRetry()) await this.#whenCanRetry();
        }
      }
    })().finally(() => {
      entry.promise = undefined;
      this.#scheduleGc(entry);
    });
    return entry.promise as Promise<T>;
  }

  /** For tests: drop every entry and its timer. */
  clear(): void {
    for (const entry of this.#entries.values()) this.clock.clearTimeout(entry.gcTimer);
    this.#entries.clear();
  }

  #entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) this.#entries.set(hash, (entry = { hash, state: PENDING, listeners: new Set() }));
    return entry;
  }

  // A retry waits while the page is hidden or offline, where it would fail again or fetch for
  // nobody, and goes once the page is visible and online (TanStack's retryer).
  #canRetry = (): boolean => this.page.visible.get() && this.page.online.get();

  #whenCanRetry(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!this.#canRetry()) return;
        for (const stop of stops) stop();
        resolve();
      };
      const stops = [this.page.visible.subscribe(check), this.page.online.subscribe(check)];
    });
  }

  #set(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }

  // An entry nobody watches and nothing is fetching is dropped after the gc time.
  #scheduleGc(entry: Entry): void {
    if (entry.listeners.size || entry.promise) return;
    this.clock.clearTimeout(entry.gcTimer);
    entry.gcTimer = this.clock.setTimeout(() => this.#entries.delete(entry.hash), QUERY_GC_TIME_MS);
  }
}
