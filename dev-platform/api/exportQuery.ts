import type { ListResponse } from '../../src/shared/wire/common';
import type { Db } from '../db/database';
import { runList, type ListScope, type ListSpec } from './listQuery';

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
      const { where, params } = whereOf(spec, query.filter, scope);
      const sortSql = spec.fields[query.sort.field]!.sql;
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

/** The WHERE clause of runList for an already validated filter: full-text `q` and `field IN (…)` filters. */
function whereOf<Row, Item>(spec: ListSpec<Row, Item>, filter: Record<string, unknown>, scope: ListScope) {
  const where = [scope.where];
  const params = [...scope.params];
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'q') {
      if (typeof value !== 'string' || value.trim() === '' || spec.search.length === 0) continue;
      where.push(`(${spec.search.map((expr) => `${expr} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      const pattern = `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(...spec.search.map(() => pattern));
      continue;
    }
    const field = spec.fields[name]!;
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) continue;
    where.push(`${field.sql} IN (${values.map(() => '?').join(', ')})`);
    params.push(
      ...values.map((v) =>
        field.type === 'boolean'
          ? v === true || v === 'true' || v === 1
            ? 1
            : 0
          : field.type === 'number'
            ? Number(v)
            : String(v),
      ),
    );
  }
  return { where: where.join(' AND '), params };
}
