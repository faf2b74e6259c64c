import type { Flow } from '../../../src/shared/flow/flowModel';
import type { FlowTestCall } from '../../../src/shared/wire/flowTestCall';
import type { CallerInput } from '../flows/flow-runner/flowInput';
import { FlowEventType, type FlowRunOptions } from '../flows/flow-runner/flowRun';
import { runFlow } from '../flows/flow-runner/runFlow';
import type { CallStart, LiveCalls } from './conversationLiveCalls';
import { conversationPage } from './testCallJob';

/** The platform's clock for listen timeouts; tests drive a fake one. */
export interface Clock {
  after(ms: number, run: () => void): () => void;
}

export const platformClock: Clock = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Who started a call: only they (in the same tenant context) see it. */
export interface TestCallOwner {
  idTenant: number;
  idUser: number;
}

/** What a call runs: the flow read by the shared parser, and the world of its run (classifier, speech, components). */
export interface TestCallRun extends Pick<
  FlowRunOptions,
  'classify' | 'component' | 'synthesise' | 'variables' | 'grammar' | 'audio'
> {
  flow: Flow;
  idCallScript: number;
  call: CallStart;
}

interface Session {
  owner: TestCallOwner;
  call: FlowTestCall;
  answer?: (input: CallerInput) => void;
  waiters: (() => void)[];
  stop: AbortController;
  /** Voice of each synthesised prompt by event seq, for its audio. */
  voices: Map<number, string>;
  done: Promise<void>;
}

export class TestCallError extends Error {
  constructor(public reason: 'tooMany' | 'notListening' | 'wrongInput') {
    super(reason);
  }
}

/**
 * Interactive test calls (issue 33.5): the interpreter runs the flow and, at each listen node, waits for the tester's
 * input or the node's timeout on the platform's clock. Every step lands in the conversation (live calls) and is
 * pushed to the tester as `TestCallChanged`; calls answer once the robot waits again or the call ended, so each
 * answer holds the whole turn. Bounded: a few running calls per user, the newest ended ones kept for their audio.
 */
