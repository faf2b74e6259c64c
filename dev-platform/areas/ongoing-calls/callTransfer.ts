import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api/apiError';
import { actionErrors } from '../../api/resourceRules';
import { assertValid, bodyOf } from '../../api/validation';
import { EventType } from '../conversations/conversationEvents';
import type { LiveCalls } from '../conversations/conversationLiveCalls';
import type { OngoingCallOf } from './ongoingCallOf';

const PICKED = 1;
const path = (action: string) => `/api/administration/lines/:id/ongoing-calls/:guid/${action}`;

/**
 * Transfers that complete (issue 34.3). Blind: the transfer event, then the call leaves the line. Attend: a
 * consultation leg first (state `transferring`, the consultee a participant), then `transfer/complete` hands the
 * call over (it leaves the line) or `transfer/return` brings it back to the bot (state `talking`).
 */
export function callTransferRoutes(
  app: FastifyInstance,
  live: LiveCalls,
  changing: OngoingCallOf,
  manage: { area: string; action: string },
) {
  const access = { config: { access: manage } };
  const consultationOf = (request: Parameters<OngoingCallOf>[0]) => {
    const { call } = changing(request);
    const leg = call.participants?.find((item) => item.role === 'consultation');
    if (call.state !== 'transferring' || !leg || leg.role !== 'consultation')
      throw new ApiError(409, 'The call is not in an attended transfer');
    return { call, number: leg.number };
  };

  app.post(path('transfer'), access, async (request) => {
    const { call } = changing(request);
    const body = bodyOf(request);
    assertValid(actionErrors('lines', 'transferCall', body));
    if (call.state === 'transferring') throw new ApiError(409, 'The call is already being transferred');
    const mode = String(body.transferMode);
    const number = String(body.transferNumber);
    if (mode === 'Blind') {
      live.event(call.guid, EventType.CALL_TRANSFER, `Blind transfer to ${number}`, { mode, number });
      live.end(call.guid, PICKED, `Transferred to ${number}: the call left the line`);
      return { ...call, state: 'transferring', ended: true };
    }
    live.event(call.guid, EventType.CALL_TRANSFER, `Consulting ${number} before the transfer`, {
      mode,
      number,
    });
    live.setParticipants(call.guid, [...(call.participants ?? []), { role: 'consultation', number }]);
    live.setState(call.guid, 'transferring');
    return live.read(call.guid);
  });

  app.post(path('transfer/complete'), access, async (request) => {
    const { call, number } = consultationOf(request);
    live.event(call.guid, EventType.CALL_TRANSFER, `Attended transfer to ${number} completed`, {
      mode: 'Attend',
      number,
      completed: true,
    });
    live.end(call.guid, PICKED, `Transferred to ${number}: the call left the line`);
    return { guid: call.guid, idLine: call.idLine, ended: true };
  });

  app.post(path('transfer/return'), access, async (request) => {
    const { call, number } = consultationOf(request);
    live.event(call.guid, EventType.CALL_TRANSFER, `Returned from the consultation with ${number}`, {
      mode: 'Attend',
      number,
      completed: false,
    });
    live.setParticipants(
      call.guid,
      (call.participants ?? []).filter((item) => item.role !== 'consultation'),
    );
    live.setState(call.guid, 'talking');
    return live.read(call.guid);
  });
}
