// A page flag (visible, online) that a test sets, counting its listeners so a test can check
// that nothing listens before the first subscriber or after the last.

import type { PageFlag } from '../../src/app/page-state';

export class FakeFlag implements PageFlag {
  #value: boolean;
  #listeners = new Set<() => void>();

  constructor(value = true) {
    this.#value = value;
  }

  get = (): boolean => this.#value;

  subscribe = (onChange: () => void): (() => void) => {
    this.#listeners.add(onChange);
    return () => this.#listeners.delete(onChange);
  };

  set(value: boolean): void {
    this.#value = value;
    for (const listener of [...this.#listeners]) listener();
  }

  get listeners(): number {
    return this.#listeners.size;
  }
}
