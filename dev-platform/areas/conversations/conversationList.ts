import type { Conversation } from '../../../src/shared/wire/conversations';
import { named } from '../../api/listGroups';
import type { ListSpec } from '../../api/listQuery';
import { transcriptMatch } from './transcriptSearch';

interface ConversationRow {
  guid: string;
  id_tenant: number;
  tenant_name: string;
  id_call_script: number | null;
  flow_name: string | null;
  id_line: number | null;
  line_name: string | null;
  id_campaign: number | null;
  caller: string | null;
  callee: string | null;
  started: string;
  ended: string | null;
  duration: number;
  result: number;
  process_kind: number;
  language: string | null;
  id_parent: string | null;
  link_kind: 'transfer' | 'subflow' | null;
  id_dial_log: number | null;
}

const text = (sql: string) => ({ sql, type: 'text' as const });
const number = (sql: string) => ({ sql, type: 'number' as const });

/** Where a conversation's recording is served (a WAV made from its timeline). */
export const recordingPath = (guid: string) => `/calls-management/conversations/${guid}/recording`;

/**
 * Conversations (SPEC §7 "lists: conversations") with the names of their flow, line and tenant and the dial log of
 * the call; the conversation details read one of them by guid.
 */
export const conversationList: ListSpec<ConversationRow, Conversation> = {
  from: `conversation c JOIN tenant t ON t.id = c.id_tenant LEFT JOIN call_script s ON s.id = c.id_call_script
    LEFT JOIN line l ON l.id = c.id_line`,
  select: `c.guid, c.id_tenant, t.name AS tenant_name, c.id_call_script, s.name AS flow_name, c.id_line,
    l.name AS line_name, c.id_campaign, c.caller, c.callee, c.started, c.ended, c.duration, c.result,
    c.process_kind, c.language, c.id_parent, c.link_kind,
    (SELECT MIN(d.id) FROM dial_log d WHERE d.guid = c.guid) AS id_dial_log`,
  fields: {
    guid: text('c.guid'),
    idTenant: { ...number('c.id_tenant'), groups: { key: 'c.id_tenant' } },
    tenantName: { ...text('t.name'), groups: named('c.id_tenant', 'tenant') },
    idCallScript: { ...number('c.id_call_script'), groups: { key: 'c.id_call_script' } },
    flowName: { ...text('s.name'), groups: named('c.id_call_script', 'call_script') },
    idLine: { ...number('c.id_line'), groups: { key: 'c.id_line' } },
    lineName: { ...text('l.name'), groups: named('c.id_line', 'line') },
    caller: text('c.caller'),
    callee: text('c.callee'),
    started: text('c.started'),
    ended: text('c.ended'),
    duration: number('c.duration'),
    result: { ...number('c.result'), groups: { key: 'c.result' } },
    processKind: { ...number('c.process_kind'), groups: { key: 'c.process_kind' } },
    language: { ...text('c.language'), groups: { key: 'c.language' } },
    // The words of the transcript (issue 34.4): set from `q` by the list route, never asked directly.
    transcript: {
      sql: 'c.guid',
      type: 'text',
      sortable: false,
      match: (query) => transcriptMatch(String(query)),
    },
  },
  // `q` is the transcript search (see conversationListRoute.ts), not a LIKE over columns.
  search: [],
  defaultSort: { field: 'started', order: 'DESC' },
  tiebreaker: 'c.guid',
  toItem: (row) => ({
    id: row.guid,
    guid: row.guid,
    idTenant: row.id_tenant,
    tenantName: row.tenant_name,
    idCallScript: row.id_call_script,
    flowName: row.flow_name,
    idLine: row.id_line,
    lineName: row.line_name,
    idCampaign: row.id_campaign,
    caller: row.caller,
    callee: row.callee,
    started: row.started,
    ended: row.ended,
    duration: row.duration,
    result: row.result,
    processKind: row.process_kind,
    language: row.language,
    idParent: row.id_parent,
    linkKind: row.link_kind,
    idDialLog: row.id_dial_log,
    recordingPath: recordingPath(row.guid),
  }),
};
