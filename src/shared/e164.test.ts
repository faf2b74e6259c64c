// @vitest-environment node
import { restoreCell, neutraliseCell } from './csv';
import { dncActiveAt, dncEntryOf, dncFileProblem } from './doNotCallRules';
import { validE164 } from './e164';

describe('E.164 numbers people bring in', () => {
  it('accepts exact E.164 numbers the numbering plan allows, nothing else', () => {
    expect(validE164('+420601234567')).toBe('+420601234567');
    expect(validE164(' +442071234567 ')).toBe('+442071234567');
    for (const bad of ['+15550100', '601234567', '+420 601 234 567', '+0420601234567', 420601234567, null])
      expect(validE164(bad)).toBeNull();
  });
});

describe('do-not-call entries', () => {
  it('checks the number, the expiry day and the note of one entry', () => {
    expect(dncEntryOf({ phone: '+420601234567', expires: '2030-01-31', note: ' x ' })).toEqual({
      errors: {},
      entry: { phone: '+420601234567', expires: '2030-01-31', note: 'x' },
    });
    expect(dncEntryOf({ phone: '', expires: '31/01/2030' }).errors).toEqual({
      phone: 'Field is required',
      expires: 'Invalid date (YYYY-MM-DD)',
    });
    expect(dncEntryOf({ phone: '12345' }).errors.phone).toMatch(/^Value not match/);
  });

  it('refuses a file without a phone column or with unknown or repeated columns', () => {
    expect(dncFileProblem(['Phone', 'Expires'], 1)).toBeNull();
    expect(dncFileProblem(['number'], 1)).toBe('The file has no "phone" column');
    expect(dncFileProblem(['phone', 'colour'], 1)).toBe('Unknown columns: colour');
    expect(dncFileProblem(['phone', 'PHONE'], 1)).toBe('A column appears twice');
    expect(dncFileProblem(['phone'], 0)).toBe('The file has no numbers');
  });

  it('blocks through the expiry day, inclusive', () => {
    expect(dncActiveAt(null, new Date('2099-01-01T00:00:00Z'))).toBe(true);
    expect(dncActiveAt('2030-06-30', new Date('2030-06-30T23:59:59Z'))).toBe(true);
    expect(dncActiveAt('2030-06-30', new Date('2030-07-01T00:00:00Z'))).toBe(false);
  });
});

describe('cells read back from an export', () => {
  it('undoes the neutralisation of a formula character only', () => {
    expect(restoreCell(neutraliseCell('+420601234567'))).toBe('+420601234567');
    expect(restoreCell("'=1+1")).toBe('=1+1');
    expect(restoreCell("'quoted'")).toBe("'quoted'");
  });
});
