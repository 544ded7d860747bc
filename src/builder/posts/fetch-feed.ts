// Fetching one feed for posts:sync, every failure said in a few words. Each redirect is checked
// before it is followed: it must go to https: and a host whose every address is public (unless it
// stays on the origin of a feed on this machine or network), so a feed cannot send the sync to
// 127.0.0.1, a cloud's metadata address or a private network.

import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { FeedError } from './feed-posts';

// How long one feed may take: the platforms answer in under a second; 15 s is down.
export const FEED_TIMEOUT_MS = 15_000;
// Redirects followed for one feed: a moved feed needs one or two; browsers stop at 20.
export const MAX_REDIRECTS = 5;
// The most of a feed's body read, decompressed: Medium's ten stories are about 200 KB, a blog's
// archive a few MB. Read as it arrives and dropped past this, so a gzip bomb costs no more.
export const MAX_FEED_BYTES = 10 * 1024 * 1024;
// Plain http: only on this machine (the tests' feeds): over the internet it could be rewritten.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// The statuses that send a client elsewhere with a Location (RFC 9110, 15.4).
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Addresses that are not the public internet (IANA's special-purpose registries, RFC 6890).
const NOT_PUBLIC: readonly (readonly [string, readonly (readonly [string, number, 'ipv4' | 'ipv6'])[]])[] = [
  ['this machine', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]],
  ['no address', [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']]],
  ['a private network', [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['100.64.0.0', 10, 'ipv4'], ['fc00::', 7, 'ipv6']]],
  ['a link-local address (the cloud\'s metadata service is one)', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]],
  ['not one host', [['224.0.0.0', 4, 'ipv4'], ['240.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']]],
];

/** A host name's addresses; replaced in tests, the system's resolver otherwise. */
export type Lookup = (hostname: string) => Promise<string[]>;

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

/** What kind of address that is not a public one this is ("a private network"), or null for a public one. */
export function addressProblem(address: string): string | null {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return NOT_PUBLIC.find(([, ranges]) => blockList(ranges).check(address, family))?.[0] ?? null;
}

const lists = new Map<object, BlockList>();
function blockList(ranges: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[]): BlockList {
  let list = lists.get(ranges);
  if (!list) {
    list = new BlockList();
    for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
    lists.set(ranges, list);
  }
  return list;
}

export interface FetchOptions {
  /** Replaced in tests; Node's own fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Replaced in tests; the system's resolver otherwise. */
  lookup?: Lookup;
}

/** The feed's text. Throws FeedError with the reason. */
export async function fetchFeed(address: string, { fetch = globalThis.fetch, timeoutMs = FEED_TIMEOUT_MS, lookup = systemLookup }: FetchOptions = {}): Promise<string> {
  const problem = feedUrlProblem(address);
  if (problem) throw new FeedError(problem);
  // One deadline for the feed, its redirects included.
  const signal = AbortSignal.timeout(timeoutMs);
  const feed = new URL(address);
  // A feed the owner configured on this machine or their own network may redirect within its origin.
  const local = LOCAL_HOSTS.has(feed.hostname) || (await addressesOf(feed, lookup, timeoutMs)).some((found) => addressProblem(found) !== null);
  let url = feed;
  for (let hops = 0; ; hops++) {
    const response = await request(fetch, url, signal, timeoutMs);
    if (!REDIRECTS.has(response.status)) {
      if (!response.ok) throw new FeedError(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
      return bodyText(response, timeoutMs);
    }
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get('location');
    if (!location) throw new FeedError(`HTTP ${response.status} without a Location to go to`);
    if (hops === MAX_REDIRECTS) throw new FeedError(`redirected more than ${MAX_REDIRECTS} times (last to ${location})`);
    const next = new URL(location, url);
    const refused = local && next.origin === feed.origin ? null : await hopProblem(next, lookup, timeoutMs);
    if (refused) throw new FeedError(`redirected to ${next.href}, which ${refused}; not followed`);
    url = next;
  }
}

/** The body as UTF-8 text (as Response.text() reads it), read until MAX_FEED_BYTES and no further. Throws FeedError. */
async function bodyText(response: Response, timeoutMs: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    // fetch decompresses as it goes, so these are the body's bytes once decompressed; leaving
    // the loop cancels the stream, and the rest is never downloaded or inflated.
    for await (const chunk of response.body ?? []) {
      bytes += chunk.byteLength;
      if (bytes > MAX_FEED_BYTES) {
        throw new FeedError(`is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB (once decompressed); posts:sync reads feeds up to that (MAX_FEED_BYTES in src/builder/posts/fetch-feed.ts)`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(fetchFailure(error, timeoutMs));
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Why a redirect to `url` may not be followed: not https:, or a host with an address that is not public. */
async function hopProblem(url: URL, lookup: Lookup, timeoutMs: number): Promise<string | null> {
  if (url.protocol !== 'https:') return 'is not an https: address';
  for (const address of await addressesOf(url, lookup, timeoutMs)) {
    const kind = addressProblem(address);
    if (kind) return `is at ${address}: ${kind}`;
  }
  return null;
}

/** Every address of the URL's host (an address itself, or what the resolver says). Throws FeedError. */
async function addressesOf(url: URL, lookup: Lookup, timeoutMs: number): Promise<string[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return [host];
  try {
    return await lookup(host);
  } catch (error) {
    throw new FeedError(fetchFailure({ cause: error }, timeoutMs));
  }
}

async function systemLookup(hostname: string): Promise<string[]> {
  return (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);
}

async function request(fetch: typeof globalThis.fetch, url: URL, signal: AbortSignal, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url.href, {
      signal,
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1' },
      // Each redirect is checked before it is followed (fetchFeed).
      redirect: 'manual',
    });
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
