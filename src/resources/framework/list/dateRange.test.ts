import { dateRangeOf, daysOf } from './dateRange';

describe('date-range filter values', () => {
  it('cover whole days of the console time zone, the last day included', () => {
    expect(dateRangeOf('2024-03-31', '2024-04-01', 'Europe/Prague')).toEqual({
      // Midnight in Prague: still winter time on the 31st, summer time from the 1st on.
      gte: '2024-03-30T23:00:00.000Z',
      lt: '2024-04-01T22:00:00.000Z',
    });
    expect(dateRangeOf('2024-03-31', '', 'UTC')).toEqual({ gte: '2024-03-31T00:00:00.000Z' });
    expect(dateRangeOf('', '2024-12-31', 'America/New_York')).toEqual({ lt: '2025-01-01T05:00:00.000Z' });
    expect(dateRangeOf('', '', 'UTC')).toBeUndefined();
  });

  it('show a value as the days it covers', () => {
    const zone = 'Europe/Prague';
    expect(daysOf(dateRangeOf('2024-03-31', '2024-04-01', zone), zone)).toEqual({
      from: '2024-03-31',
      to: '2024-04-01',
    });
    expect(daysOf(undefined, zone)).toEqual({ from: '', to: '' });
    expect(daysOf('garbage', zone)).toEqual({ from: '', to: '' });
  });
});
