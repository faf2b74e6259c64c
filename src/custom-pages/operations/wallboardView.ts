import type { LevelStatus } from '../../shared/operations/serviceLevel';
import type { WallboardRow } from '../../shared/operations/wallboardFigures';

export type WallboardSortField =
  | 'name'
  | 'inProgress'
  | 'waiting'
  | 'longestWaitSeconds'
  | 'answered15'
  | 'abandoned15'
  | 'averageHandleSeconds'
  | 'serviceLevel';

export interface WallboardView {
  text: string;
  kind: 'all' | 'line' | 'campaign';
  onlyBreaches: boolean;
  sort: { field: WallboardSortField; order: 'asc' | 'desc' };
}

export const INITIAL_VIEW: WallboardView = {
  text: '',
  kind: 'all',
  onlyBreaches: false,
  sort: { field: 'serviceLevel', order: 'asc' },
};

/** Worst first when sorting by level: breaches, then warnings; rows without calls last either way. */
const compare = (a: WallboardRow, b: WallboardRow, field: WallboardSortField): number => {
  if (field === 'name') return a.name.localeCompare(b.name);
  const x = a[field];
  const y = b[field];
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  return x - y;
};

/** The rows the table shows: filtered by name, kind and breach, sorted (ties by name). */
export function visibleRows(rows: readonly WallboardRow[], view: WallboardView): WallboardRow[] {
  const text = view.text.trim().toLowerCase();
  const direction = view.sort.order === 'asc' ? 1 : -1;
  return rows
    .filter((row) => view.kind === 'all' || row.kind === view.kind)
    .filter((row) => !view.onlyBreaches || row.status === 'breach')
    .filter((row) => text === '' || row.name.toLowerCase().includes(text))
    .sort((a, b) => {
      const nullLast = a[view.sort.field] === null || b[view.sort.field] === null;
      const order = compare(a, b, view.sort.field) * (nullLast ? 1 : direction);
      return order !== 0 ? order : a.name.localeCompare(b.name);
    });
}

/** Colour of a level status; the icon and the text say the same (never colour alone). */
export const STATUS_COLOR: Record<LevelStatus, 'success' | 'warning' | 'error' | 'default'> = {
  ok: 'success',
  warning: 'warning',
  breach: 'error',
  none: 'default',
};

/** Seconds a figure read at `computed` has grown by `now` (longest wait keeps counting between events). */
export const ticking = (seconds: number, computed: string, now: number, running: boolean) =>
  running ? seconds + Math.max(0, Math.floor((now - Date.parse(computed)) / 1000)) : seconds;
