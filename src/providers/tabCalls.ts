import type { Identifier } from 'react-admin';
import { fillBody, type PlaceholderValues } from '../resources/schema/placeholders';
import { findTab } from '../resources/schema/tabs';
import type { ApiCall, DetailTab, ResourceConfig } from '../resources/types';
import { getPath } from '../shared/getPath';
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
  /** Saves the tab form: `form.call` (by default `PUT` to the source path) with the form's values. */
  saveTabRecord(
    resource: string,
    params: TabCallParams & { data: Record<string, unknown> },
  ): Promise<{ data: unknown }>;
  /** Values suggested for the tab form (`form.suggest`, e.g. recommended monitoring); nothing is saved. */
  suggestTabValues(resource: string, params: TabCallParams): Promise<{ data: Record<string, unknown> }>;
}

type Send = (
  config: ResourceConfig,
  spec: ApiCall,
  options: { values: PlaceholderValues; body?: unknown; meta?: TabCallMeta },
) => Promise<unknown>;

const objectOr = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The tab calls over the data provider's resolver and sender. */
export function createTabCalls(
  resolve: (resource: string) => Promise<ResourceConfig>,
  send: Send,
): TabRecordMethods {
  const context = async (resource: string, { id, tab, record, meta }: TabCallParams) => {
    const config = await resolve(resource);
    const found = findTab(config.detail.tabs, tab)?.tab;
    if (!found) throw new Error(`Resource "${config.name}" has no tab "${tab}"`);
    return { config, tab: found, values: placeholderValues(config, { id, record, params: meta?.params }) };
  };
  const sourceOf = (config: ResourceConfig, tab: DetailTab) => {
    if (!tab.source) throw new Error(`Tab "${tab.path}" of "${config.name}" has no record of its own`);
    return tab.source;
  };
  const formOf = (config: ResourceConfig, tab: DetailTab) => {
    if (!tab.form) throw new Error(`Tab "${tab.path}" of "${config.name}" has no form`);
    return tab.form;
  };

  return {
    getTabRecord: async (resource, params) => {
      const { config, tab, values } = await context(resource, params);
      const source = sourceOf(config, tab);
      const json = await send(config, { method: 'GET', path: source.path }, { values, meta: params.meta });
      return { data: objectOr(getPath(json, source.dataPath)) };
    },
    saveTabRecord: async (resource, params) => {
      const { config, tab, values } = await context(resource, params);
      const form = formOf(config, tab);
      // The schema requires a call path on a form without a source.
      const path = form.call.path ?? sourceOf(config, tab).path;
      const json = await send(
        config,
        { method: form.call.method, path },
        { values, body: params.data, meta: params.meta },
      );
      return { data: json };
    },
    suggestTabValues: async (resource, params) => {
      const { config, tab, values } = await context(resource, params);
      const suggest = formOf(config, tab).suggest;
      if (!suggest) throw new Error(`Tab "${tab.path}" of "${config.name}" suggests no values`);
      const method = suggest.method ?? 'GET';
      const body = method === 'GET' ? undefined : fillBody(suggest.body ?? {}, values);
      const json = await send(config, { method, path: suggest.path }, { values, body, meta: params.meta });
      return { data: objectOr(getPath(json, suggest.dataPath ?? '')) };
    },
  };
}
