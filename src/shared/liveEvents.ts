import type { BackgroundTask } from './wire/home';

/**
 * What the Console hub pushes (SPEC §3 notification types), shared by the console's live connection and the dev
 * platform's hub. `RecordChanged` is not in SPEC's list: the dev platform's record-change events behind live lists;
 * nor is `ConfigurationChanged`: the configuration directory's runtime resources changed (a reload shows them).
 */
export const HUB_TARGETS = [
  'CreateTask',
  'UpdateTask',
  'DeleteTask',
  'Notify',
  'CallChanged',
  'CallRemoved',
  'RecordChanged',
  'ConfigurationChanged',
] as const;
export type HubTarget = (typeof HUB_TARGETS)[number];

export const NOTIFICATION_TYPES = ['error', 'success', 'warning', 'info'] as const;
type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** `Notify` payload: a message shown as a notification, with an optional link. */
export interface HubNotify {
  text: string;
  type: NotificationType;
  action?: { label: string; url: string };
}

/** `RecordChanged` payload: the API path of the list (without `/api`), the record id when known, what happened. */
export interface RecordChange {
  path: string;
  id: string | null;
  type: 'created' | 'updated' | 'deleted';
}

/** A task event (`CreateTask`, `UpdateTask`, `DeleteTask`); each carries the task (DeleteTask: at least its id). */
export type TaskEvent =
  | { type: 'CreateTask'; task: BackgroundTask }
  | { type: 'UpdateTask'; task: BackgroundTask }
  | { type: 'DeleteTask'; task: Pick<BackgroundTask, 'id'> };
