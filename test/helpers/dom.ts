// A uvu suite for component tests: testing-library's cleanup and every module-level
// singleton's reset() run after each test, because uvu runs all files in one process.

import { cleanup } from '@testing-library/react';
import { suite } from 'uvu';
import { resetRouter } from '../../src/router/router';
import { toast } from '../../src/toast/store';

export function domSuite(name: string) {
  const test = suite(name);
  test.after.each(() => {
    cleanup();
    toast.reset();
    resetRouter();
    window.history.replaceState(null, '', '/');
    window.scrollTo(0, 0);
    document.body.innerHTML = '';
  });
  return test;
}

/** Collects console calls of the given kinds while `run` executes. */
export async function captureConsole<T>(kinds: ('error' | 'warn' | 'log' | 'info')[], run: () => T | Promise<T>) {
  const calls: { kind: string; args: unknown[] }[] = [];
  const originals = kinds.map((kind) => [kind, console[kind]] as const);
  for (const kind of kinds) console[kind] = (...args: unknown[]) => calls.push({ kind, args });
  try {
    const result = await run();
    return { result, calls };
  } finally {
    for (const [kind, original] of originals) console[kind] = original;
  }
}
