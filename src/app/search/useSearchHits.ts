import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { SEARCH_MAX_QUERY, SEARCH_MIN_QUERY, type SearchResponse } from '../../shared/wire/search';

/** How long typing pauses before the server is asked: one call per word, not per letter. */
const PAUSE_MS = 150;

/** The records `text` finds on the server (`GET /api/search`), once typing paused; none for a short text. */
export function useSearchHits(text: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim().slice(0, SEARCH_MAX_QUERY)), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['search', q],
    enabled: q.length >= SEARCH_MIN_QUERY,
    staleTime: 30_000,
    queryFn: async ({ signal: _signal }) => {
      const { data } = await dataProvider.callPath({
        base: 'core',
        method: 'GET',
        path: '/search',
        query: { q },
        silent: true,
      });
      return (data as SearchResponse).items;
    },
  });
}
