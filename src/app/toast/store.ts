// Toast notifications as a plain store with no React in it (sonner's src/state.ts).
// Its constants, sonner's defaults, live here; Toaster.tsx only subscribes and renders.

import { pageVisible, type PageFlag } from '../page-state';
import { systemClock, type Clock, type TimerId } from '../time/clock';

export const TOAST_LIFETIME_MS = 4000; // sonner's default: auto-close after 4 seconds
export const TOAST_VISIBLE_MAX = 3; // sonner's default: up to three visible; later ones wait their turn
export const TOAST_WIDTH_PX = 356; // sonner's default width
export const TOAST_GAP_PX = 14; // sonner's default gap between toasts
export const TOAST_POSITION = 'bottom-right'; // sonner's default position
export const TOAST_HOTKEY = { altKey: true, code: 'KeyT', label: 'Alt+T' } as const; // sonner's default: focuses the region

const HIDDEN = 'hidden'; // the page's own hold on the toasts, beside the visitor's

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface Timer {
  id: TimerId | undefined;
  /** Time left before the toast closes; kept while paused. */
  remaining: number;
  startedAt: number;
}

export class ToastStore {
  #clock: Clock;
  #queue: Toast[] = [];
  #timers = new Map<number, Timer>();
  #listeners = new Set<() => void>();
  #nextId = 1;
  // Why the toasts' time stands still: the visitor's pointer or focus on them, a hidden page.
  #holds = new Set<string>();
  #visible: readonly Toast[] = [];
  #pageVisible: PageFlag;
  #stopWatchingPage?: () => void;

  constructor(clock: Clock = systemClock, visible: PageFlag = pageVisible) {
    this.#clock = clock;
    this.#pageVisible = visible;
  }

  /** Shows a toast now, or as soon as fewer than three are visible. Returns its id. */
  show(message: string, kind: ToastKind = 'info'): number {
    const toast = { id: this.#nextId++, kind, message };
    this.#queue.push(toast);
    this.#update();
    return toast.id;
  }

  dismiss(id: number): void {
    const timer = this.#timers.get(id);
    if (timer?.id !== undefined) this.#clock.clearTimeout(timer.id);
    this.#timers.delete(id);
    this.#queue = this.#queue.filter((toast) => toast.id !== id);
    this.#update();
  }

  /** Holds every toast's time for `reason` (pointer or focus on them: WCAG 2.2.1) until no reason holds it. */
  pause(reason: string): void {
    if (!this.#holds.size) {
      const now = this.#clock.now();
      for (const timer of this.#timers.values()) {
        this.#clock.clearTimeout(timer.id);
        timer.id = undefined;
        timer.remaining -= now - timer.startedAt;
      }
    }
    this.#holds.add(reason);
  }

  resume(reason: string): void {
    if (!this.#holds.delete(reason) || this.#holds.size) return;
    for (const [id, timer] of this.#timers) this.#start(id, timer);
  }

  /** The toasts on screen, oldest first; a stable array until something changes. */
  getVisible = (): readonly Toast[] => this.#visible;

  /** While anyone subscribes, a hidden page holds the toasts too (sonner): "Copied" waits for the visitor's return. */
  subscribe = (listener: () => void): (() => void) => {
    if (!this.#listeners.size) {
      const onChange = () => (this.#pageVisible.get() ? this.resume(HIDDEN) : this.pause(HIDDEN));
      this.#stopWatchingPage = this.#pageVisible.subscribe(onChange);
      onChange();
    }
    this.#listeners.add(listener);
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size) return;
      this.#stopWatchingPage!();
      this.resume(HIDDEN);
    };
  };

  /** For tests: drop every toast and timer, optionally with a new clock. */
  reset(clock: Clock = this.#clock): void {
    for (const timer of this.#timers.values()) if (timer.id !== undefined) this.#clock.clearTimeout(timer.id);
    this.#clock = clock;
    this.#timers.clear();
    this.#queue = [];
    this.#holds.clear();
    this.#nextId = 1;
    this.#update();
  }

  // A toast's 4 s start when it becomes visible, not when it is queued.
  #update(): void {
    const visible = this.#queue.slice(0, TOAST_VISIBLE_MAX);
    for (const toast of visible) {
      if (this.#timers.has(toast.id)) continue;
      const timer: Timer = { id: undefined, remaining: TOAST_LIFETIME_MS, startedAt: 0 };
      this.#timers.set(toast.id, timer);
      if (!this.#holds.size) this.#start(toast.id, timer);
    }
    const changed = visible.length !== this.#visible.length || visible.some((toast, i) => toast !== this.#visible[i]);
    if (!changed) return;
    this.#visible = visible;
    for (const listener of this.#listeners) listener();
  }

  #start(id: number, timer: Timer): void {
    timer.startedAt = this.#clock.now();
    timer.id = this.#clock.setTimeout(() => this.dismiss(id), Math.max(0, timer.remaining));
  }
}

/** The site's toasts; `toast.show('Copied')` from anywhere, like sonner's `toast()`. */
export const toast = new ToastStore();
