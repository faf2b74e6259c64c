import { ENUMERATIONS } from '../enumerations';

export const ContactState = ENUMERATIONS.contactState.byKey;
export type ContactState = (typeof ContactState)[keyof typeof ContactState];
export const CallResult = ENUMERATIONS.callResult.byKey;
export type CallResult = (typeof CallResult)[keyof typeof CallResult];

/** States a contact never leaves: the campaign is done with it. */
export const FINAL_STATES: readonly ContactState[] = [
  ContactState.COMPLETED,
  ContactState.REACHED,
  ContactState.UNREACHED,
  ContactState.BLOCKED,
];

export const isFinalState = (state: number): boolean => (FINAL_STATES as readonly number[]).includes(state);

/**
 * A campaign's attempt rules (its prepare part): attempts per contact and per number (one number may belong to
 * several contacts), and the minutes before the next attempt per call result; 0 ends the contact at that result.
 * LISTENED_TO_END always ends it.
 */
export interface AttemptRules {
  maxAttempts: number;
  maxAttemptsPerNumber: number;
  retryMinutes: { notPicked: number; picked: number; error: number };
}

/** The rules of a prepare part, with the defaults of a part saved before they existed. */
export function attemptRulesOf(prepare: Readonly<Record<string, unknown>>): AttemptRules {
  const whole = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  const maxAttempts = whole(prepare.maxAttempts, 3);
  return {
    maxAttempts,
    maxAttemptsPerNumber: whole(prepare.maxAttemptsPerNumber, maxAttempts),
    retryMinutes: {
      notPicked: whole(prepare.retryDelayMinutes, 60),
      picked: whole(prepare.retryPickedMinutes, 0),
      error: whole(prepare.retryErrorMinutes, 15),
    },
  };
}

const MINUTE_MS = 60_000;

/** What an attempt's result makes of the contact: its next state and, when it is called again, from when. */
export function afterAttempt(
  rules: AttemptRules,
  attempts: { contact: number; number: number },
  result: CallResult,
  at: Date,
): { state: ContactState; nextAttemptAt: Date | null } {
  if (result === CallResult.LISTENED_TO_END) return { state: ContactState.COMPLETED, nextAttemptAt: null };
  const minutes =
    result === CallResult.PICKED
      ? rules.retryMinutes.picked
      : result === CallResult.ERROR
        ? rules.retryMinutes.error
        : rules.retryMinutes.notPicked;
  const ends = result === CallResult.PICKED ? ContactState.REACHED : ContactState.UNREACHED;
  if (minutes === 0) return { state: ends, nextAttemptAt: null };
  if (attempts.contact >= rules.maxAttempts || attempts.number >= rules.maxAttemptsPerNumber)
    return { state: ends, nextAttemptAt: null };
  return { state: ContactState.RETRY, nextAttemptAt: new Date(at.getTime() + minutes * MINUTE_MS) };
}

/** Why a contact is not being dialled right now (the contact list's reason, enumeration `waitReason`), or null. */
export type WaitReason = keyof typeof ENUMERATIONS.waitReason.byKey | null;
