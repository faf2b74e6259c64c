import { describe, expect, it } from 'vitest';
import { CallResult, ContactState } from '../../../../src/shared/dialer/attemptRules';
import { DialerMode, modeCeiling } from '../../../../src/shared/dialer/dialerPacing';
import { DialerEngine, type DialerDeps } from './dialerEngine';
import { contactsOf, fakeClock, seeded, setupOf, simulatedCalls } from './dialerTesting';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const TICK = 5 * SECOND;

const noAnswer = () => ({ ringMs: 10 * SECOND, answered: false, talkMs: 0, result: CallResult.NOT_PICKED });
const run = (engine: DialerEngine, clock: ReturnType<typeof fakeClock>, ms: number, each?: () => void) => {
  for (let elapsed = 0; elapsed < ms; elapsed += TICK) {
    engine.tick();
    each?.();
    clock.advance(TICK);
  }
};
/** Ticks every 5 s up to (not including) an instant. */
const runUntil = (engine: DialerEngine, clock: ReturnType<typeof fakeClock>, iso: string) =>
  run(engine, clock, Date.parse(iso) - clock.now().getTime());
const deps = (clock: ReturnType<typeof fakeClock>, more: Partial<DialerDeps> = {}): DialerDeps => ({
  now: clock.now,
  simulate: noAnswer,
  isDoNotCall: () => false,
  ...more,
});

// Working days 09:00–17:00 local; Monday 30 November 2026.
const OFFICE = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].flatMap((day) => [
    [`${day}From`, '09:00'],
    [`${day}To`, '17:00'],
  ]),
);

