import type { Identifier, RaRecord } from 'react-admin';
import type { DownloadedFile } from '../../../providers/runAction';
import { getPath } from '../../../shared/getPath';
import { matches } from '../../schema/conditions';
import type { ActionConfig, ResourceConfig } from '../../types';

/** What an action runs on: one record, a row of a related list on the shown record, or selected ids. */
export interface ActionTarget {
  /** Record and row actions: the record the action belongs to (`{id}`). */
  id?: Identifier;
  /** Bulk actions: the selected ids. */
  ids?: Identifier[];
  /** The record the action runs on; for a row action, the row. */
  record?: RaRecord;
  /** Row actions: the shown record (`$parent.…` in conditions, `{parent.…}` in calls). */
  parent?: RaRecord;
  /** How confirmations and notifications name the record (`%{record}`): its representation. */
  title?: string;
}

const titleOf = (config: Pick<ResourceConfig, 'representation'>, record: RaRecord) => {
  const value = getPath(record, config.representation);
  return value === undefined || value === null ? undefined : String(value);
};

/** A record action's target: the record itself. */
export const recordTarget = (config: ResourceConfig, record: RaRecord): ActionTarget => ({
  id: record.id,
  record,
  title: titleOf(config, record),
});

/** A row action's target: the row (named after its own resource) on the shown record `parent`. */
export const rowTarget = (rowConfig: ResourceConfig, row: RaRecord, parent: RaRecord): ActionTarget => ({
  id: parent.id,
  record: row,
  parent,
  title: titleOf(rowConfig, row),
});

/** The record conditions and typed confirmations read: the record, or the row with the shown record as `$parent`. */
export function conditionSubject(target: ActionTarget): Record<string, unknown> | undefined {
  if (!target.record) return undefined;
  return target.parent ? { ...target.record, $parent: target.parent } : target.record;
}

/** Whether an action shows on its target (`visibleWhen`) and can be used there (`enabledWhen`). */
export function actionState(action: ActionConfig, target: ActionTarget) {
  const subject = conditionSubject(target);
  return {
    visible: !subject || !action.visibleWhen || matches(action.visibleWhen, subject),
    enabled: !subject || !action.enabledWhen || matches(action.enabledWhen, subject),
  };
}

/** The value a typed confirmation asks for (the record's `typeField`), or undefined when none is asked. */
export function typedValue(action: ActionConfig, target: ActionTarget): string | undefined {
  const field = action.confirm?.typeField;
  if (!field) return undefined;
  const value = getPath(conditionSubject(target), field);
  return value === undefined || value === null ? '' : String(value);
}

/** Arguments of an action's texts: `%{record}` (the record's name), `%{name}` (the resource's), `%{smart_count}`. */
export function messageArgs(
  translate: (key: string, options?: Record<string, unknown>) => string,
  config: ResourceConfig,
  target: ActionTarget,
) {
  const count = target.ids?.length ?? 1;
  return {
    smart_count: count,
    name: translate(config.label, { smart_count: count }),
    record: target.title ?? '',
  };
}

/** Whether an action's answer is a file (a `download` action's). */
export const isDownloadedFile = (value: unknown): value is DownloadedFile =>
  typeof value === 'object' && value !== null && (value as DownloadedFile).blob instanceof Blob;
