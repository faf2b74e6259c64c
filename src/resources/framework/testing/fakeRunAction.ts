import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { actionRequest, type DownloadedFile, type RunActionParams } from '../../../providers/runAction';
import { getPath } from '../../../shared/getPath';
import type { ActionConfig, DetailTab, ResourceConfig } from '../../types';

interface FakeStore {
  resolve: (resource: string) => { config: ResourceConfig; records: RaRecord[] };
  find: (resource: string, id: Identifier) => RaRecord;
  nextId: (records: RaRecord[]) => number;
  /** Throws the server's 400 answer when the data breaks the rules of the action's form. */
  checkForm: (config: ResourceConfig, action: ActionConfig, data: Record<string, unknown>) => void;
}

/** The platform's answer to a wrong typed confirmation (e.g. DELETE /administration/lines/{id} with `{ name }`). */
function checkTyped(action: ActionConfig, body: Record<string, unknown>, subject: unknown) {
  const field = action.confirm?.typeField;
  if (!field || body[field] === String(getPath(subject, field) ?? '')) return;
  throw new HttpError('Error (400) - Validation failed', 400, {
    status: 400,
    error: 'Validation failed',
    errors: { [field]: 'Value not match' },
  });
}

/** The resource of the related list whose rows offer a row action (its `rowActions`), on any tab. */
function rowResourceOf(config: ResourceConfig, action: string): string | undefined {
  const visit = (tabs: readonly DetailTab[]): string | undefined => {
    for (const tab of tabs) {
      for (const section of tab.sections)
        for (const related of section.related ?? [])
          if (related.rowActions?.includes(action)) return related.resource;
      const found = visit(tab.children);
      if (found) return found;
    }
    return undefined;
  };
  return visit(config.detail.tabs);
}

/** Fields of a body the resource declares (what a fake record can keep). */
const declaredOf = (config: ResourceConfig, body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(([key]) => config.fields.some((field) => field.source === key)),
  );

/**
 * A row action whose call names the row (`/demo-call/calls/{rowId}`) acts on the row, in its related list's
 * resource: DELETE removes it, POST adds a copy with the body's fields, other methods store them on it.
 */
function runOnRow(
  store: FakeStore,
  rowResource: string,
  params: RunActionParams,
  action: ActionConfig,
  body: Record<string, unknown>,
) {
  const { config, records } = store.resolve(rowResource);
  const row = store.find(rowResource, params.rowId!);
  if (action.call.method === 'DELETE') {
    records.splice(records.indexOf(row), 1);
    return { data: null };
  }
  if (action.call.method === 'POST') {
    const id = store.nextId(records);
    const copy = { ...structuredClone(row), ...declaredOf(config, body), [config.idField]: id, id };
    records.push(copy);
    return { data: structuredClone(copy) };
  }
  return { data: structuredClone(Object.assign(row, declaredOf(config, body))) };
}

/**
 * The fake data provider's `runAction`, built like the real call (`actionRequest`: every placeholder of the path
 * filled, route parameters included): bulk actions count the ids, `openResult` copies the record, `showResult`
 * answers a made-up value, `download` a small CSV file; a row action whose path names `{rowId}` acts on the row of
 * its related list's resource; otherwise a DELETE removes the record, and any other action stores the body's
 * declared fields on the action's record (for a row action, the shown record).
 */
export function fakeRunAction(store: FakeStore) {
  const { resolve, find, nextId, checkForm } = store;
  return async (resource: string, params: RunActionParams): Promise<{ data: unknown }> => {
    const { config, records } = resolve(resource);
    const action = config.actions.find((item) => item.name === params.action);
    if (!action) throw new Error(`Resource "${config.name}" has no action "${params.action}"`);
    if (action.scope === 'bulk') {
      actionRequest(action, params);
      return { data: { updated: params.ids?.length ?? 0 } };
    }
    const record = find(resource, params.id!);
    const subject = action.scope === 'row' ? params.record : record;
    const { body = {} } = actionRequest(action, { ...params, record: subject });
    checkForm(config, action, params.data ?? {});
    checkTyped(action, body, subject);
    const rowResource = action.scope === 'row' ? rowResourceOf(config, action.name) : undefined;
    if (rowResource && action.call.path.includes('{rowId}'))
      return runOnRow(store, rowResource, params, action, body);
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
    if (action.onSuccess === 'download') {
      const file: DownloadedFile = {
        blob: new Blob([`id,action\r\n${String(record.id)},${action.name}\r\n`], { type: 'text/csv' }),
        fileName: `${action.name}-${String(record.id)}.csv`,
      };
      return { data: file };
    }
    if (action.call.method === 'DELETE') {
      records.splice(records.indexOf(record), 1);
      return { data: null };
    }
    return { data: structuredClone(Object.assign(record, declaredOf(config, body))) };
  };
}
