// @vitest-environment node
import {
  addDays,
  dayRangeToInstants,
  instantsToDayRange,
  isValidRange,
  lastDays,
  rangeInstants,
  rangeLength,
  startOfDay,
  todayIn,
} from './calendarDays';

// 2024-03-31 23:30 UTC: already 1 April in Prague, still 31 March in New York.
const now = Date.UTC(2024, 2, 31, 23, 30);

describe('day ranges', () => {
  it('counts calendar days, across month and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(rangeLength({ from: '2024-02-01', to: '2024-03-01' })).toBe(30);
  });

  it("takes today and the last days from the time zone's calendar", () => {
    expect(todayIn('Europe/Prague', now)).toBe('2024-04-01');
    expect(todayIn('America/New_York', now)).toBe('2024-03-31');
    expect(lastDays(7, 'Europe/Prague', now)).toEqual({ from: '2024-03-26', to: '2024-04-01' });
  });

  it('starts days at midnight of the time zone, daylight saving time included', () => {
    expect(startOfDay('2024-03-31', 'Europe/Prague')).toBe('2024-03-30T23:00:00.000Z');
    expect(startOfDay('2024-04-01', 'Europe/Prague')).toBe('2024-03-31T22:00:00.000Z');
    expect(rangeInstants({ from: '2024-03-01', to: '2024-03-31' }, 'Europe/Prague')).toEqual({
      from: '2024-02-29T23:00:00.000Z',
      to: '2024-03-31T22:00:00.000Z',
    });
  });

  it('accepts real days in order, at most 366 of them', () => {
    expect(isValidRange({ from: '2024-03-01', to: '2024-03-01' })).toBe(true);
    expect(isValidRange({ from: '2024-03-02', to: '2024-03-01' })).toBe(false);
    expect(isValidRange({ from: '2024-02-30', to: '2024-03-01' })).toBe(false);
    expect(isValidRange({ from: '2023-01-01', to: '2024-01-01' })).toBe(true);
    expect(isValidRange({ from: '2023-01-01', to: '2024-01-02' })).toBe(false);
    expect(isValidRange({ from: '', to: '2024-01-02' })).toBe(false);
  });
});

describe('day ranges in the console time zone', () => {
  it('sends whole days of the zone as instants, the last day included', () => {
    expect(dayRangeToInstants({ from: '2024-03-01', to: '2024-03-07' }, 'Europe/Prague')).toEqual({
      gte: '2024-02-29T23:00:00.000Z',
      lt: '2024-03-07T23:00:00.000Z',
    });
    expect(dayRangeToInstants({ to: '2024-03-01' }, 'America/New_York')).toEqual({
      lt: '2024-03-02T05:00:00.000Z',
    });
  });

  it('keeps days whole across a daylight-saving change', () => {
    // Prague moves to summer time on 31 March 2024: that day has 23 hours.
    expect(dayRangeToInstants({ from: '2024-03-31', to: '2024-03-31' }, 'Europe/Prague')).toEqual({
      gte: '2024-03-30T23:00:00.000Z',
      lt: '2024-03-31T22:00:00.000Z',
    });
  });

  it('reads the days back from the instants', () => {
    const days = { from: '2024-03-31', to: '2024-04-02' };
    expect(instantsToDayRange(dayRangeToInstants(days, 'Europe/Prague'), 'Europe/Prague')).toEqual(days);
    expect(instantsToDayRange(undefined, 'UTC')).toEqual({});
  });

  it('ignores text that is not a day', () => {
    expect(dayRangeToInstants({ from: '1/3/2024', to: '' }, 'UTC')).toEqual({});
  });
});