export function createInteractiveTestCalls(deps: {
  live: LiveCalls;
  publish: (owner: TestCallOwner, call: FlowTestCall) => void;
  clock?: Clock;
  maxRunning?: number;
  keepEnded?: number;
}) {
  const { live, publish } = deps;
  const clock = deps.clock ?? platformClock;
  const sessions = new Map<string, Session>();
  const snapshot = (session: Session): FlowTestCall => structuredClone(session.call);
  const changed = (session: Session) => {
    publish(session.owner, snapshot(session));
    if (session.call.state !== 'running') session.waiters.splice(0).forEach((wake) => wake());
  };
  const settled = (session: Session) =>
    session.call.state === 'running'
      ? new Promise<FlowTestCall>((resolve) => session.waiters.push(() => resolve(snapshot(session))))
      : Promise.resolve(snapshot(session));
  const forget = () => {
    const ended = [...sessions].filter(([, session]) => session.call.state === 'ended');
    for (const [guid] of ended.slice(0, Math.max(0, ended.length - (deps.keepEnded ?? 100))))
      sessions.delete(guid);
  };

  const record = (session: Session, type: number, text: string, data: Record<string, unknown>) => {
    const { events } = session.call;
    const seq = events.length;
    const audio = data.audio as { voice?: string } | undefined;
    if (audio?.voice) session.voices.set(seq, audio.voice);
    events.push({ seq, type, text, node: typeof data.node === 'string' ? data.node : null, audio: !!audio });
  };

  const listen =
    (session: Session): FlowRunOptions['listen'] =>
    (node) =>
      new Promise<CallerInput>((resolve) => {
        const cancel = clock.after(node.timeoutMs, () => session.answer?.({ kind: 'timeout' }));
        session.answer = (input) => {
          cancel();
          session.answer = undefined;
          Object.assign(session.call, { state: 'running', accepts: null });
          resolve(input);
        };
        Object.assign(session.call, { state: 'listening', accepts: node.input, activeNode: node.id });
        changed(session);
      });

  const run = async (session: Session, setup: TestCallRun) => {
    const { guid } = session.call;
    let hangup = 'Bot hung up';
    const result = await runFlow(setup.flow, {
      ...setup,
      signal: session.stop.signal,
      onNode: (node, path) => {
        // Inside a subflow the subflow's own node stays active on the designer's canvas.
        if (path.length === 0) session.call.activeNode = node.id;
      },
      listen: listen(session),
      emit: (event) => {
        if (session.stop.signal.aborted) return;
        record(session, event.type, event.text, event.data);
        if (event.type === FlowEventType.HANGUP) hangup = event.text;
        else live.event(guid, event.type, event.text, event.data);
        if (event.type === FlowEventType.CALL_TRANSFER) live.setState(guid, 'transferring');
        changed(session);
      },
    }).catch((error: unknown) => {
      record(session, FlowEventType.ERROR, String(error), {});
      return { outcome: 'error' as const };
    });
    const canceled = result.outcome === 'canceled';
    if (canceled) {
      hangup = 'The tester ended the call';
      record(session, FlowEventType.HANGUP, hangup, {});
    }
    live.end(guid, canceled ? 1 : 3, hangup);
    Object.assign(session.call, { state: 'ended', activeNode: null, accepts: null, outcome: result.outcome });
    changed(session);
    forget();
  };

  const owned = (owner: TestCallOwner, guid: string) => {
    const session = sessions.get(guid);
    return session && session.owner.idTenant === owner.idTenant && session.owner.idUser === owner.idUser
      ? session
      : undefined;
  };

  return {
    /** Rings the call and answers when the robot first waits for the tester (or the call already ended). */
    async start(owner: TestCallOwner, setup: TestCallRun): Promise<FlowTestCall> {
      const running = [...sessions.values()].filter(
        (session) => session.owner.idUser === owner.idUser && session.call.state !== 'ended',
      );
      if (running.length >= (deps.maxRunning ?? 3)) throw new TestCallError('tooMany');
      const guid = live.start(setup.call);
      live.event(guid, FlowEventType.PICKUP, 'Call picked up', {});
      live.setState(guid, 'talking');
      const call: FlowTestCall = {
        guid,
        idCallScript: setup.idCallScript,
        state: 'running',
        activeNode: null,
        accepts: null,
        outcome: null,
        events: [],
        conversationUrl: conversationPage(guid),
      };
      const session: Session = {
        owner,
        call,
        waiters: [],
        stop: new AbortController(),
        voices: new Map(),
        done: Promise.resolve(),
      };
      sessions.set(guid, session);
      session.done = run(session, setup);
      return settled(session);
    },
    find: (owner: TestCallOwner, guid: string) => {
      const session = owned(owner, guid);
      return session && snapshot(session);
    },
    /** The tester's answer to the waiting listen node; answers when the robot waits again or the call ended. */
    async input(owner: TestCallOwner, guid: string, input: CallerInput): Promise<FlowTestCall | undefined> {
      const session = owned(owner, guid);
      if (!session) return undefined;
      const { answer, call } = session;
      if (!answer) throw new TestCallError('notListening');
      if (
        (input.kind === 'dtmf' && call.accepts === 'speech') ||
        (input.kind === 'text' && call.accepts === 'dtmf')
      )
        throw new TestCallError('wrongInput');
      answer(input);
      return settled(session);
    },
    /** Hangs up for the tester (an ended call stays as it was). */
    async end(owner: TestCallOwner, guid: string): Promise<FlowTestCall | undefined> {
      const session = owned(owner, guid);
      if (!session) return undefined;
      session.stop.abort();
      session.answer?.({ kind: 'timeout' });
      await session.done;
      return snapshot(session);
    },
    /** Voice and text of a synthesised prompt of the call, for its audio. */
    prompt(owner: TestCallOwner, guid: string, seq: number) {
      const session = owned(owner, guid);
      const voice = session?.voices.get(seq);
      return voice === undefined ? undefined : { voice, text: session!.call.events[seq]!.text };
    },
    /** Ends every running call (the platform stops). */
    async close() {
      const running = [...sessions.values()];
      for (const session of running) {
        session.stop.abort();
        session.answer?.({ kind: 'timeout' });
      }
      await Promise.all(running.map((session) => session.done));
    },
  };
}

export type InteractiveTestCalls = ReturnType<typeof createInteractiveTestCalls>;
