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

/**
 * How a CSV export writes a column's cells, as the list shows them: dates in the console time zone (en-GB), durations
 * as mm:ss, enumerations and flags by their translated labels; `text` writes the value (lists joined with ', ').
 */
export type ExportCellType = 'text' | 'date' | 'datetime' | 'duration' | 'enum' | 'flags';

/** One exported column: the list item's value at `source`, headed by the list's own translated `label`. */
export interface ExportColumn {
  source: string;
  label: string;
  type?: ExportCellType;
  /** `enum` and `flags`: the label of each value (bit values for flags). */
  choices?: { value: string | number | boolean; label: string }[];
}

/** `POST /home/exports`: a list call's path, its current filter and sort, and how to write each column. */
export interface ExportRequest {
  path: string;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  columns?: ExportColumn[];
  /** IANA zone the dates are written in (the console time zone); UTC when absent. */
  timeZone?: string;
}

/** Hub notification targets (SPEC §3). */
export type HubTarget =
  | 'CreateTask'
  | 'UpdateTask'
  | 'DeleteTask'
  | 'Notify'
  | 'CallChanged'
  | 'CallRemoved'
  // Not in SPEC's list: the dev platform's record-change events behind live lists (react-admin's realtime contract).
  | 'RecordChanged';

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

/** A user as listed and shown by the core API (never with its password or API secret). */
export interface User {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  idTenant: number;
  tenantName: string;
  enabled: boolean;
  timezone: string | null;
  twoFactorEnabled: boolean;
  hasApiSecret: boolean;
  roleIds: number[];
  roleNames: string[];
  passwordChanged: string;
  passwordExpires: string | null;
  created: string;
  lastLogin: string | null;
}

/** Body of creating a user; the user belongs to the tenant context unless `idTenant` names one below it. */
export interface UserCreate {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone?: string | null;
  password: string;
  timezone?: string | null;
  enabled?: boolean;
  idTenant?: number;
  roleIds?: number[];
}

export type UserUpdate = Partial<
  Pick<User, 'firstname' | 'lastname' | 'email' | 'phone' | 'timezone' | 'enabled'>
>;

/** Answer of generating or revealing a user's API secret. */
export interface ApiSecretResponse {
  secret: string;
}

/** A permission group (role) with its permission map (SPEC §6). */
export interface Role {
  id: number;
  name: string;
  description: string;
  idTenant: number;
  tenantName: string;
  permissions: PermissionMap;
  userCount: number;
  created: string;
}

/** One permission area and its actions, as the platform's catalogue lists them. */
export interface PermissionArea {
  area: string;
  actions: string[];
}

/** `GET /api/administration/permission-areas`. */
export interface PermissionAreasResponse {
  items: PermissionArea[];
}

/** A language of the platform-wide catalogue; the counts are of the tenant context. */
export interface Language {
  id: number;
  code: string;
  name: string;
  ttsVoice: string | null;
  enabled: boolean;
  created: string;
  flowCount: number;
  grammarCount: number;
}

export type GrammarKind = 'keywords' | 'regex' | 'srgs';

/** A grammar of the tenant context. */
export interface Grammar {
  id: number;
  name: string;
  description: string;
  kind: GrammarKind;
  content: string;
  idLanguage: number | null;
  languageName: string | null;
  flowCount: number;
  created: string;
  updated: string;
}

/** `GET …/exists?name=`: whether a name is taken in the tenant context. */
export interface ExistsResponse {
  exists: boolean;
}

/** A tag of the tenant context. */
export interface Tag {
  id: number;
  name: string;
  colour: string;
  flowCount: number;
  created: string;
}

/** An audit log entry; `action` is the SPEC §3 audit action (READ 1 … OTHER 5). */
export interface AuditEntry {
  id: number;
  time: string;
  action: number;
  entity: string;
  entityId: string | null;
  detail: string;
  idUser: number | null;
  username: string | null;
  idTenant: number;
  tenantName: string;
  ipAddress: string | null;
}

/** The signed-in user's console preferences (e.g. chosen list columns), a free JSON object kept per user. */
export type UserPreferences = Record<string, unknown>;
