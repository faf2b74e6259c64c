import type { Identifier } from 'react-admin';
import { fillBody, type PlaceholderValues } from '../resources/schema/placeholders';
import { findTab } from '../resources/schema/tabs';
import type { ApiCall, DetailTab, ResourceConfig } from '../resources/types';
import { getPath } from '../shared/getPath';
import { RECORD_VERSION_FIELD } from '../shared/wire/recordVersion';
import { ifMatch, withoutVersion, withVersion } from './recordVersion';
import { placeholderValues, type RouteParamValues } from './resourceCalls';

/** Per-call options of the tab calls: route parameters for placeholders, quiet failures. */
export interface TabCallMeta {
  params?: RouteParamValues;
  silent?: boolean;
}

/** Which tab of which record: `tab` is the full sub-path (`advanced/monitoring`), `record` the shown record. */
export interface TabCallParams {
  id: Identifier;
  tab: string;
  record?: object;
  meta?: TabCallMeta;
}

/** The data provider methods of tabs with their own record (`source`) and edit form (`form`). */
export interface TabRecordMethods {
  /** `GET source.path` (placeholders from the shown record), the record at `source.dataPath`. */
  getTabRecord(resource: string, params: TabCallParams): Promise<{ data: Record<string, unknown> }>;
  /**
   * Saves the tab form: `form.call` (by default `PUT` to the source path) with the form's values, over `version`
   * (the tab record's version the form opened with) when given.
   */
  saveTabRecord(
    resource: string,
    params: TabCallParams & { data: Record<string, unknown>; version?: string },
  ): Promise<{ data: unknown }>;
  /** Values suggested for the tab form (`form.suggest`, e.g. recommended monitoring); nothing is saved. */
  suggestTabValues(resource: string, params: TabCallParams): Promise<{ data: Record<string, unknown> }>;
}

type Send = (
  config: ResourceConfig,
  spec: ApiCall,
  options: {
    values: PlaceholderValues;
    body?: unknown;
    meta?: TabCallMeta;
    headers?: Record<string, string>;
  },
) => Promise<{ json: unknown; headers?: Headers }>;

const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function sourceOf(config: ResourceConfig, tab: DetailTab) {
  if (!tab.source) throw new Error(`Tab "${tab.path}" of "${config.name}" has no record of its own`);
  return tab.source;
}

function formOf(config: ResourceConfig, tab: DetailTab) {
  if (!tab.form) throw new Error(`Tab "${tab.path}" of "${config.name}" has no form`);
  return tab.form;
}

/**
 * The call of a tab: `get` its own record (`GET source.path`), `save` its form (`form.call`, by default `PUT` to the
 * source path) or `suggest` values (`form.suggest`, its body template filled). Throws, like the data provider, for a
 * tab without that part; the data provider and its QA fake build their calls with it.
 */
export function tabCall(
  config: ResourceConfig,
  tab: DetailTab,
  kind: 'get' | 'save' | 'suggest',
  values: PlaceholderValues,
): { spec: ApiCall; dataPath: string; body?: unknown } {
  if (kind === 'get') {
    const source = sourceOf(config, tab);
    return { spec: { method: 'GET', path: source.path }, dataPath: source.dataPath };
  }
  const form = formOf(config, tab);
  // The schema requires a call path on a form without a source.
  if (kind === 'save')
    return {
      spec: { method: form.call.method, path: form.call.path ?? sourceOf(config, tab).path },
      dataPath: '',
    };
  const { suggest } = form;
  if (!suggest) throw new Error(`Tab "${tab.path}" of "${config.name}" suggests no values`);
  const method = suggest.method ?? 'GET';
  const body = method === 'GET' ? undefined : fillBody(suggest.body ?? {}, values);
  return { spec: { method, path: suggest.path }, dataPath: suggest.dataPath ?? '', body };
}

/** The tab and the values of its calls' placeholders: the shown record, the route parameters and the id. */
export function tabContext(config: ResourceConfig, { id, tab, record, meta }: TabCallParams) {
  const found = findTab(config.detail.tabs, tab)?.tab;
  if (!found) throw new Error(`Resource "${config.name}" has no tab "${tab}"`);
  return { tab: found, values: placeholderValues(config, { id, record, params: meta?.params }) };
}

/** The tab calls over the data provider's resolver and sender. */
export function createTabCalls(
  resolve: (resource: string) => Promise<ResourceConfig>,
  send: Send,
): TabRecordMethods {
  const run = async (
    resource: string,
    params: TabCallParams,
    kind: 'get' | 'save' | 'suggest',
    data?: unknown,
    version?: string,
  ) => {
    const config = await resolve(resource);
    const { tab, values } = tabContext(config, params);
    const { spec, dataPath, body } = tabCall(config, tab, kind, values);
    const { json, headers } = await send(config, spec, {
      values,
      body: data === undefined ? body : withoutVersion(data),
      meta: params.meta,
      headers: ifMatch(version === undefined ? undefined : { [RECORD_VERSION_FIELD]: version }),
    });
    return { data: getPath(json, dataPath), headers };
  };
  return {
    getTabRecord: async (resource, params) => {
      const { data, headers } = await run(resource, params, 'get');
      return { data: withVersion(objectOr(data), headers) };
    },
    saveTabRecord: async (resource, params) => ({
      data: (await run(resource, params, 'save', params.data, params.version)).data,
    }),
    suggestTabValues: async (resource, params) => ({
      data: objectOr((await run(resource, params, 'suggest')).data),
    }),
  };
}
