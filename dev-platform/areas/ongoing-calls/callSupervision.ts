import type { FastifyInstance } from 'fastify';
import { SUPERVISION_MODES, type SupervisionMode } from '../../../src/shared/wire/conversations';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { AuditAction, recordAudit } from '../../api/auditTrail';
import { EventType } from '../conversations/conversationEvents';
import type { LiveCalls } from '../conversations/conversationLiveCalls';
import type { OngoingCallOf } from './ongoingCallOf';

const TIMELINE: Record<SupervisionMode, (name: string) => string> = {
  listen: (name) => `Supervisor ${name} is listening (silent)`,
  whisper: (name) => `Supervisor ${name} is whispering to the bot`,
  barge: (name) => `Supervisor ${name} barged into the call`,
};

/**
 * A supervisor on a call in progress (issue 34.2): listen (silent), whisper (heard by the agent/bot only) and barge
 * (joins the call), each its own action and permission (`OngoingConversations/{mode}`). The supervisor becomes a
 * participant in that mode (switching mode replaces it), the timeline records it and the audit log names who did.
 */
export function callSupervisionRoutes(
  app: FastifyInstance,
  { db }: ApiContext,
  live: LiveCalls,
  changing: OngoingCallOf,
) {
  for (const mode of SUPERVISION_MODES) {
    app.post(
      `/api/administration/lines/:id/ongoing-calls/:guid/${mode}`,
      { config: { access: { area: 'OngoingConversations', action: mode } } },
      async (request) => {
        const { call, line } = changing(request);
        const { username } = principalOf(request);
        const others = (call.participants ?? []).filter(
          (item) => item.role !== 'supervisor' || item.name !== username,
        );
        live.event(call.guid, EventType.AGENT, TIMELINE[mode](username), {
          supervision: mode,
          user: username,
        });
        live.setParticipants(call.guid, [...others, { role: 'supervisor', mode, name: username }]);
        recordAudit(db, request, {
          idTenant: line.idTenant,
          action: AuditAction.OTHER,
          entity: 'Line',
          entityId: line.id,
          detail: `Supervisor ${mode} on call ${call.guid} of line '${line.name}'`,
        });
        return live.read(call.guid);
      },
    );
  }
}
