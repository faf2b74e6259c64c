import { useCallback } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { getPath } from '../../shared/getPath';
import type { ResourceConfig } from '../types';

/** What happened to records, as success notifications word it. */
export type RecordEvent = 'created' | 'updated' | 'deleted';

/** The text naming a record: its representation field (a tag's name, a user's username), if it has one. */
export function representationOf(
  config: Pick<ResourceConfig, 'representation'>,
  record: RaRecord | undefined,
): string | undefined {
  const value = record ? getPath(record, config.representation) : undefined;
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/**
 * Names records in dialog titles and success notifications through the resource's translated name, so users read
 * 'Edit: Yes/No', 'Tag "VIP" created' or '2 Tags deleted' instead of 'Edit' and 'Element created'.
 */
export function useRecordNaming(config: ResourceConfig) {
  const translate = useTranslate();
  const notify = useNotify();

  /** 'Create: Tag', 'Edit: Yes/No' ('Edit: Grammar' when the record has no representation). */
  const dialogTitle = useCallback(
    (kind: 'create' | 'edit', record?: RaRecord) =>
      translate(`framework.${kind}_title`, {
        name: representationOf(config, record) ?? translate(config.label, { smart_count: 1 }),
      }),
    [config, translate],
  );

  /** Notifies the success of an event on `records`: one record by its representation, else a count. */
  const notifyDone = useCallback(
    (event: RecordEvent, records: readonly (RaRecord | undefined)[]) => {
      const count = records.length;
      const record = count === 1 ? representationOf(config, records[0]) : undefined;
      notify(record === undefined ? `app.notifications.${event}_count` : `app.notifications.${event}`, {
        type: 'success',
        messageArgs: { name: translate(config.label, { smart_count: count }), record, smart_count: count },
      });
    },
    [config, notify, translate],
  );

  return { dialogTitle, notifyDone };
}
