import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { resourceMessages } from '../../../i18n/resourceMessages';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import type { BackgroundTask } from '../../../types/api';
import { getPath } from '../../../utils/getPath';
import type { InputConfig, ResourceConfig } from '../../types';
import { checkOf } from '../../validation/validators';
import { createFakeAreaApis, type FakeAreaOptions } from './api/fakeAreaApis';
import { seedRecords, type SeedFactory } from './seedFactories';

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

const texts = resourceMessages.validation as Record<string, string>;
const render = (key: string, args: Record<string, unknown> = {}) =>
  (texts[key.replace(/^validation\./, '')] ?? key).replace(/%\{(\w+)\}/g, (_, name: string) =>
    String(args[name]),
  );

/** The server's answer to invalid input: the form's declared validators, with the SPEC §5 English messages. */
function fieldErrors(
  config: ResourceConfig,
  inputs: readonly InputConfig[] | undefined,
  data: Record<string, unknown>,
  partial = false,
) {
  const errors: Record<string, string> = {};
  for (const input of inputs ?? []) {
    // Updates may send some fields only, like the platform's PUT endpoints accept.
    if (!input.submit || (partial && getPath(data, input.source) === undefined)) continue;
    // Typed-date rules concern what the user types; date fields arrive in wire format (ISO).
    const type = config.fields.find((field) => field.source === input.source)?.type;
    for (const spec of input.validate) {
      if (spec.name === 'unique') continue;
      if ((type === 'date' || type === 'datetime') && (spec.name === 'date' || spec.name === 'optionalDate'))
        continue;
      const failure = checkOf(spec)(getPath(data, input.source), data);
      if (failure) {
        errors[input.source] = render(failure.message, failure.args);
        break;
      }
    }
  }
  if (Object.keys(errors).length > 0)
    throw new HttpError('Error (400) - Validation failed', 400, {
      status: 400,
      error: 'Validation failed',
      errors,
    });
}

function matches(record: RaRecord, config: ResourceConfig, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (key === 'q') {
      const text = String(wanted).toLowerCase();
      return config.fields.some(
        (field) =>
          ['text', 'longText', 'email'].includes(field.type) &&
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

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));

/**
 * A data provider for QA and component tests, built from resource configurations and seed factories: every
 * resource renders with plausible data and no server. Lists page, sort and filter (`q` = text search) in memory;
 * create and update answer invalid input like the server (400 with `errors` and the SPEC §5 messages).
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
    store.set(resource.name, structuredClone(records));
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
    const record = resolve(key).records.find((item) => String(item.id) === String(id));
    if (!record) throw new HttpError('Error (404) - Not found', 404, { status: 404, error: 'Not found' });
    return record;
  };
  const nextId = (records: RaRecord[]) => Math.max(0, ...records.map((record) => Number(record.id) || 0)) + 1;

  const list = (
    key: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
    },
  ) => {
    const { config, records } = resolve(key);
    let rows = records.filter((record) => matches(record, config, params.filter ?? {}));
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

  const provider: FakeDataProvider = {
    calls,
    recordsOf: (key) => structuredClone(resolve(key).records),
    getList: async (resource, params) => (log('getList', resource, params), list(resource, params)) as never,
    getOne: async (resource, params) =>
      (log('getOne', resource, params), { data: structuredClone(find(resource, params.id)) }) as never,
    getMany: async (resource, params) => {
      log('getMany', resource, params);
      return { data: params.ids.map((id) => structuredClone(find(resource, id))) } as never;
    },
    getManyReference: async (resource, params) => {
      log('getManyReference', resource, params);
      return list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never;
    },
    create: async (resource, params) => {
      log('create', resource, params);
      const { config, records } = resolve(resource);
      fieldErrors(config, config.form.create, params.data);
      const id = nextId(records);
      const record = { ...params.data, [config.idField]: id, id } as RaRecord;
      records.push(record);
      return { data: structuredClone(record) } as never;
    },
    update: async (resource, params) => {
      log('update', resource, params);
      const { config } = resolve(resource);
      fieldErrors(config, config.form.edit, params.data, true);
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
      const { records } = resolve(resource);
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
      const { config, records } = resolve(resource);
      const action = config.actions.find((item) => item.name === params.action);
      if (!action) throw new Error(`Resource "${config.name}" has no action "${params.action}"`);
      if (action.scope === 'bulk') return { data: { updated: params.ids?.length ?? 0 } };
      const record = find(resource, params.id!);
      fieldErrors(config, action.form, params.data ?? {});
      if (action.onSuccess === 'openResult') {
        const id = nextId(records);
        const copy = { ...structuredClone(record), [config.idField]: id, id };
        records.push(copy);
        return { data: structuredClone(copy) };
      }
      if (action.onSuccess === 'showResult') {
        const value = `fake-${action.name}-${String(record.id)}`;
        return { data: action.resultPath ? { [action.resultPath]: value } : value };
      }
      const submitted = Object.fromEntries(
        Object.entries(params.data ?? {}).filter(([key]) =>
          action.form.some((input) => input.source === key && input.submit),
        ),
      );
      return { data: structuredClone(Object.assign(record, submitted)) };
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
    ...createFakeAreaApis(resources, options, {
      tasks,
      rowsAt: (path) => {
        const listed = resources.find((item) => item.api.list.path === path);
        return listed ? (store.get(listed.name)?.length ?? 0) : 0;
      },
      log: (method, params) => log(method, '', params),
    }),
  };
  return provider;
}
