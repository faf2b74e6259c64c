import { CallResult } from '../../../../src/shared/dialer/attemptRules';
import type { CallOutcome } from './dialerEngine';

/**
 * The dev platform's simulated telephony: calls as long as the campaign step makes visible (ringing 0.2–0.6 steps,
 * talking 0.4–1.2 steps: 1–3 s and 2–6 s on the default 5-second step, shorter where the e2e platform steps faster);
 * three in four answer, most listen to the end.
 */
export const platformCalls =
  (random: () => number, stepMs = 5000) =>
  (): CallOutcome => {
    const ringMs = Math.round(stepMs * (0.2 + random() * 0.4));
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
      talkMs: Math.round(stepMs * (0.4 + random() * 0.8)),
      result: random() < 0.7 ? CallResult.LISTENED_TO_END : CallResult.PICKED,
    };
  };
