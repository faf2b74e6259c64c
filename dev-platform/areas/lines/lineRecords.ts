import type { Line, RiskLevel, TransferMode } from '../../../src/resources/lines/lineWire';
import type { Db } from '../../db/database';
import { notFound } from '../../api/apiError';
import type { ListSpec } from '../../api/listQuery';
import { subtreeScope } from '../../api/principal';

interface LineRow {
  id: number;
  name: string;
  phone_number: string;
  id_dial_module: number;
  module_name: string;
  id_call_script: number | null;
  flow_name: string | null;
  enabled: number;
  monitoring: number;
  id_tariff: number | null;
  tariff_name: string | null;
  billing: number;
  fraud: number;
  risk_level: RiskLevel | null;
  transfer_mode: TransferMode;
  transfer_number: string | null;
  live_transcription: number;
  max_channels: number;
  queue_size: number;
  postcall_analytics: number;
  last_restart: string | null;
  created: string;
  updated: string;
  id_tenant: number;
  tenant_name: string;
}

const SELECT = `l.id, l.name, l.phone_number, l.id_dial_module, m.name AS module_name, l.id_call_script,
  s.name AS flow_name, l.enabled, l.monitoring, l.id_tariff, tf.name AS tariff_name, l.billing, l.fraud,
  l.risk_level, l.transfer_mode, l.transfer_number, l.live_transcription, l.max_channels, l.queue_size,
  l.postcall_analytics, l.last_restart, l.created, l.updated, l.id_tenant, t.name AS tenant_name`;
const FROM = `line l JOIN tenant t ON t.id = l.id_tenant JOIN dial_module m ON m.id = l.id_dial_module
  LEFT JOIN call_script s ON s.id = l.id_call_script LEFT JOIN tariff tf ON tf.id = l.id_tariff`;

const toLine = (row: LineRow): Line => ({
  id: row.id,
  name: row.name,
  phoneNumber: row.phone_number,
  idDialModule: row.id_dial_module,
  moduleName: row.module_name,
  idCallScript: row.id_call_script,
  flowName: row.flow_name,
  enabled: row.enabled === 1,
  monitoring: row.monitoring === 1,
  idTariff: row.id_tariff,
  tariffName: row.tariff_name,
  billing: row.billing === 1,
  fraud: row.fraud === 1,
  riskLevel: row.risk_level,
  transferMode: row.transfer_mode,
  transferNumber: row.transfer_number,
  liveTranscription: row.live_transcription,
  maxChannels: row.max_channels,
  queueSize: row.queue_size,
  postcallAnalytics: row.postcall_analytics === 1,
  lastRestart: row.last_restart,
  created: row.created,
  updated: row.updated,
  idTenant: row.id_tenant,
  tenantName: row.tenant_name,
});

const text = (sql: string) => ({ sql, type: 'text' as const });
const number = (sql: string) => ({ sql, type: 'number' as const });
const boolean = (sql: string) => ({ sql, type: 'boolean' as const });

/** Lines with the names of their module, flow, tariff and tenant; also the suspicious-entity lists. */
export const lineList: ListSpec<LineRow, Line> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: number('l.id'),
    name: text('l.name'),
    phoneNumber: text('l.phone_number'),
    idDialModule: number('l.id_dial_module'),
    moduleName: text('m.name'),
    idCallScript: number('l.id_call_script'),
    flowName: text('s.name'),
    enabled: boolean('l.enabled'),
    monitoring: boolean('l.monitoring'),
    idTariff: number('l.id_tariff'),
    tariffName: text('tf.name'),
    billing: boolean('l.billing'),
    fraud: boolean('l.fraud'),
    riskLevel: text('l.risk_level'),
    transferMode: text('l.transfer_mode'),
    transferNumber: text('l.transfer_number'),
    liveTranscription: number('l.live_transcription'),
    maxChannels: number('l.max_channels'),
    queueSize: number('l.queue_size'),
    postcallAnalytics: boolean('l.postcall_analytics'),
    lastRestart: text('l.last_restart'),
    created: text('l.created'),
    updated: text('l.updated'),
    idTenant: number('l.id_tenant'),
    tenantName: text('t.name'),
  },
  search: ['l.name', 'l.phone_number'],
  defaultSort: { field: 'name', order: 'ASC' },
  tiebreaker: 'l.id',
  toItem: toLine,
};

/** Lines of the tenant context and the tenants below it. */
export const lineScope = (db: Db, idTenant: number) => subtreeScope(db, idTenant, 'l.id_tenant');

/** A line within the caller's scope; 404 otherwise (outside the scope is indistinguishable from missing). */
export function findLine(db: Db, id: number, idTenant: number): Line {
  const scope = lineScope(db, idTenant);
  const row = db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE l.id = ? AND ${scope.where}`)
    .get(id, ...scope.params) as LineRow | undefined;
  if (!row) throw notFound('Line not found');
  return toLine(row);
}
