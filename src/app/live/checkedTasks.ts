import type { BackgroundTask } from '../../shared/wire/home';
import { LOCAL_STORAGE_KEYS, readLocalStorage, writeLocalStorage } from '../../utils/storageKeys';

/** What is stored per checked task: its id and the status it had when the user saw it. */
export interface CheckRecord {
  id: number;
  status: number;
}

/** Reads the stored check records; an unreadable or hand-edited value counts as none. */
export function readCheckRecords(storage?: Storage): CheckRecord[] {
  try {
    const value: unknown = JSON.parse(readLocalStorage(LOCAL_STORAGE_KEYS.checkedTasks, storage) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (record): record is CheckRecord =>
        typeof record === 'object' &&
        record !== null &&
        Number.isSafeInteger((record as CheckRecord).id) &&
        Number.isSafeInteger((record as CheckRecord).status),
    );
  } catch {
    return [];
  }
}

/** SPEC §4: a task is checked only if a stored record matches its id AND its current status. */
export function isTaskChecked(task: Pick<BackgroundTask, 'id' | 'status'>, records: readonly CheckRecord[]) {
  return records.some((record) => record.id === task.id && record.status === task.status);
}

/** The number of unchecked tasks (the bell's badge). */
export function countUnchecked(tasks: readonly BackgroundTask[], records: readonly CheckRecord[]): number {
  return tasks.filter((task) => !isTaskChecked(task, records)).length;
}

/**
 * Marks the listed tasks checked in their current status. Records of tasks no longer listed are dropped, so the
 * entry stays as small as the list.
 */
export function checkTasks(tasks: readonly BackgroundTask[], storage?: Storage): CheckRecord[] {
  const records = tasks.map(({ id, status }) => ({ id, status }));
  writeLocalStorage(LOCAL_STORAGE_KEYS.checkedTasks, JSON.stringify(records), storage);
  return records;
}
