import { ENUMERATIONS } from '../../../shared/enumerations';
import type { FlowTestCall, FlowTestCallEvent } from '../../../shared/wire/flowTestCall';
import type { FlowTestCallApi } from './flowTestCallApi';

const EVENT = ENUMERATIONS.flowEventType.byKey;

/** The fake call's script: the robot's greeting at the menu, and what a "balance" answer leads to. */
export const FAKE_TEST_CALL = {
  greeting: 'Welcome to the bank. How can I help you today?',
  balance: ['Your balance is 1250 euros.', 'Thank you for calling. Goodbye.'],
  retry: 'Sorry, I did not understand. Please say it again.',
} as const;

const robot = (seq: number, text: string, node: string): FlowTestCallEvent => ({
  seq,
  type: EVENT.ROBOT,
  text,
  node,
  audio: true,
});

/**
 * A test call without a platform (component tests, the QA testing API): a menu that understands "balance" (or key
 * 1) and asks again otherwise; prompts have a silent WAV.
 */
export function createFakeFlowTestCallApi(): FlowTestCallApi {
  const calls = new Map<string, FlowTestCall>();
  const answer = (call: FlowTestCall) => ({ data: structuredClone(call) });
  return {
    async startFlowTestCall({ idCallScript }) {
      const guid = `00000000-0000-4000-8000-${String(calls.size + 1).padStart(12, '0')}`;
      const call: FlowTestCall = {
        guid,
        idCallScript,
        state: 'listening',
        activeNode: 'menu',
        accepts: 'speechOrDtmf',
        outcome: null,
        events: [robot(0, FAKE_TEST_CALL.greeting, 'welcome')],
        conversationUrl: `/administration/conversation-details/${guid}/timeline`,
      };
      calls.set(guid, call);
      return answer(call);
    },
    async sendFlowTestCallInput(guid, input) {
      const call = calls.get(guid)!;
      const said = 'text' in input ? input.text : input.digits;
      const { events } = call;
      events.push({
        seq: events.length,
        type: 'text' in input ? EVENT.HUMAN : EVENT.TONE_IN,
        text: said,
        node: 'menu',
        audio: false,
      });
      if (/balance|^1$/i.test(said)) {
        for (const text of FAKE_TEST_CALL.balance) events.push(robot(events.length, text, 'balance'));
        Object.assign(call, { state: 'ended', activeNode: null, accepts: null, outcome: 'hangup' });
      } else events.push(robot(events.length, FAKE_TEST_CALL.retry, 'retry'));
      return answer(call);
    },
    async endFlowTestCall(guid) {
      const call = calls.get(guid)!;
      if (call.state !== 'ended')
        Object.assign(call, { state: 'ended', activeNode: null, accepts: null, outcome: 'canceled' });
      return answer(call);
    },
    async getFlowTestCallPrompt() {
      return { data: new Blob([new Uint8Array(44)], { type: 'audio/wav' }) };
    },
  };
}
