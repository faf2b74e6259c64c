import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { actionRequest, type DownloadedFile, type RunActionParams } from '../../../providers/runAction';
import { getPath } from '../../../shared/getPath';
import type { ActionConfig, ResourceConfig } from '../../types';

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

/**
 * The fake data provider's `runAction`, built like the real call (`actionRequest`): bulk actions count the ids,
 * `openResult` copies the record, `showResult` answers a made-up value, `download` a small CSV file, a DELETE
 * removes the record, and any other action stores the body's declared fields on the action's record (for a row
 * action, the shown record).
 */
export function fakeRunAction({ resolve, find, nextId, checkForm }: FakeStore) {
  return async (resource: string, params: RunActionParams): Promise<{ data: unknown }> => {
    const { config, records } = resolve(resource);
    const action = config.actions.find((item) => item.name === params.action);
    if (!action) throw new Error(`Resource "${config.name}" has no action "${params.action}"`);
    if (action.scope === 'bulk') return { data: { updated: params.ids?.length ?? 0 } };
    const record = find(resource, params.id!);
    const subject = action.scope === 'row' ? params.record : record;
    const { body = {} } = actionRequest(action, { ...params, record: subject });
    checkForm(config, action, params.data ?? {});
    checkTyped(action, body, subject);
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
    const declared = Object.entries(body).filter(([key]) =>
      config.fields.some((field) => field.source === key),
    );
    return { data: structuredClone(Object.assign(record, Object.fromEntries(declared))) };
  };
}
