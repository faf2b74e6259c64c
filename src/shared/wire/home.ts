import type { TaskStatus } from '../enumerations';
import type { PermissionMap } from '../permissions';

/** Wire types of the `/home` calls: the signed-in user, the application configuration, preferences, tasks. */

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

/** Application configuration (SPEC §3); `theme.content` is the theme's JSON text ('' for the default theme). */
export interface ApplicationConfiguration {
  conversations: boolean;
  fullText: boolean;
  ongoingConversations: boolean;
  theme: { content: string; lastUpdate: string | null };
}

/** The signed-in user's console preferences (e.g. chosen list columns), a free JSON object kept per user. */
export type UserPreferences = Record<string, unknown>;

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
 * One exported column: a field configuration of the list's resource (`type` defaults to `text`), headed by the
 * list's own translated `label`. The field's type plug-in writes each cell as the list shows it (dates in the console
 * time zone, durations in minutes and seconds, choices by their labels); see `field-types/fieldTypeRegistry.ts`.
 */
export interface ExportColumn {
  source: string;
  label: string;
  type?: string;
  /** The rest of the field's configuration (`choices`, `labelSource`, `currency`…), as the resource declares it. */
  [option: string]: unknown;
}

/** `POST /home/exports`: a list call's path, its current filter and sort, and how to write each column. */
export interface ExportRequest {
  path: string;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  columns?: ExportColumn[];
  /** IANA zone the dates are written in (the console time zone); UTC when absent. */
  timeZone?: string;
  /** The console's texts of the i18n keys the cells name (choice labels, yes/no, the duration pattern). */
  texts?: Record<string, string>;
}
