import type { SearchField } from '../../../src/resources/types';
import type { SearchMatch } from '../../../src/shared/wire/search';
import type { Db } from '../../db/database';
import { listBase, onlyReferences } from '../../api/listBase';
import { fieldOf, type ListScope, type ListSpec } from '../../api/listQuery';

/** How well a value matched, as a number to order by (the higher, the better). */
export const MATCH_RANK: Record<SearchMatch, number> = { exact: 3, prefix: 2, contains: 1 };
const RANKED: SearchMatch[] = ['exact', 'prefix', 'contains'];

type Sql = { sql: string; params: unknown[] };
export type SearchQuery = Sql;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One searched column: what finds its best matches (the whole value or its start), what finds the rest (`contains`
 * only: somewhere inside) and the rank of a found row.
 */
interface Column {
  start: Sql;
  inside?: Sql;
  rank: Sql;
}

/**
 * The conditions of one declared field. `contains` reads every row (LIKE, case-insensitive), so it is for tables of
 * names; `prefix` and `exact` compare as text, which the column's index answers (numbers, guids of large tables).
 */
function columnOf(sql: string, match: SearchField['match'], q: string): Column {
  if (match === 'exact')
    return { start: { sql: `${sql} IN (?, ?)`, params: [q, q.toLowerCase()] }, rank: sqlOf('3') };
  if (match === 'prefix') {
    // A text range: `LIKE 'x%'` would not use a case-sensitive index.
    const start = { sql: `(${sql} >= ? AND ${sql} < ?)`, params: [q, `${q}\uffff`] };
    return { start, rank: { sql: `CASE WHEN ${sql} = ? THEN 3 ELSE 2 END`, params: [q] } };
  }
  const pattern = likeEscaped(q);
  return {
    start: { sql: `${sql} LIKE ? ESCAPE '\\'`, params: [`${pattern}%`] },
    inside: { sql: `${sql} LIKE ? ESCAPE '\\'`, params: [`%${pattern}%`] },
    rank: {
      sql: `CASE WHEN ${sql} LIKE ? ESCAPE '\\' THEN 3 WHEN ${sql} LIKE ? ESCAPE '\\' THEN 2 WHEN ${sql} LIKE ? ESCAPE '\\' THEN 1 ELSE 0 END`,
      params: [pattern, `${pattern}%`, `%${pattern}%`],
    },
  };
}

const sqlOf = (sql: string, params: unknown[] = []): Sql => ({ sql, params });
const joined = (parts: readonly Sql[], by: string): Sql => ({
  sql: parts.map((part) => part.sql).join(by),
  params: parts.flatMap((part) => part.params),
});

/**
 * The queries finding up to `limit` records of one list for `q`, to run in turn until `limit` are found: first the
 * rows whose value is or starts with `q` (ranked: few rows), then those holding it inside (unranked, so the scan
 * stops at the limit instead of sorting every match of a common word). Each reads only keys (on the base table
 * alone when the list's joins only add names, see listBase.ts) under the list's own tenant scope; the list's whole
 * SELECT, with its joined names and counts, runs for the chosen rows only, with each field's rank. Fields the list
 * does not declare as text are left out (the API test checks every declaration meets its list).
 */
export function searchQueries<Row, Item>(
  db: Db,
  spec: ListSpec<Row, Item>,
  scope: ListScope,
  fields: readonly SearchField[],
  q: string,
  limit: number,
  labelField?: string,
): SearchQuery[] {
  const columns = searchedFields(spec, fields).map(({ match, sql }) => columnOf(sql, match, q));
  if (columns.length === 0) return [];
  const ranks = columns.map((column) => column.rank);
  const best =
    ranks.length === 1 ? ranks[0]! : { ...joined(ranks, ', '), sql: `max(${joined(ranks, ', ').sql})` };
  const start = joined(
    columns.map((column) => column.start),
    ' OR ',
  );
  const insides = columns.flatMap((column) => (column.inside ? [column.inside] : []));
  // Among equal ranks the shortest label is the closest match.
  const label = labelField ? fieldOf(spec, labelField)?.sql : undefined;
  const byLabel = label ? `, length(${label}), ${label}` : '';
  const base = listBase(db, spec.from);
  const all = `${scope.where} ${start.sql} ${insides.map((inside) => inside.sql).join(' ')} ${byLabel} ${spec.tiebreaker}`;
  const from = base && onlyReferences(all, base.alias) ? `${base.table} ${base.alias}` : spec.from;
  // `+ 0`: a bare number in ORDER BY (an exact field's rank) would name a column.
  const keyQueries: Sql[] = [
    {
      sql: `SELECT ${spec.tiebreaker} FROM ${from} WHERE ${scope.where} AND (${start.sql})
        ORDER BY (${best.sql}) + 0 DESC${byLabel} LIMIT ?`,
      params: [...scope.params, ...start.params, ...best.params, limit],
    },
  ];
  if (insides.length > 0) {
    const inside = joined(insides, ' OR ');
    keyQueries.push({
      sql: `SELECT ${spec.tiebreaker} FROM ${from} WHERE ${scope.where} AND (${inside.sql}) AND NOT (${start.sql})
        LIMIT ?`,
      params: [...scope.params, ...inside.params, ...start.params, limit],
    });
  }
  const rankColumns = joined(
    ranks.map((rank, i) => ({ ...rank, sql: `${rank.sql} AS search_rank_${i}` })),
    ', ',
  );
  return keyQueries.map((keys) => ({
    sql: `SELECT ${spec.select}, ${best.sql} AS search_rank, ${rankColumns.sql}
      FROM ${spec.from} WHERE ${spec.tiebreaker} IN (${keys.sql}) ORDER BY search_rank DESC${byLabel}`,
    params: [...best.params, ...rankColumns.params, ...keys.params],
  }));
}

/** The declared fields a list can search: those it declares as text, with their SQL. */
function searchedFields<Row, Item>(spec: ListSpec<Row, Item>, fields: readonly SearchField[]) {
  return fields.flatMap(({ field, match }) => {
    const listField = fieldOf(spec, field);
    return listField?.type === 'text' ? [{ field, match, sql: listField.sql }] : [];
  });
}

/** Which declared field matched a found row, and how well. */
export function matchOf<Row, Item>(
  row: Record<string, unknown>,
  fields: readonly SearchField[],
  spec: ListSpec<Row, Item>,
): { field: string; match: SearchMatch } {
  const searched = searchedFields(spec, fields);
  const rank = Number(row.search_rank);
  const index = searched.findIndex((_, i) => Number(row[`search_rank_${i}`]) === rank);
  return { field: searched[Math.max(0, index)]!.field, match: RANKED[3 - rank] ?? 'contains' };
}
