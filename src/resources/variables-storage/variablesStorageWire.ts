/** Wire types of the variables storage (core API `/tenant-value-storage/…`), shared with the dev platform. */

/** A stored value; opening times (kind 1) have `opens` and `closes` (HH:MM) and the value 'HH:MM-HH:MM'. */
export interface TenantValue {
  id: number;
  key: string;
  /** CUSTOM 0, OPENING_TIMES 1 (SPEC §3 schedule/variable kind). */
  kind: number;
  value: string;
  opens: string | null;
  closes: string | null;
  idTenant: number;
  tenantName: string;
  updated: string;
}

/** `GET /tenant-value-storage/key?idTenant=`: the storage's access key, never in full. */
export interface VariablesStorageKeyStatus {
  idTenant: number;
  tenantName: string;
  /** '••••' and the key's last four characters; null without a key. */
  maskedKey: string | null;
  created: string | null;
}

/** `POST /tenant-value-storage/tenants/{idTenant}/key`: the new key, answered this once. */
export interface GeneratedVariablesStorageKey extends VariablesStorageKeyStatus {
  key: string;
}
