// @vitest-environment node
import { afterAttempt, attemptRulesOf, CallResult, ContactState } from './attemptRules';

const at = new Date('2026-11-30T10:00:00Z');
const rules = attemptRulesOf({ maxAttempts: 3, retryDelayMinutes: 30, retryErrorMinutes: 10 });

describe('attempt rules', () => {
  it('reads a prepare part with defaults for what it lacks', () => {
    expect(rules).toEqual({
      maxAttempts: 3,
      maxAttemptsPerNumber: 3,
      retryMinutes: { notPicked: 30, picked: 0, error: 10 },
    });
  });

  it('retries per result until a cap, then ends the contact', () => {
    expect(afterAttempt(rules, { contact: 1, number: 1 }, CallResult.NOT_PICKED, at)).toEqual({
      state: ContactState.RETRY,
      nextAttemptAt: new Date('2026-11-30T10:30:00Z'),
    });
    expect(afterAttempt(rules, { contact: 1, number: 1 }, CallResult.ERROR, at).nextAttemptAt).toEqual(
      new Date('2026-11-30T10:10:00Z'),
    );
    expect(afterAttempt(rules, { contact: 3, number: 3 }, CallResult.NOT_PICKED, at).state).toBe(
      ContactState.UNREACHED,
    );
    expect(afterAttempt(rules, { contact: 1, number: 3 }, CallResult.ERROR, at).state).toBe(
      ContactState.UNREACHED,
    );
    expect(afterAttempt(rules, { contact: 1, number: 1 }, CallResult.PICKED, at).state).toBe(
      ContactState.REACHED,
    );
    expect(afterAttempt(rules, { contact: 1, number: 1 }, CallResult.LISTENED_TO_END, at).state).toBe(
      ContactState.COMPLETED,
    );
  });
});
