import { diffLines } from 'diff';
import type { ComparisonRow, SyncDirection } from '../../shared/wire/instances';

/** The rows with one comparison result (all of them without one). */
export const rowsWithResult = (rows: readonly ComparisonRow[], result: number | undefined) =>
  result === undefined ? [...rows] : rows.filter((row) => row.result === result);

/** What a sync of the selected rows would do on the target side, and which rows it cannot take. */
export interface SyncPlan {
  create: ComparisonRow[];
  overwrite: ComparisonRow[];
  /** Selected rows the source side does not have (nothing to promote). */
  skipped: ComparisonRow[];
}

export function syncPlan(
  rows: readonly ComparisonRow[],
  keys: ReadonlySet<string>,
  direction: SyncDirection,
): SyncPlan {
  const [source, target] =
    direction === 'toRemote' ? (['local', 'remote'] as const) : (['remote', 'local'] as const);
  const plan: SyncPlan = { create: [], overwrite: [], skipped: [] };
  for (const row of rows) {
    if (!keys.has(row.key)) continue;
    if (row[source] === null) plan.skipped.push(row);
    else if (row[target] === null) plan.create.push(row);
    else plan.overwrite.push(row);
  }
  return plan;
}

/** One line of a side-by-side diff: a side is null where that side has no line. */
export interface DiffRow {
  left: string | null;
  right: string | null;
  changed: boolean;
}

const pretty = (value: unknown) => (value === null ? '' : `${JSON.stringify(value, null, 2)}\n`);
const linesOf = (text: string) => text.replace(/\n$/, '').split('\n');

/** Aligns two contents line by line (removed lines beside the added ones that replace them). */
export function sideBySide(left: unknown, right: unknown): DiffRow[] {
  const rows: DiffRow[] = [];
  const parts = diffLines(pretty(left), pretty(right));
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    if (!part.added && !part.removed) {
      linesOf(part.value).forEach((line) => rows.push({ left: line, right: line, changed: false }));
      continue;
    }
    const next = parts[index + 1];
    const removed = part.removed ? linesOf(part.value) : [];
    const added = part.added ? linesOf(part.value) : next?.added ? linesOf(next.value) : [];
    if (part.removed && next?.added) index += 1;
    for (let line = 0; line < Math.max(removed.length, added.length); line += 1)
      rows.push({ left: removed[line] ?? null, right: added[line] ?? null, changed: true });
  }
  return rows;
}
