import type { TenantRef } from '../shared/wire/home';

/** Session-storage key of the selected tenant context, JSON `{ id, name }` (SPEC §4: kept in session storage). */
export const TENANT_CONTEXT_STORAGE_KEY = 'tenantContext';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever this page selects or drops a tenant context; returns the unsubscribe function. */
export function subscribeTenantContext(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected tenant context, or null when none is selected or the stored value is malformed. */
export function readTenantContext(storage: Storage = window.sessionStorage): TenantRef | null {
  const raw = storage.getItem(TENANT_CONTEXT_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isTenantRef(value)) return { id: value.id, name: value.name };
  } catch {
    // A hand-edited or truncated value must not break every request; treat it as "no context".
  }
  return null;
}

/** Selects a tenant context for all following requests. */
export function writeTenantContext(tenant: TenantRef, storage: Storage = window.sessionStorage): void {
  storage.setItem(TENANT_CONTEXT_STORAGE_KEY, JSON.stringify({ id: tenant.id, name: tenant.name }));
  notify();
}

/** Drops the tenant context (back to the user's own tenant). */
export function clearTenantContext(storage: Storage = window.sessionStorage): void {
  storage.removeItem(TENANT_CONTEXT_STORAGE_KEY);
  notify();
}

function isTenantRef(value: unknown): value is TenantRef {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return Number.isSafeInteger(candidate.id) && typeof candidate.name === 'string';
}
