// Fetching one feed for `npm run posts:sync`, with every way it can fail said in a few words:
// an address that is not a feed's, an HTTP status, no answer in time, no connection.

import { FeedError } from './feed-posts';

// How long one feed may take: Medium, DEV and Hashnode answer in well under a second; a feed
// that has not answered in 15 s is down, and the sync says so rather than hang a CI job.
export const FEED_TIMEOUT_MS = 15_000;
// Plain http: only on this machine, where the tests serve their fixture feeds: a feed fetched
// over the internet without TLS could be rewritten on the way.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a feed address cannot be fetched, or null when it can. */
export function feedUrlProblem(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'is not an address (write it whole: https://…)';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return null;
  return `must be an https: address (plain http: only for localhost)`;
}

export interface FetchOptions {
  /** Replaced in tests; Node's own fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** The feed's text. Throws FeedError with the reason. */
export async function fetchFeed(address: string, { fetch = globalThis.fetch, timeoutMs = FEED_TIMEOUT_MS }: FetchOptions = {}): Promise<string> {
  const problem = feedUrlProblem(address);
  if (problem) throw new FeedError(problem);
  let response: Response;
  try {
    response = await fetch(address, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1' },
      redirect: 'follow',
    });
  } catch (error) {
    throw new FeedError(fetchFailure(error, timeoutMs));
  }
  if (!response.ok) throw new FeedError(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  // A redirect may lead elsewhere; the same rule holds where it ends.
  const landed = response.url && feedUrlProblem(response.url);
  if (landed) throw new FeedError(`redirected to ${response.url}, which ${landed}`);
  try {
    return await response.text();
  } catch (error) {
    throw new FeedError(fetchFailure(error, timeoutMs));
  }
}

function fetchFailure(error: unknown, timeoutMs: number): string {
  const { name, cause } = error as { name?: string; cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const reason = cause?.code ?? cause?.message ?? (error as Error).message;
  return `could not be fetched (${reason})`;
}
