import type { VariablesStorageApi } from './variablesStorageApi';
import type { VariablesStorageKeyStatus } from './variablesStorageWire';

/** The key status the fake answers for the context tenant (id 1) unless the test gives its own. */
export const FAKE_VARIABLES_STORAGE_KEY: VariablesStorageKeyStatus = {
  idTenant: 1,
  tenantName: 'Switchboard',
  maskedKey: '••••c0de',
  created: '2024-01-01T00:00:00.000Z',
};

/** Fake twin of `createVariablesStorageApi`: the given status, with the asked tenant's id. */
export function createFakeVariablesStorageApi(
  status: VariablesStorageKeyStatus = FAKE_VARIABLES_STORAGE_KEY,
): VariablesStorageApi {
  return {
    getVariablesStorageKey: async (idTenant) => ({
      data: { ...structuredClone(status), ...(idTenant ? { idTenant: Number(idTenant) } : {}) },
    }),
  };
}
