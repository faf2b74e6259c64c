import type { RaRecord } from 'react-admin';
import type { RequestMeta } from '../../../providers/dataProvider';
import type { RouteParamValues } from '../../../providers/resourceCalls';
import { getPath } from '../../../shared/getPath';
import { fieldTypeOf } from '../../field-types/fieldTypeRegistry';
import { fillPath, type PlaceholderValues } from '../../schema/placeholders';
import type { ResourceConfig } from '../../types';

type CallKind = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * Builds a call's path like the real data provider and throws its errors: a resource without that call, or a
 * `{placeholder}` nothing fills (an id, a record field, a route parameter in `meta.params`). The fake then answers
 * from memory, but only calls the real one could make.
 */
export function checkCall(
  config: ResourceConfig,
  kind: CallKind,
  values: PlaceholderValues,
  meta?: RequestMeta,
): void {
  const path = meta?.apiPath ?? config.api[kind]?.path;
  if (path === undefined) throw new Error(`Resource "${config.name}" does not support ${kind}`);
  fillPath(path, values);
}

/** The route parameters of a call, for `placeholderValues`. */
export const paramsOf = (meta: unknown): RouteParamValues | undefined =>
  (meta as RequestMeta | undefined)?.params;

/** Whether a record passes a list filter (`q` = text search over searchable types; date ranges; lists of values). */
export function matches(record: RaRecord, config: ResourceConfig, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (key === 'q') {
      const text = String(wanted).toLowerCase();
      return config.fields.some(
        (field) =>
          fieldTypeOf(field).searchable &&
          String(getPath(record, field.source) ?? '')
            .toLowerCase()
            .includes(text),
      );
    }
    const value = getPath(record, key);
    if (Array.isArray(wanted)) return wanted.includes(value);
    if (typeof wanted === 'object' && wanted !== null) {
      // A date range { gte, lt } of ISO instants, like the platform's list queries.
      const { gte, lt } = wanted as { gte?: string; lt?: string };
      const time = Date.parse(String(value));
      return (!gte || time >= Date.parse(gte)) && (!lt || time < Date.parse(lt));
    }
    return value === wanted;
  });
}

export const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));
