import type { Identifier, RaRecord } from 'react-admin';
import { compositeId, splitCompositeId, type PlaceholderValues } from '../resources/schema/placeholders';
import type { ResourceConfig } from '../resources/types';
import { getPath } from '../shared/getPath';

/** Route parameters of the page a call comes from (`{ app: 'voice', idTenant: '7' }`), passed in `meta.params`. */
export type RouteParamValues = Readonly<Record<string, string | undefined>>;

type KeyConfig = Pick<ResourceConfig, 'key'>;

const NUMERIC_TYPES = ['number', 'reference', 'duration'];

/** The key field values of a react-admin id: the id itself, or the parts of a composite id. */
export function keyValues(config: KeyConfig, id: Identifier): Record<string, unknown> {
  return config.key.length > 1 ? splitCompositeId(String(id), config.key) : { [config.key[0] ?? 'id']: id };
}

/** The route parameters that have a value (an optional one left out of the address has none). */
export const routeValues = (params: RouteParamValues | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );

/**
 * What the `{placeholders}` of a call can name: the record's fields, the route parameters, the key fields and `id`
 * (later ones win: the id the caller asked for beats a stale record).
 */
export function placeholderValues(
  config: KeyConfig,
  { id, record, params }: { id?: Identifier; record?: object; params?: RouteParamValues },
): PlaceholderValues {
  return {
    ...record,
    ...routeValues(params),
    ...(id === undefined ? {} : { ...keyValues(config, id), id }),
  };
}

/**
 * The filter a list call sends: the user's filters, the list's permanent `filter` and the route parameters named in
 * `routeFilters` (as numbers when the filtered field is numeric; the address only carries text).
 */
export function listFilter(
  config: Pick<ResourceConfig, 'list' | 'fields'>,
  filter: Record<string, unknown> | undefined,
  params: RouteParamValues | undefined,
  permanent = true,
): Record<string, unknown> {
  const fromRoute = Object.entries(config.list.routeFilters).flatMap(([param, name]) => {
    const value = params?.[param];
    if (value === undefined || value === '') return [];
    const type = config.fields.find((field) => field.source === name)?.type ?? 'text';
    const numeric = NUMERIC_TYPES.includes(type) && value.trim() !== '' && Number.isFinite(Number(value));
    return [[name, numeric ? Number(value) : value] as const];
  });
  return { ...filter, ...(permanent ? config.list.filter : {}), ...Object.fromEntries(fromRoute) };
}

/** The react-admin record of an API item: `id` is the id field's value, or the composite id of the key fields. */
export function toRecord(config: Pick<ResourceConfig, 'name' | 'idField' | 'key'>, value: unknown): RaRecord {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`Resource "${config.name}": the API answered without a record`);
  }
  const record = value as Record<string, unknown>;
  const id =
    config.key.length > 1
      ? compositeId(config.key.map((name) => getPath(record, name)))
      : (record[config.idField] as Identifier);
  return { ...record, id };
}
