import type { RaRecord } from 'react-admin';
import { IF_MATCH_HEADER, RECORD_VERSION_FIELD, VERSION_HEADER } from '../shared/wire/recordVersion';

/** The record with the version its answer carried (`ETag`), kept on the record so forms start from it. */
export function withVersion<T extends RaRecord | Record<string, unknown>>(
  record: T,
  headers: Headers | undefined,
): T {
  const version = headers?.get(VERSION_HEADER);
  return version ? { ...record, [RECORD_VERSION_FIELD]: version } : record;
}

/** What is sent to the API: the record's fields without the console's version. */
export function withoutVersion<T>(data: T): T {
  if (typeof data !== 'object' || data === null || !(RECORD_VERSION_FIELD in data)) return data;
  const { [RECORD_VERSION_FIELD]: _version, ...rest } = data as Record<string, unknown>;
  return rest as T;
}

/** `If-Match` with the version a form started from, when it has one. */
export function ifMatch(previous: unknown): Record<string, string> | undefined {
  const version =
    typeof previous === 'object' && previous !== null
      ? (previous as Record<string, unknown>)[RECORD_VERSION_FIELD]
      : undefined;
  return typeof version === 'string' ? { [IF_MATCH_HEADER]: version } : undefined;
}
