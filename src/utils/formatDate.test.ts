// @vitest-environment node
import { browserTimeZone, formatDate, resolveTimeZone } from './formatDate';

describe('formatDate', () => {
  const instant = '2024-03-31T22:30:00Z';

  it('formats dates day/month/year in the given time zone', () => {
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('31/03/2024');
    expect(formatDate(instant, { timeZone: 'Europe/Prague' })).toBe('01/04/2024');
  });

  it('adds 24-hour time when asked', () => {
    expect(formatDate(instant, { timeZone: 'Europe/Prague', withTime: true })).toBe('01/04/2024 00:30');
    expect(formatDate(instant, { timeZone: 'America/New_York', withTime: true })).toBe('31/03/2024 18:30');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(instant), { timeZone: 'UTC' })).toBe('31/03/2024');
    expect(formatDate(Date.parse(instant), { timeZone: 'UTC' })).toBe('31/03/2024');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("falls back to the browser's zone for a missing or unknown preference", () => {
    const inBrowserZone = formatDate(instant, { timeZone: browserTimeZone(), withTime: true });
    expect(formatDate(instant, { withTime: true })).toBe(inBrowserZone);
    expect(formatDate(instant, { timeZone: 'Mars/Olympus', withTime: true })).toBe(inBrowserZone);
  });
});

describe('resolveTimeZone', () => {
  it('keeps a valid preference and replaces an invalid one', () => {
    expect(resolveTimeZone('Europe/Prague')).toBe('Europe/Prague');
    expect(resolveTimeZone('Nowhere/Land')).toBe(browserTimeZone());
    expect(resolveTimeZone(null)).toBe(browserTimeZone());
  });
});

describe('formatDate', () => {
  it('pads early years and keeps midnight as 00 in every zone', () => {
    expect(formatDate('0999-01-02T00:05:00Z', { timeZone: 'UTC', withTime: true })).toBe('02/01/0999 00:05');
    expect(formatDate('2024-10-27T00:59:00Z', { timeZone: 'Europe/London', withTime: true })).toBe(
      '27/10/2024 01:59',
    );
    expect(formatDate('2024-10-27T01:00:00Z', { timeZone: 'Europe/London', withTime: true })).toBe(
      '27/10/2024 01:00',
    );
  });
});

describe('formatDate, kept texts', () => {
  it('answers the same text again for the same instant, per zone and kind, across many instants', () => {
    const instant = Date.parse('2024-03-31T22:30:00Z');
    for (let round = 0; round < 2; round++) {
      expect(formatDate(instant, { timeZone: 'UTC' })).toBe('31/03/2024');
      expect(formatDate(instant, { timeZone: 'UTC', withTime: true })).toBe('31/03/2024 22:30');
      expect(formatDate(instant, { timeZone: 'Europe/Prague', withTime: true })).toBe('01/04/2024 00:30');
    }
    // Past the bound the kept texts are dropped and formatted afresh, still right.
    for (let minute = 0; minute < 6000; minute++)
      formatDate(instant + minute * 60_000, { timeZone: 'UTC', withTime: true });
    expect(formatDate(instant + 90 * 60_000, { timeZone: 'UTC', withTime: true })).toBe('01/04/2024 00:00');
    expect(formatDate(instant, { timeZone: 'Europe/Prague' })).toBe('01/04/2024');
  });
});
