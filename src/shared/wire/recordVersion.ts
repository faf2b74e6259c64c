import type { ApiErrorBody } from './common';

/**
 * Optimistic concurrency on records (issue 36.4): every record read answers its version in `ETag`; an update sends
 * the version it started from in `If-Match`, and the platform answers 412 with the record as it is now when someone
 * else changed it meanwhile.
 */
export const VERSION_HEADER = 'ETag';
export const IF_MATCH_HEADER = 'If-Match';
export const CONFLICT_STATUS = 412;

/** The 412 answer: SPEC §8's error body plus the current record and its version, so the console can show what
 * changed and save again over it. */
export interface ConflictBody extends ApiErrorBody {
  current: unknown;
  version: string;
}

/** Where the console keeps a record's version on the record itself (a name no API field has). */
export const RECORD_VERSION_FIELD = '@version';

export const CONFLICT_MESSAGE = 'This record was changed by someone else since you opened it.';

export const isConflictBody = (value: unknown): value is ConflictBody =>
  typeof value === 'object' &&
  value !== null &&
  (value as ConflictBody).status === CONFLICT_STATUS &&
  'current' in value &&
  typeof (value as ConflictBody).version === 'string';
