import type { ApiRequest } from '../../providers/api/apiRequest';
import type { VariablesStorageKeyStatus } from './variablesStorageWire';

/** Calls of the variables storage beyond its resource: the storage's access key, masked (never the key itself). */
export interface VariablesStorageApi {
  /** The key of the tenant `idTenant` (of the caller's scope), or of the context tenant without one. */
  getVariablesStorageKey(idTenant?: string): Promise<{ data: VariablesStorageKeyStatus }>;
}

export function createVariablesStorageApi(request: ApiRequest): VariablesStorageApi {
  return {
    getVariablesStorageKey: async (idTenant) => ({
      data: await request.json<VariablesStorageKeyStatus>('GET', '/tenant-value-storage/key', {
        query: idTenant ? new URLSearchParams({ idTenant }) : undefined,
      }),
    }),
  };
}
