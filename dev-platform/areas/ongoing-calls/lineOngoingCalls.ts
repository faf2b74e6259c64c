import type { FastifyInstance } from 'fastify';
import type { CallParticipant, CallState, LiveCall } from '../../../src/shared/wire/conversations';
import { principalOf, requirePermission } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { notFound } from '../../api/apiError';
import { runList, type ListSpec } from '../../api/listQuery';
import { idParam } from '../../api/validation';
import { createLiveCalls } from '../conversations/conversationLiveCalls';
import { findLine } from '../lines/lineRecords';
import type { OngoingCallOf } from './ongoingCallOf';
import { callSupervisionRoutes } from './callSupervision';
import { callTransferRoutes } from './callTransfer';

interface OngoingRow {
  guid: string;
  id_line: number;
  state: CallState | null;
  participants: string | null;
  caller: string | null;
  callee: string | null;
  id_call_script: number | null;
  flow_name: string | null;
  started: string;
  duration: number;
}

// Seconds since the call started: an ongoing conversation has no stored duration yet.
const DURATION = "MAX(0, CAST(ROUND((julianday('now') - julianday(c.started)) * 86400) AS INTEGER))";

const ongoingList: ListSpec<OngoingRow, LiveCall> = {
  from: 'conversation c LEFT JOIN call_script s ON s.id = c.id_call_script',
  select: `c.guid, c.id_line, c.state, c.participants, c.caller, c.callee, c.id_call_script, s.name AS flow_name, c.started, ${DURATION} AS duration`,
  fields: {
    guid: { sql: 'c.guid', type: 'text' },
    caller: { sql: 'c.caller', type: 'text' },
    callee: { sql: 'c.callee', type: 'text' },
    idCallScript: { sql: 'c.id_call_script', type: 'number' },
    flowName: { sql: 's.name', type: 'text' },
    started: { sql: 'c.started', type: 'text' },
    duration: { sql: DURATION, type: 'number' },
    state: { sql: 'c.state', type: 'text' },
  },
  search: ['c.caller', 'c.callee', 's.name'],
  defaultSort: { field: 'started', order: 'DESC' },
  tiebreaker: 'c.guid',
  toItem: (row) => ({
    guid: row.guid,
    idLine: row.id_line,
    state: row.state ?? 'talking',
    participants: row.participants ? (JSON.parse(row.participants) as CallParticipant[]) : [],
    caller: row.caller,
    callee: row.callee,
    idCallScript: row.id_call_script,
    flowName: row.flow_name,
    started: row.started,
    duration: row.duration,
  }),
};

/**
 * The line's conversations still in progress (SPEC §2 line `ongoing-calls/overview`), one of them, and the row
 * actions: clean a call (ends it at once), transfer it (SPEC §3 modes Attend/Blind) and the supervisor's listen,
 * whisper and barge (issue 34.2). Changes reach the consoles as `CallChanged`/`CallRemoved`.
 */
export function lineOngoingCallRoutes(app: FastifyInstance, context: ApiContext) {
  const { db } = context;
  const live = createLiveCalls(context);
  const view = { area: 'OngoingConversations', action: 'view' };
  // Changing a call is its area's manage action (issue 31.9), besides seeing it.
  const manage = { area: 'OngoingConversations', action: 'manage' };
  const ongoingOf: OngoingCallOf = (request) => {
    const line = findLine(db, idParam(request), principalOf(request).idTenant);
    const { guid } = request.params as { guid: string };
    const call = live.read(guid);
    if (!call || call.idLine !== line.id) throw notFound('Call not found');
    return { call, line };
  };
  // Every change needs the view besides its own action: one cannot change what one may not see.
  const changing: OngoingCallOf = (request) => {
    requirePermission(principalOf(request), view.area, view.action);
    return ongoingOf(request);
  };

  app.get('/api/administration/lines/:id/ongoing-calls', { config: { access: view } }, async (request) => {
    const line = findLine(db, idParam(request), principalOf(request).idTenant);
    return runList(db, ongoingList, request.query as Record<string, unknown>, {
      where: 'c.id_line = ? AND c.ended IS NULL',
      params: [line.id],
    });
  });

  app.get(
    '/api/administration/lines/:id/ongoing-calls/:guid',
    { config: { access: view } },
    async (request) => ongoingOf(request).call,
  );

  app.post(
    '/api/administration/lines/:id/ongoing-calls/:guid/clean',
    { config: { access: manage } },
    async (request) => {
      const { call } = changing(request);
      live.end(call.guid, 1, 'Call cleaned by an administrator');
      return { guid: call.guid, idLine: call.idLine };
    },
  );

  callTransferRoutes(app, live, changing, manage);
  callSupervisionRoutes(app, context, live, changing);
}
