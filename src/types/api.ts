/**
 * Wire types shared by the console and the embedded dev platform.
 * The dev platform imports them with `import type` only; the console never imports the dev platform.
 */

/** Area → allowed actions; the value -1 grants every action of that area (SPEC §6). */
export type PermissionMap = Record<string, string[] | -1>;

/** Runtime configuration served at `/config.json`; everything environment-specific lives here. */
export interface RuntimeConfig {
  coreApiUrl: string;
  nlpApiUrl: string;
  hubUrl: string;
  sso: {
    authority: string;
    clientId: string;
    scope: string;
    redirectPath: string;
    silentRedirectPath: string;
    postLogoutRedirectPath: string;
  };
  /** Extra JSON resource files for ops (issue: configuration-driven resources). */
  resources?: string[];
}

/** Error body of every failed core/NLP API call. */
export interface ApiErrorBody {
  status: number;
  error: string;
  /** Field-level messages for validation failures, keyed by field name. */
  errors?: Record<string, string>;
}

/** A page of items as returned by list endpoints. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}

export interface TenantRef {
  id: number;
  name: string;
}

export type PasswordExpirationType = 'NEVER' | 'WARNING' | 'RESTRICTION' | 'BLOCK';

/** The signed-in user (SPEC §3). */
export interface SignedInUser {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  tenant: TenantRef;
  idTenant: number;
  tenantsForContextSwitch: TenantRef[];
  consolePreference: { timezone: string | null };
  passwordExpiration: { type: PasswordExpirationType; expiresAt: string | null; warnDays: number };
  permissions: PermissionMap;
}

/** `GET` user info answer: the value holds the user. */
export interface UserInfoResponse {
  value: SignedInUser;
}

export interface ThemeSetting {
  content: string;
  lastUpdate: string | null;
}

/** Application configuration (SPEC §3). */
export interface ApplicationConfiguration {
  conversations: boolean;
  fullText: boolean;
  ongoingConversations: boolean;
  theme: ThemeSetting;
}

/** Job/task status (SPEC §3): NEW 0, RUNNING 1, DONE 2, ERROR 3, CANCELED 4. */
export enum TaskStatus {
  NEW = 0,
  RUNNING = 1,
  DONE = 2,
  ERROR = 3,
  CANCELED = 4,
}

/** Background task (SPEC §3); the `checked` flag is kept by the console only. */
export interface BackgroundTask {
  id: number;
  name: string;
  description: string;
  created: string;
  status: TaskStatus;
  /** 0–100 while running. */
  progress: number;
  /** Download or detail path offered when the task is done. */
  resultUrl: string | null;
  idTenant: number;
  idUser: number | null;
}

/** Hub notification targets (SPEC §3). */
export type HubTarget = 'CreateTask' | 'UpdateTask' | 'DeleteTask' | 'Notify' | 'CallChanged' | 'CallRemoved';

export type NotificationType = 'error' | 'success' | 'warning' | 'info';

export interface HubNotify {
  text: string;
  type: NotificationType;
  action?: { label: string; url: string };
}

/** Tenant as listed and shown by the core API. */
export interface Tenant {
  id: number;
  name: string;
  code: string;
  idParentTenant: number | null;
  parentName: string | null;
  enabled: boolean;
  twoFactorRequired: boolean;
  channels: number;
  timezone: string;
  contactEmail: string | null;
  website: string | null;
  created: string;
  userCount: number;
  lineCount: number;
}

/** A flow (call script) as listed by the core API. */
export interface FlowSummary {
  id: number;
  name: string;
  description: string;
  idFolder: number | null;
  folderName: string | null;
  language: string | null;
  version: number;
  channels: number;
  tags: string[];
  createdBy: string | null;
  created: string;
  modified: string;
}
