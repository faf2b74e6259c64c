// @vitest-environment node
import { sampleFlow } from '../../../src/shared/flow/flowFixtures';
import type { FlowTestCall } from '../../../src/shared/wire/flowTestCall';
import { FlowEventType } from '../flows/flow-runner/flowRun';
import type { LiveCalls } from './conversationLiveCalls';
import { createInteractiveTestCalls, TestCallError, type Clock } from './interactiveTestCalls';

const NAMES = Object.fromEntries(Object.entries(FlowEventType).map(([name, value]) => [value, name]));
const ANN = { idTenant: 1, idUser: 7 };

/** A clock whose timers fire only when the test says so. */
function fakeClock() {
  const timers = new Map<number, { ms: number; run: () => void }>();
  let next = 0;
  const clock: Clock = {
    after(ms, run) {
      const id = next++;
      timers.set(id, { ms, run });
      return () => timers.delete(id);
    },
  };
  return {
    clock,
    pending: () => [...timers.values()].map((timer) => timer.ms),
    fireAll: () => [...timers.entries()].forEach(([id, timer]) => (timers.delete(id), timer.run())),
  };
}

/** Live calls in memory: the conversation's events as `TYPE text` lines, and how it ended. */
function memoryLive() {
  const lines: string[] = [];
  const ended: { result: number; text?: string }[] = [];
  let calls = 0;
  const live: LiveCalls = {
    start: () => `00000000-0000-4000-8000-00000000000${++calls}`,
    event: (_guid, type, text) => void lines.push(`${NAMES[type]} ${text}`),
    setState: () => {},
    setParticipants: () => {},
    end: (_guid, result, text) => (ended.push({ result, text }), true),
    read: () => undefined,
  };
  return { live, lines, ended };
}

function setup() {
  const time = fakeClock();
  const world = memoryLive();
  const pushed: { idUser: number; call: FlowTestCall }[] = [];
  const calls = createInteractiveTestCalls({
    live: world.live,
    clock: time.clock,
    publish: (owner, call) => pushed.push({ idUser: owner.idUser, call }),
  });
  const start = () =>
    calls.start(ANN, {
      flow: sampleFlow(),
      idCallScript: 5,
      variables: { callerName: 'Ann' },
      component: () => undefined,
      call: { idTenant: 1, idLine: 1, idCallScript: 5, caller: '+1', callee: '+2', processKind: 3 },
    });
  return { ...time, ...world, pushed, calls, start };
}

const texts = (call: FlowTestCall) => call.events.map((event) => `${NAMES[event.type]} ${event.text}`);

describe('interactive test calls', () => {
  it("waits at the listen node for the tester's answer and follows the intent to the hang-up", async () => {
    const { start, calls, lines, ended, pushed } = setup();
    const first = await start();
    expect(first).toMatchObject({ state: 'listening', activeNode: 'menu', accepts: 'speechOrDtmf' });
    expect(texts(first)).toEqual(['ROBOT Hello Ann']);
    const last = await calls.input(ANN, first.guid, { kind: 'text', text: 'sales please' });
    expect(texts(last!)).toEqual([
      'ROBOT Hello Ann',
      'HUMAN sales please',
      'DEBUG Intent sales',
      'SMS_SENT Our offers',
      'HANGUP Bot hung up',
    ]);
    expect(last).toMatchObject({ state: 'ended', outcome: 'hangup', activeNode: null });
    // The conversation got every step but the hang-up, which ends it with the flow's text.
    expect(lines).toEqual(['PICKUP Call picked up', ...texts(last!).slice(0, -1)]);
    expect(ended).toEqual([{ result: 3, text: 'Bot hung up' }]);
    // Every step reached the tester live, each push naming them.
    expect(pushed.length).toBeGreaterThanOrEqual(5);
    expect(pushed.every((push) => push.idUser === ANN.idUser)).toBe(true);
  });

  it("takes the listen node's timeout path when the platform's clock runs out", async () => {
    const { start, calls, pending, fireAll } = setup();
    const { guid } = await start();
    expect(pending()).toEqual([5000]);
    fireAll();
    await vi.waitFor(() => expect(calls.find(ANN, guid)?.state).toBe('ended'));
    expect(texts(calls.find(ANN, guid)!)).toEqual([
      'ROBOT Hello Ann',
      'WARNING No answer within 5 s',
      'HANGUP Bot hung up',
    ]);
  });

  it('loops through no-match, accepts keys, and refuses input while not listening', async () => {
    const { start, calls, pending } = setup();
    const { guid } = await start();
    const again = await calls.input(ANN, guid, { kind: 'text', text: 'the weather' });
    expect(again).toMatchObject({ state: 'listening', activeNode: 'menu' });
    expect(texts(again!).slice(1)).toEqual([
      'HUMAN the weather',
      'WARNING No intent matched',
      'ROBOT Sorry, again please.',
    ]);
    // The first wait's timer was cancelled by the answer: only the new one runs.
    expect(pending()).toEqual([5000]);
    const done = await calls.input(ANN, guid, { kind: 'dtmf', digits: '1' });
    expect(done?.state).toBe('ended');
    await expect(calls.input(ANN, guid, { kind: 'dtmf', digits: '1' })).rejects.toEqual(
      new TestCallError('notListening'),
    );
  });

  it("hangs up for the tester and keeps each call its tester's alone", async () => {
    const { start, calls, ended } = setup();
    const { guid } = await start();
    expect(calls.find({ idTenant: 1, idUser: 8 }, guid)).toBeUndefined();
    expect(calls.find({ idTenant: 2, idUser: 7 }, guid)).toBeUndefined();
    expect(await calls.end({ idTenant: 1, idUser: 8 }, guid)).toBeUndefined();
    const over = await calls.end(ANN, guid);
    expect(over).toMatchObject({ state: 'ended', outcome: 'canceled' });
    expect(texts(over!)).toEqual(['ROBOT Hello Ann', 'HANGUP The tester ended the call']);
    expect(ended).toEqual([{ result: 1, text: 'The tester ended the call' }]);
  });

  it('bounds the calls a tester runs at once', async () => {
    const { start } = setup();
    for (let i = 0; i < 3; i++) await start();
    await expect(start()).rejects.toEqual(new TestCallError('tooMany'));
  });
});
