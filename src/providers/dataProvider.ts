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
import type { ApiCall, ResourceConfig } from '../resources/types';
import { getPath } from '../utils/getPath';
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
}

/**
 * Creates a react-admin data provider driven by resource configurations: each method maps to the configured call,
 * list queries send page/pageSize/sort/order and a JSON `filter`. Resources are looked up by route or name.
 */
export function createDataProvider({ resources, httpClient, apiUrls }: DataProviderDeps): DataProvider {
  const resolve = (resource: string) => {
    const config = resources.find((item) => item.route === resource || item.name === resource);
    if (!config) throw new Error(`Unknown resource "${resource}"`);
    return config;
  };

  const call = async (
    config: ResourceConfig,
    kind: 'list' | 'get' | 'create' | 'update' | 'delete',
    options: {
      id?: Identifier;
      query?: URLSearchParams;
      body?: unknown;
      meta?: RequestMeta;
      signal?: AbortSignal;
    },
  ) => {
    const spec: ApiCall | undefined = config.api[kind];
    if (!spec) throw new Error(`Resource "${config.name}" does not support ${kind}`);
    const path = spec.path.replace('{id}', encodeURIComponent(String(options.id ?? '')));
    const query = options.query?.toString();
    const url = `${apiUrls[config.api.base]}${path}${query ? `?${query}` : ''}`;
    const { json } = await httpClient(url, {
      method: spec.method,
      body: options.body,
      silent: options.meta?.silent,
      signal: options.signal,
    });
    return json;
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

  const getList = async (resource: string, params: Partial<GetListParams>) => {
    const config = resolve(resource);
    const json = await call(config, 'list', {
      query: listQuery(params),
      meta: params.meta,
      signal: params.signal,
    });
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
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      (await getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      })) as GetManyReferenceResult<R>,
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
  };
}

/** Query of a list call: page, pageSize, sort, order and the filter as a JSON object (omitted when empty). */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('pageSize', String(pagination.perPage));
  }
  if (sort?.field) {
    query.set('sort', sort.field);
    query.set('order', sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  const cleanFilter = Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (Object.keys(cleanFilter).length > 0) query.set('filter', JSON.stringify(cleanFilter));
  return query;
}
