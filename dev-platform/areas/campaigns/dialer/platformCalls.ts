import { CallResult } from '../../../../src/shared/dialer/attemptRules';
import type { CallOutcome } from './dialerEngine';

/**
 * The dev platform's simulated telephony: short calls (ringing 1–3 s, talking 2–6 s) so a campaign visibly moves
 * on a 5-second step; three in four answer, most listen to the end.
 */
export const platformCalls = (random: () => number) => (): CallOutcome => {
  const ringMs = 1000 + Math.floor(random() * 2000);
  if (random() >= 0.75)
    return {
      ringMs,
      answered: false,
      talkMs: 0,
      result: random() < 0.1 ? CallResult.ERROR : CallResult.NOT_PICKED,
    };
  return {
    ringMs,
    answered: true,
    talkMs: 2000 + Math.floor(random() * 4000),
    result: random() < 0.7 ? CallResult.LISTENED_TO_END : CallResult.PICKED,
  };
};
