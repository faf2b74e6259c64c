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
import { fillPath, type PlaceholderValues } from '../resources/schema/placeholders';
import type { ApiBase, ApiCall, HttpMethod, ResourceConfig } from '../resources/types';
import { getPath } from '../shared/getPath';
import { listQuery } from '../shared/listQuery';
import type { ExistsResponse } from '../shared/wire/common';
import { createApiRequest } from './api/apiRequest';
import { createAreaApis, type AreaApis } from './api/areaApis';
import { lookupOptions, type FieldDataCalls } from './fieldDataCalls';
import type { HttpClient } from './httpClient';
import { createResolveAlias } from './resolveAlias';
import { listFilter, placeholderValues, toRecord, type RouteParamValues } from './resourceCalls';
import { ifMatch, withoutVersion, withVersion } from './recordVersion';
import { createRunAction, type RunActionParams } from './runAction';
import { createTabCalls, type TabRecordMethods } from './tabCalls';
import { toConsoleRegistry, type RegistrySource } from '../resources/framework/consoleRegistry';

export interface DataProviderDeps {
  /** The completed configurations, or a registry that downloads them on first need. */
  resources: RegistrySource;
  httpClient: HttpClient;
  /** Base URLs from the runtime configuration. */
  apiUrls: Record<ResourceConfig['api']['base'], string>;
}

/** Per-call options a caller can pass in `meta`. */
export interface RequestMeta {
  /** Do not notify on failure (SPEC §8). */
  silent?: boolean;
  /**
   * getManyReference: a dedicated list path with `{id}` (a related list's `apiPath`) instead of list + filter;
   * create: a filled path to post to instead of the create call (a related list's create in context).
   */
  apiPath?: string;
  /** Route parameters of the page (`{ app, idTenant }`): they fill `{placeholders}` and the list's route filters. */
  params?: RouteParamValues;
  /**
   * A picker (a reference input) searches every record: the list page's permanent filter (flows' and campaigns' root
   * folder) is no part of it.
   */
  picker?: boolean;
}

/**
 * The console's data provider: react-admin's methods and the custom calls of the resource framework, plus the area
 * API modules (`AreaApis`); every call the console makes goes through it.
 */
export interface ConsoleDataProvider extends DataProvider, TabRecordMethods, FieldDataCalls, AreaApis {
  /**
   * Runs a configured action: a record action (`id`), a row action of a related list (`id`, `rowId`, the row as
   * `record`, the shown record as `parent`) or a bulk action (`ids`); answers its data or, for `download`
   * actions, a `DownloadedFile`.
   */
  runAction(resource: string, params: RunActionParams): Promise<{ data: unknown }>;
  /** Fetches a secret field's value through its `reveal` call; null when the record has none. */
  revealSecret(
    resource: string,
    params: { id: Identifier; source: string },
  ): Promise<{ data: string | null }>;
  /**
   * The own id of the record an old alias names (a conversation's numeric dial-log id): through the detail's
   * `aliasLookup` call (SPEC §7 guid to id), else by reading the record by the alias.
   */
  resolveAlias(resource: string, params: { id: Identifier }): Promise<{ data: Identifier }>;
  /** Asks a `unique` validator's endpoint whether a value is taken (the edited record itself excluded). */
  checkExists(
    resource: string,
    params: { path: string; param?: string; value: string; excludeId?: Identifier },
  ): Promise<{ data: boolean }>;
  /** A call of a configured page's block: a path of the core or NLP API belonging to no resource. */
  callPath(params: PathCallParams): Promise<{ data: unknown }>;
}

export interface PathCallParams {
  base: ApiBase;
  method: HttpMethod;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The caller shows failures in place (SPEC §8): no notification. */
  silent?: boolean;
}

type CallKind = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
/**
 * Creates the data provider driven by resource configurations: each method maps to the configured call, its
 * `{placeholders}` filled from the id (or the composite key's values), the route parameters in `meta.params` and the
 * record; list queries send paging, sorting and filters (plus the list's permanent and route filters) the way the
 * resource's `api.list.query` says. Resources are found by route or name. The area API modules are composed in after
 * the generic methods.
 */
