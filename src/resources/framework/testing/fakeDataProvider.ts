import { areaMessages } from '../../../i18n/areaMessages';
import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider, PathCallParams, RequestMeta } from '../../../providers/dataProvider';
import { listFilter, placeholderValues, toRecord } from '../../../providers/resourceCalls';
import type { BackgroundTask } from '../../../shared/wire/home';
import { getPath } from '../../../shared/getPath';
import { actionFormRules, formRules, inputRules } from '../../schema/formRules';
import type { ResourceConfig } from '../../types';
import { validateValues, type FormRules } from '../../../shared/validation/validators';
import { createFakeTabCalls } from './fakeTabRecords';
import { fakeRunAction } from './fakeRunAction';
import type { LookupOption } from '../../../providers/fieldDataCalls';
import { LOOKUP_SEED_SIZE, lookupSeedLabel } from '../../field-types/reference';
import { fakeChartData } from './fakeChartData';
import { createFakeAreaApis, type FakeAreaOptions } from './api/fakeAreaApis';
import { seedRecords, type SeedFactory } from './seedFactories';
import { checkCall, compare, matches, paramsOf } from './fakeCalls';

/** The resource whose records are the background tasks (the bell's overview and exports use them too). */
const TASKS_RESOURCE = 'tasks';

export interface FakeDataProviderOptions extends FakeAreaOptions {
  /** The resources it serves (usually the registry). */
  resources: readonly ResourceConfig[];
  /** Records per resource name; resources without any get `count` seeded ones. */
  records?: Record<string, RaRecord[]>;
  /** How many records to seed per resource without explicit records (default 30). */
  counts?: Record<string, number>;
  /** Per-resource factories adding or overriding seeded values. */
  factories?: Record<string, SeedFactory>;
  /** Records of tabs with their own source, by `{resource name}:{tab path}:{id}` (others are seeded). */
  tabRecords?: Record<string, Record<string, unknown>>;
  /** Options of lookups by path; other lookups answer five seeded options (`Option 1`…). */
  lookups?: Record<string, LookupOption[]>;
  /** Answers of chart calls; without one, points are generated from the chart sections that call the path. */
  chartData?: (path: string, query: Record<string, string>) => unknown;
  /** Answers of configured pages' calls (`callPath`); without it, every call answers `{}`. A throw is the failure. */
  pathCalls?: (params: PathCallParams) => unknown;
}

/** A call the fake received, for assertions. */
export interface FakeCall {
  method: string;
  resource: string;
  params: unknown;
}

export interface FakeDataProvider extends ConsoleDataProvider {
  /** The current records of a resource (after creates, updates and deletes). */
  recordsOf(resource: string): RaRecord[];
  calls: FakeCall[];
}

/** The server's answer to invalid input: the same rules the server checks, with the SPEC §5 English messages. */
function assertValid(rules: FormRules, data: Record<string, unknown>, partial = false) {
  const errors = validateValues(rules, data, { partial });
  if (Object.keys(errors).length > 0)
    throw new HttpError('Error (400) - Validation failed', 400, {
      status: 400,
      error: 'Validation failed',
      errors,
    });
}

/** The English singular name of a resource ('Flow' from 'Flow |||| Flows'), for error texts like the server's. */
function singularName(config: ResourceConfig): string {
  const names = areaMessages.resources as Record<string, { name?: string }>;
  const own = config.messages?.name;
  const name = typeof own === 'string' ? own : (names[config.name]?.name ?? config.name);
  return name.split('||||')[0].trim();
}

/**
 * A data provider for QA and component tests, built from resource configurations and seed factories: every
 * resource renders with plausible data and no server. Lists page, sort and filter (`q` = text search; the list's
 * permanent and route filters too) in memory; records of composite keys get their composite ids; create and update
 * answer invalid input like the server (400 with `errors` and the SPEC §5 messages).
 */
