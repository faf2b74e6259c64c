import { useMemo, useSyncExternalStore } from 'react';
import {
  TENANT_CONTEXT_STORAGE_KEY,
  readTenantContext,
  subscribeTenantContext,
} from '../../providers/tenantContext';
import type { TenantRef } from '../../shared/wire/home';

// The raw stored text is the snapshot: a string compares by value, so React re-renders only on a real change.
const snapshot = () => window.sessionStorage.getItem(TENANT_CONTEXT_STORAGE_KEY);

/** The selected tenant context, or null while working in the user's own tenant. */
export function useTenantContext(): TenantRef | null {
  const raw = useSyncExternalStore(subscribeTenantContext, snapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` is the change signal for the stored value
  return useMemo(() => readTenantContext(), [raw]);
}
