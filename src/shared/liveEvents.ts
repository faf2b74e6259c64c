import type { PermissionRequirement } from './permissions';
import type { BackgroundTask } from './wire/home';

/**
 * What the Console hub pushes (SPEC §3 notification types), shared by the console's live connection and the dev
 * platform's hub. `RecordChanged` is not in SPEC's list: the dev platform's record-change events behind live lists;
 * nor is `ConfigurationChanged`: the configuration directory's runtime resources changed (a reload shows them);
 * nor `TestCallChanged`: an interactive flow test call moved on (only its tester receives it); nor `EditingChanged`: who
 * has a record open in an edit form (presence).
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
  'TestCallChanged',
  'EditingChanged',
] as const;
export type HubTarget = (typeof HUB_TARGETS)[number];

/**
 * Who may receive a hub message (issue 31.1): the permission of the REST read of the same data and the tenants that
 * read sees. `read` is an area/action pair, `'pathRead'` (the read rule of the API route named by the payload's
 * `path`: RecordChanged) or `'signedIn'`; with `owner`, the user named by the payload's `idUser` receives it too (a
 * task's owner reads it without Task/view). `scope` `'tenantTree'`: the consoles in the tenant's context and in its
 * ancestors' (their lists hold the tenant's data too); `'tenant'`: only those in the tenant's own context; `'platform'`:
 * every console (platform-wide news such as the configuration directory's files, which name nothing of a tenant).
 */
export interface HubEventRule {
  read: PermissionRequirement | 'pathRead' | 'signedIn';
  owner?: boolean;
  /** Nobody but the user named by the payload's `idUser` receives it, and only with `read` (a test call's tester). */
  ownerOnly?: boolean;
  scope: 'tenantTree' | 'tenant' | 'platform';
}

const TASK_EVENT: HubEventRule = { read: { area: 'Task', action: 'view' }, owner: true, scope: 'tenant' };
const CALL_EVENT: HubEventRule = {
  read: { area: 'OngoingConversations', action: 'view' },
  scope: 'tenantTree',
};

/** The one table the hub's send path decides delivery by; a message type without a rule cannot be declared. */
export const HUB_EVENT_RULES: Readonly<Record<HubTarget, HubEventRule>> = {
  CreateTask: TASK_EVENT,
  UpdateTask: TASK_EVENT,
  DeleteTask: TASK_EVENT,
  Notify: { read: 'signedIn', scope: 'tenant' },
  CallChanged: CALL_EVENT,
  CallRemoved: CALL_EVENT,
  RecordChanged: { read: 'pathRead', scope: 'tenantTree' },
  ConfigurationChanged: { read: 'signedIn', scope: 'platform' },
  TestCallChanged: { read: { area: 'CallScript', action: 'test' }, ownerOnly: true, scope: 'tenant' },
  // Those who may read the record, in its tenant's context and those above it (as its changes).
  EditingChanged: { read: 'pathRead', scope: 'tenantTree' },
};

export const NOTIFICATION_TYPES = ['error', 'success', 'warning', 'info'] as const;
type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** `Notify` payload: a message shown as a notification, with an optional link. */
export interface HubNotify {
  text: string;
  type: NotificationType;
  action?: { label: string; url: string };
}

/**
 * `RecordChanged` payload: the API path of the list (without `/api` or `/nlp`), the record id when known, what
 * happened, and the API the path is under (absent: the core API under `/api`).
 */
export interface RecordChange {
  path: string;
  base?: 'core' | 'nlp';
  id: string | null;
  type: 'created' | 'updated' | 'deleted';
}

/** A task event (`CreateTask`, `UpdateTask`, `DeleteTask`); each carries the task (DeleteTask: at least its id). */
export type TaskEvent =
  | { type: 'CreateTask'; task: BackgroundTask }
  | { type: 'UpdateTask'; task: BackgroundTask }
  | { type: 'DeleteTask'; task: Pick<BackgroundTask, 'id'> };