export function createFakeDataProvider(options: FakeDataProviderOptions): FakeDataProvider {
  const { resources } = options;
  const store = new Map<string, RaRecord[]>();
  const calls: FakeCall[] = [];
  const counts = (name: string) => options.counts?.[name] ?? 30;
  const referenceCounts = Object.fromEntries(
    resources.map((resource) => [resource.name, counts(resource.name)]),
  );
  for (const resource of resources) {
    const records =
      options.records?.[resource.name] ??
      seedRecords(resource, counts(resource.name), {
        referenceCounts,
        factory: options.factories?.[resource.name],
      });
    // Records of composite keys get their ids as the real data provider derives them.
    const copies = structuredClone(records);
    store.set(
      resource.name,
      resource.key.length > 1 ? copies.map((record) => toRecord(resource, record)) : copies,
    );
  }
  // Given tasks are the tasks resource's records too: the bell and the tasks list show the same tasks.
  const tasks = (
    store.has(TASKS_RESOURCE) && !options.tasks
      ? store.get(TASKS_RESOURCE)!
      : structuredClone(options.tasks ?? [])
  ) as BackgroundTask[];
  if (store.has(TASKS_RESOURCE)) store.set(TASKS_RESOURCE, tasks as unknown as RaRecord[]);
  const resolve = (key: string) => {
    const config =
      resources.find((item) => item.route === key) ?? resources.find((item) => item.name === key);
    if (!config) throw new Error(`Unknown resource "${key}"`);
    return { config, records: store.get(config.name)! };
  };
  const log = (method: string, resource: string, params: unknown) => calls.push({ method, resource, params });
  const find = (key: string, id: Identifier) => {
    const { config, records } = resolve(key);
    const record = records.find((item) => String(item.id) === String(id));
    if (!record) {
      // Worded like the platform: 404 `{ status: 404, error: 'Flow not found' }`.
      const error = `${singularName(config)} not found`;
      throw new HttpError(`Error (404) - ${error}`, 404, { status: 404, error });
    }
    return record;
  };
  const nextId = (records: RaRecord[]) => Math.max(0, ...records.map((record) => Number(record.id) || 0)) + 1;

  const list = (
    key: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
      meta?: RequestMeta;
      /** A related list's shown record (`{id}` of its `apiPath`). */
      id?: Identifier;
    },
  ) => {
    const { config, records } = resolve(key);
    const values = placeholderValues(config, { params: params.meta?.params });
    checkCall(config, 'list', params.id === undefined ? values : { ...values, id: params.id }, params.meta);
    const filter = listFilter(config, params.filter, params.meta?.params);
    let rows = records.filter((record) => matches(record, config, filter));
    if (params.sort?.field) {
      const direction = params.sort.order === 'DESC' ? -1 : 1;
      const field = params.sort.field;
      rows = [...rows].sort(
        (a, b) => direction * compare(getPath(a, field), getPath(b, field)) || compare(a.id, b.id),
      );
    }
    const { page = 1, perPage = rows.length || 1 } = params.pagination ?? {};
    return { data: structuredClone(rows.slice((page - 1) * perPage, page * perPage)), total: rows.length };
  };

  const runAction = fakeRunAction({
    resolve,
    find,
    nextId,
    checkForm: (config, action, data) => assertValid(actionFormRules(config, action.name), data),
  });

  const provider: FakeDataProvider = {
    calls,
    recordsOf: (key) => structuredClone(resolve(key).records),
    getList: async (resource, params) => (log('getList', resource, params), list(resource, params)) as never,
    getOne: async (resource, params) => {
      log('getOne', resource, params);
      const { config } = resolve(resource);
      checkCall(config, 'get', placeholderValues(config, { id: params.id, params: paramsOf(params.meta) }));
      return { data: structuredClone(find(resource, params.id)) } as never;
    },
    getMany: async (resource, params) => {
      log('getMany', resource, params);
      return { data: params.ids.map((id) => structuredClone(find(resource, id))) } as never;
    },
    getManyReference: async (resource, params) => {
      log('getManyReference', resource, params);
      // A related list's own path (`apiPath`) is filled like the real call; its rows are the target's matches.
      return list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never;
    },
    create: async (resource, params) => {
      log('create', resource, params);
      const { config, records } = resolve(resource);
      const values = placeholderValues(config, { record: params.data, params: paramsOf(params.meta) });
      checkCall(config, 'create', values, params.meta);
      assertValid(formRules(config, 'create'), params.data);
      const id = nextId(records);
      const record = { ...params.data, [config.idField]: id, id } as RaRecord;
      records.push(record);
      return { data: structuredClone(record) } as never;
    },
    update: async (resource, params) => {
      log('update', resource, params);
      const { config } = resolve(resource);
      const { id, previousData, meta } = params;
      checkCall(
        config,
        'update',
        placeholderValues(config, { id, record: previousData, params: paramsOf(meta) }),
      );
      assertValid(formRules(config, 'edit'), params.data, true);
      const record = Object.assign(find(resource, params.id), params.data);
      return { data: structuredClone(record) } as never;
    },
    updateMany: async (resource, params) => {
      log('updateMany', resource, params);
      params.ids.forEach((id) => Object.assign(find(resource, id), params.data));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      log('delete', resource, params);
      const { config, records } = resolve(resource);
      const { id, previousData, meta } = params;
      checkCall(
        config,
        'delete',
        placeholderValues(config, { id, record: previousData, params: paramsOf(meta) }),
      );
      const record = find(resource, params.id);
      records.splice(records.indexOf(record), 1);
      return { data: record } as never;
    },
    deleteMany: async (resource, params) => {
      log('deleteMany', resource, params);
      const { records } = resolve(resource);
      params.ids.forEach((id) => records.splice(records.indexOf(find(resource, id)), 1));
      return { data: params.ids };
    },
    runAction: async (resource, params) => {
      log('runAction', resource, params);
      return runAction(resource, params);
    },
    resolveAlias: async (resource, params) => {
      log('resolveAlias', resource, params);
      return { data: find(resource, params.id).id };
    },
    revealSecret: async (resource, params) => {
      log('revealSecret', resource, params);
      const value = getPath(find(resource, params.id), params.source);
      return { data: typeof value === 'string' ? value : `fake-secret-${String(params.id)}` };
    },
    checkExists: async (resource, params) => {
      log('checkExists', resource, params);
      const { records } = resolve(resource);
      const taken = records.some(
        (record) =>
          String(getPath(record, params.param ?? 'name')) === params.value &&
          String(record.id) !== String(params.excludeId),
      );
      return { data: taken };
    },
    getLookup: async (path, fields) => {
      log('getLookup', '', { path, ...fields });
      const seeded = Array.from({ length: LOOKUP_SEED_SIZE }, (_, index) => ({
        id: index + 1,
        name: lookupSeedLabel(index + 1),
      }));
      return { data: structuredClone(options.lookups?.[path] ?? seeded) };
    },
    getChartData: async (resource, params) => {
      log('getChartData', resource, params);
      const query = params.query ?? {};
      const answer = options.chartData
        ? options.chartData(params.path, query)
        : fakeChartData(resolve(resource).config, params.path, query);
      return { data: structuredClone(answer) };
    },
    callPath: async (params) => {
      log('callPath', '', params);
      return { data: structuredClone(options.pathCalls ? options.pathCalls(params) : {}) };
    },
    ...createFakeTabCalls({
      resolve,
      find,
      log,
      validate: (config, inputs, data) => assertValid(inputRules(config, inputs), data),
      tabRecords: options.tabRecords,
    }),
    ...createFakeAreaApis(resources, options, {
      tasks,
      // Like the platform: any configured list can be exported, its rows counted with the export's filter.
      rowsAt: (path, filter) => {
        const listed = resources.find((item) => item.api.list.path === path);
        return listed ? list(listed.name, { filter }).total : undefined;
      },
      log: (method, params) => log(method, '', params),
    }),
  };
  return provider;
}