describe('dialer engine', () => {
  it('waits for the window in the contact’s zone, the safest zone of a multi-zone region', () => {
    const clock = fakeClock('2026-11-30T07:00:00Z'); // 08:00 in Prague
    const [prague, us] = contactsOf(['+420601234567', '+12025550123']);
    const engine = new DialerEngine(setupOf({ schedule: OFFICE }), [prague, us], deps(clock));
    engine.tick();
    expect(prague.attempts).toBe(0);
    expect(prague.reason).toBe('outsideWindow');
    expect(new Date(prague.nextAllowedAt ?? 0).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    // The US spans New York to Honolulu: open from 09:00 in Honolulu (19:00 UTC) to 17:00 in New York (22:00 UTC).
    expect(new Date(us.nextAllowedAt ?? 0).toISOString()).toBe('2026-11-30T19:00:00.000Z');
    clock.advance(TICK);
    runUntil(engine, clock, '2026-11-30T08:00:00Z');
    expect(prague.attempts).toBe(0);
    engine.tick();
    expect(prague.attempts).toBe(1);
    runUntil(engine, clock, '2026-11-30T19:00:00Z');
    expect(us.attempts).toBe(0);
    engine.tick();
    expect(us.attempts).toBe(1);
  });

  it('takes the contact’s own zone before the number’s', () => {
    const clock = fakeClock('2026-11-30T08:30:00Z'); // 09:30 in Prague, 03:30 in New York
    const [contact] = contactsOf(['+420601234567'], 'America/New_York');
    const engine = new DialerEngine(setupOf({ schedule: OFFICE }), [contact], deps(clock));
    engine.tick();
    expect(contact.attempts).toBe(0);
    expect(new Date(contact.nextAllowedAt ?? 0).toISOString()).toBe('2026-11-30T14:00:00.000Z');
  });

  it('never dials a number on a do-not-call list', () => {
    const clock = fakeClock('2026-11-30T10:00:00Z');
    const blocked = new Set(['+420601000002']);
    const contacts = contactsOf(['+420601000001', '+420601000002', '+420601000003']);
    const dialled: string[] = [];
    const engine = new DialerEngine(
      setupOf(),
      contacts,
      deps(clock, {
        isDoNotCall: (phone) => blocked.has(phone),
        simulate: (contact) => {
          dialled.push(contact.phone);
          return noAnswer();
        },
      }),
    );
    run(engine, clock, 3 * 60 * MINUTE);
    expect(dialled).not.toContain('+420601000002');
    expect(dialled).toContain('+420601000001');
    expect(contacts[1]).toMatchObject({ state: ContactState.BLOCKED, reason: 'doNotCall', attempts: 0 });
  });

  it('stops at the attempt caps per contact and per number', () => {
    const clock = fakeClock('2026-11-30T10:00:00Z');
    const contacts = contactsOf(['+420601000001', '+420601000009', '+420601000009']);
    const engine = new DialerEngine(
      setupOf({ rules: { maxAttempts: 3, maxAttemptsPerNumber: 4 } }),
      contacts,
      deps(clock),
    );
    run(engine, clock, 6 * 60 * MINUTE);
    expect(contacts[0]).toMatchObject({ attempts: 3, state: ContactState.UNREACHED });
    expect(contacts[1].attempts + contacts[2].attempts).toBe(4);
    expect(engine.done).toBe(true);
  });

  it('holds the retry interval of each call result', () => {
    const clock = fakeClock('2026-11-30T10:00:00Z');
    const results = [CallResult.NOT_PICKED, CallResult.ERROR, CallResult.PICKED];
    const dialledAt: number[] = [];
    const [contact] = contactsOf(['+420601000001']);
    const engine = new DialerEngine(
      setupOf({ rules: { maxAttempts: 5, retryMinutes: { notPicked: 30, error: 10, picked: 0 } } }),
      [contact],
      deps(clock, {
        simulate: () => {
          dialledAt.push(clock.now().getTime());
          const result = results[dialledAt.length - 1];
          return { ringMs: 10 * SECOND, answered: result === CallResult.PICKED, talkMs: 20 * SECOND, result };
        },
      }),
    );
    run(engine, clock, 3 * 60 * MINUTE);
    expect(dialledAt).toHaveLength(3);
    const gaps = dialledAt.slice(1).map((at, index) => (at - dialledAt[index]) / MINUTE);
    // The gap is the interval after the call's end (10 s of ringing), within a tick.
    expect(gaps[0]).toBeGreaterThanOrEqual(30);
    expect(gaps[0]).toBeLessThan(30.5);
    expect(gaps[1]).toBeGreaterThanOrEqual(10);
    expect(gaps[1]).toBeLessThan(10.5);
    // PICKED with no retry interval is final.
    expect(contact.state).toBe(ContactState.REACHED);
  });

  it('predictive adapts to the answer rate and keeps abandon under its maximum over an hour', () => {
    const phones = Array.from({ length: 1500 }, (_, index) => `+4206010${String(index).padStart(5, '0')}`);
    const hour = (mode: DialerMode, pacing: number) => {
      const clock = fakeClock('2026-11-30T10:00:00Z');
      const setup = setupOf({ dialer: { mode, agents: 10, pacing, maxAbandonRate: 3 } });
      setup.lines = { lineCount: 4, concurrentCalls: 60 };
      const simulate = simulatedCalls(seeded(35), 0.3);
      const engine = new DialerEngine(setup, contactsOf(phones), deps(clock, { simulate }));
      let highest = 1;
      run(engine, clock, 60 * MINUTE, () => {
        highest = Math.max(highest, engine.ratio);
      });
      return { stats: engine.stats, highest };
    };
    const predictive = hour(DialerMode.PREDICTIVE, 4);
    const progressive = hour(DialerMode.PROGRESSIVE, 1);
    expect(predictive.stats.answered).toBeGreaterThan(200);
    expect(predictive.stats.abandoned / predictive.stats.answered).toBeLessThanOrEqual(0.03);
    // With about 30 % answering it rings well over one call per free agent, and so talks more than progressive.
    expect(predictive.highest).toBeGreaterThan(2);
    expect(predictive.stats.answered).toBeGreaterThan(progressive.stats.answered * 1.15);
  });

  it.each([DialerMode.PREVIEW, DialerMode.PROGRESSIVE, DialerMode.PREDICTIVE, DialerMode.AGENTLESS])(
    'never has more calls at once than mode %s allows',
    (mode) => {
      const clock = fakeClock('2026-11-30T10:00:00Z');
      const phones = Array.from({ length: 300 }, (_, index) => `+4206020${String(index).padStart(5, '0')}`);
      const setup = setupOf({ dialer: { mode, agents: 4, pacing: 3, maxAbandonRate: 5 } });
      setup.lines = { lineCount: 3, concurrentCalls: 30 };
      const engine = new DialerEngine(
        setup,
        contactsOf(phones),
        deps(clock, { simulate: simulatedCalls(seeded(7), 0.5) }),
      );
      const ceiling = modeCeiling(setup.dialer, setup.lines);
      let peak = 0;
      run(engine, clock, 30 * MINUTE, () => {
        peak = Math.max(peak, engine.activeCalls);
      });
      expect(peak).toBeLessThanOrEqual(ceiling);
      expect(peak).toBeGreaterThan(0);
      expect(ceiling).toBe({ 0: 4, 1: 12, 2: 12, 3: 9 }[mode]);
      // Only ringing more than one call per free agent can leave an answered call without an agent.
      if (mode === DialerMode.PREVIEW || mode === DialerMode.AGENTLESS)
        expect(engine.stats.abandoned).toBe(0);
    },
  );
});
