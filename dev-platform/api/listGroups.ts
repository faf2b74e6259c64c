import type { Db } from '../db/database';
import { pageRowids, type PageQuery } from './listPaging';
import { cachedPage, listStatement } from './listTotals';

/**
 * A sort by a value that few rows of a big table share (a tenant's, line's or user's name, a call result): the rows
 * fall into groups by one of the base table's columns (`key`), the groups are ordered by their value and each
 * group's rows by the list's default sort. Counting the rows per group is one pass over an index, cached like the
 * totals; a page is then found by walking the groups' counts and read from one or two groups through their
 * `(key, default sort)` index, so a deep page costs what page 1 costs instead of sorting a million joined rows.
 */
export interface SortGroups {
  /** The base table's column that picks the group, e.g. `d.id_line`. */
  key: string;
  /** SQL answering `(key, value)` per group key, e.g. `SELECT id, name FROM line`; absent: the key is the value. */
  values?: string;
}

/** Groups by a reference column, ordered by the referenced row's `name` (or another column). */
export const named = (key: string, table: string, column = 'name'): SortGroups => ({
  key,
  values: `SELECT id, ${column} FROM ${table}`,
});

/** A page of the base table (`sort` and `tiebreaker`: the order inside a group, the list's default sort). */
export interface GroupedPageQuery extends PageQuery {
  groups: SortGroups;
}

type Group = [key: unknown, count: number];

/** The rowids of one page of a grouped sort, in order (see `SortGroups`). */
export function groupedPageRowids(db: Db, query: GroupedPageQuery): number[] {
  const rowids: number[] = [];
  let skip = query.offset;
  for (const [key, count] of orderedGroups(db, query)) {
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const limit = Math.min(query.limit - rowids.length, count - skip);
    const inGroup = key === null ? `${query.groups.key} IS NULL` : `${query.groups.key} = ?`;
    rowids.push(
      ...pageRowids(db, {
        base: query.base,
        where: `${query.where} AND ${inGroup}`,
        params: key === null ? query.params : [...query.params, key],
        sort: query.sort,
        tiebreaker: query.tiebreaker,
        order: query.order,
        offset: skip,
        limit,
        tables: query.tables,
      }),
    );
    skip = 0;
    if (rowids.length >= query.limit) break;
  }
  return rowids;
}

/** Each group's key and row count, in the sort's order (a missing value, like SQL's NULL, first when ascending). */
function orderedGroups(db: Db, query: GroupedPageQuery): Group[] {
  const { base, groups, order } = query;
  const counts = `SELECT ${groups.key} AS key, COUNT(*) AS n FROM ${base.table} ${base.alias}
    WHERE ${query.where} GROUP BY ${groups.key}`;
  const sql = groups.values
    ? `WITH counts AS (${counts}), named(key, value) AS (${groups.values})
       SELECT counts.key, counts.n FROM counts LEFT JOIN named ON named.key = counts.key
       ORDER BY named.value ${order}, counts.key ${order}`
    : `${counts} ORDER BY ${groups.key} ${order}`;
  return cachedPage(
    db,
    sql,
    query.params,
    () =>
      listStatement(db, sql)
        .raw()
        .all(...query.params) as Group[],
  );
}
