import type { Identifier, RaRecord } from 'react-admin';
import { getPath } from '../../shared/getPath';
import { compositeId, splitCompositeId } from '../schema/placeholders';
import type { ResourceConfig } from '../types';

/** The tab every detail opens on; empty and 'basic' sub-paths redirect to it (SPEC §2). */
export const DEFAULT_TAB = 'overview';
const DEFAULT_TAB_ALIASES = ['', 'basic'];

/** Values of a route's `:parameters` (react-router's `useParams()` or the resource's own route parameters). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What paths need of a configuration; `{ route }` alone is a resource with `detail/:id`. */
export type PathConfig = Pick<ResourceConfig, 'route'> &
  Partial<Pick<ResourceConfig, 'key'>> & { detail?: { route: string; tabs?: readonly { path: string }[] } };

/** The tab a detail opens on: overview, or the first tab of a detail without one (conversations: timeline). */
export function defaultTabOf(config: Pick<PathConfig, 'detail'>): string {
  const tabs = config.detail?.tabs ?? [];
  return tabs.length === 0 || tabs.some((tab) => tab.path === DEFAULT_TAB) ? DEFAULT_TAB : tabs[0]!.path;
}

/**
 * Fills a react-router pattern: `:name` from `values` (URL-encoded, one segment each), an optional `:name?` left
 * out when it has no value. A missing required value is an error: a link must never lead to `/billing/:app`.
 */
export function fillRoute(pattern: string, values: RouteParams): string {
  return pattern
    .split('/')
    .flatMap((part) => {
      if (!part.startsWith(':')) return [part];
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      const value = values[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`No value for :${name} in ${pattern}`);
      }
      return [encodeURIComponent(value)];
    })
    .join('/');
}

/** `/{route}`: the list page, route parameters filled from `params`. */
export function listPath(config: PathConfig, params: RouteParams = {}): string {
  return `/${fillRoute(config.route, params)}`;
}

/** The key values of a record or a react-admin id, by the names the detail route uses (`id`, or the key fields). */
export function keyParams(config: PathConfig, target: Identifier | RaRecord): Record<string, string> {
  const key = config.key ?? ['id'];
  const isRecord = typeof target === 'object' && target !== null;
  // A single key is `:id` in the default detail route, or the id field's own name in a declared one.
  if (key.length < 2) {
    const id = String(isRecord ? target.id : target);
    return { id, [key[0] ?? 'id']: id };
  }
  if (!isRecord) return splitCompositeId(String(target), key);
  return Object.fromEntries(key.map((name) => [name, String(getPath(target, name) ?? '')]));
}

/**
 * `/{route}/detail/{id}/{tab}` (or `/{route}/detail/{name}/{server}/{tab}` for a composite key): a detail tab of a
 * record or an id. Route parameters come from `params`, else from the record's fields of the same name; optional
 * ones are left out.
 */
export function detailPath(
  config: PathConfig,
  target: Identifier | RaRecord,
  tab: string = defaultTabOf(config),
  params: RouteParams = {},
): string {
  const record = typeof target === 'object' && target !== null ? stringsOf(target) : {};
  // Optional parameters narrow a list (a folder) and are no part of a detail's address (SPEC §2 `/flows/detail/…`).
  const routeValues = Object.fromEntries(
    config.route
      .split('/')
      .filter((part) => part.startsWith(':') && !part.endsWith('?'))
      .map((part) => part.slice(1))
      .map((name) => [name, params[name] ?? record[name]]),
  );
  const route = config.detail?.route ?? 'detail/:id';
  return `/${fillRoute(config.route, routeValues)}/${fillRoute(route, keyParams(config, target))}/${tab}`;
}

/**
 * The react-admin id of the record a detail address names: `:id`, or the composite id of the key's parameters;
 * undefined when one is missing.
 */
export function recordIdOf(config: PathConfig, params: RouteParams): string | undefined {
  const key = config.key ?? ['id'];
  if (key.length < 2) return params.id || params[key[0] ?? 'id'] || undefined;
  const values = key.map((name) => params[name]);
  return values.every((value) => value !== undefined && value !== '') ? compositeId(values) : undefined;
}

/** Whether a detail sub-path stands for the default tab. */
export function isDefaultTabAlias(subPath: string): boolean {
  return DEFAULT_TAB_ALIASES.includes(subPath.replace(/^\/+|\/+$/g, ''));
}

const stringsOf = (record: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([name, value]) => [name, String(value)]),
  );
