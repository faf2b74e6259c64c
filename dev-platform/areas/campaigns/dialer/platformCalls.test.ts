// @vitest-environment node
import { CallResult } from '../../../../src/shared/dialer/attemptRules';
import { platformCalls } from './platformCalls';

/** A random source answering `values` in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('the simulated telephony', () => {
  it('rings and talks for a share of the campaign step, so a faster step ends calls sooner', () => {
    const shortest = platformCalls(sequence(0, 0, 0, 0))();
    expect(shortest).toEqual({
      ringMs: 1000,
      answered: true,
      talkMs: 2000,
      result: CallResult.LISTENED_TO_END,
    });
    const longest = platformCalls(sequence(0.999, 0.5, 0.999, 0.9), 1000)();
    expect(longest.ringMs).toBe(600);
    expect(longest.talkMs).toBe(1199);
    expect(longest.result).toBe(CallResult.PICKED);
  });

  it('leaves one call in four unanswered, without talk', () => {
    const missed = platformCalls(sequence(0.5, 0.8, 0.5), 1000)();
    expect(missed).toEqual({ ringMs: 400, answered: false, talkMs: 0, result: CallResult.NOT_PICKED });
  });
});
