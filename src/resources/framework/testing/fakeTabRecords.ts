import type { Identifier, RaRecord } from 'react-admin';
import type { TabRecordMethods } from '../../../providers/tabCalls';
import { findTab } from '../../schema/tabs';
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
 * The fake twins of the tab calls: tab records kept in memory per record and tab, saves checked against the tab
 * form's validators, suggestions that differ from the seeded values.
 */
export function createFakeTabCalls(deps: FakeTabDeps): TabRecordMethods {
  const store = new Map<string, Record<string, unknown>>(
    Object.entries(structuredClone(deps.tabRecords ?? {})),
  );
  const tabOf = (resource: string, id: Identifier, path: string) => {
    const { config } = deps.resolve(resource);
    deps.find(resource, id);
    const tab = findTab(config.detail.tabs, path)?.tab;
    if (!tab) throw new Error(`Resource "${config.name}" has no tab "${path}"`);
    const key = `${config.name}:${tab.path}:${String(id)}`;
    if (!store.has(key)) store.set(key, seedTabRecord(config, tab, 0));
    return { config, tab, record: store.get(key)! };
  };

  return {
    getTabRecord: async (resource, params) => {
      deps.log('getTabRecord', resource, params);
      return { data: structuredClone(tabOf(resource, params.id, params.tab).record) };
    },
    saveTabRecord: async (resource, params) => {
      deps.log('saveTabRecord', resource, params);
      const { config, tab, record } = tabOf(resource, params.id, params.tab);
      deps.validate(tabResource(config, tab), tab.form?.inputs ?? [], params.data);
      // A form without a source of its own edits the shown record.
      const target = tab.source ? record : deps.find(resource, params.id);
      return { data: structuredClone(Object.assign(target, params.data)) };
    },
    suggestTabValues: async (resource, params) => {
      deps.log('suggestTabValues', resource, params);
      const { config, tab } = tabOf(resource, params.id, params.tab);
      const suggested = seedTabRecord(config, tab, 1);
      const inputs = new Set(tab.form?.inputs.map((input) => input.source.split('.')[0]));
      return { data: Object.fromEntries(Object.entries(suggested).filter(([name]) => inputs.has(name))) };
    },
  };
}
