import { parseUserJson, type JsonLimits } from '../../src/shared/jsonShape';
import { MAX_PAGE_SIZE, parseIsoInstant } from '../../src/shared/listQuery';
import type { ListResponse } from '../../src/shared/wire/common';
import type { Db } from '../db/database';
import { badRequest } from './apiError';
import { listBase, onlyReferences, type ListBase } from './listBase';
import { groupedPageRowids, type SortGroups } from './listGroups';
import { pageRowids, type PageQuery } from './listPaging';
import { cachedPage, cachedTotal, listStatement } from './listTotals';

type FilterType = 'text' | 'number' | 'boolean';

/** Declares how a list endpoint pages, sorts, searches and filters one SQL source. */
export interface ListSpec<Row, Item> {
  /** FROM clause including joins, e.g. `tenant t LEFT JOIN tenant p ON p.id = t.id_parent_tenant`. */
  from: string;
  /** Selected columns, e.g. `t.id, t.name, p.name AS parent_name`. */
  select: string;
  /** API field name → SQL expression, for sorting and filtering. */
  fields: Record<string, ListField>;
  /** SQL expressions searched (LIKE, case-insensitive) by the `q` filter. */
  search: string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** A stable tiebreaker so pages never overlap, e.g. `t.id`. */
  tiebreaker: string;
  toItem(row: Row): Item;
}

/**
 * A field lists sort and filter by. `match` replaces the default `sql IN (…)` filter for values that need their own
 * condition (bit flags, a relation, "no folder").
 */
export interface ListField {
  sql: string;
  type: FilterType;
  sortable?: boolean;
  filterable?: boolean;
  match?: (value: unknown) => { sql: string; params: unknown[] };
  /** Sorts by groups of the base table's rows (a joined name, a small set of values): see `listGroups.ts`. */
  groups?: SortGroups;
}

export interface ListScope {
  where: string;
  params: unknown[];
}

const isBaseColumn = (sql: string, base: ListBase) => sql.trim().startsWith(`${base.alias}.`);

/** Lists whose filters name a result column: SQLite resolves those only with the whole FROM and SELECT. */
const notOnBase = new WeakSet<object>();

/** Runs a server-side paged, sorted and filtered query from `page, pageSize, sort, order, filter` parameters. */
export function runList<Row, Item>(
  db: Db,
  spec: ListSpec<Row, Item>,
  query: Record<string, unknown>,
  scope: ListScope,
): ListResponse<Item> {
  const page = intParam(query.page, 1, 'page', 1, Number.MAX_SAFE_INTEGER);
  const pageSize = intParam(query.pageSize, 25, 'pageSize', 1, MAX_PAGE_SIZE);
  const sortField = typeof query.sort === 'string' && query.sort !== '' ? query.sort : spec.defaultSort.field;
  const sortDef = fieldOf(spec, sortField);
  if (!sortDef || sortDef.sortable === false) throw badRequest(`Cannot sort by '${sortField}'`);
  const order =
    query.order === undefined || query.order === '' ? spec.defaultSort.order : String(query.order);
  if (order !== 'ASC' && order !== 'DESC') throw badRequest(`order must be ASC or DESC`);

  const { where: whereSql, params } = whereOfFilter(spec, parseFilter(query.filter), scope);
  const orderBy = `${sortDef.sql} ${order}, ${spec.tiebreaker} ${order}`;
  // Filtering, counting and paging on the base table alone when its joins only add names (see listBase.ts) and the
  // sort is one of its columns (not a result column's alias or an aggregate) or sorts by groups (see listGroups.ts).
  const base = notOnBase.has(spec) ? null : listBase(db, spec.from);
  const filtersBase = base !== null && onlyReferences(whereSql, base.alias);
  const defaultSql = fieldOf(spec, spec.defaultSort.field)?.sql ?? '';
  const grouped =
    filtersBase && sortDef.groups && isBaseColumn(defaultSql, base) && isBaseColumn(spec.tiebreaker, base)
      ? sortDef.groups
      : undefined;
  const onBase =
    filtersBase &&
    (grouped !== undefined ||
      ([sortDef.sql, spec.tiebreaker].every((sql) => isBaseColumn(sql, base)) &&
        onlyReferences(`${sortDef.sql} ${spec.tiebreaker}`, base.alias)))
      ? base
      : null;
  const countSql = `SELECT COUNT(*) FROM ${onBase ? `${onBase.table} ${onBase.alias}` : spec.from} WHERE ${whereSql}`;
  let counted: ReturnType<typeof cachedTotal>;
  try {
    counted = cachedTotal(db, countSql, params);
  } catch (error) {
    if (!onBase || !/no such column/.test(String(error))) throw error;
    notOnBase.add(spec);
    return runList(db, spec, query, scope);
  }
  const { total, tables } = counted;
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { items: [], total };
  const pageSql = `SELECT ${spec.select} FROM ${spec.from} WHERE ${whereSql} ORDER BY ${orderBy}`;
  const rows = cachedPage(db, pageSql, [...params, offset, pageSize], (): Row[] => {
    if (!onBase)
      return listStatement(db, `${pageSql} LIMIT ? OFFSET ?`).all(...params, pageSize, offset) as Row[];
    const paging: Omit<PageQuery, 'sort' | 'tiebreaker'> = {
      base: onBase,
      where: whereSql,
      params,
      order,
      offset,
      limit: pageSize,
      tables,
    };
    const rowids = grouped
      ? groupedPageRowids(db, { ...paging, groups: grouped, sort: defaultSql, tiebreaker: spec.tiebreaker })
      : pageRowids(db, { ...paging, sort: sortDef.sql, tiebreaker: spec.tiebreaker });
    // The page's rows with their joined names, in the order found: a handful of primary-key lookups, whatever the
    // depth.
    return listStatement(
      db,
      `SELECT ${spec.select} FROM ${spec.from}
       WHERE ${onBase.alias}.rowid IN (SELECT value FROM json_each(?))
       ORDER BY instr(?, ',' || ${onBase.alias}.rowid || ',')`,
    ).all(JSON.stringify(rowids), `,${rowids.join(',')},`) as Row[];
  });
  // Copies: a cached row must come out the same however `toItem` treats its argument.
  return { items: rows.map((row) => spec.toItem({ ...row })), total };
}

