import { campaignBlockers, WEEKDAYS } from '../../../src/shared/campaignRules';
import type { CampaignDetail, CampaignSummary } from '../../../src/shared/wire/campaigns';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../api/apiError';
import type { ListField, ListSpec } from '../../api/listQuery';
import { wholeNumbers } from '../flows/flowsQuery';

export const CAMPAIGNS = '/api/callbot/campaigns';

export interface CampaignRow {
  id: number;
  id_tenant: number;
  name: string;
  description: string;
  id_folder: number | null;
  folder_name: string | null;
  status: number;
  target_kind: number;
  billing_mode: number;
  id_call_script: number | null;
  flow_name: string | null;
  start_date: string | null;
  end_date: string | null;
  contact_count: number;
  processed: number;
  created_by: string | null;
  created: string;
  updated: string;
  basic: string;
  prepare: string;
  schedule: string;
  dialer: string;
}

const SELECT = `c.id, c.id_tenant, c.name, c.description, c.id_folder, f.name AS folder_name, c.status,
  c.target_kind, c.billing_mode, c.id_call_script, s.name AS flow_name, c.start_date, c.end_date,
  (SELECT COUNT(*) FROM campaign_contact cc WHERE cc.id_campaign = c.id) AS contact_count, c.processed,
  u.username AS created_by, c.created, c.updated, c.basic, c.prepare, c.schedule, c.dialer`;
const FROM = `campaign c LEFT JOIN folder f ON f.id = c.id_folder LEFT JOIN call_script s ON s.id = c.id_call_script
  LEFT JOIN user u ON u.id = c.id_user_created`;

export const toCampaign = (row: CampaignRow): CampaignSummary => ({
  id: row.id,
  name: row.name,
  idFolder: row.id_folder,
  folderName: row.folder_name,
  status: row.status,
  targetKind: row.target_kind,
  billingMode: row.billing_mode,
  idCallScript: row.id_call_script,
  flowName: row.flow_name,
  startDate: row.start_date,
  endDate: row.end_date,
  contactCount: row.contact_count,
  processed: Math.min(row.processed, row.contact_count),
  progress: row.contact_count === 0 ? 0 : Math.min(1, row.processed / row.contact_count),
  createdBy: row.created_by,
  created: row.created,
  updated: row.updated,
});

export const partOf = (json: string): Record<string, unknown> => {
  const value = JSON.parse(json || '{}') as unknown;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

/** What blocks planning the campaign (the validation call), from its row. */
export function blockersOf(row: CampaignRow): string[] {
  const prepare = partOf(row.prepare);
  const schedule = partOf(row.schedule);
  return campaignBlockers({
    idCallScript: row.id_call_script,
    lineCount: Array.isArray(prepare.lineIds) ? prepare.lineIds.length : 0,
    contactCount: row.contact_count,
    startDate: row.start_date,
    endDate: row.end_date,
    openDays: WEEKDAYS.filter((day) => !!schedule[`${day}From`] && !!schedule[`${day}To`]).length,
    today: new Date().toISOString().slice(0, 10),
  });
}

const inValues =
  (sql: string, name: string): ListField['match'] =>
  (value) => {
    const ids = wholeNumbers(value, name);
    return { sql: `${sql} IN (${ids.map(() => '?').join(', ')})`, params: ids };
  };

/**
 * A day column filtered by the console's date range (ISO instants of the first day's and the next day's midnight
 * in its time zone): the instant moved by 12 hours falls on that very day for time zones within ±12 hours.
 */
const dayRange = (sql: string, name: string): ListField => ({
  sql,
  type: 'text',
  match: (value) => {
    const range = value as Record<string, unknown>;
    const valid = (bound: unknown) => typeof bound === 'string' && !Number.isNaN(Date.parse(bound));
    if (typeof value !== 'object' || value === null || !Object.values(range).every(valid))
      throw badRequest(`Invalid value for filter '${name}'`);
    const bounds = (['gte', 'lt'] as const).filter((bound) => range[bound] !== undefined);
    if (bounds.length === 0) return { sql: '1 = 1', params: [] };
    return {
      sql: bounds.map((bound) => `${sql} ${bound === 'gte' ? '>=' : '<'} date(?, '+12 hours')`).join(' AND '),
      params: bounds.map((bound) => String(range[bound])),
    };
  },
});

/** The campaigns list: search, status, folder (0: no folder), flow, target kind, billing mode, the period. */
export const campaignList: ListSpec<CampaignRow, CampaignSummary> = {
  from: FROM,
  select: SELECT,
  fields: {
    id: { sql: 'c.id', type: 'number' },
    name: { sql: 'c.name', type: 'text' },
    status: { sql: 'c.status', type: 'number', match: inValues('c.status', 'status') },
    idFolder: { sql: 'c.id_folder', type: 'number', match: inValues('COALESCE(c.id_folder, 0)', 'idFolder') },
    folderName: { sql: 'f.name', type: 'text' },
    targetKind: { sql: 'c.target_kind', type: 'number' },
    billingMode: { sql: 'c.billing_mode', type: 'number' },
    idCallScript: { sql: 'c.id_call_script', type: 'number' },
    flowName: { sql: 's.name', type: 'text' },
    startDate: dayRange('c.start_date', 'startDate'),
    endDate: dayRange('c.end_date', 'endDate'),
    contactCount: { sql: 'contact_count', type: 'number', filterable: false },
    progress: {
      sql: 'CAST(c.processed AS REAL) / MAX(1, contact_count)',
      type: 'number',
      filterable: false,
    },
    createdBy: { sql: 'u.username', type: 'text' },
    created: { sql: 'c.created', type: 'text' },
    updated: { sql: 'c.updated', type: 'text' },
  },
  search: ['c.name', 'c.description'],
  defaultSort: { field: 'updated', order: 'DESC' },
  tiebreaker: 'c.id',
  toItem: toCampaign,
};

export const tenantScope = (idTenant: number) => ({ where: 'c.id_tenant = ?', params: [idTenant] });

/** One campaign's row in the tenant; 404 when missing, foreign or not a number. */
export function campaignRow(db: Db, id: number, idTenant: number): CampaignRow {
  const row = db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE c.id = ? AND c.id_tenant = ?`)
    .get(id, idTenant) as CampaignRow | undefined;
  if (!row) throw notFound('Campaign not found');
  return row;
}

export function campaignDetail(row: CampaignRow): CampaignDetail {
  const blockers = blockersOf(row);
  return { ...toCampaign(row), description: row.description, blockers, plannable: blockers.length === 0 };
}
