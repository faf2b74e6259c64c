// @vitest-environment node
import {
  billedSeconds,
  callCharge,
  callCosts,
  changePercent,
  divideHalfUp,
  exactMinor,
  minorToDecimal,
  periodOn,
  periodsOverlap,
  sumMinor,
  type TariffPeriod,
} from './billingRules';

const perTime = (rounding: 'second' | 'minute', pricePerMinute = 35, pricePerCall = 0) =>
  ({ billingMode: 1, pricePerMinute, pricePerCall, rounding }) as const;

describe('money arithmetic', () => {
  it('divides half up in whole minor units', () => {
    expect(divideHalfUp(29, 60)).toBe(0);
    expect(divideHalfUp(30, 60)).toBe(1);
    expect(divideHalfUp(89, 60)).toBe(1);
    expect(divideHalfUp(90, 60)).toBe(2);
    expect(() => divideHalfUp(0.5, 60)).toThrow('Not a whole number of minor units: 0.5');
  });

  it('sums integers only', () => {
    expect(sumMinor([1250, 1, 99])).toBe(1350);
    expect(() => sumMinor([0.1, 0.2])).toThrow();
  });

  it('takes SQL sums up to Number.MAX_SAFE_INTEGER and refuses what arrived rounded, with a 422', () => {
    expect(exactMinor(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    // 2^53 + 1 as SQLite sums it arrives as the double 2^53: refused, never shown one unit off.
    expect(() => exactMinor(2 ** 53)).toThrow(
      expect.objectContaining({ message: 'The total exceeds the largest exact amount', statusCode: 422 }),
    );
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(
      'The total exceeds the largest exact amount',
    );
  });

  it('prints minor units as exact decimal text', () => {
    expect(minorToDecimal(1250)).toBe('12.50');
    expect(minorToDecimal(-7)).toBe('-0.07');
  });

  it('compares periods in percent', () => {
    expect(changePercent(200, 250)).toBe(25);
    expect(changePercent(0, 250)).toBeNull();
  });
});

describe('per-time rounding rules', () => {
  it('charges exact seconds or every started minute', () => {
    expect(billedSeconds(61, 'second')).toBe(61);
    expect(billedSeconds(61, 'minute')).toBe(120);
    expect(billedSeconds(60, 'minute')).toBe(60);
    expect(billedSeconds(0, 'minute')).toBe(0);
  });

  it('rounds each call half up to a whole minor unit', () => {
    // 61 s at 35 per minute = 35.58 → 36; a started minute rule charges 2 minutes = 70.
    expect(callCharge(perTime('second'), 61)).toBe(36);
    expect(callCharge(perTime('minute'), 61)).toBe(70);
    // 6 s at 5 per minute = 0.5 → 1 (half up).
    expect(callCharge(perTime('second', 5), 6)).toBe(1);
  });

  it('adds the connection fee of a per-time tariff and charges nothing for unanswered calls', () => {
    expect(callCharge(perTime('second', 90, 5), 120)).toBe(185);
    expect(callCharge(perTime('second', 90, 5), 0)).toBe(0);
  });

  it('sums per call, not per total duration', () => {
    // Two 1-second calls at 35 per minute: 0.58 each → 1 + 1, where the summed 2 s would give 1.
    const calls = [1, 1].map((seconds) => callCharge(perTime('second'), seconds));
    expect(sumMinor(calls)).toBe(2);
  });
});

describe('per-call tariffs and costs', () => {
  it('charges the call price whatever the duration', () => {
    const price = { billingMode: 2, pricePerMinute: 0, pricePerCall: 12, rounding: 'second' } as const;
    expect(callCharge(price, 1)).toBe(12);
    expect(callCharge(price, 3600)).toBe(12);
    expect(callCharge(price, 0)).toBe(0);
  });

  it('computes the platform costs by kind', () => {
    expect(callCosts(90)).toEqual({ carrier: 2, speech: 3, platform: 1 });
    expect(callCosts(0)).toEqual({ carrier: 0, speech: 0, platform: 0 });
  });
});

describe('tariff boundaries inside a period', () => {
  const periods: TariffPeriod[] = [
    { ...perTime('second', 35), validFrom: '2025-01-01', validTo: '2025-03-14' },
    { ...perTime('second', 40), validFrom: '2025-03-15', validTo: null },
  ];

  it('finds the price in force on each day, both ends included', () => {
    expect(periodOn(periods, '2025-03-14')?.pricePerMinute).toBe(35);
    expect(periodOn(periods, '2025-03-15')?.pricePerMinute).toBe(40);
    expect(periodOn(periods, '2099-12-31')?.pricePerMinute).toBe(40);
    expect(periodOn(periods, '2024-12-31')).toBeUndefined();
  });

  it('charges a month spanning the boundary with both prices', () => {
    const calls: [string, number][] = [
      ['2025-03-14', 60],
      ['2025-03-15', 60],
    ];
    const total = sumMinor(calls.map(([day, seconds]) => callCharge(periodOn(periods, day)!, seconds)));
    expect(total).toBe(75);
  });

  it('detects overlapping periods, open ends included', () => {
    const a = { validFrom: '2025-01-01', validTo: '2025-01-31' };
    expect(periodsOverlap(a, { validFrom: '2025-01-31', validTo: null })).toBe(true);
    expect(periodsOverlap(a, { validFrom: '2025-02-01', validTo: null })).toBe(false);
    expect(periodsOverlap({ validFrom: '2025-03-01', validTo: null }, a)).toBe(false);
    expect(periodsOverlap({ validFrom: '2024-01-01', validTo: null }, a)).toBe(true);
  });
});