export function createDataProvider({
  resources,
  httpClient,
  apiUrls,
}: DataProviderDeps): ConsoleDataProvider {
  const registry = toConsoleRegistry(resources);
  // A resource's configuration comes with its area; only calls about a resource whose area is not in yet wait.
  // Without waiting once loaded: a list call then reaches `fetch` in its caller's task (see `userNow`).
  const resolveNow = (resource: string) => registry.config(resource);
  const resolve = async (resource: string) => {
    const config = resolveNow(resource) ?? (await registry.loadConfig(resource));
    if (!config) throw new Error(`Unknown resource "${resource}"`);
    return config;
  };

  const request = (
    config: { api: { base: ApiBase } },
    spec: ApiCall,
    options: {
      values?: PlaceholderValues;
      query?: URLSearchParams;
      body?: unknown;
      meta?: RequestMeta;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    },
  ) => {
    const path = fillPath(spec.path, options.values ?? {});
    const query = options.query?.toString();
    return httpClient(`${apiUrls[config.api.base]}${path}${query ? `?${query}` : ''}`, {
      method: spec.method,
      body: options.body,
      headers: options.headers,
      silent: options.meta?.silent,
      signal: options.signal,
    });
  };
  const send = async (...args: Parameters<typeof request>) => (await request(...args)).json;
  const call = (config: ResourceConfig, kind: CallKind, options: Parameters<typeof send>[2]) => {
    const spec = config.api[kind];
    if (!spec) throw new Error(`Resource "${config.name}" does not support ${kind}`);
    return request(config, spec, options);
  };
  const core = { api: { base: 'core' as const } };
  const values = (config: ResourceConfig, id?: Identifier, record?: object, meta?: RequestMeta) =>
    placeholderValues(config, { id, record, params: meta?.params });

  const getOne = async (resource: string, id: Identifier, meta?: RequestMeta, signal?: AbortSignal) => {
    const config = await resolve(resource);
    const { json, headers } = await call(config, 'get', {
      values: values(config, id, undefined, meta),
      meta,
      signal,
    });
    return withVersion(toRecord(config, getPath(json, config.api.get.dataPath ?? '')), headers);
  };

  const getList = async (
    resource: string,
    params: Partial<GetListParams>,
    path?: { id: Identifier; apiPath: string },
  ) => {
    const config = resolveNow(resource) ?? (await resolve(resource));
    const meta = params.meta as RequestMeta | undefined;
    const filter = listFilter(config, params.filter, meta?.params, !meta?.picker);
    const options = {
      query: listQuery({ ...params, filter }, config.api.list.query),
      meta,
      signal: params.signal,
    };
    const json = path
      ? await send(
          config,
          { method: config.api.list.method, path: path.apiPath },
          { ...options, values: { ...values(config, undefined, undefined, meta), id: path.id } },
        )
      : (await call(config, 'list', { ...options, values: values(config, undefined, undefined, meta) })).json;
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
      const config = await resolve(resource);
      const apiPath = (params.meta as RequestMeta | undefined)?.apiPath;
      const options = {
        values: values(config, undefined, params.data, params.meta),
        body: withoutVersion(params.data),
        meta: params.meta,
      };
      const json = apiPath
        ? await send(config, { method: 'POST', path: apiPath }, options)
        : (await call(config, 'create', options)).json;
      return { data: toRecord(config, getPath(json, config.api.create?.dataPath ?? '')) } as CreateResult<R>;
    },
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
      const config = await resolve(resource);
      const body = withoutVersion(params.data);
      // The version the form started from: the platform refuses the write (412) when the record changed meanwhile.
      const { json, headers } = await call(config, 'update', {
        values: values(config, params.id, params.previousData, params.meta),
        body,
        meta: params.meta,
        headers: ifMatch(params.previousData),
      });
      // An update answering 204 keeps the sent data as the new record.
      const answered = getPath(json, config.api.update?.dataPath ?? '');
      const record = answered ?? {
        ...withoutVersion(params.previousData),
        ...body,
        [config.idField]: params.id,
      };
      return { data: withVersion(toRecord(config, record), headers) } as UpdateResult<R>;
    },
    updateMany: async (resource: string, params: UpdateManyParams) => {
      const config = await resolve(resource);
      await Promise.all(
        params.ids.map((id) =>
          call(config, 'update', {
            values: values(config, id, undefined, params.meta),
            body: withoutVersion(params.data),
            meta: params.meta,
          }),
        ),
      );
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      const config = await resolve(resource);
      await call(config, 'delete', {
        values: values(config, params.id, params.previousData, params.meta),
        meta: params.meta,
      });
      return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      const config = await resolve(resource);
      await Promise.all(
        params.ids.map((id) =>
          call(config, 'delete', { values: values(config, id, undefined, params.meta), meta: params.meta }),
        ),
      );
      return { data: params.ids };
    },

    runAction: createRunAction({ resolve, httpClient, apiUrls }),
    resolveAlias: createResolveAlias({ resolve, httpClient, apiUrls, getOne }),
    revealSecret: async (resource, { id, source }) => {
      const config = await resolve(resource);
      const field = config.fields.find((item) => item.source === source);
      if (field?.type !== 'secret' || !field.reveal) throw new Error(`Field "${source}" cannot be revealed`);
      const json = await send(config, field.reveal, { values: values(config, id) });
      const value = getPath(json, field.reveal.dataPath ?? '');
      return { data: typeof value === 'string' && value !== '' ? value : null };
    },
    checkExists: async (resource, { path, param = 'name', value, excludeId }) => {
      const config = await resolve(resource);
      const query = new URLSearchParams({ [param]: value });
      if (excludeId !== undefined) query.set('excludeId', String(excludeId));
      const json = (await send(
        config,
        { method: 'GET', path },
        { query, meta: { silent: true } },
      )) as ExistsResponse;
      return { data: json?.exists === true };
    },
    getLookup: async (path, fields) => ({
      data: lookupOptions(await send(core, { method: 'GET', path }, {}), fields),
    }),
    getChartData: async (resource, { path, query }) => ({
      data: await send(
        await resolve(resource),
        { method: 'GET', path },
        { query: new URLSearchParams(query) },
      ),
    }),
    callPath: async ({ base, method, path, query, body, silent }) => ({
      data: await send(
        { api: { base } },
        { method, path },
        { query: new URLSearchParams(query), body, meta: { silent } },
      ),
    }),
    ...createTabCalls(resolve, request),
    ...createAreaApis(createApiRequest(httpClient, apiUrls)),
  };
}
