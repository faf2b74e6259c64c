// @vitest-environment node
import { sharedDateTimeFormat, sharedNumberFormat } from './intlFormats';

describe('shared Intl formatters', () => {
  it('answers the same date-time formatter for the same zone and format, another for another', () => {
    const prague = sharedDateTimeFormat({ timeZone: 'Europe/Prague', hour: '2-digit' });
    expect(sharedDateTimeFormat({ timeZone: 'Europe/Prague', hour: '2-digit' })).toBe(prague);
    expect(sharedDateTimeFormat({ timeZone: 'UTC', hour: '2-digit' })).not.toBe(prague);
    expect(sharedDateTimeFormat({ timeZone: 'Europe/Prague', minute: '2-digit' })).not.toBe(prague);
    expect(prague.resolvedOptions()).toMatchObject({ locale: 'en-GB', timeZone: 'Europe/Prague' });
  });

  it('answers the same number formatter for the same options and formats en-GB', () => {
    const euro = sharedNumberFormat({ style: 'currency', currency: 'EUR' });
    expect(sharedNumberFormat({ style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(euro.format(12.5)).toBe('€12.50');
  });

  it('throws for options Intl refuses, every time, and caches nothing for them', () => {
    expect(() => sharedDateTimeFormat({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => sharedDateTimeFormat({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => sharedNumberFormat({ style: 'currency', currency: 'X' })).toThrow(RangeError);
  });
});
