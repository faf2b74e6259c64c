import { TENANT_CONTEXT_HEADER } from '../shared/wire/common';
import { readTenantContext } from './tenantContext';

/**
 * Adds what every signed-in API call carries beside its own headers: the bearer token (SPEC §7) and the selected
 * tenant context (SPEC §6). The API client and the start-up's early reads (`earlyStart.ts`) sign alike, so an early
 * read is the very call the client would make.
 */
export function addSessionHeaders(headers: Headers, token: string | undefined, storage: Storage): Headers {
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const tenant = readTenantContext(storage);
  if (tenant) headers.set(TENANT_CONTEXT_HEADER, String(tenant.id));
  return headers;
}
