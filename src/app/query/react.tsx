// React binding for the query cache: the provider mounted at the root and the hooks a
// future data source would use (TanStack's useSyncExternalStore binding, in miniature).

import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { hashKey, QueryClient, type QueryKey, type QueryState } from './client';

// The root's client, made when a component first asks: until something queries, the bundler
// leaves the cache out of the script.
const QueryClientContext = createContext<{ client?: QueryClient } | null>(null);

export function QueryClientProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [root] = useState(() => ({ client }));
  return <QueryClientContext.Provider value={root}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const root = useContext(QueryClientContext);
  if (!root) throw new Error('useQueryClient needs a <QueryClientProvider> above it');
  return (root.client ??= new QueryClient());
}

/** Subscribes to `key` and fetches it in the browser when the cache has no data yet. */
export function useQuery<T>(key: QueryKey, fn: () => Promise<T>): QueryState<T> {
  const client = useQueryClient();
  const hash = hashKey(key);
  // Keyed on the hash, not the key: a caller's new array with the same parts is the same key.
  const subscribe = useCallback((listener: () => void) => client.subscribe(key, listener), [client, hash]);
  const state = useSyncExternalStore(subscribe, () => client.getState<T>(key), () => client.getState<T>(key));
  useEffect(() => {
    if (client.getState(key).status !== 'success') client.fetch(key, fn).catch(() => {});
    // Refetch only when the key changes, not when the caller passes a new `fn`.
  }, [client, hash]);
  return state;
}
