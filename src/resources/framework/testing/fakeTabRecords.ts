import type { Identifier, RaRecord } from 'react-admin';
import { tabCall, tabContext, type TabCallParams, type TabRecordMethods } from '../../../providers/tabCalls';
import { fillPath } from '../../schema/placeholders';
import type { DetailTab, InputConfig, ResourceConfig } from '../../types';
import { seedRecords } from './seedFactories';

/** What the fake tab calls need from the fake data provider. */
export interface FakeTabDeps {
  resolve: (resource: string) => { config: ResourceConfig };
  /** The shown record; throws the fake's 404 when it does not exist. */
  find: (resource: string, id: Identifier) => RaRecord;
  log: (method: string, resource: string, params: unknown) => void;
  /** Answers invalid input like the server (400 with `errors`). */
  validate: (config: ResourceConfig, inputs: readonly InputConfig[], data: Record<string, unknown>) => void;
  /** Tab records by `{resource name}:{tab path}:{id}`; the others are seeded from the tab's source fields. */
  tabRecords?: Record<string, Record<string, unknown>>;
}

/** The resource as seen by a tab with its own record: the tab's fields instead of the resource's. */
const tabResource = (config: ResourceConfig, tab: DetailTab): ResourceConfig => ({
  ...config,
  fields: tab.source?.fields ?? config.fields,
});

/** A seeded record of the tab's own fields only (seeding adds the resource's id). */
function seedTabRecord(config: ResourceConfig, tab: DetailTab, index: number): Record<string, unknown> {
  const resource = tabResource(config, tab);
  const record = seedRecords(resource, index + 1)[index] ?? {};
  const declared = new Set(resource.fields.map((field) => field.source.split('.')[0]));
  return Object.fromEntries(Object.entries(record).filter(([name]) => declared.has(name)));
}

/**
 * The fake twins of the tab calls, built like the real ones (`tabCall`: the same errors for a tab without a source,
 * form or suggestion, and every placeholder of the call filled, route parameters included): tab records kept in
 * memory per record and tab, saves checked against the tab form's validators, suggestions that differ from the
 * seeded values.
 */
export function createFakeTabCalls(deps: FakeTabDeps): TabRecordMethods {
  const store = new Map<string, Record<string, unknown>>(
    Object.entries(structuredClone(deps.tabRecords ?? {})),
  );
  const tabOf = (resource: string, params: TabCallParams, kind: 'get' | 'save' | 'suggest') => {
    const { config } = deps.resolve(resource);
    const shown = deps.find(resource, params.id);
    const { tab, values } = tabContext(config, { ...params, record: params.record ?? shown });
    fillPath(tabCall(config, tab, kind, values).spec.path, values);
    const key = `${config.name}:${tab.path}:${String(params.id)}`;
    if (!store.has(key)) store.set(key, seedTabRecord(config, tab, 0));
    return { config, tab, record: store.get(key)! };
  };

  return {
    getTabRecord: async (resource, params) => {
      deps.log('getTabRecord', resource, params);
      return { data: structuredClone(tabOf(resource, params, 'get').record) };
    },
    saveTabRecord: async (resource, params) => {
      deps.log('saveTabRecord', resource, params);
      const { config, tab, record } = tabOf(resource, params, 'save');
      deps.validate(tabResource(config, tab), tab.form?.inputs ?? [], params.data);
      // A form without a source of its own edits the shown record.
      const target = tab.source ? record : deps.find(resource, params.id);
      return { data: structuredClone(Object.assign(target, params.data)) };
    },
    suggestTabValues: async (resource, params) => {
      deps.log('suggestTabValues', resource, params);
      const { config, tab } = tabOf(resource, params, 'suggest');
      const suggested = seedTabRecord(config, tab, 1);
      const inputs = new Set(tab.form?.inputs.map((input) => input.source.split('.')[0]));
      return { data: Object.fromEntries(Object.entries(suggested).filter(([name]) => inputs.has(name))) };
    },
  };
}
