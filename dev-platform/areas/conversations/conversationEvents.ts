import type { Rng } from '../../db/seed/prng';
import { COMPONENT_NAMES, PROMPTS, UTTERANCES } from '../../db/seed/names';

/** Flow event types (SPEC §3), 0–16. */
export const EventType = {
  START: 0,
  PICKUP: 1,
  HANGUP: 2,
  ROBOT: 3,
  AUDIO_PLAY: 4,
  HUMAN: 5,
  TONE_IN: 6,
  SMS_SENT: 7,
  ERROR: 8,
  EMAIL_SENT: 9,
  TONE_OUT: 10,
  CALL_TRANSFER: 11,
  DEBUG: 12,
  WARNING: 13,
  SUBFLOW_START: 14,
  SUBFLOW_END: 15,
  AGENT: 16,
} as const;

export interface EventDraft {
  type: number;
  text: string;
  data: object | null;
}

export interface CallFacts {
  caller: string;
  callee: string;
  result: number; // NOT_PICKED -1, PICKED 1, LISTENED_TO_END 3, ERROR 11
  transferNumber: string;
}

/** A plausible event timeline (without times) for one conversation; always starts with START, ends with HANGUP. */
export function conversationEvents(rng: Rng, call: CallFacts): EventDraft[] {
  const events: EventDraft[] = [
    {
      type: EventType.START,
      text: `Call from ${call.caller} to ${call.callee}`,
      data: { caller: call.caller, callee: call.callee },
    },
  ];
  const add = (type: number, text: string, data: object | null = null) => events.push({ type, text, data });
  add(EventType.PICKUP, 'Call picked up');
  add(EventType.AUDIO_PLAY, 'greeting.wav', { durationMs: rng.int(1500, 4000) });
  add(EventType.ROBOT, PROMPTS[0]);
  const turns = call.result === 11 ? 1 : rng.int(2, 5);
  for (let turn = 0; turn < turns; turn++) {
    if (rng.chance(0.2)) {
      const component = rng.pick(COMPONENT_NAMES);
      add(EventType.SUBFLOW_START, component);
      add(EventType.ROBOT, rng.pick(PROMPTS));
      add(EventType.SUBFLOW_END, component);
    }
    if (rng.chance(0.15)) add(EventType.TONE_IN, `DTMF ${rng.int(0, 9)}`);
    if (rng.chance(0.15)) add(EventType.WARNING, 'No input within 5 s, repeating the question');
    add(EventType.HUMAN, rng.pick(UTTERANCES), {
      intent: rng.pick(['confirm', 'deny', 'payment', 'agent', 'other']),
      confidence: rng.int(55, 99) / 100,
    });
    if (rng.chance(0.25))
      add(EventType.DEBUG, `variable customerId = ${rng.digits(8)}`, { variable: 'customerId' });
    add(EventType.ROBOT, rng.pick(PROMPTS));
  }
  if (call.result === 11) {
    add(
      EventType.ERROR,
      rng.pick(['TTS provider timeout', 'ASR service unavailable', 'SIP 503 from carrier']),
      { code: rng.pick([408, 500, 503]) },
    );
  } else if (rng.chance(0.12)) {
    add(EventType.CALL_TRANSFER, `Transferred to ${call.transferNumber}`, {
      mode: rng.pick(['Attend', 'Blind']),
    });
    add(EventType.AGENT, `Agent ${rng.pick(['Jana', 'Tom', 'Priya', 'Lukas'])} joined the call`);
  } else {
    if (rng.chance(0.25)) add(EventType.SMS_SENT, `SMS sent to ${call.caller}`);
    if (rng.chance(0.1))
      add(EventType.EMAIL_SENT, 'Summary e-mail sent', {
        html: '<p>Thank you for calling. <b>Your request</b> was recorded.</p>',
      });
    if (rng.chance(0.1)) add(EventType.TONE_OUT, 'DTMF 1 sent to the IVR');
    add(EventType.ROBOT, 'Thank you for your call. Goodbye.');
  }
  add(EventType.HANGUP, call.result === 3 ? 'Bot hung up' : 'Caller hung up');
  return events;
}
