/** The request header naming the tenant context a call acts in (SPEC §6). */
export const TENANT_CONTEXT_HEADER = 'Tenant-Context-Id';

/** Error body of every failed core/NLP API call. */
export interface ApiErrorBody {
  status: number;
  error: string;
  /** Field-level messages for validation failures, keyed by field name. */
  errors?: Record<string, string>;
}

/** A page of items as returned by list endpoints. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}

/** `GET …/exists?name=`: whether a name is taken in the tenant context. */
export interface ExistsResponse {
  exists: boolean;
}
