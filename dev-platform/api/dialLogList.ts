import type { CallResult, DialLog, ProcessKind } from '../../src/resources/dial-logs/dialLogWire';
import { named } from './listGroups';
import type { ListSpec } from './listQuery';

interface DialLogRow {
  id: number;
  id_tenant: number;
  tenant_name: string;
  id_line: number | null;
  line_name: string | null;
  id_dial_module: number | null;
  module_name: string | null;
  id_campaign: number | null;
  campaign_name: string | null;
  id_call_script: number | null;
  flow_name: string | null;
  guid: string | null;
  start: string;
  duration: number;
  result: CallResult;
  caller: string;
  callee: string;
  process_kind: ProcessKind;
}

/** Dial logs sort by their module one line at a time: each line's group takes its module's id or name. */
const byModule = (column: string) => ({
  key: 'd.id_line',
  values: `SELECT l.id, ${column} FROM line l LEFT JOIN dial_module m ON m.id = l.id_dial_module`,
});

/**
 * Dial logs (SPEC §2 "dial logs") over the seeded `dial_log` table, joined to the names shown beside each call
 * (the module through the line). Shared by the list route and its CSV export.
 */
export const dialLogList: ListSpec<DialLogRow, DialLog> = {
  from: `dial_log d JOIN tenant t ON t.id = d.id_tenant LEFT JOIN line l ON l.id = d.id_line
    LEFT JOIN dial_module m ON m.id = l.id_dial_module
    LEFT JOIN campaign c ON c.id = d.id_campaign LEFT JOIN call_script s ON s.id = d.id_call_script`,
  select: `d.id, d.id_tenant, t.name AS tenant_name, d.id_line, l.name AS line_name, l.id_dial_module,
    m.name AS module_name, d.id_campaign, c.name AS campaign_name, d.id_call_script, s.name AS flow_name, d.guid,
    d.start, d.duration, d.result, d.caller, d.callee, d.process_kind`,
  fields: {
    id: { sql: 'd.id', type: 'number' },
    idTenant: { sql: 'd.id_tenant', type: 'number', groups: { key: 'd.id_tenant' } },
    tenantName: { sql: 't.name', type: 'text', groups: named('d.id_tenant', 'tenant') },
    idLine: { sql: 'd.id_line', type: 'number', groups: { key: 'd.id_line' } },
    lineName: { sql: 'l.name', type: 'text', groups: named('d.id_line', 'line') },
    idDialModule: { sql: 'l.id_dial_module', type: 'number', groups: byModule('l.id_dial_module') },
    moduleName: { sql: 'm.name', type: 'text', groups: byModule('m.name') },
    idCampaign: { sql: 'd.id_campaign', type: 'number', groups: { key: 'd.id_campaign' } },
    campaignName: { sql: 'c.name', type: 'text', groups: named('d.id_campaign', 'campaign') },
    idCallScript: { sql: 'd.id_call_script', type: 'number', groups: { key: 'd.id_call_script' } },
    flowName: { sql: 's.name', type: 'text', groups: named('d.id_call_script', 'call_script') },
    guid: { sql: 'd.guid', type: 'text' },
    start: { sql: 'd.start', type: 'text' },
    duration: { sql: 'd.duration', type: 'number' },
    result: { sql: 'd.result', type: 'number', groups: { key: 'd.result' } },
    caller: { sql: 'd.caller', type: 'text' },
    callee: { sql: 'd.callee', type: 'text' },
    processKind: { sql: 'd.process_kind', type: 'number', groups: { key: 'd.process_kind' } },
  },
  search: ['d.caller', 'd.callee', 'l.name'],
  defaultSort: { field: 'start', order: 'DESC' },
  tiebreaker: 'd.id',
  toItem: (row) => ({
    id: row.id,
    idTenant: row.id_tenant,
    tenantName: row.tenant_name,
    idLine: row.id_line,
    lineName: row.line_name,
    idDialModule: row.id_dial_module,
    moduleName: row.module_name,
    idCampaign: row.id_campaign,
    campaignName: row.campaign_name,
    idCallScript: row.id_call_script,
    flowName: row.flow_name,
    guid: row.guid,
    start: row.start,
    duration: row.duration,
    result: row.result,
    caller: row.caller,
    callee: row.callee,
    processKind: row.process_kind,
  }),
};
