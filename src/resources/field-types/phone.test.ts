// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';
import { isE164 } from '../../shared/phoneNumbers';

const phone = sampleField({ source: 'phone', type: 'phone' });

describe('phone type', () => {
  it('implies an E.164 match', () => {
    expect(failuresOf(phone, '0601 234 567')).toEqual(['validation.match']);
    expect(failuresOf(phone, '+0601234567')).toEqual(['validation.match']);
    expect(failuresOf(phone, '+4206012345678901')).toEqual(['validation.match']);
    expect(failuresOf(phone, '+420601234567')).toEqual([]);
  });

  it('is its text in a CSV cell (the CSV writer neutralises the leading +)', () => {
    expect(cellOf(phone, { phone: '+420601234567' })).toBe('+420601234567');
  });

  it('seeds E.164 numbers and is searched', () => {
    expect(isE164(fieldTypeOf(phone).seed(phone, seedContext(12)))).toBe(true);
    expect(fieldTypeOf(phone).searchable).toBe(true);
  });
});
