import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';

// react-admin's key: `useCanAccess` adds the record id, undefined here.
const canAccessKey = (resource: string, action: string) => ['auth', 'canAccess', { resource, action }];

/**
 * Answers a react-admin component's own `useCanAccess({ resource, action })` with what the console already knows.
 * react-admin's DataTable asks whether rows may be deleted even when given its bulk actions, asynchronously: when the
 * answer lands, the whole table renders again, right after its first rows. Put in the cache before the table
 * mounts (no one observes the query yet), and kept fresh there (never asked again, it follows `known`), the answer
 * is there in the table's first render.
 */
export function useSeededCanAccess(resource: string, action: string, known: boolean | undefined): void {
  const queryClient = useQueryClient();
  const queryKey = canAccessKey(resource, action);
  if (known !== undefined && queryClient.getQueryState(queryKey) === undefined) {
    queryClient.setQueryDefaults(queryKey, { staleTime: Infinity });
    queryClient.setQueryData(queryKey, known);
  }
  // Later changes (other permissions) reach the mounted table through the cache, after rendering.
  useLayoutEffect(() => {
    if (known !== undefined) queryClient.setQueryData(canAccessKey(resource, action), known);
  }, [queryClient, resource, action, known]);
}
