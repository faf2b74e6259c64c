import type { Db } from '../../db/database';
import { cachedSpeech } from '../flows/flow-runner/espeakSpeech';
import { flowCallSteps } from '../flows/flow-runner/flowCallSteps';
import { simulatedCaller } from '../flows/flow-runner/scriptedCaller';
import { EventType } from './conversationEvents';
import type { LiveCalls } from './conversationLiveCalls';
import type { CallStep } from './testCallJob';

/** At most this many simulated calls at once, platform-wide; one per line. */
export const MAX_SIMULATED_CALLS = 4;

export interface CallSimulation {
  /** One step: every simulated call moves on (or ends), and maybe a new one starts. */
  tick(): void;
  /** Stops the timer and ends the calls still in progress. */
  stop(): void;
  readonly active: number;
}

interface LineRow {
  id: number;
  id_tenant: number;
  id_call_script: number;
  phone_number: string;
}

/**
 * Calls starting, progressing and ending on a timer while the platform runs, so the ongoing-calls screens have
 * something live to show (`CallChanged`/`CallRemoved`). Each call runs the line's flow through the interpreter with
 * a random caller (grammar phrases, keys, silence); the run is worked out when the call starts and played a step a
 * tick. Cheap on CPU: prompts are never synthesised for it (only prompts already in the speech cache carry audio).
 * Bounded: a few calls at once, only on enabled lines with a routing flow and no other call in progress.
 */
export function startCallSimulation(options: {
  db: Db;
  live: LiveCalls;
  intervalMs: number;
  random?: () => number;
}): CallSimulation {
  const { db, live, intervalMs } = options;
  const random = options.random ?? Math.random;
  // A call whose run is still being worked out has no steps yet (null).
  const calls = new Map<string, CallStep[] | null>();
  const idleLines = db.prepare(
    `SELECT l.id, l.id_tenant, l.id_call_script, l.phone_number FROM line l
     WHERE l.enabled = 1 AND l.id_call_script IS NOT NULL
       AND (l.restarting_until IS NULL OR l.restarting_until <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       AND NOT EXISTS (SELECT 1 FROM conversation c WHERE c.id_line = l.id AND c.ended IS NULL)
     ORDER BY l.id`,
  );

  const startOne = () => {
    const lines = idleLines.all() as LineRow[];
    if (lines.length === 0) return;
    const line = lines[Math.floor(random() * lines.length)]!;
    const caller = `+1555${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;
    const variables = { customerId: String(Math.floor(random() * 1e8)).padStart(8, '0') };
    const guid = live.start({
      idTenant: line.id_tenant,
      idLine: line.id,
      idCallScript: line.id_call_script,
      caller,
      callee: line.phone_number,
      processKind: 0,
      data: { ...variables, simulated: true },
    });
    calls.set(guid, null);
    void flowCallSteps(
      db,
      { idTenant: line.id_tenant, idCallScript: line.id_call_script },
      { variables, caller: simulatedCaller(random), speech: cachedSpeech() },
    ).then(
      (steps) => calls.has(guid) && calls.set(guid, steps),
      () => calls.has(guid) && calls.set(guid, []),
    );
  };

  const simulation: CallSimulation = {
    tick() {
      for (const [guid, steps] of calls) {
        if (steps === null) continue;
        const step = steps.shift();
        if (!step || step.type === EventType.HANGUP || !live.read(guid)) {
          live.end(guid, 3, step?.text);
          calls.delete(guid);
          continue;
        }
        live.event(guid, step.type, step.text, step.data ?? null);
        if (step.state) live.setState(guid, step.state);
      }
      if (calls.size < MAX_SIMULATED_CALLS && random() < 0.5) startOne();
    },
    stop() {
      clearInterval(timer);
      for (const guid of calls.keys()) live.end(guid, 3);
      calls.clear();
    },
    get active() {
      return calls.size;
    },
  };
  const timer = setInterval(() => simulation.tick(), intervalMs);
  timer.unref();
  return simulation;
}
