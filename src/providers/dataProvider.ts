import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { DEFAULT_LIST_QUERY } from '../resources/defineResource';
import type { ApiBase, ApiCall, ListQueryMapping, ResourceConfig } from '../resources/types';
import type { ExistsResponse } from '../types/api';
import { getPath } from '../utils/getPath';
import { createApiRequest } from './api/apiRequest';
import { createAreaApis, type AreaApis } from './api/areaApis';
import type { HttpClient } from './httpClient';

export interface DataProviderDeps {
  resources: readonly ResourceConfig[];
  httpClient: HttpClient;
  /** Base URLs from the runtime configuration. */
  apiUrls: Record<ResourceConfig['api']['base'], string>;
}

/** Per-call options a caller can pass in `meta`. */
export interface RequestMeta {
  /** Do not notify on failure (SPEC §8). */
  silent?: boolean;
  /** getManyReference: a dedicated list path with `{id}` (a related list's `apiPath`) instead of list + filter. */
  apiPath?: string;
}

/**
 * The console's data provider: react-admin's methods and the custom calls of the resource framework, plus the
 * area API modules (`AreaApis`); every call the console makes goes through it.
 */
export interface ConsoleDataProvider extends DataProvider, AreaApis {
  /** Runs a configured record action (`id`) or bulk action (`ids`, sent in the body) and returns the answer. */
  runAction(
    resource: string,
    params: {
      action: string;
      id?: Identifier;
      ids?: Identifier[];
      data?: Record<string, unknown>;
      meta?: RequestMeta;
    },
  ): Promise<{ data: unknown }>;
  /** Fetches a secret field's value through its `reveal` call; null when the record has none. */
  revealSecret(
    resource: string,
    params: { id: Identifier; source: string },
  ): Promise<{ data: string | null }>;
  /** Asks a `unique` validator's endpoint whether a value is taken (the edited record itself excluded). */
  checkExists(
    resource: string,
    params: { path: string; param?: string; value: string; excludeId?: Identifier },
  ): Promise<{ data: boolean }>;
}

type CallKind = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * Creates the data provider driven by resource configurations: each method maps to the configured call, list
 * queries send paging, sorting and filters the way the resource's `api.list.query` says. Resources are found by
 * route or name. The area API modules are composed in after the generic methods.
 */
