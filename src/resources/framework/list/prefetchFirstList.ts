import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { ResourceConfig } from '../../types';
import { firstListQuery, listQueryKey } from './firstListQuery';

export interface FirstListPrefetch {
  /** Settles (never rejects) once the call has answered; a failed call leaves nothing in the cache. */
  settled: Promise<void>;
  /** Back to the usual freshness rules, if the list has not mounted yet (it may never: a redirect, a denial). */
  release(): void;
}

/**
 * Starts the call the list at the opened address makes first ({@link firstListQuery}) with the page, beside the
 * application configuration and user info, into react-admin's query cache: when it answers before the first render,
 * the list renders its rows at once instead of a loading table, then its call, then the rows. The list finds the
 * answer fresh when it mounts (no second call); later mounts follow the usual rules.
 */
export function prefetchFirstList(
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, 'getList'>,
  configs: readonly ResourceConfig[],
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  /** Whether the user may list the resource: nothing is called otherwise (a refused call must never be sent). */
  mayList: (resource: string) => boolean,
): FirstListPrefetch | null {
  const query = firstListQuery(configs, pathname, search);
  if (!query || !mayList(query.resource)) return null;
  const queryKey = listQueryKey(query);
  queryClient.setQueryDefaults(queryKey, { staleTime: Infinity });
  const queryHash = hashKey(queryKey);
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    // The list's observer has read its options (fresh) by then.
    if (event.type === 'observerAdded' && event.query.queryHash === queryHash) release();
  });
  let released = false;
  function release() {
    if (released) return;
    released = true;
    stopWatching();
    queryClient.setQueryDefaults(queryKey, {});
  }
  const settled = queryClient
    .prefetchQuery({
      queryKey,
      queryFn: () =>
        dataProvider
          .getList(query.resource, query.params)
          // The shape react-admin's `useGetList` caches.
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    })
    .then(() => {
      if (queryClient.getQueryState(queryKey)?.status !== 'error') return;
      // The list asks again itself and shows its own error.
      release();
      queryClient.removeQueries({ queryKey, exact: true });
    });
  return { settled, release };
}
