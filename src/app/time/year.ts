import { useSyncExternalStore } from 'react';
import { buildInfo } from '../build-info';

const subscribeNever = () => () => {};

/**
 * The current year. While hydrating it is the year the HTML was built in, so React sees no
 * mismatch; right after, it is today's year (BRIEF §6: built in December, viewed in January).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeNever, () => new Date().getFullYear(), () => buildInfo.year);
}
