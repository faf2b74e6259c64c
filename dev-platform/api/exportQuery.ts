import type { ListResponse } from '../../src/shared/wire/common';
import type { Db } from '../db/database';
import { fieldOf, runList, whereOfFilter, type ListScope, type ListSpec } from './listQuery';

/** Ids per row fetch; far above the list API's 500 page size, since an export reads everything. */
const ID_CHUNK = 2000;

export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

/**
 * Prepares a whole-list read for an export with exactly the list API's filter and sort semantics. The list call
 * itself validates the query (so a bad filter answers 400 before any task starts) and gives the total; then the
 * ordered ids are read once (a snapshot: later inserts do not shift pages) and rows are fetched by id, page by page.
 * OFFSET paging would re-sort the whole table for every page, which at 100,000 rows takes minutes.
 */
export function prepareExport<Row, Item>(
  db: Db,
  spec: ListSpec<Row, Item>,
  query: ExportQuery,
  scope: ListScope,
) {
  const listQuery = {
    page: 1,
    pageSize: 1,
    sort: query.sort.field,
    order: query.sort.order,
    filter: JSON.stringify(query.filter),
  };
  const { total } = runList(db, spec, listQuery, scope); // throws 400 on a bad query
  return {
    total,
    /** Reads the ordered ids; call it when the job starts. */
    snapshot(): (page: number, pageSize: number) => ListResponse<Record<string, unknown>> {
      const { where, params } = whereOfFilter(spec, query.filter, scope);
      const sortSql = fieldOf(spec, query.sort.field)!.sql;
      const ids = db
        .prepare(
          `SELECT ${spec.tiebreaker} FROM ${spec.from} WHERE ${where}
           ORDER BY ${sortSql} ${query.sort.order}, ${spec.tiebreaker} ${query.sort.order}`,
        )
        .pluck()
        .all(...params) as number[];
      return (page, pageSize) => {
        const slice = ids.slice((page - 1) * pageSize, page * pageSize);
        const items: Record<string, unknown>[] = [];
        for (let i = 0; i < slice.length; i += ID_CHUNK) {
          const chunk = slice.slice(i, i + ID_CHUNK);
          const rows = db
            .prepare(
              `SELECT ${spec.select}, ${spec.tiebreaker} AS export_key FROM ${spec.from}
               WHERE ${spec.tiebreaker} IN (${chunk.map(() => '?').join(',')})`,
            )
            .all(...chunk) as (Row & { export_key: number })[];
          const byId = new Map(rows.map((row) => [row.export_key, row]));
          for (const id of chunk) {
            const row = byId.get(id);
            if (row) items.push(spec.toItem(row) as Record<string, unknown>); // deleted meanwhile: skipped
          }
        }
        return { items, total: ids.length };
      };
    },
  };
}