export function createDataProvider({
  resources,
  httpClient,
  apiUrls,
}: DataProviderDeps): ConsoleDataProvider {
  const resolve = (resource: string) => {
    const config =
      resources.find((item) => item.route === resource) ?? resources.find((item) => item.name === resource);
    if (!config) throw new Error(`Unknown resource "${resource}"`);
    return config;
  };

  const send = async (
    config: { api: { base: ApiBase } },
    spec: ApiCall,
    options: {
      id?: Identifier;
      query?: URLSearchParams;
      body?: unknown;
      meta?: RequestMeta;
      signal?: AbortSignal;
    },
  ) => {
    const path = spec.path.replace('{id}', encodeURIComponent(String(options.id ?? '')));
    const query = options.query?.toString();
    const { json } = await httpClient(`${apiUrls[config.api.base]}${path}${query ? `?${query}` : ''}`, {
      method: spec.method,
      body: options.body,
      silent: options.meta?.silent,
      signal: options.signal,
    });
    return json;
  };
  const call = (config: ResourceConfig, kind: CallKind, options: Parameters<typeof send>[2]) => {
    const spec = config.api[kind];
    if (!spec) throw new Error(`Resource "${config.name}" does not support ${kind}`);
    return send(config, spec, options);
  };

  const toRecord = (config: ResourceConfig, value: unknown): RaRecord => {
    if (typeof value !== 'object' || value === null) {
      throw new Error(`Resource "${config.name}": the API answered without a record`);
    }
    const record = value as Record<string, unknown>;
    return { ...record, id: record[config.idField] as Identifier };
  };

  const getOne = async (resource: string, id: Identifier, meta?: RequestMeta, signal?: AbortSignal) => {
    const config = resolve(resource);
    const json = await call(config, 'get', { id, meta, signal });
    return toRecord(config, getPath(json, config.api.get.dataPath ?? ''));
  };

  const getList = async (
    resource: string,
    params: Partial<GetListParams>,
    path?: { id: Identifier; apiPath: string },
  ) => {
    const config = resolve(resource);
    const options = {
      query: listQuery(params, config.api.list.query),
      meta: params.meta,
      signal: params.signal,
    };
    const json = path
      ? await send(
          config,
          { method: config.api.list.method, path: path.apiPath },
          { ...options, id: path.id },
        )
      : await call(config, 'list', options);
    const items = getPath(json, config.api.list.itemsPath);
    const total = getPath(json, config.api.list.totalPath);
    if (!Array.isArray(items) || typeof total !== 'number') {
      throw new Error(
        `Resource "${config.name}": expected items at "${config.api.list.itemsPath}" and a total at "${config.api.list.totalPath}"`,
      );
    }
    return { data: items.map((item) => toRecord(config, item)), total };
  };

  // react-admin's methods are generic in the record type; the API shape is only known at run time, hence the casts.
  return {
    supportAbortSignal: true,
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      (await getList(resource, params)) as GetListResult<R>,
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams) =>
      ({ data: await getOne(resource, params.id, params.meta, params.signal) }) as GetOneResult<R>,
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams) =>
      ({
        data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.meta, params.signal))),
      }) as GetManyResult<R>,
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const apiPath = (params.meta as RequestMeta | undefined)?.apiPath;
      const result = apiPath
        ? await getList(resource, params, { id: params.id, apiPath })
        : await getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      return result as GetManyReferenceResult<R>;
    },
    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const config = resolve(resource);
      const json = await call(config, 'create', { body: params.data, meta: params.meta });
      return { data: toRecord(config, getPath(json, config.api.create?.dataPath ?? '')) } as CreateResult<R>;
    },
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
      const config = resolve(resource);
      const json = await call(config, 'update', { id: params.id, body: params.data, meta: params.meta });
      // An update answering 204 keeps the sent data as the new record.
      const answered = getPath(json, config.api.update?.dataPath ?? '');
      const record = answered ?? { ...params.previousData, ...params.data, [config.idField]: params.id };
      return { data: toRecord(config, record) } as UpdateResult<R>;
    },
    updateMany: async (resource: string, params: UpdateManyParams) => {
      const config = resolve(resource);
      await Promise.all(
        params.ids.map((id) => call(config, 'update', { id, body: params.data, meta: params.meta })),
      );
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      const config = resolve(resource);
      await call(config, 'delete', { id: params.id, meta: params.meta });
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      const config = resolve(resource);
      await Promise.all(params.ids.map((id) => call(config, 'delete', { id, meta: params.meta })));
      return { data: params.ids };
    },

    runAction: async (resource, { action, id, ids, data, meta }) => {
      const config = resolve(resource);
      const spec = config.actions.find((item) => item.name === action);
      if (!spec) throw new Error(`Resource "${config.name}" has no action "${action}"`);
      const body = spec.scope === 'bulk' ? { ...data, ids: ids ?? [] } : data;
      const json = await send(config, spec.call, {
        id,
        body: spec.call.method === 'GET' ? undefined : (body ?? {}),
        meta,
      });
      return { data: getPath(json, spec.call.dataPath ?? '') ?? null };
    },
    revealSecret: async (resource, { id, source }) => {
      const config = resolve(resource);
      const field = config.fields.find((item) => item.source === source);
      if (field?.type !== 'secret' || !field.reveal) throw new Error(`Field "${source}" cannot be revealed`);
      const value = getPath(await send(config, field.reveal, { id }), field.reveal.dataPath ?? '');
      return { data: typeof value === 'string' && value !== '' ? value : null };
    },
    checkExists: async (resource, { path, param = 'name', value, excludeId }) => {
      const config = resolve(resource);
      const query = new URLSearchParams({ [param]: value });
      if (excludeId !== undefined) query.set('excludeId', String(excludeId));
      const json = (await send(
        config,
        { method: 'GET', path },
        { query, meta: { silent: true } },
      )) as ExistsResponse;
      return { data: json?.exists === true };
    },
    ...createAreaApis(createApiRequest(httpClient, apiUrls)),
  };
}

/**
 * Query of a list call: page, page size, sort, order and the filter (one JSON parameter or one parameter per filter),
 * named as `mapping` says; empty filter values are dropped.
 */
export function listQuery(
  { pagination, sort, filter }: Partial<GetListParams>,
  mapping: ListQueryMapping = DEFAULT_LIST_QUERY,
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
  const entries = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== '');
  if (mapping.filterStyle === 'params') {
    for (const [key, value] of entries)
      query.set(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  } else if (entries.length > 0) {
    query.set(mapping.filter, JSON.stringify(Object.fromEntries(entries)));
  }
  return query;
}
