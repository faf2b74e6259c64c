import { dequal as isDeepStrictEqual } from 'dequal';

/** One field another user changed while this user edited: the value opened, the user's own and theirs. */
export interface ConflictRow {
  source: string;
  mine: unknown;
  theirs: unknown;
  /** Both changed it, differently: the user must choose (preselected: their own). */
  both: boolean;
}

/**
 * The fields another user changed since the form opened (form values of the opened record, the user's values and
 * the current record's): a field only they changed takes their value; a field both changed is the user's choice.
 */
export function conflictRows(
  sources: readonly string[],
  opened: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): ConflictRow[] {
  return sources
    .filter((source) => !isDeepStrictEqual(opened[source], theirs[source]))
    .filter((source) => !isDeepStrictEqual(mine[source], theirs[source]))
    .map((source) => ({
      source,
      mine: mine[source],
      theirs: theirs[source],
      both: !isDeepStrictEqual(opened[source], mine[source]),
    }));
}

export type ConflictChoice = 'mine' | 'theirs';

/** A value as the conflict table shows it (form values: text, numbers, booleans, lists). */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
