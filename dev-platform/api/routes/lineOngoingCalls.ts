import type { FastifyInstance } from 'fastify';
import type { OngoingCall } from '../../../src/resources/lines/lineWire';
import { principalOf } from '../accessGuard';
import type { ApiContext } from '../apiContext';
import { runList, type ListSpec } from '../listQuery';
import { idParam } from '../validation';
import { findLine } from './lineRecords';

interface OngoingRow {
  guid: string;
  caller: string | null;
  callee: string | null;
  id_call_script: number | null;
  flow_name: string | null;
  started: string;
  duration: number;
}

// Seconds since the call started: an ongoing conversation has no stored duration yet.
const DURATION = "MAX(0, CAST(ROUND((julianday('now') - julianday(c.started)) * 86400) AS INTEGER))";

const ongoingList: ListSpec<OngoingRow, OngoingCall> = {
  from: 'conversation c LEFT JOIN call_script s ON s.id = c.id_call_script',
  select: `c.guid, c.caller, c.callee, c.id_call_script, s.name AS flow_name, c.started, ${DURATION} AS duration`,
  fields: {
    guid: { sql: 'c.guid', type: 'text' },
    caller: { sql: 'c.caller', type: 'text' },
    callee: { sql: 'c.callee', type: 'text' },
    idCallScript: { sql: 'c.id_call_script', type: 'number' },
    flowName: { sql: 's.name', type: 'text' },
    started: { sql: 'c.started', type: 'text' },
    duration: { sql: DURATION, type: 'number' },
  },
  search: ['c.caller', 'c.callee', 's.name'],
  defaultSort: { field: 'started', order: 'DESC' },
  tiebreaker: 'c.guid',
  toItem: (row) => ({
    guid: row.guid,
    caller: row.caller,
    callee: row.callee,
    idCallScript: row.id_call_script,
    flowName: row.flow_name,
    started: row.started,
    duration: row.duration,
  }),
};

/** The line's conversations still in progress (SPEC §2 line `ongoing-calls/overview`). */
export function lineOngoingCallRoutes(app: FastifyInstance, { db }: ApiContext) {
  app.get(
    '/api/administration/lines/:id/ongoing-calls',
    { config: { access: { area: 'OngoingConversations', action: 'view' } } },
    async (request) => {
      const line = findLine(db, idParam(request), principalOf(request).idTenant);
      return runList(db, ongoingList, request.query as Record<string, unknown>, {
        where: 'c.id_line = ? AND c.ended IS NULL',
        params: [line.id],
      });
    },
  );
}
