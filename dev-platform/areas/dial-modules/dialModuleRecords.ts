import type { DialModule, EndpointType } from '../../../src/resources/dial-modules/dialModuleWire';
import type { Db } from '../../db/database';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { subtreeScope } from '../../api/principal';
import { oneOf } from '../../api/recordFields';
import { validateValues } from '../../../src/shared/validation/validators';
import { formErrors } from '../../api/resourceRules';

interface ModuleRow {
  id: number;
  name: string;
  provider_kind: number;
  endpoint_type: EndpointType;
  host: string;
  port: number;
  enabled: number;
  monitoring: number;
  max_channels: number;
  id_default_line: number | null;
  default_line_name: string | null;
  line_count: number;
  last_restart: string | null;
  created: string;
  updated: string;
  id_tenant: number;
  tenant_name: string;
}

export const ENDPOINT_TYPES: readonly EndpointType[] = ['SIPClient', 'ProxySIPClient', 'LiveTranslate'];

const SELECT = `m.id, m.name, m.provider_kind, m.endpoint_type, m.host, m.port, m.enabled, m.monitoring,
  m.max_channels, m.id_default_line, dl.name AS default_line_name,
  (SELECT COUNT(*) FROM line l WHERE l.id_dial_module = m.id) AS line_count, m.last_restart, m.created, m.updated,
  m.id_tenant, t.name AS tenant_name`;
const FROM =
  'dial_module m JOIN tenant t ON t.id = m.id_tenant LEFT JOIN line dl ON dl.id = m.id_default_line';

const toModule = (row: ModuleRow): DialModule => ({
  id: row.id,
  name: row.name,
  providerKind: row.provider_kind,
  endpointType: row.endpoint_type,
  host: row.host,
  port: row.port,
  enabled: row.enabled === 1,
  monitoring: row.monitoring === 1,
  maxChannels: row.max_channels,
  idDefaultLine: row.id_default_line,
  defaultLineName: row.default_line_name,
  lineCount: row.line_count,
  lastRestart: row.last_restart,
  created: row.created,
  updated: row.updated,
  idTenant: row.id_tenant,
  tenantName: row.tenant_name,
});

export const moduleList: ListSpec<ModuleRow, DialModule> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'm.id', type: 'number' },
    name: { sql: 'm.name', type: 'text' },
    providerKind: { sql: 'm.provider_kind', type: 'number' },
    endpointType: { sql: 'm.endpoint_type', type: 'text' },
    host: { sql: 'm.host', type: 'text' },
    port: { sql: 'm.port', type: 'number' },
    enabled: { sql: 'm.enabled', type: 'boolean' },
    monitoring: { sql: 'm.monitoring', type: 'boolean' },
    maxChannels: { sql: 'm.max_channels', type: 'number' },
    idDefaultLine: { sql: 'm.id_default_line', type: 'number' },
    defaultLineName: { sql: 'dl.name', type: 'text' },
    lineCount: { sql: 'line_count', type: 'number', filterable: false },
    lastRestart: { sql: 'm.last_restart', type: 'text' },
    created: { sql: 'm.created', type: 'text' },
    updated: { sql: 'm.updated', type: 'text' },
    idTenant: { sql: 'm.id_tenant', type: 'number' },
    tenantName: { sql: 't.name', type: 'text' },
  },
  search: ['m.name', 'm.host'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'm.id',
  toItem: toModule,
};

/** Modules of the tenant context and the tenants below it. */
export const moduleScope = (db: Db, idTenant: number) => subtreeScope(db, idTenant, 'm.id_tenant');

/** A module within the caller's scope; 404 otherwise (outside the scope is indistinguishable from missing). */
export function findModule(db: Db, id: number, idTenant: number): DialModule {
  const scope = moduleScope(db, idTenant);
  const row = db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE m.id = ? AND ${scope.where}`)
    .get(id, ...scope.params) as ModuleRow | undefined;
  if (!row) throw notFound('Module not found');
  return toModule(row);
}

// What the form's select offers, checked on the wire too (the form declares the rest).
const ENDPOINT_RULES = { endpointType: [oneOf(ENDPOINT_TYPES)] };

/** Field errors of a module body; the name is unique within the module's tenant. */
export function moduleErrors(
  db: Db,
  body: Record<string, unknown>,
  target: { idTenant: number; id?: number },
): Record<string, string> {
  const errors = {
    ...validateValues(ENDPOINT_RULES, body, { partial: true }),
    ...formErrors('dialModules', target.id === undefined ? 'create' : 'edit', body),
  };
  if (
    !errors.name &&
    'name' in body &&
    db
      .prepare('SELECT 1 FROM dial_module WHERE id_tenant = ? AND name = ? AND id <> ?')
      .get(target.idTenant, String(body.name).trim(), target.id ?? 0)
  )
    errors.name = 'A module with this name already exists';
  return errors;
}