/** Most values one filter may list: SQLite binds at most 32,766 parameters per statement. */
export const MAX_FILTER_VALUES = 1000;

/** A declared list field by API name; client names are data (`constructor` is not a field). */
export function fieldOf<Row, Item>(spec: ListSpec<Row, Item>, name: string): ListField | undefined {
  return Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

/**
 * The WHERE clause of a list filter (validated here: 400 for unknown fields and bad values), shared by the list
 * call and the export's snapshot so both read exactly the same rows.
 */
export function whereOfFilter<Row, Item>(
  spec: ListSpec<Row, Item>,
  filter: Record<string, unknown>,
  scope: ListScope,
): { where: string; params: unknown[] } {
  const where = [scope.where];
  const params = [...scope.params];
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'q') {
      if (typeof value !== 'string') throw badRequest(`Filter 'q' must be text`);
      if (value.trim() === '' || spec.search.length === 0) continue;
      where.push(`(${spec.search.map((expr) => `${expr} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      const pattern = `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(...spec.search.map(() => pattern));
      continue;
    }
    const field = fieldOf(spec, name);
    if (!field || field.filterable === false) throw badRequest(`Cannot filter by '${name}'`);
    if (Array.isArray(value) && value.length > MAX_FILTER_VALUES)
      throw badRequest(`Filter '${name}' lists more than ${MAX_FILTER_VALUES} values`);
    if (field.match) {
      const condition = field.match(value);
      where.push(condition.sql);
      params.push(...condition.params);
      continue;
    }
    if (isRangeObject(value)) {
      const range = dateRange(value, field.type, name);
      for (const [bound, limit] of Object.entries(range)) {
        where.push(`${field.sql} ${bound === 'gte' ? '>=' : '<'} ?`);
        params.push(limit);
      }
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) continue;
    where.push(`${field.sql} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values.map((v) => coerce(v, field.type, name)));
  }
  return { where: where.join(' AND '), params };
}

const isRangeObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A date-range filter value `{ gte?, lt? }` (ISO 8601 texts) as UTC ISO bounds: the stored dates are
 * `toISOString()` texts, so bounds are normalised to the same form and compare as text.
 */
export function dateRange(
  value: Record<string, unknown>,
  type: FilterType,
  name: string,
): { gte?: string; lt?: string } {
  const invalid = () => badRequest(`Invalid value for filter '${name}'`);
  if (type !== 'text') throw invalid();
  const range: { gte?: string; lt?: string } = {};
  for (const [key, bound] of Object.entries(value)) {
    if (key !== 'gte' && key !== 'lt') throw invalid();
    const time = parseIsoInstant(bound);
    if ((key !== 'gte' && key !== 'lt') || time === null) throw invalid();
    range[key] = new Date(time).toISOString();
  }
  return range;
}

/**
 * What lists accept as a filter: `{ field: value }` where a value is a text, number or boolean, a list of them, or a
 * `{ gte, lt }` range of them. Depth 2 (the filter, a list or range, a scalar) is exactly that shape, so the filter is
 * bounded before anything walks or coerces it (`Number()` on a deep list recurses until the stack overflows).
 */
export const FILTER_JSON_LIMITS: JsonLimits = { depth: 2, items: 10_000, nodes: 20_000 };
export const FILTER_SHAPE_ERROR =
  'filter values must be texts, numbers, booleans, lists of them or a range { gte, lt }';

/** The `filter` query parameter as an object (absent: empty); 400 for anything but a filter object of that shape. */
export function parseFilter(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') throw badRequest('filter must be a JSON object');
  const read = parseUserJson(raw, FILTER_JSON_LIMITS);
  if ('problem' in read) {
    if (read.problem.startsWith('Invalid JSON')) throw badRequest('filter must be a JSON object');
    // Named like any other field no list has.
    if (read.problem.includes('__proto__')) throw badRequest(`Cannot filter by '__proto__'`);
    throw badRequest(
      read.problem.startsWith('JSON nesting') ? FILTER_SHAPE_ERROR : `filter: ${read.problem}`,
    );
  }
  const { value } = read;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('filter must be a JSON object');
  return value as Record<string, unknown>;
}

function coerce(value: unknown, type: FilterType, name: string): string | number {
  if (type === 'boolean') {
    if (value === true || value === 'true' || value === 1) return 1;
    if (value === false || value === 'false' || value === 0) return 0;
  } else if (type === 'number') {
    // Numbers and numeric texts only: `Number()` would take `true`, `[5]` or `null` as numbers.
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (Number.isFinite(n) && value !== '') return n;
  } else if (typeof value === 'string' || typeof value === 'number') {
    return String(value);
  }
  throw badRequest(`Invalid value for filter '${name}'`);
}

function intParam(raw: unknown, fallback: number, name: string, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}
