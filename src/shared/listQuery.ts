/**
 * How the console asks a list call for a page: page, page size, sort, order and filters, named as the API wants.
 * The core API's way (`CORE_LIST_QUERY`) is what the dev platform's list endpoints parse.
 */

/** How a list call sends paging, sorting and filters. */
export interface ListQueryMapping {
  /** Query parameter names. */
  page: string;
  pageSize: string;
  sort: string;
  order: string;
  filter: string;
  /** `json`: every filter in one JSON parameter; `params`: one query parameter per filter. */
  filterStyle: 'json' | 'params';
  /** Number of the first page (0 or 1). */
  firstPage: 0 | 1;
  orderCase: 'upper' | 'lower';
}

/** The core API's list parameters: `page` from 1, `pageSize`, `sort`, `order` (ASC/DESC), `filter` as JSON. */
export const CORE_LIST_QUERY: Readonly<ListQueryMapping> = Object.freeze({
  page: 'page',
  pageSize: 'pageSize',
  sort: 'sort',
  order: 'order',
  filter: 'filter',
  filterStyle: 'json',
  firstPage: 1,
  orderCase: 'upper',
});

/** The largest page the core API answers (`pageSize`); bigger reads page through the list. */
export const MAX_PAGE_SIZE = 500;

/** What a list asks for (react-admin's list parameters have this shape); pages count from 1. */
export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** A date-range filter value: ISO 8601 texts, the field `>= gte` and `< lt`; either bound may be left out. */
export interface DateRangeValue {
  gte?: string;
  lt?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The instant of an ISO 8601 text (a date, or a date and time with `Z` or an offset), else null. JS reads
 * 2025-02-30 as 2 March; only a real calendar date keeps its day when read back.
 */
export function parseIsoInstant(value: unknown): number | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const time = Date.parse(value);
  const day = value.slice(0, 10);
  return Number.isNaN(time) || !new Date(`${day}T00:00:00Z`).toISOString().startsWith(day) ? null : time;
}

const RANGE_KEYS = new Set(['gte', 'lt']);
const isRangeShaped = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => RANGE_KEYS.has(key));

/** Whether a filter value is a date range: an object with nothing but `gte` and `lt` ISO texts. */
export function isDateRangeValue(value: unknown): value is DateRangeValue {
  return (
    isRangeShaped(value) &&
    Object.values(value).every((bound) => bound === undefined || parseIsoInstant(bound) !== null)
  );
}

/** A filter value as sent: undefined when empty ('' or a range without bounds), a range without unset bounds. */
function sentValue(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (!isRangeShaped(value)) return value;
  const bounds = Object.entries(value).filter(([, bound]) => bound !== undefined && bound !== '');
  return bounds.length > 0 ? Object.fromEntries(bounds) : undefined;
}

/**
 * Query of a list call: page, page size, sort, order and the filter (one JSON parameter or one parameter per filter),
 * named as `mapping` says; empty filter values are dropped.
 */
export function listQuery(
  { pagination, sort, filter }: ListParams,
  mapping: ListQueryMapping = CORE_LIST_QUERY,
): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination) {
    query.set(mapping.page, String(pagination.page - 1 + mapping.firstPage));
    query.set(mapping.pageSize, String(pagination.perPage));
  }
  if (sort?.field) {
    const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
    query.set(mapping.sort, sort.field);
    query.set(mapping.order, mapping.orderCase === 'lower' ? order.toLowerCase() : order);
  }
  const entries = Object.entries(presentFilter(filter));
  if (mapping.filterStyle === 'params') {
    for (const [key, value] of entries)
      query.set(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  } else if (entries.length > 0) {
    query.set(mapping.filter, JSON.stringify(Object.fromEntries(entries)));
  }
  return query;
}

/** The filter values that are set (empty inputs are no filter), as list calls and exports send them. */
export function presentFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter ?? {})
      .map(([key, value]) => [key, sentValue(value)] as const)
      .filter(([, value]) => value !== undefined),
  );
}
