import { dayRangeToInstants, instantsToDayRange } from './dayRange';

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
