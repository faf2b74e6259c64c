import type { Db } from '../db/database';
import type { ListBase } from './listBase';
import { listStatement } from './listTotals';
import { tablesVersion } from './tableWrites';

/** One page of a list over its base table: which rows (by rowid), in order. */
export interface PageQuery {
  base: ListBase;
  where: string;
  params: readonly unknown[];
  /** The sort and tiebreaker expressions on the base table, and the direction. */
  sort: string;
  tiebreaker: string;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  /** The tables whose writes move rows between pages (the count's); none: no checkpoints. */
  tables?: readonly string[];
}

type Key = [unknown, unknown];

interface Checkpoints {
  version: string;
  /** Offset → sort key of the row at that offset; sorted by offset. */
  offsets: number[];
  keys: Map<number, Key>;
}

const MAX_QUERIES = 500;
const MAX_CHECKPOINTS = 400;
const checkpointsByDb = new WeakMap<Db, Map<string, Checkpoints>>();

/**
 * The rowids of one page. Keyset paging under a page-number API: every page served leaves the sort keys of its
 * first and last rows as checkpoints, and a later page seeks from the nearest checkpoint before it (a row-value
 * range on the covering index) and skips only the rows between, so the next page, the previous page and any page
 * near one already seen cost the same at row 500,000 as at row 25 (backwards from a checkpoint after the page when
 * that is nearer). A page far from every checkpoint skips from the nearest one once. Checkpoints last until a write to one of the tables moves rows (see `tableWrites.ts`).
 */
export function pageRowids(db: Db, query: PageQuery): number[] {
  const { base, sort, tiebreaker, order, offset, limit } = query;
  const seekable = [sort, tiebreaker].every((sql) => isColumnOf(base, sql));
  const points = seekable && query.tables ? checkpointsOf(db, query, query.tables) : undefined;
  const before = points && nearest(points, offset, 'before');
  const after = points && nearest(points, offset + limit, 'after');
  // Seek from whichever checkpoint leaves fewer rows to skip: forwards from one before, backwards from one after.
  const backwards = after !== undefined && (before === undefined || after - offset - limit < offset - before);
  const from = backwards ? after : before;
  const key = from === undefined ? undefined : points?.keys.get(from);
  const direction = backwards ? (order === 'DESC' ? 'ASC' : 'DESC') : order;
  const seek = key ? ` AND (${sort}, ${tiebreaker}) ${compare(order, backwards)} (?, ?)` : '';
  const sql = `SELECT ${base.alias}.rowid, ${sort}, ${tiebreaker} FROM ${base.table} ${base.alias}
    WHERE ${query.where}${seek} ORDER BY ${sort} ${direction}, ${tiebreaker} ${direction} LIMIT ? OFFSET ?`;
  const skip = backwards ? (from as number) - offset - limit : offset - (key ? (from as number) : 0);
  const rows = listStatement(db, sql)
    .raw()
    .all(...query.params, ...(key ?? []), limit, skip) as [number, unknown, unknown][];
  if (backwards) rows.reverse();
  if (points && rows.length > 0) {
    const last = rows[rows.length - 1];
    remember(points, offset, [rows[0][1], rows[0][2]]);
    remember(points, offset + rows.length - 1, [last[1], last[2]]);
  }
  return rows.map((row) => row[0]);
}

/** Forwards the seek includes the checkpoint row itself; backwards it starts just before it. */
const compare = (order: 'ASC' | 'DESC', backwards: boolean) =>
  order === 'DESC' ? (backwards ? '>' : '<=') : backwards ? '<' : '>=';

const isColumnOf = (base: ListBase, sql: string) => {
  const match = /^([A-Za-z_]\w*)\.([A-Za-z_]\w*)$/.exec(sql.trim());
  return match !== null && match[1] === base.alias && base.notNull.has(match[2]);
};

function checkpointsOf(db: Db, query: PageQuery, tables: readonly string[]): Checkpoints {
  let all = checkpointsByDb.get(db);
  if (!all) checkpointsByDb.set(db, (all = new Map()));
  const id = [query.base.table, query.where, JSON.stringify(query.params), query.sort, query.order].join(
    '\u0000',
  );
  const version = tablesVersion(db, tables);
  let points = all.get(id);
  if (points?.version !== version) {
    points = { version, offsets: [], keys: new Map() };
    all.delete(id);
    all.set(id, points);
    if (all.size > MAX_QUERIES) all.delete(all.keys().next().value as string);
  }
  return points;
}

/** The largest checkpoint offset not after `offset`, or the smallest not before it. */
function nearest(points: Checkpoints, offset: number, side: 'before' | 'after'): number | undefined {
  let low = 0;
  let high = points.offsets.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (points.offsets[mid] <= offset) low = mid + 1;
    else high = mid - 1;
  }
  // Now offsets[high] <= offset < offsets[low].
  if (side === 'before') return points.offsets[high];
  return points.offsets[high] === offset ? offset : points.offsets[low];
}

function remember(points: Checkpoints, offset: number, key: Key): void {
  if (points.keys.has(offset)) return;
  if (points.offsets.length >= MAX_CHECKPOINTS) {
    // Keep the spread: drop every other checkpoint rather than the newest ones.
    points.offsets = points.offsets.filter((value, index) => index % 2 === 0 || !points.keys.delete(value));
  }
  points.keys.set(offset, key);
  const at = points.offsets.findIndex((value) => value > offset);
  points.offsets.splice(at === -1 ? points.offsets.length : at, 0, offset);
}
