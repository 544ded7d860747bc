import { useSyncExternalStore } from 'react';
import { buildInfo } from '../build-info';

const subscribeNever = () => () => {};

/**
 * The current year. While hydrating it is the year the HTML was built in, so React sees no
 * mismatch; right after, it is today's year (a page built in December and viewed in January
 * shows the new year).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeNever, () => new Date().getFullYear(), () => buildInfo.year);
}
