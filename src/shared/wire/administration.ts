import type { AuditChange } from '../auditChanges';
import type { PermissionMap } from '../permissions';

/** Wire types of the Administration area's calls. */

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
  /** The fields the write changed, before and after; null when the entry carries none. */
  changes: AuditChange[] | null;
}
