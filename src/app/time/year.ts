import { useSyncExternalStore } from 'react';
import { buildInfo } from '../build-info';

const subscribeNever = () => () => {};

/** The current year: while hydrating the build's (no mismatch), then today's. */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeNever, () => new Date().getFullYear(), () => buildInfo.year);
}
