import { CallResult, ContactState, type AttemptRules } from '../../../../src/shared/dialer/attemptRules';
import { weekWindowsOf } from '../../../../src/shared/dialer/callingWindow';
import { DEFAULT_DIALER, type DialerSettings } from '../../../../src/shared/dialer/dialerPacing';
import type { CallOutcome, DialerContact, DialerSetup } from './dialerEngine';

/** A fake clock the tests move by hand. */
export function fakeClock(start: string) {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A small seeded generator (mulberry32): the same run every time. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Simulated calls: ring 5–25 s, `answerRate` answer and talk 30–150 s, 60 % of them to the end. */
export function simulatedCalls(random: () => number, answerRate: number) {
  return (): CallOutcome => {
    const ringMs = 5000 + Math.floor(random() * 20_000);
    if (random() >= answerRate)
      return {
        ringMs,
        answered: false,
        talkMs: 0,
        result: random() < 0.05 ? CallResult.ERROR : CallResult.NOT_PICKED,
      };
    const talkMs = 30_000 + Math.floor(random() * 120_000);
    return {
      ringMs,
      answered: true,
      talkMs,
      result: random() < 0.6 ? CallResult.LISTENED_TO_END : CallResult.PICKED,
    };
  };
}

export const contactsOf = (phones: readonly string[], timeZone: string | null = null): DialerContact[] =>
  phones.map((phone, index) => ({
    id: index + 1,
    phone,
    timeZone,
    state: ContactState.PENDING,
    attempts: 0,
    nextAttemptAt: null,
    lastResult: null,
    reason: null,
    nextAllowedAt: null,
  }));

const ALWAYS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}From`, '00:00'],
    [`${day}To`, '23:59'],
  ]),
);

export function setupOf(
  overrides: {
    dialer?: Partial<DialerSettings>;
    rules?: Partial<AttemptRules>;
    schedule?: Record<string, unknown>;
  } = {},
): DialerSetup {
  return {
    dialer: { ...DEFAULT_DIALER, ...overrides.dialer },
    lines: { lineCount: 2, concurrentCalls: 20 },
    rules: {
      maxAttempts: 3,
      maxAttemptsPerNumber: 3,
      retryMinutes: { notPicked: 30, picked: 0, error: 10 },
      ...overrides.rules,
    },
    windows: weekWindowsOf(0, overrides.schedule ?? ALWAYS),
    defaultZone: 'UTC',
  };
}
