import {
  addDays,
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
