// @vitest-environment node
import { contactZones, isOpenAt, nextOpening, weekWindowsOf } from './callingWindow';

const custom = weekWindowsOf(0, {
  mondayFrom: '09:00',
  mondayTo: '17:00',
  saturdayFrom: '10:00',
  saturdayTo: '12:00',
});

describe('calling windows', () => {
  it('reads both schedule kinds', () => {
    expect(custom[0]).toEqual({ from: 540, to: 1020 });
    expect(custom[1]).toBeNull();
    const opening = weekWindowsOf(1, { opens: '08:00', closes: '16:30' });
    expect(opening.slice(0, 5).every((day) => day?.from === 480 && day.to === 990)).toBe(true);
    expect(opening[5]).toBeNull();
  });

  it('keeps a day open to 23:59 open to midnight, so an all-day week never closes', () => {
    const allDay = weekWindowsOf(0, {
      mondayFrom: '00:00',
      mondayTo: '23:59',
      tuesdayFrom: '00:00',
      tuesdayTo: '23:59',
    });
    expect(allDay[0]).toEqual({ from: 0, to: 1440 });
    expect(isOpenAt(allDay, ['UTC'], new Date('2026-11-30T23:59:30Z'))).toBe(true);
    expect(isOpenAt(allDay, ['UTC'], new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isOpenAt(custom, ['UTC'], new Date('2026-11-30T17:00:00Z'))).toBe(false);
  });

  it('chooses the contact’s zone, the number’s region, then the default', () => {
    expect(contactZones('Europe/Prague', 'US', 'UTC')).toEqual({
      zones: ['Europe/Prague'],
      source: 'contact',
    });
    expect(contactZones('Nowhere/Else', 'CZ', 'UTC')).toEqual({ zones: ['Europe/Prague'], source: 'number' });
    expect(contactZones(null, 'US', 'UTC').zones).toContain('Pacific/Honolulu');
    expect(contactZones(null, undefined, 'Europe/Vienna')).toEqual({
      zones: ['Europe/Vienna'],
      source: 'default',
    });
  });

  it('opens in local time, across a daylight-saving change', () => {
    // Monday 30 March 2026 is summer time in Prague (UTC+2): 09:00 local is 07:00 UTC.
    expect(isOpenAt(custom, ['Europe/Prague'], new Date('2026-03-30T06:59:00Z'))).toBe(false);
    expect(isOpenAt(custom, ['Europe/Prague'], new Date('2026-03-30T07:00:00Z'))).toBe(true);
    expect(nextOpening(custom, ['Europe/Prague'], new Date('2026-03-30T15:00:00Z'))?.toISOString()).toBe(
      '2026-04-04T08:00:00.000Z',
    );
  });

  it('keeps a multi-zone region to the hours open in all its zones', () => {
    const zones = ['America/New_York', 'America/Los_Angeles'];
    // Monday 30 November: open from 09:00 in Los Angeles (17:00 UTC) to 17:00 in New York (22:00 UTC).
    expect(nextOpening(custom, zones, new Date('2026-11-30T14:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T17:00:00.000Z',
    );
    expect(isOpenAt(custom, zones, new Date('2026-11-30T22:00:00Z'))).toBe(false);
    expect(nextOpening(weekWindowsOf(0, {}), zones, new Date('2026-11-30T14:00:00Z'))).toBeNull();
  });
});
