import type { Db } from '../../db/database';
import type { LiveCalls } from './conversationLiveCalls';
import { testCallScript, type CallStep } from './testCallJob';

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
 * something live to show (`CallChanged`/`CallRemoved`). Bounded: a few calls at once, only on enabled lines with a
 * routing flow and no other call in progress (seeded ongoing calls and test calls stay as they are).
 */
export function startCallSimulation(options: {
  db: Db;
  live: LiveCalls;
  intervalMs: number;
  random?: () => number;
}): CallSimulation {
  const { db, live, intervalMs } = options;
  const random = options.random ?? Math.random;
  const calls = new Map<string, CallStep[]>();
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
    const guid = live.start({
      idTenant: line.id_tenant,
      idLine: line.id,
      idCallScript: line.id_call_script,
      caller,
      callee: line.phone_number,
      processKind: 0,
      data: { customerId: String(Math.floor(random() * 1e8)).padStart(8, '0'), simulated: true },
    });
    calls.set(guid, testCallScript({}));
  };

  const simulation: CallSimulation = {
    tick() {
      for (const [guid, steps] of calls) {
        const step = steps.shift();
        if (!step || !live.read(guid)) {
          live.end(guid, 3);
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
