import type { SearchField } from '../../../src/resources/types';
import type { SearchMatch } from '../../../src/shared/wire/search';
import { fieldOf, type ListScope, type ListSpec } from '../../api/listQuery';

/** How well a value matched, as a number to order by (the higher, the better). */
export const MATCH_RANK: Record<SearchMatch, number> = { exact: 3, prefix: 2, contains: 1 };
const RANKED: SearchMatch[] = ['exact', 'prefix', 'contains'];

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One searched column: the condition that finds rows and the rank expression of a found one. */
interface Column {
  field: string;
  find: { sql: string; params: unknown[] };
  rank: { sql: string; params: unknown[] };
}

/**
 * The condition of one declared field. `contains` reads every row (LIKE, case-insensitive), so it is for tables of
 * names; `prefix` and `exact` compare as text, which the column's index answers (numbers, guids of large tables).
 */
function columnOf(sql: string, field: string, match: SearchField['match'], q: string): Column {
  const lower = q.toLowerCase();
  const exact = { sql: `${sql} IN (?, ?)`, params: [q, lower] };
  if (match === 'exact') return { field, find: exact, rank: { sql: '3', params: [] } };
  if (match === 'prefix') {
    // A text range: `LIKE 'x%'` would not use a case-sensitive index.
    const find = { sql: `(${sql} >= ? AND ${sql} < ?)`, params: [q, `${q}\uffff`] };
    return { field, find, rank: { sql: `CASE WHEN ${sql} = ? THEN 3 ELSE 2 END`, params: [q] } };
  }
  const pattern = likeEscaped(q);
  return {
    field,
    find: { sql: `${sql} LIKE ? ESCAPE '\\'`, params: [`%${pattern}%`] },
    rank: {
      sql: `CASE WHEN ${sql} LIKE ? ESCAPE '\\' THEN 3 WHEN ${sql} LIKE ? ESCAPE '\\' THEN 2 ELSE 1 END`,
      params: [pattern, `${pattern}%`],
    },
  };
}

/**
 * The query finding up to `limit` records of one list for `q`, best first: the list's own FROM, SELECT and tenant
 * scope, the declared fields' conditions, and per row the best rank and the field that gave it. Fields the list does
 * not declare are left out (the API test checks every declaration meets its list).
 */
export function searchSql<Row, Item>(
  spec: ListSpec<Row, Item>,
  scope: ListScope,
  fields: readonly SearchField[],
  q: string,
  limit: number,
  labelField?: string,
): { sql: string; params: unknown[] } | null {
  const columns = fields.flatMap(({ field, match }) => {
    const listField = fieldOf(spec, field);
    return listField && listField.type === 'text' ? [columnOf(listField.sql, field, match, q)] : [];
  });
  if (columns.length === 0) return null;
  // Among equal ranks the shortest label is the closest match.
  const label = labelField ? fieldOf(spec, labelField) : undefined;
  const labelSql = label?.sql;
  // The first field (in declared order) with the best rank names the match.
  const ranks = columns.map((column) => `CASE WHEN ${column.find.sql} THEN ${column.rank.sql} ELSE 0 END`);
  const rankParams = columns.flatMap((column) => [...column.find.params, ...column.rank.params]);
  const best = ranks.length === 1 ? ranks[0] : `max(${ranks.join(', ')})`;
  const sql = `SELECT ${spec.select}, ${best} AS search_rank, ${ranks.map((rank, i) => `${rank} AS search_rank_${i}`).join(', ')}
    FROM ${spec.from} WHERE ${scope.where} AND (${columns.map((column) => column.find.sql).join(' OR ')})
    ORDER BY search_rank DESC${labelSql ? `, length(${labelSql}), ${labelSql}` : ''} LIMIT ?`;
  return {
    sql,
    params: [
      ...rankParams,
      ...rankParams,
      ...scope.params,
      ...columns.flatMap((column) => column.find.params),
      limit,
    ],
  };
}

/** Which declared field matched a found row, and how well. */
export function matchOf(
  row: Record<string, unknown>,
  fields: readonly SearchField[],
  spec: { fields: Record<string, { type: string }> },
): { field: string; match: SearchMatch } {
  const searched = fields.filter(
    ({ field }) => Object.hasOwn(spec.fields, field) && spec.fields[field]!.type === 'text',
  );
  const rank = Number(row.search_rank);
  const index = searched.findIndex((_, i) => Number(row[`search_rank_${i}`]) === rank);
  return { field: searched[Math.max(0, index)]!.field, match: RANKED[3 - rank] ?? 'contains' };
}
