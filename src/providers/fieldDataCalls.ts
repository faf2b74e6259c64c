import { getPath } from '../shared/getPath';

/** One option of a lookup (a reference without a resource of its own). */
export interface LookupOption {
  id: string | number;
  name: string;
}

/** Which fields of a lookup call's items hold the option's value and label. */
export interface LookupFields {
  valueField?: string;
  labelField?: string;
}

/** The data provider's calls for field types and charts (lookups, chart data). */
export interface FieldDataCalls {
  /** The options of a lookup: `GET path` (core API) answering `{ items }`, each item's value and label. */
  getLookup(path: string, fields?: LookupFields): Promise<{ data: LookupOption[] }>;
  /**
   * The answer of a chart's call: `GET path` of the resource's API (placeholders already filled) with `query`
   * (e.g. a date range `from`, `to`, `timeZone`).
   */
  getChartData(
    resource: string,
    params: { path: string; query?: Record<string, string> },
  ): Promise<{ data: unknown }>;
}

/** The options in a lookup call's answer `{ items }`; items without a value are left out. */
export function lookupOptions(
  answer: unknown,
  { valueField = 'id', labelField = 'name' }: LookupFields = {},
): LookupOption[] {
  const items = getPath(answer, 'items');
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const id = getPath(item, valueField);
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const label = getPath(item, labelField);
    return [{ id, name: label === undefined || label === null ? String(id) : String(label) }];
  });
}
