/** One field an audited write changed, with its value before and after (SPEC §3 audit entries). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Values of these fields never reach the audit log: the entry says that they changed, not to what. */
const SECRET_FIELD = /password|secret|token|apikey/i;
/** Shown instead of a secret's value. */
export const HIDDEN_VALUE = '••••••';
/** Bookkeeping every write touches; recording it would hide the real changes. */
const BOOKKEEPING = new Set(['updated', 'modified', 'lastUpdate', 'lastModified', 'version']);
/** Long values are cut so one entry stays small. */
const MAX_VALUE_LENGTH = 500;

/** A JSON object (not an array, not null): a record as the API answers it. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function recorded(field: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (SECRET_FIELD.test(field)) return value === null || value === '' ? value : HIDDEN_VALUE;
  if (typeof value === 'string')
    return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;
  if (typeof value === 'object' && value !== null) {
    const text = JSON.stringify(value);
    return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : value;
  }
  return value;
}

/**
 * The top-level fields whose values differ between a record before and after a write (a creation has no `before`,
 * a removal no `after`), secrets masked and bookkeeping left out; in the order the fields first appear.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => !BOOKKEEPING.has(field))
    .filter((field) => JSON.stringify(old[field] ?? null) !== JSON.stringify(next[field] ?? null))
    .map((field) => ({ field, before: recorded(field, old[field]), after: recorded(field, next[field]) }));
}
