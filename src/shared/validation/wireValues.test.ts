// @vitest-environment node
import { isChoice, isIsoDateTime, isIsoDay, isWireDate } from './wireValues';

describe('exact wire values', () => {
  it('takes real calendar days only', () => {
    for (const day of ['2026-01-01', '2024-02-29', '2026-12-31']) expect(isIsoDay(day), day).toBe(true);
    for (const day of [
      '2026-02-30',
      '2026-13-01',
      '2025-02-29',
      '2026-00-10',
      'constructor',
      '26-01-01',
      20260101,
      {},
    ])
      expect(isIsoDay(day), String(day)).toBe(false);
  });

  it('takes ISO date-times on real days, and either as a date', () => {
    expect(isIsoDateTime('2026-01-01T10:00:00.000Z')).toBe(true);
    expect(isIsoDateTime('2026-01-01T10:00')).toBe(true);
    expect(isIsoDateTime('2026-02-30T10:00:00Z')).toBe(false);
    expect(isIsoDateTime('2026-01-01T24:00Z')).toBe(false);
    expect(isWireDate('2026-01-01')).toBe(true);
    expect(isWireDate('01/01/2026')).toBe(false);
  });

  it('matches choices by value and type', () => {
    const choices = [{ value: 1 }, { value: 2 }];
    expect(isChoice(1, choices)).toBe(true);
    expect(isChoice(1.5, choices)).toBe(false);
    expect(isChoice('1', choices)).toBe(false);
    expect(isChoice('constructor', choices)).toBe(false);
  });
});
